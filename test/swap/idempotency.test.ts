/**
 * The swap execute (at both paths) by the one idempotency rule: the walk is test/support/idempotency_walk.ts, the
 * check that every keyed route is walked test/platform/idempotency_coverage.test.ts.
 */
import t from 'tap'
import { eventually } from '../support/merchant'
import { ALIAS_KEY, idempotencyRig, KEY, USDT, walkRoutes, type Route } from '../support/idempotency_walk'

t.test('swap executes keyed by an Idempotency-Key follow the one rule', async (t) => {
  const rig = await idempotencyRig(t, 'idem_swap')
  const { A, fundedWallet } = rig

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

  await walkRoutes(t, rig, 'swap', [
    swapExecute((c) => `/api/v1/swap/customer/${c}`, 'swapper-1', KEY),
    swapExecute((c) => `/api/v1/swap/${c}`, 'swapper-2', ALIAS_KEY),
  ])
})
