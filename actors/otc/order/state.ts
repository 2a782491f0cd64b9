/**
 * One OTC order (docs/otc.md, "Order lifecycle"): the business buys `to` with `from` at a locked rate, pays `from`
 * by bank transfer to the desk's account with the order's reference, and `to` is credited to its balance once.
 *
 *   pending_payment    created with payment_details; its quote expires at expiresAtMs
 *   payment_marked     the business says it has paid (mark-paid); still waits for the bank
 *   payment_received   the bank payment arrived, matched by reference, of the exact amount, before expiry
 *   settled            `to` is on the balance (one ledger transfer, id from the order)
 *   expired            unpaid when its quote expired: refresh re-quotes it, keeping its id and reference
 *   review             paid, but not as ordered (under or over the amount, another currency, after expiry, a second
 *                      payment): never settled by itself; an operator may settle it at what arrived (in `from`,
 *                      at the rate in force), which moves it to payment_received
 */
type OrderStatus = 'pending_payment' | 'payment_marked' | 'payment_received' | 'settled' | 'expired' | 'review'

export interface OrderQuote {
  /** `to` units per `from` unit, at most 8 decimals. */
  readonly rate: string
  readonly toMinor: bigint
  readonly quotedAtMs: number
  readonly expiresAtMs: number
}

export interface ReceivedPayment {
  /** The banking partner's payment id (de-duplication key: a resent notice is the same payment). */
  readonly paymentId: string
  readonly currency: string
  readonly amountMinor: bigint
  readonly receivedAtMs: number
}

interface PaymentDetails {
  readonly bankName: string
  readonly accountName: string
  /** GBP: the 8-digit account number; EUR: the IBAN. */
  readonly accountNumber: string | null
  readonly sortCode: string | null
  readonly iban: string | null
  readonly bic: string | null
}

export interface OtcOrder {
  readonly status: OrderStatus
  readonly id: string
  readonly businessId: string
  readonly isTest: boolean
  readonly from: string
  readonly to: string
  readonly fromMinor: bigint
  /** The quote in force (the last of `quotes`). */
  readonly quote: OrderQuote
  /** Every quote the order had, oldest first (a refresh adds one). */
  readonly quotes: readonly OrderQuote[]
  /** The desk account it is paid into, and what the payer's bank needs to reach it. */
  readonly accountId: string
  readonly payee: PaymentDetails
  /** The payment reference: at most 18 characters (the Faster Payments limit), unique. */
  readonly reference: string
  readonly markedAtMs: number | null
  readonly payments: readonly ReceivedPayment[]
  readonly reviewReason: string | null
  /**
   * What the balance is credited, when an operator settled an order in review at what arrived (the received amount
   * at the rate in force, rounded down); null: the quote's to_amount.
   */
  readonly creditMinor: bigint | null
  readonly settledAtMs: number | null
  readonly createdAtMs: number
  readonly updatedAtMs: number
}

export type OtcOrderState = { readonly status: 'new'; readonly id: string } | OtcOrder
