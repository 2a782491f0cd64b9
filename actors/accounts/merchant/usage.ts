/**
 * Usage as the objects that exist: the merchant's wallets (the wallet
 * read model, both environments) and this UTC month's checkout
 * sessions (their read model, test and live). The merchant's counters, which
 * the plan guards check, are written by the commit that creates each object,
 * so they equal these counts. Where they do not (a create finished by a
 * second ask on another host and cut short there, or counters that drifted
 * before this rule), reconcileUsage sets them back, as a compare-and-set
 * that loses to any count made in the meantime; the next read looks again.
 */
import type { Sql } from 'postgres'
import { RejectionError } from '../../../platform/errors'
import { utcMonth } from './plans'
import type { ActiveMerchant, UsageCounts } from './state'
import type { MerchantCommand } from './commands'

/** Counts what exists now; cheap: both are index range scans (migrations 007 and 025). */
async function existingUsage(sql: Sql, businessId: string, nowMs: number): Promise<UsageCounts> {
  const now = new Date(nowMs)
  const fromMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)
  const toMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)
  const [row] = await sql<{ wallets: number; transactions: number }[]>`
    SELECT
      (SELECT count(*)::int FROM wallets WHERE business_id = ${businessId}) AS wallets,
      (SELECT count(*)::int FROM checkout_sessions
        WHERE business_id = ${businessId} AND is_test IN (true, false)
          AND created_at >= ms_ts(${fromMs}) AND created_at < ms_ts(${toMs})) AS transactions`
  return { wallets: row!.wallets, transactions: row!.transactions }
}

/**
 * The merchant with its counters reconciled to what exists, and the usage
 * to show. The merchant is read first: a create committed after that read
 * has changed its counter, so the compare-and-set leaves it alone.
 */
export async function reconcileUsage(
  ask: (id: string, command: MerchantCommand) => Promise<ActiveMerchant>,
  sql: Sql,
  businessId: string,
  nowMs: number,
): Promise<{ merchant: ActiveMerchant; usage: UsageCounts }> {
  const merchant = await ask(businessId, { type: 'get' })
  const month = utcMonth(nowMs)
  const seen = { wallets: merchant.walletsUsed, transactions: merchant.transactions[month] ?? 0 }
  const existing = await existingUsage(sql, businessId, nowMs)
  if (seen.wallets === existing.wallets && seen.transactions === existing.transactions) return { merchant, usage: existing }
  return { merchant: await ask(businessId, { type: 'reconcile_usage', month, seen, existing }), usage: existing }
}

/**
 * Runs `attempt`; when the plan refuses it with `code` (a counter at its
 * cap) and reconciling lowers that counter, tries once more: a count left
 * without its object never blocks the merchant.
 */
export async function reconciledOnRefusal<T>(
  ask: (id: string, command: MerchantCommand) => Promise<ActiveMerchant>,
  sql: Sql,
  businessId: string,
  nowMs: () => number,
  code: 'WALLET_LIMIT_EXCEEDED' | 'TRANSACTION_LIMIT_EXCEEDED',
  attempt: () => Promise<T>,
): Promise<T> {
  try {
    return await attempt()
  } catch (error) {
    if (!(error instanceof RejectionError && error.rejection.code === code)) throw error
    const month = utcMonth(nowMs())
    const counter = (m: ActiveMerchant) => (code === 'WALLET_LIMIT_EXCEEDED' ? m.walletsUsed : (m.transactions[month] ?? 0))
    const before = counter(await ask(businessId, { type: 'get' }))
    const { merchant } = await reconcileUsage(ask, sql, businessId, nowMs())
    if (counter(merchant) >= before) throw error
    return attempt()
  }
}
