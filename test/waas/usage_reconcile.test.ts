/**
 * Counters that drifted before counting moved into the creating commit (a
 * merchant with more slots counted than wallets) are set back to the
 * objects that exist: by a create the drift would refuse, and by reading
 * the subscription, which shows the objects.
 */
import t from 'tap'
import { bearer } from '../support/http'
import { startWaas, ALL_WALLET_PERMISSIONS } from '../support/waas'
import { elapse } from '../support/wait'
import { merchantRef } from '../../actors/accounts'

t.test('usage: drifted counters are reconciled to the wallets that exist', async (t) => {
  // Idle actors leave memory at once (passivateIdle below), so a counter edited in Postgres is read back.
  const rig = await startWaas('usagefix', { ACTOR_IDLE_MS: '1' })
  t.teardown(() => rig.close())
  const key = await rig.key('test', ALL_WALLET_PERMISSIONS)
  const create = (customer: string) => rig.as(key)('POST', '/api/v1/wallet/customers', { customer_id: customer })
  const counter = async () =>
    (await rig.db.sql<{ used: number }[]>`SELECT (state->>'walletsUsed')::int AS used FROM actor_state WHERE kind = 'merchant'`)[0]!.used
  // Slots counted for wallets that were never written (what a crash between two commits used to leave).
  const drift = async (used: number) => {
    await rig.db.sql`UPDATE actor_state SET state = jsonb_set(state, '{walletsUsed}', to_jsonb(${used}::int)) WHERE kind = 'merchant'`
    await elapse(5) // past ACTOR_IDLE_MS (1 ms), so passivateIdle drops the merchant
    rig.platform.payments.host.passivateIdle()
    // The precondition: the merchant actor now holds the drifted count (it was read back, not kept in memory).
    const held = await rig.platform.payments.host.ask(merchantRef(rig.owner.business_id), { type: 'get' })
    if (!held.ok || held.reply.walletsUsed !== used) throw new Error(`the merchant did not reload: ${JSON.stringify(held)}`)
  }
  t.equal((await create('a')).status, 200)
  t.equal((await create('b')).status, 200)

  await t.test('createCustomer: a drifted counter at the starter cap (5) no longer refuses; it is set back first', async (t) => {
    await drift(5)
    t.equal((await create('c')).status, 200, 'created: 2 wallets existed, not 5')
    t.equal(await counter(), 3)
  })

  await t.test('subscription/current: shows the wallets that exist and sets the counter back to them', async (t) => {
    await drift(9)
    const current = await rig.call('GET', '/api/v1/subscription/current', { headers: bearer(rig.owner.access_token) })
    t.equal(current.body.usage.wallet_addresses_used, 3)
    t.equal(await counter(), 3)
  })

  await t.test('error: WALLET_LIMIT_EXCEEDED still at the real cap', async (t) => {
    t.equal((await create('d')).status, 200)
    t.equal((await create('e')).status, 200)
    t.match(await create('f'), { status: 403, body: { code: 'WALLET_LIMIT_EXCEEDED' } })
    t.equal(await counter(), 5)
  })
})
