import net from 'node:net'
import t, { type Test } from 'tap'
import { guardedRedis, REDIS_DEADLINE_MS, RedisUnavailableError } from './redis_guard'

const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** A port that accepts connections and never says a word: a stalled Redis as the client sees it. */
async function silentServer(t: Test): Promise<number> {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((s) => void sockets.add(s))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(() => {
    for (const s of sockets) s.destroy()
    server.close()
  })
  return (server.address() as net.AddressInfo).port
}

t.test('startup: a Redis that never answers -> the role starts degraded, commands fail at once', async (t) => {
  const port = await silentServer(t)
  const started = Date.now()
  const redis = await guardedRedis(`redis://127.0.0.1:${port}`, { name: 'test' })
  t.teardown(() => redis.close())
  t.ok(Date.now() - started < 2_000, 'startup does not wait for Redis')
  t.equal(redis.available, false)
  const before = Date.now()
  await t.rejects(
    redis.run((c) => c.ping()),
    RedisUnavailableError,
  )
  t.ok(Date.now() - before < REDIS_DEADLINE_MS, 'the open breaker answers without waiting')
})

t.test('run: nothing listening -> RedisUnavailableError, never a hang', async (t) => {
  // Port 1 (tcpmux) is refused on any ordinary machine.
  const redis = await guardedRedis('redis://127.0.0.1:1', { name: 'test' })
  t.teardown(() => redis.close())
  await t.rejects(
    redis.run((c) => c.ping()),
    RedisUnavailableError,
  )
})

t.test('run: Redis answers with an error -> that error, and the breaker stays closed', async (t) => {
  const redis = await guardedRedis(TEST_REDIS_URL, { name: 'test' })
  t.teardown(() => redis.close())
  t.equal(redis.available, true)
  await t.rejects(
    redis.run((c) => c.sendCommand(['NO_SUCH_COMMAND'])),
    { message: /unknown command/i },
  )
  t.equal(redis.available, true, 'a wrong command is not an outage')
  t.equal(await redis.run((c) => c.ping()), 'PONG')
})
