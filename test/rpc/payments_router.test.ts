import t from 'tap'
import { SYSTEM_CALLER } from '../../platform/caller'
import { linkKeysFrom } from '../../platform/secrets/link_keys'
import { HOSTS_LIST_METHOD, type HostsListReply } from '../../proto/mux/host_links'
import { LinkVerifier, mintLinkToken } from '../../proto/mux/link_auth'
import { PaymentsRouter } from '../../proto/mux/router'
import { MuxServer, type MuxHandler } from '../../proto/mux/server'
import { quietLogger } from '../support/host'
import { freePort } from '../support/processes'
import { until } from '../support/wait'

const keys = linkKeysFrom(Buffer.alloc(32, 1))
const token = () => mintLinkToken(keys, 'gateway', 'test', Date.now())
const isRead = (method: string) => method.endsWith('.get')

/** A payments host stand-in: counts what it ran; `hang` makes its calls wait forever (a host that dies mid-call). */
interface FakeHost {
  readonly id: string
  readonly address: string
  readonly ran: string[]
  hang: boolean
  listed: () => HostsListReply['hosts']
  kill(): Promise<void>
}

async function fakeHost(id: string): Promise<FakeHost> {
  const host: Partial<FakeHost> & { ran: string[]; hang: boolean } = { id, ran: [], hang: false, listed: () => [] }
  const run =
    (method: string): MuxHandler =>
    async () => {
      host.ran.push(method)
      if (host.hang) await new Promise(() => {})
      return { servedBy: id }
    }
  const handlers = new Map<string, MuxHandler>([
    [HOSTS_LIST_METHOD, async (): Promise<HostsListReply> => ({ self: id, shardCount: 2, hosts: host.listed!() })],
    ['thing.get', run('thing.get')],
    ['thing.add', run('thing.add')],
  ])
  const server = new MuxServer({ gateway: handlers, peer: new Map() }, quietLogger, new LinkVerifier(keys, Date.now))
  const port = await server.listen('127.0.0.1:0')
  server.open()
  // No drain: the streams close with calls still in flight, as a killed process's would.
  return Object.assign(host, { address: `127.0.0.1:${port}`, kill: () => server.close(0) }) as FakeHost
}

t.test('payments router', async (t) => {
  await t.test('call: a configured host that refuses connections is skipped at once', async (t) => {
    const live = await fakeHost('live')
    const router = new PaymentsRouter([`127.0.0.1:${await freePort()}`, live.address], token, { isRead })
    t.teardown(async () => {
      router.close()
      await live.kill()
    })
    const startedMs = Date.now()
    const replies = await Promise.all(Array.from({ length: 20 }, () => router.call('thing.add', {}, SYSTEM_CALLER)))
    t.ok(
      replies.every((r) => (r as { servedBy: string }).servedBy === 'live'),
      'every call went to the live host',
    )
    t.ok(Date.now() - startedMs < 2_000, `answered in ${Date.now() - startedMs} ms`)
  })

  await t.test('call: a host learned from hosts.list takes the calls when the configured host is gone', async (t) => {
    const [seed, other] = [await fakeHost('seed'), await fakeHost('other')]
    seed.listed = other.listed = () => [
      { hostId: 'seed', address: seed.address, shards: [0] },
      { hostId: 'other', address: other.address, shards: [1] },
    ]
    const router = new PaymentsRouter([seed.address], token, { isRead, pollMs: 50 })
    t.teardown(async () => {
      router.close()
      await other.kill()
    })
    await router.call('thing.get', {}, SYSTEM_CALLER)
    await until(() => router.links.all.length >= 2, 'the router to learn the second host').catch(() => {})
    t.equal(router.links.all.length, 2, 'the router learned the second host')
    await seed.kill()
    t.match(await router.call('thing.add', {}, SYSTEM_CALLER), { servedBy: 'other' })
  })

  await t.test("call: a call that names its actor goes to the host holding the actor's shard (no second hop)", async (t) => {
    const [a, b] = [await fakeHost('a'), await fakeHost('b')]
    a.listed = b.listed = () => [
      { hostId: 'a', address: a.address, shards: [0] },
      { hostId: 'b', address: b.address, shards: [1] },
    ]
    const shardOf = (_method: string, body: unknown) => (body as { shard?: number }).shard
    const router = new PaymentsRouter([a.address, b.address], token, { isRead, shardOf, pollMs: 50 })
    t.teardown(async () => {
      router.close()
      await a.kill()
      await b.kill()
    })
    // Every host answers hosts.list once the router polled both: then it knows who holds what.
    await until(() => router.links.shardCount > 0, 'the router to learn the shard holders')
    await Promise.all([router.call('thing.get', {}, SYSTEM_CALLER), router.call('thing.get', {}, SYSTEM_CALLER)])
    const servedBy = async (shard: number) => ((await router.call('thing.add', { shard }, SYSTEM_CALLER)) as { servedBy: string }).servedBy
    t.same(await Promise.all([1, 1, 1, 1, 0, 0, 0, 0].map(servedBy)), ['b', 'b', 'b', 'b', 'a', 'a', 'a', 'a'])
    const anyHost = await Promise.all(Array.from({ length: 8 }, () => router.call('thing.add', {}, SYSTEM_CALLER)))
    t.same(new Set(anyHost.map((r) => (r as { servedBy: string }).servedBy)), new Set(['a', 'b']), 'calls naming no actor take turns')
  })

  await t.test('error: a write whose link broke mid-call fails as temporary and is never sent again', async (t) => {
    const [a, b] = [await fakeHost('a'), await fakeHost('b')]
    a.hang = b.hang = true
    const router = new PaymentsRouter([a.address, b.address], token, { isRead })
    t.teardown(() => router.close())
    const pending = router.call('thing.add', {}, SYSTEM_CALLER).catch((e: unknown) => e)
    await until(() => a.ran.length + b.ran.length > 0, 'the call to reach a host')
    const [victim, survivor] = a.ran.length > 0 ? [a, b] : [b, a]
    survivor.hang = false
    await victim.kill()
    t.match(await pending, { code: 'unavailable', temporary: true })
    t.same([...a.ran, ...b.ran], ['thing.add'], 'the write ran once, on the host that died')
    await survivor.kill()
  })

  await t.test('call: a read whose link broke mid-call is sent again to another host', async (t) => {
    const [a, b] = [await fakeHost('a'), await fakeHost('b')]
    a.hang = b.hang = true
    const router = new PaymentsRouter([a.address, b.address], token, { isRead })
    t.teardown(() => router.close())
    const pending = router.call('thing.get', {}, SYSTEM_CALLER)
    await until(() => a.ran.length + b.ran.length > 0, 'the call to reach a host')
    const [victim, survivor] = a.ran.length > 0 ? [a, b] : [b, a]
    survivor.hang = false
    await victim.kill()
    t.match(await pending, { servedBy: survivor.id })
    await survivor.kill()
  })

  await t.test('error: no host reachable -> temporary unavailable after the connect wait, not the call deadline', async (t) => {
    const router = new PaymentsRouter([`127.0.0.1:${await freePort()}`], token, { isRead, connectWaitMs: 300 })
    t.teardown(() => router.close())
    const startedMs = Date.now()
    await t.rejects(router.call('thing.add', {}, SYSTEM_CALLER), { code: 'unavailable', temporary: true })
    t.ok(Date.now() - startedMs < 1_500, `refused in ${Date.now() - startedMs} ms`)
    // A burst during the outage: every call refused as temporary, all within one connect wait.
    const burstStartedMs = Date.now()
    const burst = await Promise.allSettled(Array.from({ length: 1_000 }, () => router.call('thing.add', {}, SYSTEM_CALLER)))
    t.ok(
      burst.every((o) => o.status === 'rejected' && (o.reason as { temporary?: boolean }).temporary === true),
      'every call of a burst refused',
    )
    t.ok(Date.now() - burstStartedMs < 1_500, `burst of 1,000 refused in ${Date.now() - burstStartedMs} ms`)
  })
})
