/**
 * The reports, from rollup rows (definitions.ts) to the wire (api/wire.ts). Pure: rows and the period in, the
 * answer out; the methods only fetch the rows.
 */
import type { Static } from '@sinclair/typebox'
import { formatUnits } from '../../chains/assets'
import { formatDecimal } from '../../platform/decimal'
import { omitAbsent } from '../../platform/omit_absent'
import type * as wire from './api/wire'
import { averageSale, emptyCurrency, netSales, revenue, successRate, totalsOf, type CurrencyTotals, type RollupRow } from './definitions'
import { daysOf, groupStart, type Period } from './period'

type Environment = 'test' | 'live'

/** Fiat currencies have 2 decimals, the balance's stablecoins 6: the scale of a currency no row named. */
const scaleOf = (currency: string) => (currency === 'USDT' || currency === 'USDC' ? 6 : 2)
const money = (minor: bigint, scale: number) => formatDecimal({ units: minor, scale })
const fraction = (tenThousandths: bigint) => formatDecimal({ units: tenThousandths, scale: 4 })

const periodFields = (p: Period, environment: Environment) => ({ period: p.label, from: p.from, to: p.to, environment })

/** The report currency: the one asked for, else the one with the most volume, else USD. */
export function reportCurrency(rows: readonly RollupRow[], asked: string | undefined): string {
  if (asked) return asked.toUpperCase()
  const totals = [...totalsOf(rows).currencies.values()].filter((c) => c.volume > 0n)
  totals.sort((a, b) => (b.volume > a.volume ? 1 : b.volume < a.volume ? -1 : a.currency.localeCompare(b.currency)))
  return totals[0]?.currency ?? 'USD'
}

function currencyView(c: CurrencyTotals): Static<typeof wire.AnalyticsOverview>['by_currency'][number] {
  return {
    currency: c.currency,
    volume: money(c.volume, c.scale),
    refunds: money(c.refunds, c.scale),
    net_sales: money(netSales(c), c.scale),
    revenue: money(revenue(c), c.scale),
    average_sale: money(averageSale(c), c.scale),
    paid_sessions: c.paidSessions,
    vas_sales: money(c.vasSales, c.scale),
    vas_margin: money(c.vasMargin, c.scale),
    virtual_account_credits: money(c.vaCredits, c.scale),
    remittance_fees: money(c.remittanceFees, c.scale),
  }
}

export function overviewReport(
  rows: readonly RollupRow[],
  p: Period,
  environment: Environment,
  currency: string,
): Static<typeof wire.AnalyticsOverview> {
  const t = totalsOf(rows)
  const main = t.currencies.get(currency) ?? emptyCurrency(currency, scaleOf(currency))
  const rate = successRate(t.sessions)
  const s = t.sessions
  return omitAbsent({
    ...periodFields(p, environment),
    currency,
    total_volume: money(main.volume, main.scale),
    total_revenue: money(revenue(main), main.scale),
    transaction_count: t.transactions,
    net_sales: money(netSales(main), main.scale),
    refunds: money(main.refunds, main.scale),
    average_sale: money(averageSale(main), main.scale),
    success_rate: rate === null ? undefined : fraction(rate),
    sessions: {
      created: s.created,
      paid: s.paid,
      overpaid: s.overpaid,
      underpaid: s.underpaid,
      expired: s.expired,
      failed: s.failed,
      late_payments: s.latePayments,
    },
    by_currency: [...t.currencies.values()].sort((a, b) => a.currency.localeCompare(b.currency)).map(currencyView),
    crypto: [...t.assets.values()]
      .sort((a, b) => `${a.network}:${a.asset}`.localeCompare(`${b.network}:${b.asset}`))
      .map((a) => ({
        network: a.network,
        asset: a.asset,
        received: formatUnits(a.received, a.decimals),
        refunded: formatUnits(a.refunded, a.decimals),
        fees_earned: formatUnits(a.feesEarned, a.decimals),
      })),
  })
}

export function revenueReport(
  rows: readonly RollupRow[],
  p: Period,
  environment: Environment,
  currency: string,
  group: 'day' | 'week' | 'month',
  basis: 'fiat' | 'crypto',
): Static<typeof wire.AnalyticsRevenue> {
  const starts = [...new Set(daysOf(p).map((d) => groupStart(d, group)))]
  const byStart = new Map<string, RollupRow[]>()
  for (const r of rows) {
    const k = groupStart(r.day, group)
    const list = byStart.get(k)
    if (list) list.push(r)
    else byStart.set(k, [r])
  }
  const points: Static<typeof wire.AnalyticsRevenue>['points'] = []
  if (basis === 'fiat') {
    for (const start of starts) {
      const t = totalsOf(byStart.get(start) ?? [])
      const c = t.currencies.get(currency) ?? emptyCurrency(currency, scaleOf(currency))
      points.push({
        date: start,
        currency,
        volume: money(c.volume, c.scale),
        refunds: money(c.refunds, c.scale),
        revenue: money(revenue(c), c.scale),
        transactions: t.transactions,
      })
    }
  } else {
    const assets = [...totalsOf(rows).assets.values()].sort((a, b) => `${a.network}:${a.asset}`.localeCompare(`${b.network}:${b.asset}`))
    for (const start of starts) {
      const t = totalsOf(byStart.get(start) ?? [])
      for (const a of assets) {
        const x = t.assets.get(`${a.network}:${a.asset}`)
        const received = x?.received ?? 0n
        const refunded = x?.refunded ?? 0n
        const fees = x?.feesEarned ?? 0n
        points.push({
          date: start,
          currency: a.asset,
          network: a.network,
          volume: formatUnits(received, a.decimals),
          refunds: formatUnits(refunded, a.decimals),
          revenue: formatUnits(received - refunded + fees, a.decimals),
          transactions: t.transactions,
        })
      }
    }
  }
  return { ...periodFields(p, environment), group, basis, currency, points }
}

const PAID_WITH = new Set(['session_paid', 'session_underpaid'])

export function paymentMethodsReport(
  rows: readonly RollupRow[],
  p: Period,
  environment: Environment,
  currency: string,
): Static<typeof wire.AnalyticsPaymentMethods> {
  const methods = new Map<string, { network: string; asset: string; method: string; count: bigint; volume: bigint }>()
  let all = 0n
  for (const r of rows) {
    if (r.product !== 'checkout' || r.asset === '') continue
    const key = `${r.network}\n${r.asset}\n${r.method}`
    let m = methods.get(key)
    if (!m) methods.set(key, (m = { network: r.network, asset: r.asset, method: r.method, count: 0n, volume: 0n }))
    if (PAID_WITH.has(r.type)) {
      m.count += r.count
      all += r.count
    }
    if (r.currency === currency && (PAID_WITH.has(r.type) || r.type === 'session_overpaid' || r.type === 'late_payment'))
      m.volume += r.amount_minor
  }
  const list = [...methods.values()].filter((m) => m.count > 0n || m.volume > 0n)
  list.sort((a, b) => (b.count > a.count ? 1 : b.count < a.count ? -1 : `${a.network}:${a.asset}`.localeCompare(`${b.network}:${b.asset}`)))
  return {
    ...periodFields(p, environment),
    currency,
    methods: list.map((m) => ({
      network: m.network,
      asset: m.asset,
      method: m.method,
      count: Number(m.count),
      volume: money(m.volume, scaleOf(currency)),
      share: fraction(all === 0n ? 0n : (m.count * 10_000n) / all),
    })),
  }
}
