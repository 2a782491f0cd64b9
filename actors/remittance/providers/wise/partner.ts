/**
 * What the platform asks of its remittance payout partner, in the words of Wise's Platform API (wise.ts speaks it):
 * a quote that locks a rate, a recipient account, a transfer created under our `customerTransactionId`, its
 * funding, a cancel (only while `incoming_payment_waiting`), its status, and the partner's signed state-change
 * webhooks. Every call answers a PartnerAnswer, and the difference is money:
 *   ok        done, with the partner's answer
 *   refused   a definite 4xx: nothing happened (or nothing more will)
 *   unknown   a timeout, a 5xx, a connection broken after the request left: it may have happened; look it up by
 *             our customerTransactionId (findTransfer), never create it again
 * Amounts are decimal strings ("1520.50"), never floats; rates are decimal strings too ("0.00458").
 */

export type PartnerAnswer<T> =
  | { readonly kind: 'ok'; readonly value: T }
  | { readonly kind: 'refused'; readonly status: number; readonly code: string; readonly message: string }
  | { readonly kind: 'unknown'; readonly reason: string }

/**
 * Wise's transfer states. Happy path `incoming_payment_waiting → processing → funds_converted →
 * outgoing_payment_sent`; unhappy `cancelled`, `funds_refunded`, `bounced_back` (which can come weeks after
 * `outgoing_payment_sent`), `charged_back`, `unknown`.
 */
export const WISE_STATES = [
  'incoming_payment_waiting',
  'incoming_payment_initiated',
  'processing',
  'funds_converted',
  'outgoing_payment_sent',
  'cancelled',
  'funds_refunded',
  'bounced_back',
  'charged_back',
  'unknown',
] as const
export type WiseState = (typeof WISE_STATES)[number]

export interface QuoteRequest {
  readonly sourceCurrency: string
  readonly targetCurrency: string
  /** Decimal string in the source currency. */
  readonly sourceAmount: string
}

export interface PartnerQuote {
  /** Wise's quote id (a UUID). */
  readonly id: string
  readonly sourceCurrency: string
  readonly targetCurrency: string
  readonly sourceAmount: string
  /** What the recipient gets, in the target currency. */
  readonly targetAmount: string
  /** Decimal string: target units per source unit. */
  readonly rate: string
  /** The partner's fee, in the source currency (included in sourceAmount, as Wise's `fee.total`). */
  readonly fee: string
  /** ISO 8601: when the locked rate expires (Wise: 30 minutes after an authenticated quote). */
  readonly expirationTime: string
  /** ISO 8601: Wise's delivery estimate. */
  readonly deliveryEstimate: string
}

export interface PartnerRate {
  readonly source: string
  readonly target: string
  readonly rate: string
  /** ISO 8601. */
  readonly time: string
}

export interface RecipientRequest {
  readonly currency: string
  readonly accountHolderName: string
  /** Wise's `type` (e.g. "sort_code", "iban", "aba", "nigeria", "chinese_alipay"); the adapter picks by currency. */
  readonly accountNumber: string
  readonly bankName: string
  readonly email: string
  /** ISO 3166-1 alpha-2. */
  readonly country: string
}

export interface PartnerRecipient {
  readonly id: string
}

export interface TransferRequest {
  readonly targetAccount: string
  readonly quoteUuid: string
  /** Ours, a UUID: the partner keeps one transfer per id (a repeat answers the same transfer). */
  readonly customerTransactionId: string
  readonly reference: string
  readonly transferPurpose: string
}

export interface PartnerTransfer {
  readonly id: string
  readonly customerTransactionId: string
  readonly status: WiseState
  readonly sourceCurrency: string
  readonly sourceValue: string
  readonly targetCurrency: string
  readonly targetValue: string
  readonly rate: string
  /** ISO 8601. */
  readonly created: string
}

export interface FundResult {
  /** Wise: COMPLETED, or REJECTED with an errorCode (e.g. "balance.payment-option-unavailable"). */
  readonly status: 'COMPLETED' | 'REJECTED'
  readonly errorCode: string | null
}

/** A verified `transfers#state-change` webhook. */
export interface StateChange {
  /** Wise's transfer id (`data.resource.id`). */
  readonly transferId: string
  readonly currentState: WiseState
  readonly previousState: WiseState | null
  /** ISO 8601 `data.occurred_at`: the order events are applied in (deliveries arrive out of order and twice). */
  readonly occurredAt: string
  /** `X-Delivery-Id`: one delivery; a resend of the same event has another one. Not a de-duplication key. */
  readonly deliveryId: string | null
}

export interface RemittancePartner {
  createQuote(request: QuoteRequest): Promise<PartnerAnswer<PartnerQuote>>
  rates(source: string, target: string): Promise<PartnerAnswer<PartnerRate>>
  createRecipient(request: RecipientRequest): Promise<PartnerAnswer<PartnerRecipient>>
  createTransfer(request: TransferRequest): Promise<PartnerAnswer<PartnerTransfer>>
  /** Funds a created transfer from the platform's balance at the partner (Wise's `type: BALANCE`). */
  fundTransfer(transferId: string): Promise<PartnerAnswer<FundResult>>
  /** Only while `incoming_payment_waiting`; later the partner refuses. */
  cancelTransfer(transferId: string): Promise<PartnerAnswer<PartnerTransfer>>
  getTransfer(transferId: string): Promise<PartnerAnswer<PartnerTransfer>>
  /**
   * The transfer created under our id, or null when none was (so creating it is safe), found by listing the
   * profile's transfers created since `createdSince` (Wise has no lookup by customerTransactionId).
   */
  findTransfer(customerTransactionId: string, createdSince: Date): Promise<PartnerAnswer<PartnerTransfer | null>>
  /** Subscribes `url` to transfers#state-change (the sandbox does it at start; live is configured out of band). */
  subscribe(url: string): Promise<PartnerAnswer<{ readonly id: string }>>
  /** Verifies `X-Signature-SHA256` over the exact bytes and reads the event; null when it does not verify or is not one. */
  readWebhook(rawBody: Buffer, headers: Readonly<Record<string, string>>): StateChange | null
}
