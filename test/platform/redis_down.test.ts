/**
 * Redis stalled, then dead, then back, under two gateway nodes on one
 * payments role (a private redis-server; the shared one on 6379 is never
 * touched). No request waits on Redis past its deadline; the market rate
 * limit falls back to a per-node limiter; a revoked key is refused at once
 * by the node that served the revoke and within AUTH_CACHE_BOUND_MS by the
 * other one, which never hears the invalidation (a removed team member
 * likewise); when Redis returns, the
 * bus and the shared limit are back without a restart.
 */
import t from 'tap'
import { createClient } from 'redis'
import { accessModule } from '../../actors/accounts/module'
import { AUTH_CACHE_BOUND_MS } from '../../actors/accounts/api/key_cache'
import { PlatformAuthenticator } from '../../actors/accounts/api/authenticator'
import { startGatewayRole } from '../../roles/gateway'
import { broadcastFor } from '../../platform/broadcast'
import { REDIS_DEADLINE_MS } from '../../platform/kv/redis_guard'
import { JwtKeys } from '../../platform/secrets/jwt'
import { loadMasterKey } from '../../platform/secrets/master_key'
import { createTestDb } from '../support/db'
import { quietLogger } from '../support/host'
import { bearer, client, type Reply } from '../support/http'
import { eventually } from '../support/merchant'
import { startTestPlatform } from '../support/platform'
import { freePort } from '../support/processes'
import { startRedisServer } from '../support/redis_server'
import { joinTeam } from '../support/team'
import { allKeyPermissions } from '../support/keys'

/** The deadline plus room for a loaded test machine; a request that hangs on Redis never gets near it. */
const MAX_WAIT_MS = REDIS_DEADLINE_MS + 700

type Timed = { reply: Reply | 'hung'; ms: number }
/** The reply and how long it took, or 'hung' after 5 s (today's behaviour: waiting until Redis returns). */
async function timed(request: Promise<Reply>): Promise<Timed> {
  const started = Date.now()
  const hung = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 5_000).unref())
  const reply = await Promise.race([request, hung])
  return { reply, ms: Date.now() - started }
}
const statusOf = (r: Timed) => (r.reply === 'hung' ? 'hung' : r.reply.status)

t.test('Redis down: requests keep their deadline, the rate limit goes per node, revoked keys stop within the bound', async (t) => {
  const redis = await startRedisServer(await freePort())
  t.teardown(() => redis.kill())
  const db = await createTestDb('redisdown')
  // Node one reaches the payments role over the gRPC link, as a separate gateway process would.
  const platform = await startTestPlatform(db, [accessModule], {
    // The market limit is what is measured here; the node's own per-second `api` limit would cut in first at this pace.
    env: { REDIS_URL: redis.url, PAYMENTS_LINK: 'grpc', API_RATE_LIMIT_PER_SECOND: '0' },
  })
  // Node two: a second gateway role on the same payments role, with its own bus connection and an
  // authenticator on a clock the test moves, so the cache bound is checked without waiting it out.
  let nodeTwoNowMs = Date.now()
  const nodeTwoAuth = new PlatformAuthenticator({
    payments: platform.payments.local,
    jwt: new JwtKeys(loadMasterKey(platform.config)),
    adminToken: undefined,
    now: () => nodeTwoNowMs,
  })
  const nodeTwoBus = await broadcastFor(redis.url)
  await nodeTwoAuth.listen(nodeTwoBus)
  const nodeTwo = await startGatewayRole({
    config: platform.config,
    logger: quietLogger,
    modules: [accessModule],
    authenticator: nodeTwoAuth,
    payments: platform.payments.local,
  })
  t.teardown(async () => {
    await nodeTwo.close()
    await nodeTwoBus.close()
    await platform.close()
    await db.drop()
  })
  const one = client(platform.baseUrl)
  const two = client(`http://127.0.0.1:${nodeTwo.port}`)
  const prices = (node: typeof one, key: string) => node('GET', '/v1/market/prices?symbols=BTC', { headers: { 'x-api-key': key } })
  const owner = async (email: string) => {
    const body = { email, password: 'redis down pw', business_name: 'R', account_type: 'business' }
    const reg = await one('POST', '/api/v1/auth/register', { body })
    return reg.body.access_token as string
  }
  const keyBody = { name: 'k', environment: 'test', product: 'payments', permissions: allKeyPermissions('payments') }
  const createKey = (token: string) => one('POST', '/api/v1/api-keys', { headers: bearer(token), body: keyBody })
  const newKey = async (token: string) => {
    const created = await createKey(token)
    return { id: created.body.id as string, key: created.body.key as string }
  }
  const revoke = (token: string, id: string) => one('DELETE', `/api/v1/api-keys/${id}`, { headers: bearer(token) })

  const alice = await owner(`redis-a-${db.schema}@test.dev`)
  const bob = await owner(`redis-b-${db.schema}@test.dev`)
  const kept = await newKey(alice)
  const doomed = await newKey(alice)
  const member = await joinTeam(platform.baseUrl, platform.config.dataDir, alice, `redis-m-${db.schema}@test.dev`, 'member')
  const team = (node: typeof one) => node('GET', '/api/v1/team', { headers: bearer(member.accessToken) })
  // Both nodes resolve and cache both keys and the member while Redis is up; node two's entries date from nodeTwoNowMs.
  for (const node of [one, two]) for (const k of [kept, doomed]) t.equal((await prices(node, k.key)).status, 200)
  for (const node of [one, two]) t.equal((await team(node)).status, 200)

  await t.test('Redis stalled (connections open, nothing answers): nothing waits past the deadline', async (t) => {
    redis.stall()
    const market = await timed(prices(one, kept.key))
    t.equal(statusOf(market), 200, 'market REST is served by the per-node limiter')
    t.ok(market.ms < MAX_WAIT_MS, `market REST answered in ${market.ms} ms`)
    const revoked = await timed(revoke(alice, doomed.id))
    t.equal(statusOf(revoked), 200, 'the revoke commits and returns')
    t.ok(revoked.ms < MAX_WAIT_MS, `revoke answered in ${revoked.ms} ms`)
    const created = await timed(createKey(alice))
    t.equal(statusOf(created), 201, 'other writes (events for the Redis stream) are not held up either')
    t.ok(created.ms < MAX_WAIT_MS, `key creation answered in ${created.ms} ms`)
    t.comment(`stalled: market ${market.ms} ms, revoke ${revoked.ms} ms, create ${created.ms} ms`)
    t.equal((await prices(one, doomed.key)).status, 401, 'the node that served the revoke refuses the key at once')
  })

  await t.test('Redis dead: fast failure, a per-node rate limit, the revoked key gone from node two within the bound', async (t) => {
    await redis.kill()
    const market = await timed(prices(two, kept.key))
    t.equal(statusOf(market), 200)
    t.ok(market.ms < MAX_WAIT_MS, `market REST answered in ${market.ms} ms`)
    const another = await newKey(alice)
    const revoked = await timed(revoke(alice, another.id))
    t.equal(statusOf(revoked), 200)
    t.ok(revoked.ms < MAX_WAIT_MS, `revoke answered in ${revoked.ms} ms`)
    const removed = await timed(one('DELETE', `/api/v1/team/${member.userId}`, { headers: bearer(alice) }))
    t.equal(statusOf(removed), 200)
    t.ok(removed.ms < MAX_WAIT_MS, `member removal answered in ${removed.ms} ms`)
    t.equal((await team(one)).status, 401, 'the node that served the removal refuses the member at once')
    t.comment(`dead: market ${market.ms} ms, revoke ${revoked.ms} ms, member removal ${removed.ms} ms`)

    // Each node now counts on its own, with the full limit: bob's 121st request on node one is refused.
    const bobKey = (await newKey(bob)).key
    const startedMs = Date.now()
    const statuses: number[] = []
    const latenciesMs: number[] = []
    for (let i = 0; i < 120; i++) {
      const r = await timed(prices(one, bobKey))
      latenciesMs.push(r.ms)
      statuses.push(r.reply === 'hung' ? 0 : r.reply.status)
    }
    t.same(
      statuses.filter((s) => s !== 200),
      [],
      '120 requests pass on node one',
    )
    latenciesMs.sort((a, b) => a - b)
    t.ok(latenciesMs[119]! < MAX_WAIT_MS, `120 rate-limited requests: median ${latenciesMs[60]} ms, slowest ${latenciesMs[119]} ms`)
    let limited = await prices(one, bobKey)
    // At a minute boundary the sliding window lets one or two more through (as with Redis).
    const crossed = Math.floor(startedMs / 60_000) !== Math.floor(Date.now() / 60_000)
    for (let extra = 0; crossed && limited.status === 200 && extra < 3; extra++) limited = await prices(one, bobKey)
    t.equal(limited.status, 429)
    t.equal(limited.body.code, 'RATE_LIMITED')
    t.match(limited.headers.get('ratelimit-policy'), /"market";q=120;w=60/)
    t.equal((await prices(two, bobKey)).status, 200, 'node two has its own count: per node, the full limit')

    // Node two never heard of the revoke (the bus is down). Its entry lives at most the bound.
    nodeTwoNowMs += AUTH_CACHE_BOUND_MS
    t.equal((await prices(two, doomed.key)).status, 401, `node two refuses the revoked key ${AUTH_CACHE_BOUND_MS} ms after caching it`)
    t.equal((await prices(two, kept.key)).status, 200, 'a live key resolves again')
    t.equal((await team(two)).status, 401, 'node two refuses the removed member within the same bound')
  })

  await t.test('Redis back: the bus resubscribes and the shared limit resumes, without a restart', async (t) => {
    await redis.start()
    const restartedMs = Date.now()
    // A revoke on node one reaches node two over the bus again: its cache entry goes at once (the clock stands still).
    const attempts = await eventually(
      async () => {
        const k = await newKey(alice)
        if ((await prices(two, k.key)).status !== 200) return undefined
        await revoke(alice, k.id)
        return (await prices(two, k.key)).status === 401 ? true : undefined
      },
      15_000,
      200,
    )
    t.ok(attempts, 'node two drops a key revoked on node one at once')
    t.comment(`bus propagating again ${Date.now() - restartedMs} ms after Redis restarted`)
    const inspector = createClient({ url: redis.url })
    await inspector.connect()
    t.teardown(() => inspector.quit())
    const shared = await eventually(
      async () => {
        await prices(one, kept.key)
        const counters = await inspector.keys('rl:market:*')
        return counters.length > 0 ? counters : undefined
      },
      10_000,
      200,
    )
    t.ok(shared.length > 0, 'market requests are counted in Redis again')
  })
})
