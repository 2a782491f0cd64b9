/**
 * WaaS's keyed creates (customer wallet, at both paths; transfer) by the one idempotency rule: the walk is
 * test/support/idempotency_walk.ts, the check that every keyed route is walked test/platform/idempotency_coverage.test.ts.
 */
import t from 'tap'
import { ALIAS_KEY, idempotencyRig, KEY, walkRoutes, type Route } from '../support/idempotency_walk'

t.test('WaaS creates keyed by an Idempotency-Key follow the one rule', async (t) => {
  const rig = await idempotencyRig(t, 'idem_waas')
  const { ok, fundedWallet } = rig

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

  await walkRoutes(t, rig, 'waas', [
    walletCreate('/api/v1/wallet/customers', 'keyed-1', KEY),
    walletCreate('/api/v1/wallet/customer/create', 'keyed-2', ALIAS_KEY),
    walletTransfer,
  ])
})
