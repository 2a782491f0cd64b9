/**
 * moves.ts writes a move only as move/decide.ts decided, and only over the state it decided on: outcomes that race
 * (the runner, the chain_send subscriber and the poller report the same send) leave one settlement, never two.
 */
import t from 'tap'
import { PlatformError } from '../../platform/errors'
import { advanceMove, getMove, recordMove, type NewMove } from '../../actors/treasury/moves'
import { createTestDb } from '../support/db'

const NOW = 1_700_000_000_000
const newMove = (id: string): NewMove => ({
  id,
  purpose: 'sweep',
  businessId: 'b1',
  isTest: true,
  network: 'ETH',
  currency: 'USDT',
  fromClass: 'session',
  fromAddress: '0xfrom',
  fromIndex: 3,
  toClass: 'treasury',
  toAddress: '0xto',
  amount: 100n,
  feeFromAmount: false,
  serves: 'sess_1',
})

t.test('treasury move writes', async (t) => {
  const db = await createTestDb('mvw')
  t.teardown(() => db.drop())

  await t.test('submitted, failed, booked: each written as decided, the hash kept, a repeat unchanged', async (t) => {
    await recordMove(db.sql, newMove('m1'), NOW)
    t.match(await advanceMove(db.sql, 'm1', { type: 'submitted', txHash: '0xaa' }, NOW + 1), { decision: { kind: 'accepted' } })
    const failed = await advanceMove(db.sql, 'm1', { type: 'failed', txHash: null, fee: null, failure: 'expired' }, NOW + 2)
    t.match(failed.move, { status: 'failed', txHash: '0xaa', fee: null, failure: 'expired', booked: false })
    t.same(await getMove(db.sql, 'm1'), failed.move, 'the answer is the row')
    t.match(await advanceMove(db.sql, 'm1', { type: 'booked' }, NOW + 3), { decision: { kind: 'accepted' }, move: { booked: true } })
    t.match(await advanceMove(db.sql, 'm1', { type: 'booked' }, NOW + 4), { decision: { kind: 'unchanged' } })
    t.match(await getMove(db.sql, 'm1'), { status: 'failed', booked: true, txHash: '0xaa' })
  })

  await t.test('refused: booking before settlement, a settlement contradicting another; the row untouched', async (t) => {
    await recordMove(db.sql, newMove('m2'), NOW)
    t.match(await advanceMove(db.sql, 'm2', { type: 'booked' }, NOW + 1), { decision: { kind: 'rejected', code: 'MOVE_NOT_SETTLED' } })
    await advanceMove(db.sql, 'm2', { type: 'confirmed', txHash: '0xbb', fee: 7n, sent: null }, NOW + 2)
    const late = await advanceMove(db.sql, 'm2', { type: 'failed', txHash: null, fee: null, failure: 'late' }, NOW + 3)
    t.match(late.decision, { kind: 'rejected', code: 'MOVE_SETTLED' })
    t.match(await getMove(db.sql, 'm2'), { status: 'confirmed', booked: false, txHash: '0xbb', fee: 7n, failure: null })
  })

  await t.test('two settlements at once: one is written, the other decided again on it and refused', async (t) => {
    const ids = Array.from({ length: 8 }, (_, i) => `race${i}`)
    for (const id of ids) {
      await recordMove(db.sql, newMove(id), NOW)
      await advanceMove(db.sql, id, { type: 'submitted', txHash: '0xcc' }, NOW)
    }
    for (const id of ids) {
      const [a, b] = await Promise.all([
        advanceMove(db.sql, id, { type: 'confirmed', txHash: '0xcc', fee: 5n, sent: 90n }, NOW + 1),
        advanceMove(db.sql, id, { type: 'failed', txHash: '0xcc', fee: 6n, failure: 'reverted' }, NOW + 1),
      ])
      const kinds = [a.decision.kind, b.decision.kind].sort()
      t.same(kinds, ['accepted', 'rejected'], `${id}: one settlement`)
      const won = a.decision.kind === 'accepted' ? a.move : b.move
      t.same(await getMove(db.sql, id), won, `${id}: the row is the winner's`)
    }
  })

  await t.test('error: an outcome for a move never recorded is a fault', async (t) => {
    await t.rejects(advanceMove(db.sql, 'nope', { type: 'booked' }, NOW), PlatformError)
  })
})
