/**
 * The checkout read models (checkout_sessions, checkout_addresses,
 * checkout_refunds), written by the session's own commit (read_model.ts):
 * a list, a search or the statistics see a session exactly as its last
 * committed decision left it, with no projector in between. The revision
 * guard keeps an older snapshot from ever overwriting a newer one.
 */
import type { Sql } from 'postgres'
import { decodeJson } from '../../platform/json'
import type { ReadModel } from '../runtime/read_model'
import type { CheckoutState, OpenSession } from './state'

// Times travel as epoch milliseconds and become timestamptz in SQL (ms_ts): no ISO text to format here or parse there.

/** Rows carry their commit-batch position `i`, set when the batch is written (ctes). */
type Row = { i: number } & Record<string, unknown>

export interface SessionRows {
  readonly session: Row
  readonly addresses: readonly Row[]
  readonly refunds: readonly Row[]
}

function sessionRows(s: OpenSession): SessionRows {
  return {
    session: {
      i: -1,
      session_id: s.id,
      business_id: s.businessId,
      is_test: s.isTest,
      revision: s.revision,
      status: s.status,
      payment_method: s.paymentMethod,
      currency: s.currency,
      amount_minor: s.fiat.minor.toString(),
      amount_scale: s.fiat.scale,
      network: s.selection?.network ?? null,
      crypto_currency: s.selection?.currency ?? null,
      created_at: s.createdAtMs,
      paid_at: s.paidAtMs,
      reference: s.reference,
    },
    addresses: [...s.previous, ...(s.selection ? [s.selection] : [])].map((x) => ({
      i: -1,
      session_id: s.id,
      network: x.network,
      currency: x.currency,
      address: x.address,
      business_id: s.businessId,
      is_test: s.isTest,
      at: x.selectedAtMs,
    })),
    refunds: s.refunds.map((r) => ({ i: -1, id: r.id, session_id: s.id, business_id: s.businessId, is_test: s.isTest, at: r.createdAtMs })),
  }
}

export const checkoutReadModel: ReadModel<CheckoutState, SessionRows> = {
  rows: (state) => (state.status === 'new' ? null : sessionRows(state)),
  ctes: (sql, entries) => {
    // The rows were made for this commit (rows() runs per write), so stamping the position on them copies nothing.
    for (const e of entries) {
      e.rows.session.i = e.i
      for (const a of e.rows.addresses) a.i = e.i
      for (const r of e.rows.refunds) r.i = e.i
    }
    const sessions = JSON.stringify(entries.map((e) => e.rows.session))
    const addresses = JSON.stringify(entries.flatMap((e) => e.rows.addresses))
    const refunds = JSON.stringify(entries.flatMap((e) => e.rows.refunds))
    return [
      sql`rm_checkout_sessions AS (
        INSERT INTO checkout_sessions (session_id, business_id, is_test, revision, status, payment_method, currency, amount_minor, amount_scale,
                                       network, crypto_currency, created_at, paid_at, reference)
        SELECT x.session_id, x.business_id, x.is_test, x.revision, x.status, x.payment_method, x.currency, x.amount_minor, x.amount_scale,
               x.network, x.crypto_currency, ms_ts(x.created_at), ms_ts(x.paid_at), x.reference
        FROM jsonb_to_recordset(${sessions}::text::jsonb) AS x(i int, session_id uuid, business_id text, is_test boolean, revision integer, status text,
          payment_method text, currency text, amount_minor numeric, amount_scale integer, network text, crypto_currency text, created_at bigint,
          paid_at bigint, reference text)
        WHERE x.i IN (SELECT i FROM written)
        ON CONFLICT (session_id) DO UPDATE SET
          revision = EXCLUDED.revision, status = EXCLUDED.status, network = EXCLUDED.network, crypto_currency = EXCLUDED.crypto_currency,
          paid_at = EXCLUDED.paid_at
        WHERE checkout_sessions.revision < EXCLUDED.revision
      )`,
      sql`rm_checkout_addresses AS (
        INSERT INTO checkout_addresses (session_id, network, currency, address, business_id, is_test, created_at)
        SELECT x.session_id, x.network, x.currency, x.address, x.business_id, x.is_test, ms_ts(x.at)
        FROM jsonb_to_recordset(${addresses}::text::jsonb) AS x(i int, session_id uuid, network text, currency text, address text, business_id text, is_test boolean, at bigint)
        WHERE x.i IN (SELECT i FROM written)
        ON CONFLICT DO NOTHING
      )`,
      sql`rm_checkout_refunds AS (
        INSERT INTO checkout_refunds (refund_id, session_id, business_id, is_test, created_at)
        SELECT x.id, x.session_id, x.business_id, x.is_test, ms_ts(x.at)
        FROM jsonb_to_recordset(${refunds}::text::jsonb) AS x(i int, id uuid, session_id uuid, business_id text, is_test boolean, at bigint)
        WHERE x.i IN (SELECT i FROM written)
        ON CONFLICT DO NOTHING
      )`,
    ]
  },
}

/** The committed session with its list position; the state comes from the actor's own row (no copy is kept here). */
export async function loadSession(sql: Sql, sessionId: string): Promise<{ id: number; session: OpenSession } | null> {
  const [row] = await sql<{ id: string; state: string }[]>`
    SELECT s.id, a.state::text AS state FROM checkout_sessions s JOIN actor_state a ON a.kind = 'checkout' AND a.id = s.session_id::text
    WHERE s.session_id = ${sessionId}`
  return row ? { id: Number(row.id), session: decodeJson<OpenSession>(row.state) } : null
}
