/**
 * The walk of every create a caller may repeat, through REST, one product's routes a file (test/<product>/idempotency.test.ts),
 * each against one platform with every product but VAS (the VAS file adds it, with its Reloadly simulator). On each route
 *   - a replay with the same body (its fields in another order) answers the same resource and makes nothing more;
 *   - the same key with another body is 409 IDEMPOTENCY_KEY_REUSED, and makes nothing;
 *   - the same key from another merchant makes that merchant's own resource (and, where the live environment needs
 *     no chain, from a live key too);
 *   - a malformed Idempotency-Key is 400 INVALID_IDEMPOTENCY_KEY;
 *   - every operation of a file is sent the same key (aliases of one operation, and the VAS categories, one order per
 *     reference, each their own): a key is scoped to its operation, so no create sees another's.
 * IDEMPOTENT_ROUTES lists the walked routes by product: each product file walks exactly its own, and
 * test/platform/idempotency_coverage.test.ts checks they are exactly the routes whose OpenAPI operation answers 409
 * IDEMPOTENCY_KEY_REUSED (the ones taking an Idempotency-Key or, for VAS orders, a `reference`).
 * The rule itself is platform/idempotency.ts; its unit test is beside it.
 */
import type { Test } from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { balanceModule } from '../../actors/balance/module'
import { createCaasModule } from '../../actors/caas/module'
import { MemorySmsSender } from '../../actors/caas/sms'
import { startMomoSimulatorProcess } from '../../actors/caas/providers/momo/simulator_process'
import { startOnrampSimulatorProcess } from '../../actors/caas/providers/onramp/simulator_process'
import { chainsModule } from '../../actors/chains/module'
import { checkoutModule } from '../../actors/checkout/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { swapModule } from '../../actors/swap/module'
import { treasuryModule } from '../../actors/treasury/module'
import { waasModule } from '../../actors/wallets/module'
import { webhooksModule } from '../../actors/webhooks/module'
import type { PlatformModule } from '../../gateway/core/platform_module'
import { createTestDb } from './db'
import { bearer, type Reply } from './http'
import { allKeyPermissions } from './keys'
import { eventually, onboardMerchant, type Merchant } from './merchant'
import { startTestPlatform, type TestPlatform } from './platform'

/** Every route whose operation answers IDEMPOTENCY_KEY_REUSED, as the OpenAPI document names it, by the product file walking it. */
export const IDEMPOTENT_ROUTES = {
  checkout: ['POST /api/v1/checkout/create', 'POST /api/v1/refunds'],
  waas: ['POST /api/v1/wallet/customers', 'POST /api/v1/wallet/customer/create', 'POST /api/v1/wallet/{customerID}/transfer'],
  swap: ['POST /api/v1/swap/customer/{customerID}', 'POST /api/v1/swap/{customerID}'],
  caas: [
    'POST /caas/v1/transfers',
    'POST /caas/api/v1/transfers',
    'POST /caas/v1/swaps',
    'POST /caas/api/v1/swaps',
    'POST /caas/v1/withdrawals',
    'POST /caas/api/v1/withdrawals',
    'POST /caas/v1/deposits',
    'POST /caas/api/v1/deposits',
  ],
  vas: ['POST /api/v1/giftcards/orders', 'POST /api/v1/airtime/orders', 'POST /api/v1/data/orders', 'POST /api/v1/bills/orders'],
  remittance: ['POST /api/v1/remittance/transfer', 'POST /api/v1/remittance/create'],
}

export const USDT = '0x00000000000000000000000000000000000000d7'
export const USDC = '0x00000000000000000000000000000000000000c6'
const env = {
  DEPOSIT_POLL_MS: '100',
  CHAIN_SEND_CHECK_MS: '100',
  TREASURY_POLL_MS: '100',
  WALLET_TRACK_MS: '100',
  POL_USDT: USDT,
  POL_USDC: USDC,
}
// The chain layer and the hub's token table read process.env (each tap file is its own process); the config reads `env`.
Object.assign(process.env, env)

export type Body = Record<string, unknown>

export const KEY = 'order-1042'
export const ALIAS_KEY = 'order-1042-alias'

const is2xx = (r: Reply) => r.status >= 200 && r.status < 300
/** What a failed assertion shows: the answer as it came. */
const answer = (r: Reply) => ({ status: r.status, body: r.body })

/** A merchant as the walk uses it: its payments keys, and a CaaS test key. */
export interface Actor {
  readonly name: string
  readonly m: Merchant
  readonly caasKey: string
  /** The merchant's own phone numbers for CaaS (a number belongs to one merchant). */
  readonly phones: readonly [string, string]
}

/** One create route: how to make a valid request for a merchant, another request, and which field names what it made. */
export interface Route {
  /** As the OpenAPI document names it: `POST /api/v1/refunds`. */
  readonly route: string
  /** Where the key goes: the Idempotency-Key header, or the body's `reference`. */
  readonly keyIn: 'header' | 'reference'
  /**
   * The key. One for every operation: a key is scoped to its operation, so these creates never see one another's.
   * Routes of one operation (an alias path; the VAS categories, one order per reference) each take their own.
   */
  readonly key: string
  readonly caas?: true
  prepare(a: Actor): Promise<{ path: string; body: Body; other: Body }>
  /** The resource an answer names. */
  id(reply: Reply): string
  /** Resources made so far, where the answer alone cannot tell two apart (a VAS order is named by its reference). */
  made?(): Promise<number>
  /** The live environment works here without a chain: a live key's same key makes its own resource too. */
  readonly live?: true
  /**
   * The credential headers, where an API key alone is not it (a signed request; the dashboard's bearer token);
   * given the exact body sent. Default: the actor's test key (its CaaS key for a CaaS route).
   */
  credentials?(a: Actor, path: string, body: Body): Promise<Record<string, string>> | Record<string, string>
}

interface IdempotencyRig {
  readonly platform: TestPlatform
  readonly A: Actor
  readonly B: Actor
  /** The answer's body, or a throw naming `what` when it is not 2xx. */
  ok(r: Reply, what: string): Reply['body']
  caasCall(a: Actor, path: string, body: Body): Promise<Reply>
  /** A customer wallet with an address on `network` holding `amount` of its native coin, confirmed. */
  fundedWallet(a: Actor, customer: string, network: string, amount: string): Promise<string>
}

/** The platform (every product but VAS, plus `extra`) and two merchants on the professional plan, each with a CaaS test key and a business wallet. */
export async function idempotencyRig(t: Test, dbName: string, extra: readonly PlatformModule[] = []): Promise<IdempotencyRig> {
  const db = await createTestDb(dbName)
  const sms = new MemorySmsSender()
  // CaaS withdrawals and deposits need their partners: the simulators, each its own process, as on `npm start`.
  const payout = await startMomoSimulatorProcess()
  const onramp = await startOnrampSimulatorProcess()
  t.teardown(async () => {
    await payout.stop()
    await onramp.stop()
  })
  const platform = await startTestPlatform(
    db,
    [
      accessModule,
      webhooksModule,
      sandboxModule,
      chainsModule,
      checkoutModule,
      balanceModule,
      treasuryModule,
      waasModule,
      swapModule,
      createCaasModule({ sms, pollMs: 100, env: { ...process.env, ...payout.env, ...onramp.env } }),
      ...extra,
    ],
    { env },
  )
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })

  const actor = async (name: string, phones: readonly [string, string]): Promise<Actor> => {
    const m = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: `${name}@idemwalk.test`, plan: 'professional' })
    const caas = await m.call('POST', '/api/v1/api-keys', {
      headers: bearer(m.accessToken),
      body: { name: 'caas', environment: 'test', product: 'caas', permissions: allKeyPermissions('caas') },
    })
    t.equal(caas.status, 201, `${name}: CaaS key`)
    // Refunds are sent from the business wallet.
    t.equal((await m.dashboard('POST', '/api/v1/settings/wallet/generate')).status, 201, `${name}: business wallet`)
    return { name, m, caasKey: caas.body.key, phones }
  }
  const A = await actor('alpha', ['+447911123456', '+254712345678'])
  const B = await actor('beta', ['+447700900123', '+254712345670'])

  const ok = (r: Reply, what: string) => {
    if (!is2xx(r)) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`)
    return r.body
  }
  const caasCall = (a: Actor, path: string, body: Body) => a.m.call('POST', path, { headers: { 'x-api-key': a.caasKey }, body })
  const fundedWallet = async (a: Actor, customer: string, network: string, amount: string) => {
    ok(await a.m.api('POST', '/api/v1/wallet/customers', { customer_id: customer }), `${a.name}: wallet ${customer}`)
    const derived = ok(
      await a.m.api('POST', `/api/v1/wallet/${customer}/derive`, { network, index: 0, enable_monitoring: true }),
      `${a.name}: derive`,
    )
    ok(
      await a.m.api('POST', '/api/v1/sandbox/deposits', { network, currency: network, address: derived.address, amount }),
      `${a.name}: deposit`,
    )
    await eventually(
      async () =>
        (await a.m.api('GET', `/api/v1/wallet/${customer}/transactions?status=confirmed`)).body.transactions?.length ? true : undefined,
      30_000,
      100,
    )
    return derived.address as string
  }
  return { platform, A, B, ok, caasCall, fundedWallet }
}

/** Walks a product's routes: first that they are the ones IDEMPOTENT_ROUTES gives it, then each route by the rule. */
export async function walkRoutes(t: Test, rig: IdempotencyRig, product: keyof typeof IDEMPOTENT_ROUTES, routes: readonly Route[]) {
  t.same(
    routes.map((r) => r.route),
    IDEMPOTENT_ROUTES[product],
    `the ${product} walk covers exactly its routes in IDEMPOTENT_ROUTES`,
  )
  for (const route of routes) await t.test(route.route, (t) => walkRoute(t, rig, route))
}

async function walkRoute(t: Test, { A, B }: IdempotencyRig, route: Route) {
  const key = route.key
  const credentials = async (a: Actor, path: string, body: Body, apiKey?: string) =>
    apiKey === undefined && route.credentials
      ? route.credentials(a, path, body)
      : { 'x-api-key': apiKey ?? (route.caas ? a.caasKey : a.m.testKey) }
  const send = async (a: Actor, path: string, body: Body, apiKey?: string) => {
    const keyed = route.keyIn === 'reference' ? { reference: key, ...body } : body
    const headers = {
      ...(await credentials(a, path, keyed, apiKey)),
      ...(route.keyIn === 'header' ? { 'idempotency-key': key } : {}),
    }
    return a.m.call('POST', path, { headers, body: keyed })
  }
  const [a, b] = [await route.prepare(A), await route.prepare(B)]
  const made = async () => (route.made ? route.made() : 0)

  if (route.keyIn === 'header') {
    // The one key check (platform/idempotency.ts keyProblem), on every route that takes the header: too long, and a
    // character outside printable ASCII (a tab: HTTP carries it; a byte above 0x7e never reaches the check, as
    // the server drops it from the header).
    for (const bad of ['k'.repeat(256), 'a\tb']) {
      const headers = { ...(await credentials(A, a.path, a.body)), 'idempotency-key': bad }
      const refused = await A.m.call('POST', a.path, { headers, body: a.body })
      t.match(
        refused,
        { status: 400, body: { code: 'INVALID_IDEMPOTENCY_KEY' } },
        `a malformed key is refused: ${JSON.stringify(bad.slice(0, 8))}`,
      )
    }
  }

  const before = await made()
  const first = await send(A, a.path, a.body)
  t.ok(is2xx(first), 'the first request makes the resource', answer(first))
  t.ok(route.id(first), 'the answer names its resource')
  const afterFirst = await made()
  if (route.made) t.equal(afterFirst, before + 1, 'the first request makes one')

  // The same body, its fields in another order: the same request.
  const reordered = Object.fromEntries(Object.entries(a.body).reverse())
  const replay = await send(A, a.path, reordered)
  t.equal(replay.status, first.status, 'a replay is answered as the first', answer(replay))
  t.equal(route.id(replay), route.id(first), 'a replay answers the same resource')

  const reused = await send(A, a.path, a.other)
  t.equal(reused.status, 409, 'the same key with another body is refused', answer(reused))
  t.equal(reused.body.code, 'IDEMPOTENCY_KEY_REUSED')
  t.match(reused.body.error, /was already used for a different .* request: repeat that request unchanged/, 'the message says what to do')
  if (route.made) t.equal(await made(), afterFirst, 'a replay and a reuse make nothing')

  const theirs = await send(B, b.path, b.body)
  t.ok(is2xx(theirs), 'another merchant may use the same key', answer(theirs))
  if (route.made) t.equal(await made(), afterFirst + 1, "another merchant's same key makes its own")
  else t.not(route.id(theirs), route.id(first), "another merchant's same key makes its own")

  if (route.live) {
    const live = await send(A, a.path, a.body, A.m.liveKey)
    t.ok(is2xx(live), 'a live key may use the same key', answer(live))
    t.not(route.id(live), route.id(first), 'the same key in the live environment makes its own')
  }
}
