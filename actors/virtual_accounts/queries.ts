/** Reads of the read models (migration 027): the merchant's accounts, the payments in suspense. */
import { writtenState } from '../runtime/stored_state'
import { virtualAccountKind } from './account/decide'
import type { VaContext } from './context'
import { bankPaymentKind } from './payment/decide'

export async function listAccounts(c: VaContext, businessId: string, page: number, limit: number) {
  const rows = await c.payments.sql<{ state: string; total: string }[]>`
    SELECT a.state::text, count(*) OVER () AS total
    FROM virtual_accounts v JOIN actor_state a ON a.kind = 'virtual_account' AND a.id = v.id
    WHERE v.business_id = ${businessId} AND v.is_test = ${c.isTest}
    ORDER BY v.created_at_ms DESC, v.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`
  const total = rows[0] ? Number(rows[0].total) : await countAccounts(c, businessId)
  return { accounts: rows.map((r) => writtenState(virtualAccountKind, r.state)), total }
}

async function countAccounts(c: VaContext, businessId: string): Promise<number> {
  const [row] = await c.payments.sql<{ n: string }[]>`
    SELECT count(*) AS n FROM virtual_accounts WHERE business_id = ${businessId} AND is_test = ${c.isTest}`
  return Number(row?.n ?? 0)
}

/** The payments in suspense (an operator assigns or returns each), oldest first. */
export async function suspended(c: VaContext, limit: number) {
  const rows = await c.payments.sql<{ state: string }[]>`
    SELECT a.state::text FROM va_payments p JOIN actor_state a ON a.kind = 'bank_payment' AND a.id = p.id
    WHERE p.status = 'suspended' ORDER BY p.received_at_ms, p.id LIMIT ${limit}`
  return rows.map((r) => writtenState(bankPaymentKind, r.state))
}

/** The merchant of the account at the partner's `partnerAccountId`, or null when no account of ours is there. */
export async function accountBusiness(c: VaContext, partnerAccountId: string): Promise<string | null> {
  const [row] = await c.payments.sql<{ business_id: string }[]>`
    SELECT business_id FROM virtual_accounts WHERE partner_account_id = ${partnerAccountId}`
  return row?.business_id ?? null
}
