import { randomBytes } from 'node:crypto'
import t from 'tap'
import * as bip39 from 'bip39'
import { HDNodeWallet, Wallet } from 'ethers'
import { LocalKeyWrapper, openMnemonic, sealMnemonic } from '../../chains/secrets/envelope'
import { createDerivationPool } from '../../workers/pool'

const ABANDON = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

t.test('envelope: a mnemonic opens only for its wallet id and its master key', async (t) => {
  const wrapper = new LocalKeyWrapper(randomBytes(32))
  const envelope = sealMnemonic(Buffer.from(ABANDON), 'w1', wrapper)
  t.notOk(envelope.includes('abandon'), 'nothing in clear')
  t.equal(openMnemonic(envelope, 'w1', wrapper).toString(), ABANDON)
  t.throws(() => openMnemonic(envelope, 'w2', wrapper), 'another wallet id (AAD) fails')
  t.throws(() => openMnemonic(envelope, 'w1', new LocalKeyWrapper(randomBytes(32))), 'another master key fails')
  t.not(sealMnemonic(Buffer.from(ABANDON), 'w1', wrapper), envelope, 'a fresh data key and IV each time')
})

t.test('pool: generate, derive, reveal and export through compiled worker threads', async (t) => {
  const masterKey = randomBytes(32)
  const pool = createDerivationPool({ masterKey, threads: 2 })
  t.teardown(() => pool.close())

  const generated = await pool.generateWallet('w-gen', 24)
  t.equal(generated.words.length, 24)
  t.ok(bip39.validateMnemonic(generated.words.join(' ')))
  t.notOk(generated.envelope.includes(generated.words[0]!), 'the stored envelope holds no word in clear')
  t.equal((await pool.generateWallet('w-12', 12)).words.length, 12)

  const imported = await pool.importMnemonic('w-abandon', ABANDON)
  const [eth, sol, btcTest] = await pool.deriveAddresses('w-abandon', imported.envelope, [
    { network: 'ETH', index: 0, isTestnet: false },
    { network: 'SOL', index: 0, isTestnet: false },
    { network: 'BTC', index: 0, isTestnet: true },
  ])
  t.match(eth, {
    address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    derivationPath: "m/44'/60'/0'/0/0",
    publicKey: /^0[23][0-9a-f]{64}$/,
  })
  t.match(sol, { address: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk', derivationPath: "m/44'/501'/0'/0'" })
  t.match(btcTest, { address: 'mkpZhYtJu2r87Js3pDiWJDmPte2NRZ8bJV', isTestnet: true })
  await t.rejects(
    pool.deriveAddresses('someone-else', imported.envelope, [{ network: 'ETH', index: 0, isTestnet: false }]),
    'an envelope is bound to its wallet',
  )

  t.same(await pool.revealMnemonic('w-abandon', imported.envelope), ABANDON.split(' '))
  const key = await pool.exportKey('w-abandon', imported.envelope, { network: 'ETH', index: 1, isTestnet: false })
  t.equal(
    new Wallet(key).address,
    HDNodeWallet.fromPhrase(ABANDON, undefined, "m/44'/60'/0'/0/1").address,
    'the exported key controls the derived address',
  )
  t.match(
    await pool.exportKey('w-abandon', imported.envelope, { network: 'BTC', index: 0, isTestnet: false }),
    /^[KL][1-9A-HJ-NP-Za-km-z]{51}$/,
    'BTC WIF, compressed',
  )
  await t.rejects(pool.importMnemonic('w-bad', 'abandon abandon abandon'), /invalid mnemonic/)
})
