/**
 * One remittance transfer (docs/remittance.md, "States"). The spec's status is derived from what the partner has
 * said, never set by the order its webhooks arrive in (status.ts):
 *
 *   pending      recorded; the hold on the merchant balance is placed, then the partner is asked
 *   processing   funded at the partner (or the partner says processing / funds_converted)
 *   completed    the partner sent the payout (outgoing_payment_sent): the hold is posted
 *   failed       refused before sending (the hold is voided), or the partner failed it (cancelled,
 *                funds_refunded before sending: voided), or it bounced back after sending (bounced_back, or
 *                cancelled / funds_refunded after outgoing_payment_sent): the posted debit is reversed by a
 *                compensating ledger transfer, and `reversed` is true
 *
 * `hold` is where the money stands: none (not placed yet), held (pending ledger transfer), posted, voided,
 * reversed (posted, then compensated), or refused (the balance could not hold it: the transfer never existed for
 * the merchant and answers BALANCE_TOO_LOW).
 */
import type { ActingParty } from '../../../platform/audit'
import type { WiseState } from '../providers/wise/partner'
import type { RemitQuote } from '../quote/state'

export type RemitStatus = 'pending' | 'processing' | 'completed' | 'failed'
type HoldState = 'none' | 'held' | 'posted' | 'voided' | 'reversed' | 'refused'

interface Recipient {
  readonly name: string
  readonly account: string
  readonly bank: string
  readonly email: string
  readonly country: string
}

/** One state the partner reported, at its own event time (ms). */
interface PartnerStep {
  readonly state: WiseState
  readonly occurredAtMs: number
}

export interface RemitTransfer {
  readonly status: RemitStatus
  readonly id: string
  readonly businessId: string
  readonly isTest: boolean
  readonly quote: Pick<
    RemitQuote,
    | 'id'
    | 'sourceCurrency'
    | 'destCurrency'
    | 'sourceMinor'
    | 'destMinor'
    | 'rate'
    | 'feePercent'
    | 'feeMinor'
    | 'discountApplied'
    | 'discountMinor'
    | 'totalMinor'
    | 'partnerQuoteId'
  >
  readonly recipient: Recipient
  readonly reference: string
  readonly purpose: string
  /** Fingerprint of the request, for an Idempotency-Key repeat. */
  readonly requestHash: string
  /** Who asked for it (its audit entry, written with the hold, names them). */
  readonly createdBy: ActingParty
  /** How the request was made: a signed API request (the key id) or the dashboard (the user id). */
  readonly via: { readonly kind: 'api'; readonly signingKeyId: string } | { readonly kind: 'dashboard'; readonly userId: string }
  /** Ours, a UUID derived from the id, sent as Wise's customerTransactionId: one transfer at the partner per id. */
  readonly customerTransactionId: string
  readonly hold: HoldState
  readonly recipientId: string | null
  /** Recorded before the partner is first asked to create the transfer: from then on, a lost answer is looked up. */
  readonly sendStartedAtMs: number | null
  readonly partnerTransferId: string | null
  readonly funded: boolean
  /** Every distinct state the partner reported, ordered by its event time (deduplicated on the state). */
  readonly partnerSteps: readonly PartnerStep[]
  readonly failureReason: string | null
  readonly reversed: boolean
  readonly lastPolledAtMs: number | null
  readonly createdAtMs: number
  readonly updatedAtMs: number
}

export type RemitTransferState = { readonly status: 'new'; readonly id: string } | RemitTransfer
