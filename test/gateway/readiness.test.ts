/**
 * The gateway's readiness report (GET /readyz): ready only when every check
 * says 'ok'; a check that fails, throws or hangs marks it not ready within
 * the check deadline instead of stalling the probe; Redis is checked by PING.
 */
import net from 'node:net'
import t from 'tap'
import { readinessReport, redisCheck } from '../../gateway/core/readiness'
import { TEST_REDIS_URL } from '../support/db'
import { elapse, until } from '../support/wait'

t.test('readinessReport: every check ok -> ready; one failing, throwing or hanging -> not ready, naming it', async (t) => {
  t.same(await readinessReport({ a: async () => 'ok', b: async () => 'ok' })(), { ready: true, checks: { a: 'ok', b: 'ok' }, degraded: [] })
  const started = Date.now()
  const report = await readinessReport({
    fine: async () => 'ok',
    failing: async () => 'postgres: unreachable',
    throwing: async () => {
      throw new Error('boom')
    },
    hanging: () => new Promise<string>(() => {}),
  })()
  t.same(report, {
    ready: false,
    checks: { fine: 'ok', failing: 'postgres: unreachable', throwing: 'down', hanging: 'down' },
    degraded: [],
  })
  t.ok(Date.now() - started < 3_000, 'a hanging check costs its deadline, not the probe')
})

t.test('readinessReport: a degradable check down -> ready, reported as degraded; a required one down -> not ready', async (t) => {
  const hubDown = readinessReport({ payments: async () => 'ok', hub: async () => 'stream down' }, ['hub', 'redis'])
  t.same(await hubDown(), { ready: true, checks: { payments: 'ok', hub: 'stream down' }, degraded: ['hub'] })
  const bothDown = readinessReport({ payments: async () => 'postgres: unreachable', hub: async () => 'stream down' }, ['hub', 'redis'])
  t.same(await bothDown(), { ready: false, checks: { payments: 'postgres: unreachable', hub: 'stream down' }, degraded: ['hub'] })
})

t.test('readinessReport: answers are reused for a short window, then asked again', async (t) => {
  let asked = 0
  const report = readinessReport({ counted: async () => (asked++, 'ok') })
  await Promise.all([report(), report(), report()])
  t.equal(asked, 1, 'probes arriving together share one round of checks')
  await elapse(300) // the cache window running out is what is under test
  await report()
  t.equal(asked, 2, 'after the cache window the checks run again')
})

t.test('redisCheck: PONG -> ok; nothing listening -> unreachable at once', async (t) => {
  const live = redisCheck(TEST_REDIS_URL)
  t.teardown(() => live.close())
  // The client connects in the background: the first checks may say so before it is up.
  await until(async () => (await live.check()) === 'ok', 'the Redis check to answer ok')
  t.equal(await live.check(), 'ok')

  const closed = await new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port
      server.close(() => resolve(port))
    })
  })
  const dead = redisCheck(`redis://127.0.0.1:${closed}`)
  t.teardown(() => dead.close())
  const started = Date.now()
  t.equal(await dead.check(), 'unreachable')
  t.ok(Date.now() - started < 500, 'without waiting for a connection')
})
