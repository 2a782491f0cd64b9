/**
 * Keeps the checkout read models in step with the session actors. Both the
 * request path (read-your-writes right after a create or a refund) and the
 * outbox subscriber (deposits, timeouts) call `projectSession`; the
 * revision guard makes the order of those writes irrelevant: an older
 * snapshot never overwrites a newer one, and replays change nothing.
 */
import type { Sql } from 'postgres'
import type { EventSubscriber } from '../runtime/outbox_relay'
import { decodeJson, encodeJson } from '../../platform/json'
import type { OpenSession } from './state'

const ts = (ms: number | null) => (ms === null ? null : new Date(ms))

/**
 * One statement (three CTE inserts) for any number of sessions, so a batch
 * of outbox events costs one round trip and lands whole or not at all.
 * Callers pass at most one snapshot per session (ON CONFLICT may touch a
 * row once per statement).
 */
export async function projectSessions(sql: Sql, sessions: readonly OpenSession[]): Promise<void> {
  if (sessions.length === 0) return
  const rows = JSON.stringify(sessions.map((s) => ({
    session_id: s.id, business_id: s.businessId, is_test: s.isTest, revision: s.revision, status: s.status, payment_method: s.paymentMethod, currency: s.currency,
    amount_minor: s.fiat.minor.toString(), amount_scale: s.fiat.scale, network: s.selection?.network ?? null, crypto_currency: s.selection?.currency ?? null,
    created_at: ts(s.createdAtMs), paid_at: ts(s.paidAtMs), state: encodeJson(s),
  })))
  const addresses = JSON.stringify(sessions.flatMap((s) => [...s.previous, ...(s.selection ? [s.selection] : [])].map((x) => ({
    session_id: s.id, network: x.network, currency: x.currency, address: x.address, business_id: s.businessId, is_test: s.isTest, at: ts(x.selectedAtMs),
  }))))
  const refunds = JSON.stringify(sessions.flatMap((s) => s.refunds.map((r) => ({ id: r.id, session_id: s.id, business_id: s.businessId, is_test: s.isTest, at: ts(r.createdAtMs) }))))
  await sql`
    WITH session AS (
      INSERT INTO checkout_sessions (session_id, business_id, is_test, revision, status, payment_method, currency, amount_minor, amount_scale,
                                     network, crypto_currency, created_at, paid_at, state)
      SELECT x.session_id, x.business_id, x.is_test, x.revision, x.status, x.payment_method, x.currency, x.amount_minor, x.amount_scale,
             x.network, x.crypto_currency, x.created_at, x.paid_at, x.state
      FROM jsonb_to_recordset(${rows}::text::jsonb) AS x(session_id uuid, business_id text, is_test boolean, revision integer, status text, payment_method text,
        currency text, amount_minor numeric, amount_scale integer, network text, crypto_currency text, created_at timestamptz, paid_at timestamptz, state text)
      ON CONFLICT (session_id) DO UPDATE SET
        revision = EXCLUDED.revision, status = EXCLUDED.status, network = EXCLUDED.network, crypto_currency = EXCLUDED.crypto_currency,
        paid_at = EXCLUDED.paid_at, state = EXCLUDED.state
      WHERE checkout_sessions.revision < EXCLUDED.revision
      RETURNING 1
    ), addresses AS (
      INSERT INTO checkout_addresses (session_id, network, currency, address, business_id, is_test, created_at)
      SELECT x.session_id, x.network, x.currency, x.address, x.business_id, x.is_test, x.at
      FROM jsonb_to_recordset(${addresses}::text::jsonb) AS x(session_id uuid, network text, currency text, address text, business_id text, is_test boolean, at timestamptz)
      ON CONFLICT DO NOTHING
      RETURNING 1
    ), refunds AS (
      INSERT INTO checkout_refunds (refund_id, session_id, business_id, is_test, created_at)
      SELECT x.id, x.session_id, x.business_id, x.is_test, x.at
      FROM jsonb_to_recordset(${refunds}::text::jsonb) AS x(id uuid, session_id uuid, business_id text, is_test boolean, at timestamptz)
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM session) + (SELECT count(*) FROM addresses) + (SELECT count(*) FROM refunds) AS written`
}

export const projectSession = (sql: Sql, s: OpenSession) => projectSessions(sql, [s])

/** The outbox side: the newest snapshot per session in a batch is enough. */
export function checkoutProjection(sql: Sql): EventSubscriber {
  return async (events) => {
    const latest = new Map<string, OpenSession>()
    for (const event of events) {
      if (event.type !== 'checkout.changed') continue
      const s = decodeJson<OpenSession>(event.payloadJson)
      const seen = latest.get(s.id)
      if (!seen || seen.revision < s.revision) latest.set(s.id, s)
    }
    await projectSessions(sql, [...latest.values()])
  }
}

export async function loadSession(sql: Sql, sessionId: string): Promise<{ id: number; session: OpenSession } | null> {
  const [row] = await sql<{ id: string; state: string }[]>`SELECT id, state FROM checkout_sessions WHERE session_id = ${sessionId}`
  return row ? { id: Number(row.id), session: decodeJson<OpenSession>(row.state) } : null
}
