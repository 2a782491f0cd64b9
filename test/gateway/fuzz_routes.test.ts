/**
 * Every route of the route table, fuzzed with valid credentials for its auth
 * kind: strings with NUL and lone surrogates, deep nesting and numbers no
 * double holds, in the path, the query and the body. No answer may be a 5xx,
 * and every 4xx is a JSON `{error, code}`. Bounded: a fixed seed (FUZZ_SEED
 * overrides it) and RUNS_PER_ROUTE requests per route (FUZZ_RUNS), about
 * 2,000 requests in ~15 s. A failure prints the seed and the failing request;
 * FUZZ_DEBUG=1 prints every answer. Each request mostly carries plausible
 * values with ONE hostile field (support/fuzz_input.ts), so the hostile
 * value reaches the handler rather than an unrelated validation error.
 */
import fc from 'fast-check'
import t from 'tap'
import { KEY_DEFAULT } from '../../platform/permissions'
import type { RouteSpec } from '../../gateway/http/route'
import { BUILT_IN_MODULES } from '../../roles/modules'
import { createTestDb } from '../support/db'
import { hostileString, jsonText, objectFor, percentEncode, queryText, valueFor } from '../support/fuzz_input'
import { bearer } from '../support/http'
import { onboardMerchant } from '../support/merchant'
import { startTwilioSimulator } from '../../actors/caas/providers/sms/twilio_simulator'
import { startSimulatorProcess } from '../../actors/vas/providers/reloadly/simulator_process'
import { startModulrSimulatorProcess } from '../../actors/virtual_accounts/providers/modulr/simulator_process'
import { startMomoSimulatorProcess } from '../../actors/caas/providers/momo/simulator_process'
import { startOnrampSimulatorProcess } from '../../actors/caas/providers/onramp/simulator_process'
import { startWiseSimulatorProcess } from '../../actors/remittance/providers/wise/simulator_process'
import { startTestPlatform } from '../support/platform'

const SEED = Number(process.env.FUZZ_SEED ?? 15_008)
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20)
// A hang still fails (tap’s own timeout is larger); a slow first render of /docs on a busy machine does not.
const REQUEST_TIMEOUT_MS = 20_000
/** Pages a browser opens: their not-found answer is a page too, not JSON. */
const HTML_PAGES = new Set(['/pay/:uuid'])
/**
 * The request line and headers the gateway guarantees to read (docs/reference/errors.md, "Input the gateway refuses"): a
 * longer head may arrive in several reads, which uWebSockets.js refuses by closing the connection
 * (test/gateway/header_limit.test.ts). Deep nesting is fuzzed in bodies; in a URL it is only a longer head.
 */
const MAX_HEAD_BYTES = 4_000

type Request = { path: string; query: string; body: string | undefined }

/** Path, query and body for one route: each parameter, query field and body field plausible or hostile. */
function requestFor(route: RouteSpec<any, any, any>): fc.Arbitrary<Request> {
  const names = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!)
  const paramSchemas = (route.params as { properties?: Record<string, object> } | undefined)?.properties ?? {}
  const param = (name: string) => (paramSchemas[name] ? valueFor(paramSchemas[name]!) : fc.oneof(fc.uuid(), hostileString))
  const params = fc.tuple(...names.map(param)).map((values) => values.map((v) => (typeof v === 'string' ? v : jsonText(v))))
  const query = route.query ? objectFor(route.query as object) : fc.constant({})
  const bodyFor = (schema: object) =>
    fc.oneof({ arbitrary: objectFor(schema).map(jsonText), weight: 9 }, { arbitrary: valueFor({}).map(jsonText), weight: 1 })
  const body = route.body ? bodyFor(route.body) : fc.constant(undefined)
  return fc.record({ params, query, body }).map(({ params: values, query: q, body: b }) => {
    let i = 0
    // A parameter is never empty: an empty segment would name another route.
    const path = route.path.replace(/:[A-Za-z_]+/g, () => percentEncode(values[i++] || '-'))
    return { path, query: queryText(q), body: b }
  })
}

t.test('fuzz: every route answers hostile input with a 2xx or a JSON 4xx, never a 5xx', async (t) => {
  const db = await createTestDb('fuzz')
  // The SMS simulator stands in for the provider, as on `npm start`: a consent code is really sent.
  const sms = await startTwilioSimulator()
  // The CaaS module reads its SMS settings from the process environment, as `npm start` sets them.
  process.env.SMS_SANDBOX_URL = sms.sandboxUrl
  // VAS test keys buy from the Reloadly simulator, its own process as on `npm start`.
  const vas = await startSimulatorProcess()
  process.env.VAS_SANDBOX_URL = vas.baseUrl
  // Virtual accounts bank with the Modulr simulator, its own process as on `npm start`.
  const bank = await startModulrSimulatorProcess()
  process.env.VA_PARTNER_URL = bank.baseUrl
  process.env.VA_PARTNER_API_KEY = bank.apiKey
  process.env.VA_PARTNER_API_SECRET = bank.apiSecret
  // CaaS withdrawals pay out through the MoMo simulator and deposits collect through the on-ramp one, as on `npm start`.
  const payout = await startMomoSimulatorProcess()
  const onramp = await startOnrampSimulatorProcess()
  // Remittances pay out through the Wise simulator, as on `npm start`.
  const wise = await startWiseSimulatorProcess()
  Object.assign(process.env, payout.env, onramp.env, wise.env)
  const platform = await startTestPlatform(db, [...BUILT_IN_MODULES])
  t.teardown(async () => {
    await platform.close()
    await sms.close()
    await vas.stop()
    await bank.stop()
    await payout.stop()
    await onramp.stop()
    await wise.stop()
    await db.drop()
  })
  const routes = platform.gateway.server.table.routes
  // Keys of both products with every permission a route asks for, so the fuzzed input reaches validation and the handler.
  const wanted = (product: 'payments' | 'caas') => [
    ...new Set([
      ...KEY_DEFAULT[product],
      ...routes.flatMap((r) =>
        r.auth.kind === 'apiKey' && r.auth.product === product && r.auth.permission !== 'any_key' ? [r.auth.permission] : [],
      ),
    ]),
  ]
  const m = await onboardMerchant(platform.baseUrl, platform.adminToken, {
    email: 'fuzz@test.dev',
    plan: 'enterprise',
    permissions: wanted('payments'),
  })
  await m.dashboard('POST', '/api/v1/settings/wallet/generate')
  const caas = await m.dashboard('POST', '/api/v1/api-keys', {
    name: 'caas',
    environment: 'test',
    product: 'caas',
    permissions: wanted('caas'),
  })
  t.equal(caas.status, 201, 'a caas key')
  const credentials = (route: RouteSpec<any, any, any>): Record<string, string> => {
    switch (route.auth.kind) {
      case 'apiKey':
        return { 'x-api-key': route.auth.product === 'caas' ? caas.body.key : m.testKey }
      case 'jwt':
        return bearer(m.accessToken)
      case 'admin':
        return { 'x-admin-token': platform.adminToken }
      default:
        return {}
    }
  }

  t.ok(routes.length >= 40, `${routes.length} routes`)
  const statuses = new Map<number, number>()
  t.teardown(() => console.error(`fuzz statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`))
  for (const route of routes) {
    await t.test(`${route.method} ${route.path} (${route.auth.kind})`, async (t) => {
      let accepted = 0
      const withinHead = requestFor(route).filter((r) => Buffer.byteLength(r.path + r.query) <= MAX_HEAD_BYTES)
      const property = fc.asyncProperty(withinHead, async (request) => {
        const res = await fetch(`${platform.baseUrl}${request.path}${request.query}`, {
          method: route.method,
          headers: { ...credentials(route), ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}) },
          ...(request.body !== undefined ? { body: request.body } : {}),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        })
        const text = await res.text()
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
        if (res.status < 300) accepted++
        if (process.env.FUZZ_DEBUG) console.error(route.path, res.status, text.slice(0, 160))
        if (res.status >= 500) throw new Error(`${res.status}: ${text}`)
        if (res.status >= 400 && !(HTML_PAGES.has(route.path) && res.headers.get('content-type')?.startsWith('text/html'))) {
          const body = JSON.parse(text) as { error?: unknown; code?: unknown }
          if (typeof body.error !== 'string' || typeof body.code !== 'string')
            throw new Error(`${res.status} without {error, code}: ${text}`)
        }
      })
      const outcome = await fc.check(property, { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true })
      if (outcome.failed) {
        t.fail(
          `seed ${SEED} (FUZZ_SEED), path ${outcome.counterexamplePath}: ${String(outcome.errorInstance)}\n${JSON.stringify(outcome.counterexample)}`,
        )
      } else t.pass(`${outcome.numRuns} requests, ${accepted} accepted`)
    })
  }
})
