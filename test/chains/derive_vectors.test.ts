import { createPrivateKey, createPublicKey } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import t from 'tap'
import { BIP32Factory } from 'bip32'
import * as bip39 from 'bip39'
import { HDNodeWallet, encodeBase58 } from 'ethers'
import { Wallet as XrplWallet } from 'xrpl'
import { SeedKeys, seedFromMnemonic } from '../../chains/derive/derive'
import { slip10Ed25519 } from '../../chains/derive/slip10'
import { ecc, slip10 } from '../../chains/esm_deps'

const VECTORS = path.resolve(__dirname, '../../../../shared/vectors')
const read = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(fs.existsSync(VECTORS) ? VECTORS : path.resolve(process.cwd(), '../shared/vectors'), name), 'utf8'))
const bip32 = BIP32Factory(ecc)
const ABANDON = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

t.test('BIP-39: Trezor vectors (entropy -> mnemonic -> seed with passphrase TREZOR -> BIP-32 root)', async (t) => {
  const vectors = read('bip39-trezor-vectors.json').english as [string, string, string, string][]
  t.ok(vectors.length >= 24)
  for (const [entropy, mnemonic, seed, xprv] of vectors) {
    t.equal(bip39.entropyToMnemonic(entropy), mnemonic)
    const ours = seedFromMnemonic(mnemonic, 'TREZOR')
    t.equal(ours.toString('hex'), seed, `seed of "${mnemonic.split(' ').slice(0, 3).join(' ')}…"`)
    t.equal(bip32.fromSeed(ours).toBase58(), xprv)
  }
})

t.test('BIP-32: the BIP test vectors 1-5', async (t) => {
  const { vectors } = read('bip32-test-vectors.json') as {
    vectors: Array<{ vector: number; seed?: string; chains?: Array<{ path: string; xprv: string; xpub: string }> }>
  }
  for (const v of vectors.filter((x) => x.seed && x.chains)) {
    const root = bip32.fromSeed(Buffer.from(v.seed!, 'hex'))
    for (const chain of v.chains!) {
      const node = chain.path === 'm' ? root : root.derivePath(chain.path)
      t.equal(node.toBase58(), chain.xprv, `vector ${v.vector} ${chain.path} xprv`)
      t.equal(node.neutered().toBase58(), chain.xpub, `vector ${v.vector} ${chain.path} xpub`)
    }
  }
})

t.test('SLIP-10: ed25519 and secp256k1 vectors', async (t) => {
  const { vectors } = read('slip10-test-vectors.json') as {
    vectors: Array<{ vector: number; curve: string; seed: string; chains: Array<{ path: string; private: string; public: string }> }>
  }
  for (const v of vectors) {
    for (const chain of v.chains) {
      if (v.curve === 'ed25519') {
        // Ours (chains/derive/slip10.ts, what Solana derivation uses) and the ed25519-hd-key library, both against the vector.
        const key = slip10Ed25519(Buffer.from(v.seed, 'hex'), chain.path).key
        t.equal(key.toString('hex'), chain.private, `ed25519 vector ${v.vector} ${chain.path}`)
        const library = chain.path === 'm' ? slip10.getMasterKeyFromSeed(v.seed).key : slip10.derivePath(chain.path, v.seed).key
        t.equal(Buffer.from(library).toString('hex'), chain.private, `ed25519-hd-key agrees at ${chain.path}`)
        t.equal(Buffer.from(slip10.getPublicKey(key, true)).toString('hex'), chain.public)
      } else if (v.curve === 'secp256k1') {
        const root = bip32.fromSeed(Buffer.from(v.seed, 'hex'))
        const node = chain.path === 'm' ? root : root.derivePath(chain.path)
        t.equal(Buffer.from(node.privateKey!).toString('hex'), chain.private, `secp256k1 vector ${v.vector} ${chain.path}`)
      }
    }
  }
})

t.test('addresses for the "abandon … about" mnemonic match widely used wallets', async (t) => {
  const keys = new SeedKeys(seedFromMnemonic(ABANDON))
  const addr = (n: Parameters<SeedKeys['derive']>[0], i = 0, testnet = false) => keys.derive(n, i, testnet).address

  // Published BIP-44 reference addresses (Ian Coleman's BIP39 tool; Electrum/Electron Cash/Litecoin Core derive the same).
  t.equal(addr('BTC'), '1LqBGSKuX5yYUonjxT5qGfpUsXKYYWeabA', "BTC m/44'/0'/0'/0/0")
  t.equal(addr('LTC'), 'LUWPbpM43E2p7ZSh8cyTBEkvpHmr3cB8Ez', "LTC m/44'/2'/0'/0/0")
  t.equal(addr('BCH'), 'bitcoincash:qqyx49mu0kkn9ftfj6hje6g2wfer34yfnq5tahq3q6', "BCH m/44'/145'/0'/0/0 (cashaddr)")
  t.equal(addr('BTC', 0, true), 'mkpZhYtJu2r87Js3pDiWJDmPte2NRZ8bJV', "BTC testnet m/44'/1'/0'/0/0")
  t.match(addr('BCH', 0, true), /^bchtest:q/, 'BCH testnet cashaddr')
  t.equal(keys.derive('LTC', 0, true).derivationPath, "m/44'/1'/0'/0/0", 'testnets use coin type 1')

  // MetaMask / ethers: an independent BIP-32 implementation (ethers HDNodeWallet).
  for (const i of [0, 1, 7]) {
    const expected = HDNodeWallet.fromPhrase(ABANDON, undefined, `m/44'/60'/0'/0/${i}`).address
    for (const n of ['ETH', 'BSC', 'POL'] as const) t.equal(addr(n, i), expected, `${n} index ${i} equals ethers`)
  }
  t.equal(addr('ETH'), '0x9858EfFD232B4033E47d90003D41EC34EcaEda94', 'the address MetaMask shows for this mnemonic')

  // XRP: xrpl.js derives with its own stack (ripple-keypairs on @scure/bip32).
  for (const i of [0, 3]) {
    const wallet = XrplWallet.fromMnemonic(ABANDON, { mnemonicEncoding: 'bip39', derivationPath: `m/44'/144'/0'/0/${i}` })
    t.equal(addr('XRP', i), wallet.classicAddress, `XRP index ${i} equals xrpl.js`)
  }

  // SOL: Phantom's first account; the public key re-derived with OpenSSL's ed25519 from the SLIP-10 private key.
  t.equal(addr('SOL'), 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk', "SOL m/44'/501'/0'/0' (Phantom)")
  const privateKey = slip10.derivePath("m/44'/501'/2'/0'", seedFromMnemonic(ABANDON).toString('hex')).key
  const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(privateKey)])
  const raw = createPublicKey(createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }))
    .export({ format: 'der', type: 'spki' })
    .subarray(-32)
  t.equal(addr('SOL', 2), encodeBase58(raw), 'SOL index 2 equals OpenSSL ed25519')

  // TRX: TronLink's first account; TronWeb derives it with its own code.
  t.equal(addr('TRX'), 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH', "TRX m/44'/195'/0'/0/0 (TronLink)")
  const { TronWeb } = await import('tronweb')
  const tron = TronWeb.fromMnemonic(ABANDON, "m/44'/195'/0'/0/4") as { address: string }
  t.equal(addr('TRX', 4), tron.address, 'TRX index 4 equals TronWeb')
})

t.test('testnet addresses (is_testnet) for all nine networks, each against an independent source', async (t) => {
  const keys = new SeedKeys(seedFromMnemonic(ABANDON))
  const testnet = (n: Parameters<SeedKeys['derive']>[0], i = 0) => keys.derive(n, i, true)
  // BTC testnet m/44'/1'/0'/0/0 is published (Ian Coleman's BIP39 tool); Litecoin's testnet uses the same
  // coin type and version byte (0x6f), so LTC testnet is that very address.
  const BTC_TESTNET = 'mkpZhYtJu2r87Js3pDiWJDmPte2NRZ8bJV'
  t.match(testnet('BTC'), { address: BTC_TESTNET, derivationPath: "m/44'/1'/0'/0/0" })
  t.match(testnet('LTC'), { address: BTC_TESTNET, derivationPath: "m/44'/1'/0'/0/0" }, 'LTC testnet')
  // BCH testnet: the same key in cashaddr with the bchtest prefix, converted by bchaddrjs from the legacy address.
  const bchaddr = (await import('bchaddrjs')).default as { toCashAddress(a: string): string }
  t.match(testnet('BCH'), { address: bchaddr.toCashAddress(BTC_TESTNET), derivationPath: "m/44'/1'/0'/0/0" }, 'BCH testnet (bchaddrjs)')
  // Account chains use the mainnet path and address format on their testnets (Sepolia, BSC testnet, Amoy, Nile,
  // the XRP testnet, Solana devnet): the same independent derivations as for mainnet.
  for (const i of [0, 5]) {
    const evm = HDNodeWallet.fromPhrase(ABANDON, undefined, `m/44'/60'/0'/0/${i}`).address
    for (const n of ['ETH', 'BSC', 'POL'] as const)
      t.match(testnet(n, i), { address: evm, derivationPath: `m/44'/60'/0'/0/${i}` }, `${n} testnet index ${i} (ethers)`)
    const xrp = XrplWallet.fromMnemonic(ABANDON, { mnemonicEncoding: 'bip39', derivationPath: `m/44'/144'/0'/0/${i}` }).classicAddress
    t.equal(testnet('XRP', i).address, xrp, `XRP testnet index ${i} (xrpl.js)`)
  }
  const { TronWeb } = await import('tronweb')
  t.equal(
    testnet('TRX', 2).address,
    (TronWeb.fromMnemonic(ABANDON, "m/44'/195'/0'/0/2") as { address: string }).address,
    'TRX testnet (TronWeb)',
  )
  t.equal(testnet('SOL').address, 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk', 'SOL devnet (Phantom)')
})

t.test('error: bad index and unknown network', async (t) => {
  const keys = new SeedKeys(seedFromMnemonic(ABANDON))
  t.throws(() => keys.derive('BTC', -1, false), RangeError)
  t.throws(() => keys.derive('BTC', 2 ** 31, false), RangeError)
})
