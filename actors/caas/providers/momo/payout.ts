/**
 * What the platform asks of a mobile-money payout partner, in the words of MTN MoMo's Disbursement API
 * (momo.ts speaks it): a transfer under a caller-chosen reference id, and its status by that id. The answers keep
 * "refused" (nothing was created) apart from "unknown" (it may exist): an unknown outcome is settled by asking
 * the status, never by sending blind.
 */
export interface PayoutRequest {
  /** Caller-chosen id, a UUID v4: the partner's X-Reference-Id. The same id again is refused 409 (never paid twice). */
  readonly referenceId: string
  /** Decimal string in the currency's units, e.g. "1520.50". */
  readonly amount: string
  readonly currency: string
  /** Payee phone number, digits only without '+', e.g. "233241234567". */
  readonly msisdn: string
  /** Our id for the payout (the withdrawal id), echoed back by status and callbacks. */
  readonly externalId: string
  readonly payerMessage: string
  readonly payeeNote: string
}

export type PayoutSent =
  /** 202: taken; its outcome comes by status (or callback). */
  | { readonly kind: 'accepted' }
  /** 409 RESOURCE_ALREADY_EXIST: a request under this reference id exists; look it up. */
  | { readonly kind: 'duplicate' }
  /** A definite 4xx refusal: nothing was created. */
  | { readonly kind: 'refused'; readonly reason: string }
  /** Timeout, network error, 5xx, an expired token: it may or may not exist. */
  | { readonly kind: 'unknown'; readonly reason: string }

export type PayoutStatus =
  | { readonly kind: 'pending' }
  | { readonly kind: 'successful'; readonly financialTransactionId: string }
  | { readonly kind: 'failed'; readonly reason: string }
  /** 404: the request never arrived; safe to send again under the same reference id. */
  | { readonly kind: 'not_found' }
  /** The status query itself got no answer. */
  | { readonly kind: 'unknown'; readonly reason: string }

export interface PayoutPartner {
  send(request: PayoutRequest): Promise<PayoutSent>
  status(referenceId: string): Promise<PayoutStatus>
  /**
   * Reads a callback body. MoMo's callbacks are unsigned: the platform never trusts them, it only uses externalId
   * to know which payout to look up. null when it is not a transfer callback.
   */
  parseCallback(body: unknown): { readonly referenceId: string | null; readonly externalId: string } | null
}
