/**
 * Checkout's keyed creates (session create, refund) by the one idempotency rule: the walk is
 * test/support/idempotency_walk.ts, the check that every keyed route is walked test/platform/idempotency_coverage.test.ts.
 */
import t from 'tap'
import { eventually } from '../support/merchant'
import { idempotencyRig, KEY, walkRoutes, type Actor, type Route } from '../support/idempotency_walk'

t.test('checkout creates keyed by an Idempotency-Key follow the one rule', async (t) => {
  const rig = await idempotencyRig(t, 'idem_checkout')
  const { ok } = rig

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

  await walkRoutes(t, rig, 'checkout', [checkoutCreate, refund])
})
