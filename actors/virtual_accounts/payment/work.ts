/** What is left to do for a payment (the workflow's `open`): a pure function of its state. */
import type { BankPayment } from './state'

export type Work = 'book' | 'assign' | 'return' | 'reverse' | null

export function workOf(p: BankPayment): Work {
  if (p.status === 'received') return 'book'
  if (p.status === 'assigning') return 'assign'
  if (p.status === 'returning') return 'return'
  // A reversal is debited once what it reverses is booked (and not while an operator's move is under way).
  if (p.reversal !== null && (p.status === 'credited' || p.status === 'assigned' || p.status === 'suspended')) return 'reverse'
  return null
}

export const hasWorkLeft = (p: BankPayment) => workOf(p) !== null
