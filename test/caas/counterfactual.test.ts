import t from 'tap'
import { HDNodeWallet } from 'ethers'
import { BIP32Factory } from 'bip32'
import { randomBytes } from 'node:crypto'
import { walletSalt } from '../../actors/caas/wallet_salt'
import { CounterfactualAccounts, implementationOf } from '../../chains/aa/counterfactual'
import { ERC1967_PROXY_CREATION_CODE } from '../../chains/aa/erc1967_proxy_code'
import { CAAS_ACCOUNT_PATH, OwnerKeys, ownerIndexes } from '../../chains/aa/owner_keys'
import { seedFromMnemonic } from '../../chains/derive/derive'
import { ecc, viem } from '../../chains/esm_deps'
import { startAnvil } from '../support/anvil'
import { FACTORY, deployAccountAbstraction } from '../support/aa'

const MNEMONIC = 'legal winner thank year wave sausage worth useful legal winner thank yellow'
const xpub = BIP32Factory(ecc).fromSeed(seedFromMnemonic(MNEMONIC)).derivePath(CAAS_ACCOUNT_PATH).neutered().toBase58()

t.test('the proxy creation code is the one embedded in the SimpleAccountFactory 0.8 artifact', async (t) => {
  t.ok(FACTORY.deployedBytecode.includes(ERC1967_PROXY_CREATION_CODE.slice(2)))
  t.equal((ERC1967_PROXY_CREATION_CODE.length - 2) / 2, 0x2a8, 'its constructor copies 0x2a8 bytes: all of it')
})

t.test('OwnerKeys: public derivation from the xpub equals the private derivation of ethers', async (t) => {
  const keys = new OwnerKeys(xpub)
  for (let i = 0; i < 5; i++) {
    const salt = randomBytes(32)
    const [a, b] = ownerIndexes(salt)
    t.equal(keys.ownerOf(salt), HDNodeWallet.fromPhrase(MNEMONIC, undefined, `${CAAS_ACCOUNT_PATH}/${a}/${b}`).address)
  }
  t.throws(() => new OwnerKeys(BIP32Factory(ecc).fromSeed(seedFromMnemonic(MNEMONIC)).toBase58()), 'a private extended key is refused')
})

t.test('anvil: offline CREATE2 equals factory.getAddress(owner, salt), and nothing is deployed', async (t) => {
  const anvil = await startAnvil()
  t.teardown(() => anvil.stop())
  const { reader, factory } = await deployAccountAbstraction(anvil)
  const onChainImplementation = await reader.readContract({
    address: factory,
    abi: FACTORY.abi,
    functionName: 'accountImplementation',
  } as never)
  t.equal(implementationOf(factory), onChainImplementation, 'implementation = CREATE(factory, nonce 1)')
  const accounts = new CounterfactualAccounts({ factory, implementation: implementationOf(factory) })
  const owners = new OwnerKeys(xpub)
  for (let i = 0; i < 8; i++) {
    const salt = randomBytes(32)
    const owner = owners.ownerOf(salt)
    const expected = await reader.readContract({
      address: factory,
      abi: FACTORY.abi,
      functionName: 'getAddress',
      args: [owner, viem.bytesToBigInt(salt)],
    } as never)
    const offline = accounts.addressOf(owner, salt)
    t.equal(offline, expected, `salt ${i}: offline = on-chain getAddress`)
    t.equal(await reader.getCode({ address: offline }), undefined, `salt ${i}: no code at the address (counterfactual)`)
  }
})

t.test('walletSalt: live generation 0 is the blind index; test keys get another salt; generations differ', async (t) => {
  const index = randomBytes(32).toString('hex')
  const hex = (b: Uint8Array) => Buffer.from(b).toString('hex')
  t.equal(hex(walletSalt(index, 'live', 0)), index, 'live addresses provisioned so far stay where they are')
  t.equal(
    hex(walletSalt(index, 'test', 0)),
    viem.keccak256(Buffer.concat([Buffer.from(index, 'hex'), Buffer.from('test')]), 'hex').slice(2),
    "test: keccak256(index ‖ 'test')",
  )
  t.equal(
    hex(walletSalt(index, 'live', 1)),
    viem.keccak256(Buffer.concat([Buffer.from(index, 'hex'), Buffer.from([0, 0, 0, 1])]), 'hex').slice(2),
    'live generation 1: unchanged scheme',
  )
  const all = (['live', 'test'] as const).flatMap((mode) => [0, 1, 2].map((g) => hex(walletSalt(index, mode, g))))
  t.equal(new Set(all).size, 6, 'no two (mode, generation) share a salt')
  t.throws(() => walletSalt(index, 'live', -1))
})

t.test("anvil: per mode, the address is factory.getAddress(owner, salt) with that mode's salt, and test and live differ", async (t) => {
  const anvil = await startAnvil()
  t.teardown(() => anvil.stop())
  const { reader, factory } = await deployAccountAbstraction(anvil)
  const accounts = new CounterfactualAccounts({ factory, implementation: implementationOf(factory) })
  const owners = new OwnerKeys(xpub)
  const index = randomBytes(32).toString('hex')
  const addresses: string[] = []
  for (const mode of ['live', 'test'] as const) {
    const salt = walletSalt(index, mode, 0)
    const owner = owners.ownerOf(salt)
    const onChain = await reader.readContract({
      address: factory,
      abi: FACTORY.abi,
      functionName: 'getAddress',
      args: [owner, viem.bytesToBigInt(salt)],
    } as never)
    t.equal(accounts.addressOf(owner, salt), onChain, `${mode}: offline = on-chain getAddress`)
    addresses.push(onChain as string)
  }
  t.not(addresses[0], addresses[1], 'a sandbox key cannot learn the live address of a number')
})
