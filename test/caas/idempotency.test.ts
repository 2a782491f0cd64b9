/**
 * CaaS's keyed creates (transfer, swap, withdrawal, deposit; each at both prefixes) by the one idempotency rule: the walk is
 * test/support/idempotency_walk.ts, the check that every keyed route is walked test/platform/idempotency_coverage.test.ts.
 */
import t from 'tap'
import { ALIAS_KEY, idempotencyRig, KEY, USDC, walkRoutes, type Actor, type Route } from '../support/idempotency_walk'

t.test('CaaS creates keyed by an Idempotency-Key follow the one rule', async (t) => {
  const rig = await idempotencyRig(t, 'idem_caas')
  const { ok, caasCall } = rig

  /** The merchant's two numbers provisioned, the first funded with USDC and POL for fees. */
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

  const caasWithdrawal = (prefix: string, key: string): Route => ({
    route: `POST ${prefix}/withdrawals`,
    keyIn: 'header',
    key,
    caas: true,
    prepare: async (a) => {
      await provisioned(a)
      const body = { phone_number: a.phones[0], amount: '1', currency: 'GHS' }
      return { path: `${prefix}/withdrawals`, body, other: { ...body, amount: '2' } }
    },
    id: (r) => r.body.withdrawal_id,
  })
  const caasDeposit = (prefix: string, key: string): Route => ({
    route: `POST ${prefix}/deposits`,
    keyIn: 'header',
    key,
    caas: true,
    prepare: async (a) => {
      await provisioned(a)
      const body = { phone_number: a.phones[0], amount: '129.00', currency: 'KES' }
      return { path: `${prefix}/deposits`, body, other: { ...body, amount: '258.00' } }
    },
    id: (r) => r.body.deposit_id,
  })

  await walkRoutes(t, rig, 'caas', [
    caasTransfer('/caas/v1', KEY),
    caasTransfer('/caas/api/v1', ALIAS_KEY),
    caasSwap('/caas/v1', KEY),
    caasSwap('/caas/api/v1', ALIAS_KEY),
    caasWithdrawal('/caas/v1', KEY),
    caasWithdrawal('/caas/api/v1', ALIAS_KEY),
    caasDeposit('/caas/v1', KEY),
    caasDeposit('/caas/api/v1', ALIAS_KEY),
  ])
})
