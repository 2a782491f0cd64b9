/** What an inbound bank payment is told: the partner's notices, the workflow's ledger outcomes, an operator's acts. */
import type { ActingParty } from '../../../platform/audit'
import type { InboundPayment, VaCurrency } from '../providers/modulr/partner'
import type { PaymentTarget, SuspenseReason } from './state'

export type BankPaymentCommand =
  /** A PAYIN notice (the first records the payment; a resend only counts). */
  | {
      readonly type: 'receive'
      readonly payin: InboundPayment
      readonly currency: VaCurrency
      readonly units: bigint
      readonly isTest: boolean
    }
  /**
   * Where it goes, decided by the workflow from the account it names (before the ledger is asked, so a repeat books
   * to the same place): that account's balance, or suspense and why. The first answer stands.
   */
  | { readonly type: 'route'; readonly target: PaymentTarget | null; readonly suspenseReason: SuspenseReason | null }
  /** The ledger holds the credit (to the target's balance, or to suspense). */
  | { readonly type: 'booked' }
  | { readonly type: 'assign'; readonly target: PaymentTarget; readonly by: ActingParty }
  /** The ledger moved it from suspense to the target's balance. */
  | { readonly type: 'assigned' }
  /** `businessId`: the merchant of the account it was sent to, when the platform knows it (frozen, closed); null: none. */
  | { readonly type: 'return'; readonly reason: string; readonly by: ActingParty; readonly businessId: string | null }
  /** The partner sent it back (`returnId`), and the ledger took it off suspense; or the partner refused (`failed`). */
  | { readonly type: 'returned'; readonly returnId: string }
  | { readonly type: 'return_failed'; readonly reason: string }
  /** A PO_REV for this payment: the bank took it back. */
  | { readonly type: 'reverse'; readonly paymentId: string; readonly reason: string }
  /** The ledger debited the reversal, or refused it (`refusal`: its code). */
  | { readonly type: 'reversal_booked'; readonly refusal: string | null }
  | { readonly type: 'get' }
