import t from 'tap'
import { SeedKeys, seedFromMnemonic } from '../../chains/derive/derive'
import { evmAdapter } from '../../chains/evm/adapter'
import { viem } from '../../chains/esm_deps'
import { depositKind } from '../../actors/chains/deposit/decide'
import { DepositWatcher } from '../../actors/chains/watch/watcher'
import { ManualClock } from '../../platform/clock'
import { decodeJson } from '../../platform/json'
import type { StoredEvent } from '../../actors/runtime/store'
import { startAnvil, ANVIL_KEY_0 } from '../support/anvil'
import { createTestDb } from '../support/db'
import { testHost } from '../support/host'

t.test('EVM deposits against a real local anvil: detected, confirmed by depth, reversed by a reorg', async (t) => {
  const anvil = await startAnvil()
  const db = await createTestDb('evm')
  t.teardown(async () => {
    await anvil.stop()
    await db.drop()
  })
  const clock = new ManualClock()
  const host = testHost(db.sql, { hostId: 'evm', clock })
  host.register(depositKind)
  const events: StoredEvent[] = []
  host.subscribe(async (batch) => void events.push(...batch))
  await host.start()
  t.teardown(() => host.stop())

  const adapter = evmAdapter({ network: 'ETH', rpcUrl: anvil.url, nativeCurrency: 'ETH', tokens: {}, requiredDepth: 3 })
  const watcher = new DepositWatcher(db.sql, host, adapter, false, clock)
  const keys = new SeedKeys(
    seedFromMnemonic('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'),
  )
  const address = keys.derive('ETH', 5, false).address
  await watcher.monitor(address, { kind: 'wallet', id: 'cust-1' })
  await watcher.pollOnce() // sets the cursor at the current head

  const account = (await import('viem/accounts')).privateKeyToAccount(ANVIL_KEY_0)
  const wallet = viem.createWalletClient({ account, transport: viem.http(anvil.url) })
  const chain = viem.defineChain({
    id: 31337,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.url] } },
  })
  const send = (value: bigint) => wallet.sendTransaction({ account, chain, to: address as `0x${string}`, value })

  const hash = await send(viem.parseEther('1.25'))
  await watcher.pollOnce()
  await host.relay.drain()
  t.same(
    events.map((e) => e.type),
    ['deposit.detected'],
  )
  t.match(decodeJson(events[0]!.payloadJson), { txHash: hash, amount: 1_250_000_000_000_000_000n, confirmations: 0 })

  await anvil.rpc('anvil_mine', ['0x2'])
  await watcher.pollOnce()
  await host.relay.drain()
  t.same(
    events.map((e) => e.type),
    ['deposit.detected', 'deposit.confirmed'],
    'confirmed at depth 3',
  )
  t.match(decodeJson(events[1]!.payloadJson), { status: 'confirmed', confirmations: 3 })
  t.equal(await adapter.balance(address, 'ETH'), 1_250_000_000_000_000_000n)

  // A reorg: the chain is rolled back to before a detected deposit.
  const snapshot = await anvil.rpc<string>('evm_snapshot')
  const doomed = await send(viem.parseEther('0.5'))
  await watcher.pollOnce()
  await anvil.rpc('evm_revert', [snapshot])
  await anvil.rpc('anvil_mine', ['0x3'])
  await watcher.pollOnce()
  await watcher.pollOnce() // a vanish is confirmed on a second round before it reverses
  await host.relay.drain()
  const forDoomed = events.filter((e) => (decodeJson(e.payloadJson) as { txHash: string }).txHash === doomed).map((e) => e.type)
  t.same(forDoomed, ['deposit.detected', 'deposit.reversed'], 'the vanished deposit is reversed, never confirmed')
  t.equal(await adapter.balance(address, 'ETH'), 1_250_000_000_000_000_000n, 'the balance never included it')
})
