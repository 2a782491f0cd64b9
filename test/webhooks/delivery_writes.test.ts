/**
 * The delivery store writes a delivery's status only as delivery/decide.ts decided, and only over the state it
 * decided on: an outcome or skip decided on a state the row has left (a claim that lapsed mid-attempt, a second
 * writer) writes nothing, and a redelivery of a pending delivery is refused.
 */
import { randomUUID } from 'node:crypto'
import t from 'tap'
import { decideDelivery } from '../../actors/webhooks/delivery/decide'
import type { DeliveryState } from '../../actors/webhooks/delivery/state'
import type { DeliveryCommand } from '../../actors/webhooks/delivery/commands'
import { DeliveryStore, type DecidedDelivery } from '../../actors/webhooks/delivery_store'
import { createTestDb } from '../support/db'

const NOW = 1_700_000_000_000
const MINUTE_MS = 60_000

function decided(id: string, state: DeliveryState, command: DeliveryCommand, nowMs: number): DecidedDelivery {
  const decision = decideDelivery(state, command, nowMs)
  if (decision.kind !== 'accepted') throw new Error(`${command.type} was ${decision.kind}`)
  return { id, decision }
}

t.test('webhook delivery writes', async (t) => {
  const db = await createTestDb('whw')
  t.teardown(() => db.drop())
  const store = new DeliveryStore(db.sql)
  const row = async (id: string) =>
    (
      await db.sql<{ status: string; attempts: number; next_attempt_at_ms: bigint; skip_reason: string | null }[]>`
      SELECT status, attempts, next_attempt_at_ms, skip_reason FROM webhook_deliveries WHERE id = ${id}`
    )[0]
  const insert = async () => {
    const id = randomUUID()
    const body = '{}'
    await store.insert(
      [{ id, eventId: randomUUID(), endpointId: 'e1', businessId: 'b1', product: 'payments', eventType: 'x', body, url: 'https://a' }],
      NOW,
    )
    const [claimed] = await store.claimDue({ nowMs: NOW, limit: 1, claimMs: 20_000, claimer: 'h1', excludeEndpoints: [] })
    if (!claimed || claimed.id !== id) throw new Error('not claimed')
    return claimed
  }
  const attempt = { atMs: NOW, statusCode: 500, error: null, durationMs: 3, url: 'https://a' }

  await t.test('an outcome decided on a state the row has left writes nothing', async (t) => {
    const claimed = await insert()
    t.same(claimed.state, { product: 'payments', attempts: 0, status: 'pending', nextAttemptAtMs: NOW }, 'claimed as decide sees it')
    const refused = decided(claimed.id, claimed.state, { type: 'attempted', result: 'refused', atMs: NOW }, NOW + 10)
    await store.recordAttempt({ ...refused, ...attempt })
    t.match(await row(claimed.id), { status: 'pending', attempts: 1, next_attempt_at_ms: BigInt(NOW + 10 + 5 * MINUTE_MS) })
    // The same attempt reported again (decided on 0 attempts), then a late success decided on that same state.
    await store.recordAttempt({ ...refused, ...attempt })
    const late = decided(claimed.id, claimed.state, { type: 'attempted', result: 'delivered', atMs: NOW }, NOW + 20)
    await store.recordAttempt({ ...late, ...attempt, statusCode: 200 })
    t.match(await row(claimed.id), { status: 'pending', attempts: 1, next_attempt_at_ms: BigInt(NOW + 10 + 5 * MINUTE_MS) })
    t.equal(await store.redeliver(claimed.id, 'b1', NOW + 30), false, 'a pending delivery is not redelivered')
  })

  await t.test('a skip decided on a state the row has left writes nothing; one on its state does', async (t) => {
    const claimed = await insert()
    const skip = decided(claimed.id, claimed.state, { type: 'skip', reason: 'plan' }, NOW)
    const stale = decided(claimed.id, { ...claimed.state, attempts: 4 }, { type: 'skip', reason: 'plan' }, NOW)
    await store.skip([stale], 'h1')
    t.match(await row(claimed.id), { status: 'pending', skip_reason: null })
    await store.skip([skip], 'another-host')
    t.match(await row(claimed.id), { status: 'pending', skip_reason: null }, 'not by a host without the claim')
    await store.skip([skip], 'h1')
    t.match(await row(claimed.id), { status: 'skipped', skip_reason: 'plan' })
    t.equal(await store.redeliver(claimed.id, 'b1', NOW + 40), true)
    t.match(await row(claimed.id), { status: 'pending', attempts: 0, skip_reason: null, next_attempt_at_ms: BigInt(NOW + 40) })
  })
})
