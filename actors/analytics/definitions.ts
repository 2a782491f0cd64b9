/**
 * The numbers, from rollup rows (docs/analytics.md, "Definitions"). Pure: the rows in, the measures out, every
 * amount a bigint in its own currency's minor units. Nothing is summed across currencies.
 *
 *   volume       what customers paid, per fiat currency, at the rate locked when they chose the coin:
 *                session_paid + session_overpaid + session_underpaid + late_payment, plus va_credit (customers
 *                paying a virtual account by bank transfer)
 *   refunds      refunds sent
 *   net_sales    volume − refunds − va_reversed
 *   revenue      what the merchant keeps: net_sales + vas_margin (the VAS margin is in the balance currency the
 *                order was paid from). WaaS fees are crypto and are reported per asset (`crypto`), never converted
 *   average_sale (session_paid + session_overpaid) / paid sessions, rounded down
 *   success_rate paid / (paid + underpaid + expired + failed): sessions that reached a final state only
 *   transactions every fact that is money moving (TRANSACTION_TYPES), in any currency
 */
import type { ActivityType } from '../runtime/activity'

export interface RollupRow {
  readonly day: string
  readonly product: string
  readonly type: ActivityType
  readonly currency: string
  readonly scale: number
  readonly network: string
  readonly asset: string
  readonly asset_decimals: number
  readonly method: string
  readonly count: bigint
  readonly amount_minor: bigint
  readonly asset_units: bigint
}

const VOLUME: ReadonlySet<ActivityType> = new Set(['session_paid', 'session_overpaid', 'session_underpaid', 'late_payment', 'va_credit'])
const CHECKOUT_RECEIVED: ReadonlySet<ActivityType> = new Set(['session_paid', 'session_overpaid', 'session_underpaid', 'late_payment'])

/** The facts that are money moving: listed by /transactions and counted by transaction_count. */
export const TRANSACTION_TYPES: readonly ActivityType[] = [
  'session_paid',
  'session_underpaid',
  'late_payment',
  'refund',
  'wallet_deposit',
  'vas_order',
  'swap',
  'remittance_sent',
  'remittance_reversed',
  'otc_settled',
  'va_credit',
  'va_reversed',
]
const TRANSACTIONS: ReadonlySet<ActivityType> = new Set(TRANSACTION_TYPES)

export interface CurrencyTotals {
  readonly currency: string
  readonly scale: number
  volume: bigint
  refunds: bigint
  vaReversed: bigint
  vasSales: bigint
  vasMargin: bigint
  vaCredits: bigint
  remittanceFees: bigint
  paidSessions: number
  paidAmount: bigint
}

interface AssetTotals {
  readonly network: string
  readonly asset: string
  readonly decimals: number
  received: bigint
  refunded: bigint
  feesEarned: bigint
}

export interface SessionCounts {
  created: number
  paid: number
  overpaid: number
  underpaid: number
  expired: number
  failed: number
  latePayments: number
}

export interface Totals {
  readonly currencies: Map<string, CurrencyTotals>
  readonly assets: Map<string, AssetTotals>
  readonly sessions: SessionCounts
  transactions: number
}

export const netSales = (c: CurrencyTotals): bigint => c.volume - c.refunds - c.vaReversed
export const revenue = (c: CurrencyTotals): bigint => netSales(c) + c.vasMargin
export const averageSale = (c: CurrencyTotals): bigint => (c.paidSessions === 0 ? 0n : c.paidAmount / BigInt(c.paidSessions))

/** Final sessions paid, as a fraction with 4 decimals in minor units (7500n = 0.7500), or null before any is final. */
export function successRate(s: SessionCounts): bigint | null {
  const final = s.paid + s.underpaid + s.expired + s.failed
  return final === 0 ? null : (BigInt(s.paid) * 10_000n) / BigInt(final)
}

export function emptyCurrency(currency: string, scale: number): CurrencyTotals {
  return {
    currency,
    scale,
    volume: 0n,
    refunds: 0n,
    vaReversed: 0n,
    vasSales: 0n,
    vasMargin: 0n,
    vaCredits: 0n,
    remittanceFees: 0n,
    paidSessions: 0,
    paidAmount: 0n,
  }
}

export function totalsOf(rows: readonly RollupRow[]): Totals {
  const totals: Totals = {
    currencies: new Map(),
    assets: new Map(),
    sessions: { created: 0, paid: 0, overpaid: 0, underpaid: 0, expired: 0, failed: 0, latePayments: 0 },
    transactions: 0,
  }
  for (const r of rows) {
    const n = Number(r.count)
    if (TRANSACTIONS.has(r.type)) totals.transactions += n
    if (r.currency !== '') {
      let c = totals.currencies.get(r.currency)
      if (!c) totals.currencies.set(r.currency, (c = emptyCurrency(r.currency, r.scale)))
      if (VOLUME.has(r.type)) c.volume += r.amount_minor
      if (r.type === 'refund') c.refunds += r.amount_minor
      if (r.type === 'va_reversed') c.vaReversed += r.amount_minor
      if (r.type === 'va_credit') c.vaCredits += r.amount_minor
      if (r.type === 'vas_order') c.vasSales += r.amount_minor
      if (r.type === 'vas_margin') c.vasMargin += r.amount_minor
      if (r.type === 'remittance_fee') c.remittanceFees += r.amount_minor
      if (r.type === 'session_paid') c.paidSessions += n
      if (r.type === 'session_paid' || r.type === 'session_overpaid') c.paidAmount += r.amount_minor
    }
    if (r.asset !== '' && (CHECKOUT_RECEIVED.has(r.type) || r.type === 'refund' || r.type === 'wallet_fee')) {
      const key = `${r.network}:${r.asset}`
      let a = totals.assets.get(key)
      if (!a)
        totals.assets.set(
          key,
          (a = { network: r.network, asset: r.asset, decimals: r.asset_decimals, received: 0n, refunded: 0n, feesEarned: 0n }),
        )
      if (CHECKOUT_RECEIVED.has(r.type)) a.received += r.asset_units
      if (r.type === 'refund') a.refunded += r.asset_units
      if (r.type === 'wallet_fee') a.feesEarned += r.asset_units
    }
    const s = totals.sessions
    if (r.type === 'session_created') s.created += n
    if (r.type === 'session_paid') s.paid += n
    if (r.type === 'session_overpaid') s.overpaid += n
    if (r.type === 'session_underpaid') s.underpaid += n
    if (r.type === 'session_expired') s.expired += n
    if (r.type === 'session_failed') s.failed += n
    if (r.type === 'late_payment') s.latePayments += n
  }
  return totals
}
