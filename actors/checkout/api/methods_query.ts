/** Lists and statistics over the checkout read model, always scoped to the caller's business and environment. */
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import { checkoutStats, listAddresses, listSessions } from './operations'
import { formatDecimal } from '../../../platform/decimal'
import type { CheckoutContext } from '../context'
import { paging } from './methods_refund'
import { listItemView } from '../view'
import { writtenState } from '../../runtime/stored_state'
import { checkoutKind } from '../decide'

export function queryMethods(c: CheckoutContext): Record<string, MethodHandler> {
  const sql = c.payments.sql
  return methodTable(
    implement(listSessions, async (q, caller) => {
      const { page, limit } = paging(q, 50)
      const where = sql`business_id = ${caller.businessId} AND is_test = ${caller.isTestMode}
        ${q.status ? sql`AND status = ${q.status}` : sql``} ${q.payment_method ? sql`AND payment_method = ${q.payment_method}` : sql``}`
      const [count] = await sql<{ n: string }[]>`SELECT count(*) AS n FROM checkout_sessions WHERE ${where}`
      const rows = await sql<{ id: string; state: string }[]>`
        SELECT s.id, a.state::text AS state
        FROM (SELECT id, session_id, created_at FROM checkout_sessions WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}) s
        JOIN actor_state a ON a.kind = 'checkout' AND a.id = s.session_id::text
        ORDER BY s.created_at DESC, s.id DESC`
      return {
        payments: rows.map((r) => listItemView(writtenState(checkoutKind, r.state), c.baseUrl, Number(r.id))),
        total: Number(count!.n),
        page,
        limit,
      }
    }),
    implement(listAddresses, async (q, caller) => {
      const { page, limit } = paging(q, 50)
      const where = sql`a.business_id = ${caller.businessId} AND a.is_test = ${caller.isTestMode}
        ${q.network ? sql`AND a.network = ${q.network.toUpperCase()}` : sql``} ${q.currency ? sql`AND a.currency = ${q.currency.toUpperCase()}` : sql``}
        ${q.search ? sql`AND a.address ILIKE ${`%${q.search.replace(/[%_\\]/g, '\\$&')}%`}` : sql``}`
      const [count] = await sql<{ n: string }[]>`SELECT count(*) AS n FROM checkout_addresses a WHERE ${where}`
      const rows = await sql<
        { session_id: string; network: string; currency: string; address: string; created_at: Date; status: string; reference: string }[]
      >`
        SELECT a.session_id, a.network, a.currency, a.address, a.created_at, s.status, s.reference
        FROM checkout_addresses a JOIN checkout_sessions s USING (session_id) WHERE ${where}
        ORDER BY a.created_at DESC, a.session_id LIMIT ${limit} OFFSET ${(page - 1) * limit}`
      return {
        addresses: rows.map((r) => ({
          address: r.address,
          network: r.network,
          currency: r.currency,
          session_id: r.session_id,
          reference: r.reference,
          session_status: r.status,
          assigned_at: r.created_at.toISOString(),
        })),
        total: Number(count!.n),
        page,
        limit,
      }
    }),
    implement(checkoutStats, async (_input, caller) => {
      const scope = sql`business_id = ${caller.businessId} AND is_test = ${caller.isTestMode}`
      const byStatus = await sql<
        { status: string; n: string }[]
      >`SELECT status, count(*) AS n FROM checkout_sessions WHERE ${scope} GROUP BY status`
      const volume = await sql<{ currency: string; scale: number; total: string; n: string }[]>`
        SELECT currency, amount_scale AS scale, sum(amount_minor)::text AS total, count(*) AS n FROM checkout_sessions WHERE ${scope} AND status = 'paid' GROUP BY currency, amount_scale ORDER BY currency`
      const networks = await sql<{ network: string; currency: string; scale: number; sessions: string; paid: string; total: string }[]>`
        SELECT network, currency, amount_scale AS scale, count(*) AS sessions, count(*) FILTER (WHERE status = 'paid') AS paid,
               coalesce(sum(amount_minor) FILTER (WHERE status = 'paid'), 0)::text AS total
        FROM checkout_sessions WHERE ${scope} AND network IS NOT NULL GROUP BY network, currency, amount_scale ORDER BY network, currency`
      const count = (s: string) => Number(byStatus.find((r) => r.status === s)?.n ?? 0)
      const closed = count('paid') + count('expired') + count('failed')
      return {
        total_sessions: byStatus.reduce((n, r) => n + Number(r.n), 0),
        paid_sessions: count('paid'),
        pending_sessions: count('pending'),
        expired_sessions: count('expired'),
        failed_sessions: count('failed'),
        // Share of closed sessions that were paid, in percent with two places; pending sessions have not had their chance yet.
        success_rate: closed === 0 ? '0.00' : formatDecimal({ units: (BigInt(count('paid')) * 10_000n) / BigInt(closed), scale: 2 }),
        total_volume: volume.map((v) => ({
          currency: v.currency,
          amount: formatDecimal({ units: BigInt(v.total), scale: v.scale }),
          payments: Number(v.n),
        })),
        network_breakdown: networks.map((r) => ({
          network: r.network,
          fiat_currency: r.currency,
          sessions: Number(r.sessions),
          paid_sessions: Number(r.paid),
          volume: formatDecimal({ units: BigInt(r.total), scale: r.scale }),
        })),
      }
    }),
  )
}
