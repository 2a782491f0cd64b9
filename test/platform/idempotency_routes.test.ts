/**
 * Every create a caller may repeat, through REST, against one platform with
 * every product (sandbox ledger, Reloadly simulator): the routes whose
 * OpenAPI operation answers 409 IDEMPOTENCY_KEY_REUSED (the ones taking an
 * Idempotency-Key or, for VAS orders, a `reference`) are exactly the routes
 * walked here, and on each one
 *   - a replay with the same body (its fields in another order) answers the
 *     same resource and makes nothing more;
 *   - the same key with another body is 409 IDEMPOTENCY_KEY_REUSED, and
 *     makes nothing;
 *   - the same key from another merchant makes that merchant's own resource
 *     (and, where the live environment needs no chain, from a live key too);
 *   - a malformed Idempotency-Key is 400 INVALID_IDEMPOTENCY_KEY;
 *   - every operation is sent the same key (aliases of one operation, and
 *     the VAS categories, one order per reference, each their own): a key is
 *     scoped to its operation, so no create sees another's.
 * The rule itself is platform/idempotency.ts; its unit test is beside it.
 */
import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { balanceModule } from '../../actors/balance/module'
import { createCaasModule } from '../../actors/caas/module'
import { MemorySmsSender } from '../../actors/caas/sms'
import { chainsModule } from '../../actors/chains/module'
import { checkoutModule } from '../../actors/checkout/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { swapModule } from '../../actors/swap/module'
import { treasuryModule } from '../../actors/treasury/module'
import { createVasModule } from '../../actors/vas/module'
import { startSimulatorProcess } from '../../actors/vas/providers/reloadly/simulator_process'
import { waasModule } from '../../actors/wallets/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { createTestDb } from '../support/db'
import { bearer, type Reply } from '../support/http'
import { allKeyPermissions } from '../support/keys'
import { eventually, onboardMerchant, type Merchant } from '../support/merchant'
import { startTestPlatform } from '../support/platform'

const USDT = '0x00000000000000000000000000000000000000d7'
const USDC = '0x00000000000000000000000000000000000000c6'
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

type Body = Record<string, unknown>

const KEY = 'order-1042'
const ALIAS_KEY = 'order-1042-alias'

const is2xx = (r: Reply) => r.status >= 200 && r.status < 300
/** What a failed assertion shows: the answer as it came. */
const answer = (r: Reply) => ({ status: r.status, body: r.body })

/** A merchant as the walk uses it: its payments keys, and a CaaS test key. */
interface Actor {
  readonly name: string
  readonly m: Merchant
  readonly caasKey: string
  /** The merchant's own phone numbers for CaaS (a number belongs to one merchant). */
  readonly phones: readonly [string, string]
}

/** One create route: how to make a valid request for a merchant, another request, and which field names what it made. */
interface Route {
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
}

t.test('every create keyed by an Idempotency-Key or a reference follows the one rule', async (t) => {
  const sim = await startSimulatorProcess()
  t.teardown(() => sim.stop())
  const db = await createTestDb('idemwalk')
  const sms = new MemorySmsSender()
  const vasEnv = { VAS_SANDBOX_URL: sim.baseUrl, VAS_PROVIDER_TIMEOUT_MS: '3000', VAS_ORDER_WAIT_MS: '20000', VAS_RECONCILE_POLL_MS: '200' }
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
      createCaasModule({ sms, pollMs: 100 }),
      createVasModule({ env: vasEnv }),
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

  /** A customer wallet with an address on `network` holding `amount` of its native coin, confirmed. */
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
  /** A paid checkout session (ETH on the sandbox). */
  const paidSession = async (a: Actor) => {
    const id = ok(await a.m.api('POST', '/api/v1/checkout/create', { amount: 40, currency: 'USD' }), 'session').session_id as string
    const selected = ok(
      await a.m.call('POST', `/api/v1/checkout/${id}/select-network`, { body: { network: 'ETH', currency: 'ETH' } }),
      'select',
    )
    ok(
      await a.m.api('POST', '/api/v1/sandbox/deposits', {
        network: 'ETH',
        currency: 'ETH',
        address: selected.address,
        amount: selected.amount_crypto,
      }),
      'pay',
    )
    await eventually(
      async () => ((await a.m.call('GET', `/api/v1/checkout/${id}/verify-now`)).body.status === 'paid' ? true : undefined),
      30_000,
    )
    return id
  }
  /** CaaS: the merchant's two numbers provisioned, the first funded with USDC and POL for fees. */
  const caasUsers = new Map<string, Promise<void>>()
  const provisioned = (a: Actor) => {
    const ready =
      caasUsers.get(a.name) ??
      (async () => {
        for (const phone of a.phones) ok(await caasCall(a, '/caas/v1/users/provision', { phone_number: phone }), 'provision')
        ok(await caasCall(a, '/caas/v1/sandbox/fund', { phone_number: a.phones[0], amount: '50' }), 'fund USDC')
        ok(await caasCall(a, '/caas/v1/sandbox/fund', { phone_number: a.phones[0], amount: '2', currency: 'POL' }), 'fund POL')
      })()
    caasUsers.set(a.name, ready)
    return ready
  }
  /** VAS: the merchant balance funded with USDT. */
  const balances = new Map<string, Promise<void>>()
  const funded = (a: Actor) => {
    const ready =
      balances.get(a.name) ??
      (async () => {
        const address = ok(await a.m.api('GET', '/api/v1/balance/top-up-addresses'), 'top-up address').addresses[0].address
        ok(await a.m.api('POST', '/api/v1/sandbox/deposits', { network: 'POL', currency: 'USDT', address, amount: '200' }), 'top up')
        await eventually(async () => {
          const b = (await a.m.api('GET', '/api/v1/balance?currency=USDT')).body.balances?.[0]
          return b?.available === '200000000' ? true : undefined
        }, 30_000)
      })()
    balances.set(a.name, ready)
    return ready
  }
  const purchases = async () =>
    ((await (await fetch(`${sim.baseUrl}/__simulator/state`)).json()) as { purchases: unknown[] }).purchases.length
  // The swap prices come from the hub's simulated market, which needs a moment for its first ticks.
  const swapBody = (amountIn: bigint) => ({
    from_chain: 'POL',
    to_chain: 'POL',
    from_token: 'native',
    to_token: USDT,
    amount_in: String(amountIn),
  })
  const priced = () =>
    eventually(
      async () => {
        const r = await A.m.call('GET', `/api/v1/swap/quote?${new URLSearchParams(swapBody(10n ** 17n))}`)
        return r.status === 200 ? true : undefined
      },
      30_000,
      200,
    )

  const checkoutCreate: Route = {
    route: 'POST /api/v1/checkout/create',
    keyIn: 'header',
    key: KEY,
    live: true,
    prepare: async () => ({
      path: '/api/v1/checkout/create',
      body: { amount: 10, currency: 'USD', reference: 'order-1', metadata: { a: 1, b: [1, 2] } },
      other: { amount: 11, currency: 'USD', reference: 'order-1', metadata: { a: 1, b: [1, 2] } },
    }),
    id: (r) => r.body.session_id,
  }
  const refund: Route = {
    route: 'POST /api/v1/refunds',
    keyIn: 'header',
    key: KEY,
    prepare: async (a) => {
      const session = await paidSession(a)
      const body = { session_id: session, reason: 'damaged', amount: 1, refund_address: '0x000000000000000000000000000000000000dEaD' }
      return { path: '/api/v1/refunds', body, other: { ...body, amount: 2 } }
    },
    id: (r) => r.body.id,
  }
  const walletCreate = (path: string, customer: string, key: string): Route => ({
    route: `POST ${path}`,
    keyIn: 'header',
    key,
    live: true,
    prepare: async () => ({ path, body: { customer_id: customer, word_count: 12 }, other: { customer_id: customer, word_count: 24 } }),
    id: (r) => String(r.body.wallet_id),
  })
  const walletTransfer: Route = {
    route: 'POST /api/v1/wallet/{customerID}/transfer',
    keyIn: 'header',
    key: KEY,
    prepare: async (a) => {
      await fundedWallet(a, 'payer', 'ETH', '2')
      ok(await a.m.api('POST', '/api/v1/wallet/customers', { customer_id: 'payee' }), 'payee')
      const to = ok(await a.m.api('POST', '/api/v1/wallet/payee/derive', { network: 'ETH' }), 'payee address').address
      const body = { network: 'ETH', currency: 'ETH', to_address: to, amount: '0.1' }
      return { path: '/api/v1/wallet/payer/transfer', body, other: { ...body, amount: '0.2' } }
    },
    id: (r) => r.body.tx_hash,
  }
  const swapExecute = (path: (customer: string) => string, customer: string, key: string): Route => ({
    route: `POST ${path('{customerID}')}`,
    keyIn: 'header',
    key,
    prepare: async (a) => {
      await fundedWallet(a, customer, 'POL', '10')
      await priced()
      return { path: path(customer), body: swapBody(10n ** 17n), other: swapBody(2n * 10n ** 17n) }
    },
    id: (r) => r.body.tx_hash,
  })
  const caasTransfer = (prefix: string, key: string): Route => ({
    route: `POST ${prefix}/transfers`,
    keyIn: 'header',
    key,
    caas: true,
    prepare: async (a) => {
      await provisioned(a)
      const body = { from_phone_number: a.phones[0], to_phone_number: a.phones[1], amount: '1' }
      return { path: `${prefix}/transfers`, body, other: { ...body, amount: '2' } }
    },
    id: (r) => r.body.transfer_id,
  })
  const caasSwap = (prefix: string, key: string): Route => ({
    route: `POST ${prefix}/swaps`,
    keyIn: 'header',
    key,
    caas: true,
    prepare: async (a) => {
      await provisioned(a)
      const body = { phone_number: a.phones[0], from_token: USDC, to_token: 'native', amount_in: '1000000' }
      return { path: `${prefix}/swaps`, body, other: { ...body, amount_in: '2000000' } }
    },
    id: (r) => r.body.swap_id,
  })
  const vasOrder = (path: string, body: Body, other: Body): Route => ({
    route: `POST ${path}`,
    keyIn: 'reference',
    key: `${KEY}-${path.split('/')[3]}`,
    prepare: async (a) => {
      await funded(a)
      return { path, body, other }
    },
    // The order is named by its reference; what tells two orders apart is a purchase at the provider.
    id: (r) => `${r.body.reference}:${r.body.category}`,
    made: purchases,
  })

  const routes: Route[] = [
    checkoutCreate,
    refund,
    walletCreate('/api/v1/wallet/customers', 'keyed-1', KEY),
    walletCreate('/api/v1/wallet/customer/create', 'keyed-2', ALIAS_KEY),
    walletTransfer,
    swapExecute((c) => `/api/v1/swap/customer/${c}`, 'swapper-1', KEY),
    swapExecute((c) => `/api/v1/swap/${c}`, 'swapper-2', ALIAS_KEY),
    caasTransfer('/caas/v1', KEY),
    caasTransfer('/caas/api/v1', ALIAS_KEY),
    caasSwap('/caas/v1', KEY),
    caasSwap('/caas/api/v1', ALIAS_KEY),
    vasOrder('/api/v1/giftcards/orders', { product_id: 1001, unit_price: '25' }, { product_id: 1001, unit_price: '50' }),
    vasOrder(
      '/api/v1/airtime/orders',
      { phone: '+2348031234567', country_code: 'NG', amount: '10' },
      { phone: '+2348031234567', country_code: 'NG', amount: '5' },
    ),
    vasOrder(
      '/api/v1/data/orders',
      { phone: '+2348031234567', country_code: 'NG', operator_id: 343, amount: '2.5' },
      { phone: '+2348031234567', country_code: 'NG', operator_id: 343, amount: '5' },
    ),
    vasOrder(
      '/api/v1/bills/orders',
      { biller_id: 61, account_number: '1234567890', amount: '20' },
      { biller_id: 61, account_number: '1234567890', amount: '21' },
    ),
  ]

  await t.test('the walk covers exactly the routes whose operation answers IDEMPOTENCY_KEY_REUSED', async (t) => {
    const doc = (await (await fetch(`${platform.baseUrl}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>
    }
    const keyed = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => JSON.stringify(op.responses?.['409'] ?? {}).includes('"IDEMPOTENCY_KEY_REUSED"'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    )
    t.same([...keyed].sort(), routes.map((r) => r.route).sort())
  })

  for (const route of routes) {
    await t.test(route.route, async (t) => {
      const key = route.key
      const send = (a: Actor, path: string, body: Body, apiKey?: string) => {
        const keyed = route.keyIn === 'reference' ? { reference: key, ...body } : body
        const headers = {
          'x-api-key': apiKey ?? (route.caas ? a.caasKey : a.m.testKey),
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
          const headers = { 'x-api-key': route.caas ? A.caasKey : A.m.testKey, 'idempotency-key': bad }
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
      t.match(
        reused.body.error,
        /was already used for a different .* request: repeat that request unchanged/,
        'the message says what to do',
      )
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
    })
  }
})
