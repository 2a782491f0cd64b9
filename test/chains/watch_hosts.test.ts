/**
 * Several payments hosts share the deposit watchers: each network and mode is watched by exactly one host at a time
 * (the holder of its actor shard), and when that host dies the watch moves to a survivor within the lease time and
 * goes on from the persisted cursor: a payment made while the watch was moving is still found, once.
 */
import { randomBytes } from 'node:crypto'
import t from 'tap'
import { ChainService } from '../../actors/chains/service'
import { depositKind } from '../../actors/chains/deposit/decide'
import { SeedKeys, seedFromMnemonic } from '../../chains/derive/derive'
import { NETWORKS } from '../../chains/networks'
import { ManualClock } from '../../platform/clock'
import { PlatformError } from '../../platform/errors'
import { createTestDb } from '../support/db'
import { quietLogger, testHost } from '../support/host'
import { eventually } from '../support/merchant'

const keys = new SeedKeys(seedFromMnemonic('legal winner thank year wave sausage worth useful legal winner thank yellow'))

t.test('two payments hosts: one watcher per network at a time, moved when its host dies, no payment missed', async (t) => {
  const db = await createTestDb('watch_hosts')
  t.teardown(() => db.drop())
  const clock = new ManualClock()
  type Host = ReturnType<typeof testHost>
  const peers = new Map<string, Host>()
  const remote = async (address: string, ref: { kind: string; id: string }, command: unknown) => {
    const peer = peers.get(address)
    if (!peer) throw new PlatformError('unavailable', 'peer gone', { temporary: true })
    return peer.askLocal(ref, command)
  }
  const start = async (id: string, sql: typeof db.sql) => {
    const host = testHost(sql, { hostId: id, address: id, remote, leaseTtlMs: 800, clock })
    host.register(depositKind)
    peers.set(id, host)
    await host.start()
    const chains = new ChainService({ sql, host, clock, logger: quietLogger, masterKey: randomBytes(32) }, { SANDBOX_BLOCK_TIME_MS: '0' })
    return { id, host, chains, stopWatching: chains.startWatching(50) }
  }
  const stopped = new Set<string>()
  const stop = async (h: Awaited<ReturnType<typeof start>>) => {
    if (stopped.has(h.id)) return
    stopped.add(h.id)
    h.stopWatching()
    peers.delete(h.id)
    await h.chains.close()
    await h.host.stop()
  }
  const a = await start('a', db.sql)
  const b = await start('b', db.connect())
  t.teardown(async () => {
    await stop(a)
    await stop(b)
  })
  for (let i = 0; i < 4; i++) {
    await a.host.leases.tick()
    await b.host.leases.tick()
  }

  const all = NETWORKS.map((n) => `${n}:sandbox`).sort()
  const watchedBy = () => ({ a: a.chains.watching(), b: b.chains.watching() })
  const split = watchedBy()
  t.same([...split.a, ...split.b].sort(), all, 'every network and mode is watched')
  t.same(
    split.a.filter((k) => split.b.includes(k)),
    [],
    'by exactly one host',
  )

  // A payment on the network whose watcher is on a: found once.
  const network = NETWORKS.find((n) => split.a.includes(`${n}:sandbox`)) ?? 'LTC'
  const holder = split.a.includes(`${network}:sandbox`) ? a : b
  const survivor = holder === a ? b : a
  const address = keys.derive(network, 3, true).address
  await survivor.chains.monitor(network, address, true, { kind: 'wallet', id: 'w-hosts' })
  const currency = network === 'POL' ? 'POL' : network === 'BSC' ? 'BNB' : network
  const pay = async (amount: bigint) => (await a.chains.ledger.credit({ network, currency, toAddress: address, amount })).txHash
  const deposits = async () =>
    (await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM chain_deposits WHERE network = ${network} AND address = ${address}`)[0]!.n
  await pay(1_000n)
  await eventually(async () => (await deposits()) === 1, 20_000)

  // The holder dies (its leases lapse); a payment made meanwhile is found by the survivor, from the same cursor.
  await stop(holder)
  await pay(2_000n)
  const movedAt = Date.now()
  await eventually(async () => survivor.chains.watching().length === all.length, 20_000)
  t.ok(Date.now() - movedAt < 10_000, 'the survivor took every watcher within seconds (lease 800 ms)')
  await eventually(async () => (await deposits()) === 2, 20_000)
  t.equal(await deposits(), 2, 'both payments, each once')
})
