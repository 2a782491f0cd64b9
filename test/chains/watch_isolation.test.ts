import t from 'tap'
import { SeedKeys, seedFromMnemonic } from '../../chains/derive/derive'
import { ChainService } from '../../actors/chains/service'
import { depositKind } from '../../actors/chains/deposit/decide'
import { depositsOf } from '../../actors/chains/watch/deposits_of'
import { systemClock } from '../../platform/clock'
import type { PaymentsContext } from '../../actors/runtime/service/module'
import { createTestDb } from '../support/db'
import { quietLogger, testHost } from '../support/host'
import { xrpTransport } from '../../chains/xrp/transport'
import { solanaAdapter } from '../../chains/solana/adapter'
import { eventually } from '../support/merchant'
import { startRpcServer } from '../support/rpc_server'
import { until } from '../support/wait'

const keys = new SeedKeys(seedFromMnemonic('legal winner thank year wave sausage worth useful legal winner thank yellow'))

t.test(
  'startWatching: a hung LTC node delays only LTC; sandbox deposits are still detected, and LTC is asked again after its deadline',
  async (t) => {
    const db = await createTestDb('iso')
    const host = testHost(db.sql, { hostId: 'iso', clock: systemClock })
    host.register(depositKind)
    await host.start()
    // A node that accepts the connection and never answers.
    const hung = await startRpcServer(() => new Promise<never>(() => undefined))
    const ctx = { sql: db.sql, host, clock: systemClock, logger: quietLogger, masterKey: Buffer.alloc(32, 1) } as unknown as PaymentsContext
    const chains = new ChainService(ctx, { LTC_RPC_URL: hung.url, LTC_RPC_AUTH: 'u:p', CHAIN_RPC_TIMEOUT_MS: '300' })
    const owner = { kind: 'wallet', id: 'w-iso' }
    const ltc = keys.derive('LTC', 0, true).address
    const eth = keys.derive('ETH', 0, false).address
    await chains.monitor('LTC', ltc, false, owner)
    await chains.monitor('ETH', eth, true, owner)
    const stop = chains.startWatching(25)
    t.teardown(async () => {
      stop()
      await hung.close()
      await chains.close()
      await host.stop()
      await db.drop()
    })

    // The live LTC round is now waiting on the node.
    await eventually(async () => (hung.requests.length >= 1 ? true : undefined), 5_000)
    const credit = await chains.ledger.credit({ network: 'ETH', currency: 'ETH', toAddress: eth, amount: 10n ** 17n })
    const seen = await eventually(async () => (await depositsOf(db.sql, 'ETH', eth)).find((d) => d.txHash === credit.txHash), 3_000)
    t.match(seen, { status: 'confirmed', amount: 10n ** 17n, owner }, 'the sandbox watcher kept running')
    await eventually(async () => (hung.requests.length >= 2 ? true : undefined), 3_000)
    t.pass('the hung call timed out and a later LTC round asked the node again')
  },
)

t.test('Solana RPC: a hung node fails the call at the deadline', async (t) => {
  const hung = await startRpcServer(() => new Promise<never>(() => undefined))
  t.teardown(() => hung.close())
  const started = Date.now()
  const adapter = solanaAdapter({ rpcUrl: hung.url, rpcTimeoutMs: 200 })
  await t.rejects(adapter.balance(keys.derive('SOL', 0, false).address, 'SOL'))
  t.ok(Date.now() - started < 2_000, 'it gave up at its deadline')
  t.equal(hung.requests.length, 1, 'the node was asked')
})

t.test('XRP JSON-RPC: a hung rippled fails the request at the deadline', async (t) => {
  const hung = await startRpcServer(() => new Promise<never>(() => undefined))
  t.teardown(() => hung.close())
  const started = Date.now()
  await t.rejects(
    xrpTransport(hung.url, 200).request('ledger', { ledger_index: 'validated' }),
    /ledger: no answer from rippled within 200 ms/,
  )
  t.ok(Date.now() - started < 2_000, 'it gave up at its deadline')
})

t.test('pollNow: fifty verify-now calls at once share one round; a call during a round gets the next one', async (t) => {
  const db = await createTestDb('pollnow')
  const host = testHost(db.sql, { hostId: 'pollnow', clock: systemClock })
  host.register(depositKind)
  await host.start()
  let rounds = 0
  // A slow node: every round starts with getblockcount, so its count is the number of rounds.
  const node = await startRpcServer(async (r) => {
    if (r.body.method === 'getblockcount') rounds++
    await new Promise((resolve) => setTimeout(resolve, 50))
    const result = { getblockcount: 1, getblockhash: '00'.repeat(32), getblock: { tx: [] } }[r.body.method as string] ?? null
    return { text: JSON.stringify({ id: r.body.id, result, error: null }) }
  })
  const ctx = { sql: db.sql, host, clock: systemClock, logger: quietLogger, masterKey: Buffer.alloc(32, 1) } as unknown as PaymentsContext
  const chains = new ChainService(ctx, { LTC_RPC_URL: node.url, LTC_RPC_AUTH: 'u:p' })
  t.teardown(async () => {
    await node.close()
    await chains.close()
    await host.stop()
    await db.drop()
  })
  await chains.monitor('LTC', keys.derive('LTC', 0, true).address, false, { kind: 'wallet', id: 'w-poll' })
  await Promise.all(Array.from({ length: 50 }, () => chains.pollNow('LTC', false)))
  t.equal(rounds, 1, 'one round served all fifty')
  const first = chains.pollNow('LTC', false)
  await until(() => rounds === 2, 'the second round to start') // the node answers slowly, so it is still running
  const during = Array.from({ length: 20 }, () => chains.pollNow('LTC', false))
  await Promise.all([first, ...during])
  t.equal(rounds, 3, 'calls made while a round ran share the one round after it')
})
