/**
 * What the Reloadly simulator sells, and its documented triggers. Products
 * and operators have Reloadly's field names; amounts are in USD (the
 * sender currency) held as cents. A trigger is a product id (gift cards) or
 * a phone number (airtime), so a test, or a developer with a test key, asks
 * for a behaviour by ordering it, and the simulator can run as its own
 * process with no back channel:
 *
 *   gift card 9001 / phone +2348030009001   definite failure (400, nothing bought)
 *   gift card 9002 / phone +2348030009002   bought, then no answer (the caller times out)
 *   gift card 9003 / phone +2348030009003   PROCESSING, REFUNDED a moment later (money back to the float)
 *   gift card 9004                          out of stock (400)
 *   gift card 9005 / phone +2348030009005   bought, then a 500 (outcome unknown to the caller)
 *   bill account 9001000000                  definite failure; 9003000000 PROCESSING, then REFUNDED;
 *                                            any other account PROCESSING, then SUCCESSFUL (bills are asynchronous)
 */

export type Trigger =
  'fail' | 'hang_after_purchase' | 'slow_then_refunded' | 'out_of_stock' | 'error_after_purchase' | 'processing_then_successful'

export interface SimProduct {
  readonly productId: number
  readonly productName: string
  readonly countryCode: string
  readonly countryName: string
  readonly brandName: string
  readonly denominationType: 'FIXED' | 'RANGE'
  /** FIXED: the denominations in cents; RANGE: min and max in cents. */
  readonly fixedCents: readonly number[]
  readonly minCents: number
  readonly maxCents: number
  readonly senderFeeCents: number
  /** Reloadly's discount to the reseller, in basis points of the face value. */
  readonly discountBps: number
  readonly trigger?: Trigger
}

const fixed = (id: number, name: string, cc: string, country: string, cents: number[], trigger?: Trigger): SimProduct => ({
  productId: id,
  productName: name,
  countryCode: cc,
  countryName: country,
  brandName: name.split(' ')[0]!,
  denominationType: 'FIXED',
  fixedCents: cents,
  minCents: 0,
  maxCents: 0,
  senderFeeCents: 50,
  discountBps: 300,
  ...(trigger ? { trigger } : {}),
})

export const SIM_PRODUCTS: readonly SimProduct[] = [
  fixed(1001, 'Amazon US', 'US', 'United States', [500, 1000, 2500, 5000, 10000]),
  {
    ...fixed(1002, 'Steam US', 'US', 'United States', []),
    denominationType: 'RANGE',
    minCents: 500,
    maxCents: 50000,
    discountBps: 200,
  },
  fixed(1003, 'Jumia NG', 'NG', 'Nigeria', [1000, 2000]),
  fixed(1004, 'Takealot ZA', 'ZA', 'South Africa', [1000, 2500]),
  fixed(9001, 'Simulated failure', 'US', 'United States', [1000], 'fail'),
  fixed(9002, 'Simulated timeout after purchase', 'US', 'United States', [1000], 'hang_after_purchase'),
  fixed(9003, 'Simulated slow then refunded', 'US', 'United States', [1000], 'slow_then_refunded'),
  fixed(9004, 'Simulated out of stock', 'US', 'United States', [1000], 'out_of_stock'),
  fixed(9005, 'Simulated 500 after purchase', 'US', 'United States', [1000], 'error_after_purchase'),
]

export interface SimOperator {
  readonly operatorId: number
  readonly name: string
  readonly countryCode: string
  /** National prefixes (after the country code) this operator answers for. */
  readonly prefixes: readonly string[]
  readonly callingCode: string
  readonly destinationCurrencyCode: string
  /** Local units per USD, as Reloadly's fx.rate. */
  readonly fxRate: number
  readonly minCents: number
  readonly maxCents: number
  readonly feeCents: number
  readonly discountBps: number
  /** A data bundle operator: the amounts it sells (cents) and what each buys. */
  readonly bundles?: Readonly<Record<number, string>>
}

/** An operator: `[country, calling code, currency, local units per USD]`, its prefixes, range in cents, fee and discount. */
const operator = (
  operatorId: number,
  name: string,
  [countryCode, callingCode, destinationCurrencyCode, fxRate]: [string, string, string, number],
  prefixes: string[],
  [minCents, maxCents, feeCents, discountBps]: [number, number, number, number],
): SimOperator => ({
  operatorId,
  name,
  countryCode,
  callingCode,
  destinationCurrencyCode,
  fxRate,
  prefixes,
  minCents,
  maxCents,
  feeCents,
  discountBps,
})

const NIGERIA: [string, string, string, number] = ['NG', '234', 'NGN', 1500]

export const SIM_OPERATORS: readonly SimOperator[] = [
  operator(341, 'MTN Nigeria', NIGERIA, ['803', '806', '703'], [5, 50000, 0, 400]),
  operator(342, 'Airtel Nigeria', NIGERIA, ['802', '808', '708'], [5, 50000, 0, 350]),
  operator(150, 'MTN Ghana', ['GH', '233', 'GHS', 15], ['24', '54', '55'], [10, 20000, 10, 300]),
  operator(170, 'Safaricom Kenya', ['KE', '254', 'KES', 130], ['7'], [10, 20000, 0, 300]),
  {
    ...operator(343, 'MTN Nigeria Data', NIGERIA, ['803', '806', '703'], [100, 500, 0, 300]),
    bundles: { 100: '1GB, 7 days', 250: '3GB, 30 days', 500: '10GB, 30 days' },
  },
]

export const PHONE_TRIGGERS: Readonly<Record<string, Trigger>> = {
  '+2348030009001': 'fail',
  '+2348030009002': 'hang_after_purchase',
  '+2348030009003': 'slow_then_refunded',
  '+2348030009005': 'error_after_purchase',
}

/** The operator a phone number (E.164) belongs to in a country, by its national prefix. */
export function detectOperator(phone: string, countryCode: string): SimOperator | undefined {
  return SIM_OPERATORS.find((o) => {
    if (o.countryCode !== countryCode.toUpperCase() || !phone.startsWith(`+${o.callingCode}`)) return false
    const national = phone.slice(o.callingCode.length + 1)
    return o.prefixes.some((p) => national.startsWith(p))
  })
}

/** Cents as Reloadly's JSON numbers (24.5): cents/100 prints its shortest exact form. */
export const money = (cents: number | bigint) => Number(cents) / 100

/** A JSON number of USD as whole cents; NaN for anything with more than two decimals. */
export function centsOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return NaN
  const cents = Math.round(value * 100)
  return Math.abs(cents - value * 100) < 1e-6 ? cents : NaN
}
