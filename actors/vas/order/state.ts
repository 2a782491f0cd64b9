/**
 * One VAS order (gift card, airtime, data bundle, bill): one actor per merchant, environment
 * and `reference` (the actor id), so the reference is the idempotency key on
 * the store's unique (kind, id) index and concurrent requests with it are
 * serialised by the actor. The order moves forward only:
 *
 *   created    validated against the catalogue; nothing moved yet
 *   held       the ledger holds the price on the merchant balance (pending transfer)
 *   submitted  the provider may have been asked: from here only the provider's
 *              answer, or a look-up by customIdentifier, ends the order
 *   successful the hold is posted; the redeem codes are sealed here
 *   failed     the hold is voided, or was never made (`failure` says why)
 *
 * Customers see `processing` for created, held and submitted.
 */

export type VasCategory = 'giftcard' | 'airtime' | 'data' | 'bill'
export const VAS_CATEGORIES: readonly VasCategory[] = ['giftcard', 'airtime', 'data', 'bill']
export type VasStep = 'new' | 'created' | 'held' | 'submitted' | 'successful' | 'failed'
export type VasFailureCode = 'BALANCE_TOO_LOW' | 'PROVIDER_FLOAT_EXHAUSTED' | 'PROVIDER_FAILED'

/** What the merchant asked for, as validated: the fields of the request and what the catalogue made of them. */
export interface VasOrderDraft {
  readonly businessId: string
  readonly isTest: boolean
  readonly reference: string
  readonly category: VasCategory
  /** A digest of the request fields: the same reference with another request is a conflict, not a replay. */
  readonly requestHash: string
  /** The balance currency debited (USDT or USDC). */
  readonly currency: 'USDT' | 'USDC'
  /** Gift card product, airtime or data operator, or biller. */
  readonly productId: number
  readonly productName: string
  readonly countryCode: string
  /** In the provider's sender currency (USD), a decimal string as the merchant sent it. */
  readonly unitPrice: string
  readonly quantity: number
  readonly recipient: { readonly email?: string; readonly phone?: string; readonly account?: string }
  readonly customerId?: string
  readonly senderName?: string
  /** What the platform bills the merchant, the merchant's margin, and what its customer pays: balance base units. */
  readonly merchantPrice: bigint
  readonly merchantMarkup: bigint
  readonly customerPrice: bigint
  /** The provider's idempotency key: unique forever at Reloadly, derived from the actor id. */
  readonly customIdentifier: string
}

export interface VasOrder extends VasOrderDraft {
  readonly id: string
  readonly step: Exclude<VasStep, 'new'>
  readonly failure: { readonly code: VasFailureCode; readonly message: string } | null
  readonly providerTransactionId: number | null
  /** What the provider charged (cents of USD), once known. */
  readonly providerCostCents: bigint | null
  /** The redeem codes, sealed (platform/secrets/sealer.ts, bound to the order id); null until successful. */
  readonly sealedCodes: string | null
  readonly createdAtMs: number
  readonly updatedAtMs: number
}

export type VasOrderState = { readonly id: string; readonly step: 'new' } | VasOrder

export const OPEN_STEPS: readonly VasStep[] = ['created', 'held', 'submitted']

/** `<business>:<test|live>:<reference>`: a reference names one order per merchant and environment. */
export const vasOrderId = (businessId: string, isTest: boolean, reference: string) =>
  `${businessId}:${isTest ? 'test' : 'live'}:${reference}`
