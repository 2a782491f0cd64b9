/** Commands and runners shared by the balance actor's decide tests. */
import type { DepositView } from '../chains'
import type { DepositStatus } from '../chains'
import { balanceKind, BOOKING_REQUESTED, decideBalance } from './decide'
import { transferIdOf, type BookingEvent, type LedgerMove } from './bookings'
import type { BalanceCommand } from './commands'
import type { BalanceState } from './state'

export const NOW = Date.UTC(2026, 10, 24, 4)
export const fresh = (id = 'biz-1:live'): BalanceState => balanceKind.initial(id)
export const deposit = (status: DepositStatus, over: Partial<DepositView> = {}): BalanceCommand => ({
  type: 'deposit_observed',
  deposit: {
    status,
    id: 'POL:0xabc:0xTOPUP:USDT:0',
    network: 'POL',
    txHash: '0xabc',
    address: '0xTOPUP',
    currency: 'USDT',
    amount: 25_500_000n,
    index: 0,
    sighting: 1,
    owner: { kind: 'balance', id: 'biz-1:live' },
    sandbox: false,
    confirmations: status === 'confirmed' ? 64 : 0,
    detectedAtMs: NOW,
    settledAtMs: status === 'detected' ? null : NOW,
    ...over,
  },
})

/** The booking a command requests (the payload of its balance.booking_requested). */
export function requestOf(state: BalanceState, command: BalanceCommand): BookingEvent {
  const d = decideBalance(state, command, NOW)
  if (d.kind !== 'accepted') throw new Error(`expected a booking, got ${d.kind}`)
  return d.events[0]!.payload as BookingEvent
}

/** Runs the commands; each requested booking is applied at once (the ledger subscriber's part), unless `apply` is false. */
export function run(commands: BalanceCommand[], start = fresh(), apply = true) {
  let state = start
  const outcomes: string[] = []
  const events: string[] = []
  const moves: string[] = []
  const step = (command: BalanceCommand) => {
    const d = decideBalance(state, command, NOW)
    if (d.kind !== 'accepted') return d.kind
    state = d.state
    for (const e of d.events) {
      events.push(e.type)
      if (e.type !== BOOKING_REQUESTED) continue
      const booking = e.payload as BookingEvent
      moves.push(booking.moves.map((m: LedgerMove) => `${m.op} ${m.id}`).join(', '))
      if (apply) step({ type: 'booking_applied', booking })
    }
    return d.kind
  }
  for (const command of commands) outcomes.push(step(command))
  return { state, outcomes, events, moves }
}

export const K1 = 'POL:0xabc:0xTOPUP:USDT:0#1'
export const K2 = 'POL:0xabc:0xTOPUP:USDT:0#2'
export const id = (key: string, s: 'pending' | 'post' | 'void' | 'reverse') => `${s === 'reverse' ? 'transfer' : s} ${transferIdOf(key, s)}`
export const P1 = id(K1, 'pending')
export const Q1 = id(K1, 'post')
