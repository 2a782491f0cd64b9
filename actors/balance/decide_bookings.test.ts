import t from 'tap'
import { BOOKING_REQUESTED, decideBalance } from './decide'
import { rememberedKey, transferIdOf, type BookingEvent } from './bookings'
import { deposit, fresh, K1, K2, NOW, Q1, requestOf, run } from './decide_fixtures'

t.test('booking_applied: announced once, only for the step last requested', async (t) => {
  // The deposit confirms before the pending credit reached the ledger: the post carries the pending transfer too.
  const requested = run([deposit('detected'), deposit('confirmed')], fresh(), false)
  t.same(requested.events, [BOOKING_REQUESTED, BOOKING_REQUESTED])
  const [pending, posted] = requested.moves
  t.equal(posted, `${pending}, ${Q1}`)
  const booking = (step: 'pending' | 'posted'): BookingEvent => ({
    ...requestOf(fresh(), deposit(step === 'pending' ? 'detected' : 'confirmed')),
    step,
  })
  const late = run([{ type: 'booking_applied', booking: booking('pending') }], requested.state)
  t.same(late.outcomes, ['unchanged'], 'the pending step was overtaken: nothing announced')
  const done = run(
    [
      { type: 'booking_applied', booking: booking('posted') },
      { type: 'booking_applied', booking: booking('posted') },
    ],
    requested.state,
  )
  t.same(done.outcomes, ['accepted', 'unchanged'])
  t.same(done.events, ['balance.credited'], 'credited once')
  t.match(done.state.bookings, [{ key: rememberedKey(K1), step: 'posted', applied: true }])
  t.same(
    run([{ type: 'booking_applied', booking: { ...booking('posted'), key: 'other#1' } }], requested.state).outcomes,
    ['unchanged'],
    'unknown key',
  )
})

t.test('booking_applied: refused -> recorded and reported, never announced as a debit', async (t) => {
  const posted = run([deposit('confirmed')]).state
  const requested = run([deposit('reversed')], posted, false)
  const booking = requestOf(posted, deposit('reversed'))
  const refused = run([{ type: 'booking_applied', booking, refused: 'EXCEEDS_CREDITS' }], requested.state)
  t.same(refused.events, ['balance.booking_refused'])
  t.match(refused.state.bookings, [{ key: rememberedKey(K1), step: 'reversed', applied: true, refused: 'EXCEEDS_CREDITS' }])
})

t.test('transferIdOf: a valid ledger id (printable, at most 128), the same for the same key, distinct per key and step', async (t) => {
  const id = transferIdOf(K1, 'pending')
  t.match(id, /^topup:[0-9a-f]{40}:pending$/)
  t.equal(transferIdOf(K1, 'pending'), id)
  t.not(transferIdOf(K2, 'pending'), id, 'another sighting')
  t.not(transferIdOf(K1, 'post'), id, 'another step')
})

t.test('booking_applied: marks only its own booking, and carries the booking to the event', async (t) => {
  const other = deposit('detected', { id: 'POL:0xdef:0xTOPUP:USDT:0' })
  const requested = run([other, deposit('confirmed')], fresh(), false).state
  const booking = requestOf(fresh(), deposit('confirmed'))
  const d = decideBalance(requested, { type: 'booking_applied', booking }, NOW)
  if (d.kind !== 'accepted') return t.fail(d.kind)
  t.same(
    d.state.bookings.map((b) => [b.key, b.applied, 'refused' in b]),
    [
      [rememberedKey('POL:0xdef:0xTOPUP:USDT:0#1'), false, false],
      [rememberedKey(K1), true, false],
    ],
  )
  t.same(d.events, [{ type: 'balance.credited', payload: booking }])
})
