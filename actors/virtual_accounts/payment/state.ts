/**
 * One inbound bank payment the partner reported, keyed by the partner's PaymentId (ids.ts): however often the
 * partner resends its notification (each time under a new EventId), it is this one actor, and it moves money
 * once. Its states:
 *
 *   received          recorded from the notification (answered 2xx); the workflow books it next
 *   credited          on the merchant's balance (the account it names is active)
 *   suspended         on the suspense account: the account is unknown, frozen, closed or not yet open
 *   assigning         an operator assigned it to an account; the workflow moves it to that merchant's balance
 *   assigned          on that merchant's balance
 *   returning         an operator is returning it to the payer (recorded before the partner is asked)
 *   returned          sent back to the payer through the partner
 *   reversed          the payer's bank took it back (a PO_REV) and the ledger debited it
 *   reversal_refused  taken back by the bank, but the balance no longer holds it (spent): recorded for an
 *                     operator, the balance never goes negative
 */
import type { InboundPayment, VaCurrency } from '../providers/modulr/partner'

type PaymentStatus =
  'received' | 'credited' | 'suspended' | 'assigning' | 'assigned' | 'returning' | 'returned' | 'reversed' | 'reversal_refused'

/** Why a payment went to suspense instead of a balance. */
export type SuspenseReason = 'unknown_account' | 'account_opening' | 'account_frozen' | 'account_closed'

/** The account, and so the merchant balance, a payment is credited to. */
export interface PaymentTarget {
  readonly accountId: string
  readonly businessId: string
  readonly customerReference: string
}

interface Reversal {
  readonly paymentId: string
  readonly reason: string
  readonly receivedAtMs: number
}

export interface BankPayment {
  readonly status: PaymentStatus
  readonly id: string
  readonly partner: 'modulr'
  readonly payin: InboundPayment
  readonly currency: VaCurrency
  /** Minor units (2 decimals). */
  readonly units: bigint
  /** The environment whose ledgers it moves on (the partner's: the simulator is the test environment). */
  readonly isTest: boolean
  /** Whether the workflow has decided where it goes (`target`, or suspense for `suspenseReason`). */
  readonly routed: boolean
  readonly target: PaymentTarget | null
  readonly suspenseReason: SuspenseReason | null
  /** How many notifications of it arrived (resends included). */
  readonly notices: number
  readonly reversal: Reversal | null
  /** The ledger's answer when a reversal could not be debited. */
  readonly refusal: string | null
  /** The partner's id of the payment that returned it to the payer. */
  readonly returnId: string | null
  readonly receivedAtMs: number
  readonly updatedAtMs: number
}

export type BankPaymentState = { readonly status: 'new'; readonly id: string } | BankPayment
