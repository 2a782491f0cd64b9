/** What a transfer is told: created (from a used quote), and the workflow's outcomes with the ledger and the partner. */
import type { WiseState } from '../providers/wise/partner'
import type { RemitTransfer } from './state'

export type RemitTransferCommand =
  | {
      readonly type: 'create'
      readonly order: Pick<
        RemitTransfer,
        | 'businessId'
        | 'isTest'
        | 'quote'
        | 'recipient'
        | 'reference'
        | 'purpose'
        | 'requestHash'
        | 'createdBy'
        | 'via'
        | 'customerTransactionId'
      >
    }
  /** The ledger placed the hold, or refused it (the balance is too low: the transfer is void). */
  | { readonly type: 'held' }
  | { readonly type: 'hold_refused' }
  | { readonly type: 'recipient_created'; readonly recipientId: string }
  /** Recorded before the partner is asked to create the transfer. */
  | { readonly type: 'send_started' }
  | { readonly type: 'partner_created'; readonly partnerTransferId: string }
  /** The partner refused before anything was sent (or funding was rejected and the transfer cancelled). */
  | { readonly type: 'partner_refused'; readonly reason: string }
  | { readonly type: 'funded' }
  /** A state the partner reported (webhook or status poll), at its event time. */
  | { readonly type: 'partner_state'; readonly state: WiseState; readonly occurredAtMs: number }
  | { readonly type: 'polled' }
  /** The ledger posted, voided or compensated the hold. */
  | { readonly type: 'booked'; readonly hold: 'posted' | 'voided' | 'reversed' }
  | { readonly type: 'get'; readonly businessId: string | null }
