import { randomBytes } from 'node:crypto'
import t from 'tap'
import { evmAdapter } from '../../chains/evm/adapter'
import { accounts, viem } from '../../chains/esm_deps'
import { depositKind } from '../../actors/chains/deposit/decide'
import { DepositWatcher } from '../../actors/chains/watch/watcher'
import { decodeJson } from '../../platform/json'
import type { StoredEvent } from '../../actors/runtime/store'
import { createDerivationPool } from '../../workers/pool'
import { startAnvil, ANVIL_KEY_0 } from '../support/anvil'
import { createTestDb } from '../support/db'
import { testHost } from '../support/host'

// OpenZeppelin 4.9's ERC20PresetMinterPauser: a real ERC-20 with mint, bytecode shipped in the npm package.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const TOKEN = require('@openzeppelin/contracts/build/contracts/ERC20PresetMinterPauser.json') as { abi: unknown[]; bytecode: `0x${string}` }

t.test('anvil: an ERC-20 deposit confirmed by depth, and a transfer signed in the pool, broadcast and confirmed', async (t) => {
  const anvil = await startAnvil()
  const db = await createTestDb('erc20')
  const pool = createDerivationPool({ masterKey: randomBytes(32), threads: 1 })
  t.teardown(async () => {
    await pool.close()
    await anvil.stop()
    await db.drop()
  })
  const chain = viem.defineChain({
    id: 31337,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.url] } },
  })
  const funder = accounts.privateKeyToAccount(ANVIL_KEY_0)
  const wallet = viem.createWalletClient({ account: funder, chain, transport: viem.http(anvil.url) })
  const reader = viem.createPublicClient({ chain, transport: viem.http(anvil.url), cacheTime: 0 })

  const deployHash = await wallet.deployContract({ abi: TOKEN.abi, bytecode: TOKEN.bytecode, args: ['USD Coin', 'USDC'] } as never)
  const token = (await reader.waitForTransactionReceipt({ hash: deployHash })).contractAddress!

  const { envelope } = await pool.importMnemonic(
    'cust-7',
    'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
  )
  const [customer] = await pool.deriveAddresses('cust-7', envelope, [{ network: 'ETH', index: 0, isTestnet: false }])
  const address = customer!.address as `0x${string}`

  const host = testHost(db.sql, { hostId: 'erc20' })
  host.register(depositKind)
  const events: StoredEvent[] = []
  host.subscribe(async (batch) => void events.push(...batch))
  await host.start()
  t.teardown(() => host.stop())
  const adapter = evmAdapter({ network: 'ETH', rpcUrl: anvil.url, nativeCurrency: 'ETH', tokens: { USDC: token }, requiredDepth: 2 })
  const watcher = new DepositWatcher(db.sql, host, adapter, false)
  await watcher.monitor(address, { kind: 'wallet', id: 'cust-7' })
  await watcher.pollOnce()

  const mint = await wallet.writeContract({ address: token, abi: TOKEN.abi, functionName: 'mint', args: [address, 25_000_000n] } as never)
  await watcher.pollOnce()
  await anvil.rpc('anvil_mine', ['0x1'])
  await watcher.pollOnce()
  await host.relay.drain()
  const usdc = events.filter((e) => (decodeJson(e.payloadJson) as { txHash: string }).txHash === mint)
  t.same(
    usdc.map((e) => e.type),
    ['deposit.detected', 'deposit.confirmed'],
  )
  t.match(decodeJson(usdc[0]!.payloadJson), { currency: 'USDC', amount: 25_000_000n })
  t.equal(await adapter.balance(address, 'USDC'), 25_000_000n)

  // Fund gas, then send ETH out of the customer's address with a key that only the worker sees.
  await wallet.sendTransaction({ account: funder, chain, to: address, value: viem.parseEther('1') })
  const outTo = accounts.privateKeyToAccount(`0x${'22'.repeat(32)}`).address
  const prep = await adapter.prepare(address)
  const signed = await pool.signEvm(
    'cust-7',
    envelope,
    { network: 'ETH', index: 0, isTestnet: false },
    {
      chainId: prep.chainId,
      to: outTo,
      value: viem.parseEther('0.25').toString(),
      nonce: prep.nonce,
      gas: '21000',
      maxFeePerGas: prep.maxFeePerGas.toString(),
      maxPriorityFeePerGas: prep.maxPriorityFeePerGas.toString(),
    },
  )
  t.equal(signed.from, address, 'signed by the derived key')
  const sent = await adapter.broadcast(signed.raw)
  t.equal(sent, signed.hash)
  await anvil.rpc('anvil_mine', ['0x1'])
  t.match(await adapter.transaction(sent), { status: 'confirmed', confirmations: 2 })
  const receipt = await reader.getTransactionReceipt({ hash: sent as `0x${string}` })
  const settled = await adapter.settlement!(sent)
  t.same(
    settled,
    { blockNumber: Number(receipt.blockNumber), fee: receipt.gasUsed * receipt.effectiveGasPrice },
    'the receipt: block and gasUsed x effectiveGasPrice',
  )
  t.ok(settled!.fee! <= 21_000n * prep.maxFeePerGas, 'at most the bound signed')
  t.equal(await adapter.settlement!(`0x${'ab'.repeat(32)}`), null, 'no receipt: not settled')
  t.equal(await reader.getBalance({ address: outTo }), viem.parseEther('0.25'))
})
