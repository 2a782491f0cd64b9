/**
 * VAS orders (one per category), keyed by their `reference`, by the one idempotency rule: the walk is
 * test/support/idempotency_walk.ts, the check that every keyed route is walked test/platform/idempotency_coverage.test.ts.
 */
import t from 'tap'
import { createVasModule } from '../../actors/vas/module'
import { startSimulatorProcess } from '../../actors/vas/providers/reloadly/simulator_process'
import { eventually } from '../support/merchant'
import { idempotencyRig, KEY, walkRoutes, type Actor, type Body, type Route } from '../support/idempotency_walk'

t.test('VAS orders keyed by a reference follow the one rule', async (t) => {
  const sim = await startSimulatorProcess()
  t.teardown(() => sim.stop())
  const vasEnv = { VAS_SANDBOX_URL: sim.baseUrl, VAS_PROVIDER_TIMEOUT_MS: '3000', VAS_ORDER_WAIT_MS: '20000', VAS_RECONCILE_POLL_MS: '200' }
  const rig = await idempotencyRig(t, 'idem_vas', [createVasModule({ env: vasEnv })])
  const { ok } = rig

  /** The merchant balance funded with USDT. */
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

  await walkRoutes(t, rig, 'vas', [
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
  ])
})
