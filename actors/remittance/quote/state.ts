/**
 * A remittance quote: a rate the partner locked, priced by the platform (money.ts), usable by one transfer
 * until it expires (Wise locks an authenticated quote for 30 minutes; ours expires with the partner's).
 *   open   usable once, until expiresAtMs
 *   used   a transfer holds it (usedBy); the same transfer asking again is answered, any other is refused
 */
export interface RemitQuote {
  readonly status: 'open' | 'used'
  readonly id: string
  readonly businessId: string
  readonly isTest: boolean
  readonly sourceCurrency: string
  readonly destCurrency: string
  readonly sourceMinor: bigint
  readonly destMinor: bigint
  /** Target units per source unit, at most 8 decimals ("0.00458"). */
  readonly rate: string
  readonly feePercent: string
  readonly feeMinor: bigint
  readonly discountApplied: boolean
  readonly discountMinor: bigint
  readonly totalMinor: bigint
  readonly partnerQuoteId: string
  readonly estimatedTime: string
  readonly expiresAtMs: number
  readonly createdAtMs: number
  readonly usedBy: string | null
}

export type RemitQuoteState = { readonly status: 'new'; readonly id: string } | RemitQuote
