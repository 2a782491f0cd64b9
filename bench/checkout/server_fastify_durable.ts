/**
 * The same-guarantee peer: create as a good engineer would write our
 * guarantees on Fastify and postgres. One transaction (one statement of
 * three writes: its own implicit transaction), prepared (postgres.js
 * prepares every tagged query), on a pool the size of ours:
 *   1. the plan's monthly count: one upsert that increments the merchant's
 *      row for this month only while under the plan's limit (-1: none, as
 *      our enterprise plan), so the row lock makes the count exact under
 *      concurrency and a create over the limit writes nothing;
 *   2. the session row with its expiry (expires_at; a sweeper or a query
 *      on it expires sessions, as our timer does);
 *   3. its event (checkout.session.created) in an outbox table, for a
 *      relay to deliver as our webhooks do;
 * committed with synchronous_commit as the server has it (on, as ours)
 * before the answer. argv: databaseUrl schema apiKey
 */
import { SESSIONS_TABLE, servePeer } from './fastify_peer'

/**
 * The bench merchant's plan: enterprise, as the platform's bench merchant, no
 * monthly limit (-1); BENCH_PEER_PLAN_LIMIT sets one to check the refusal.
 */
const PLAN_LIMIT = Number(process.env.BENCH_PEER_PLAN_LIMIT ?? -1)

const month = () => new Date().toISOString().slice(0, 7)

void servePeer(
  async (sql) => {
    await sql.unsafe(SESSIONS_TABLE)
    await sql`CREATE TABLE IF NOT EXISTS peer_plan_usage (business_id text NOT NULL, month text NOT NULL, count bigint NOT NULL,
      PRIMARY KEY (business_id, month))`
    await sql`CREATE TABLE IF NOT EXISTS peer_outbox (id bigserial PRIMARY KEY, business_id text NOT NULL, type text NOT NULL,
      payload jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), delivered_at timestamptz)`
  },
  async (sql, c) => {
    const event = { session_id: c.id, amount: c.amount, currency: c.currency, reference: c.reference, expires_at: c.expires.toISOString() }
    // One statement, so one round trip holds the month's row lock: the count's
    // row is hot (every create of the merchant), and a BEGIN ... COMMIT of four
    // round trips would hold it four times as long. Sessions and the event are
    // written only when the count was taken (FROM counted).
    const [row] = await sql`WITH counted AS (
        INSERT INTO peer_plan_usage (business_id, month, count) VALUES (${c.businessId}, ${month()}, 1)
        ON CONFLICT (business_id, month) DO UPDATE SET count = peer_plan_usage.count + 1
        WHERE ${PLAN_LIMIT}::bigint < 0 OR peer_plan_usage.count < ${PLAN_LIMIT}::bigint RETURNING count),
      session AS (
        INSERT INTO peer_sessions (id, business_id, amount, currency, reference, status, payment_method, created_at, expires_at)
        SELECT ${c.id}, ${c.businessId}, ${String(c.amount)}, ${c.currency}, ${c.reference}, 'pending', 'crypto', now(), ${c.expires}
        FROM counted RETURNING id),
      event AS (
        INSERT INTO peer_outbox (business_id, type, payload)
        SELECT ${c.businessId}, 'checkout.session.created', ${sql.json(event)} FROM counted RETURNING id)
      SELECT (SELECT count(*) FROM session) AS sessions, (SELECT count(*) FROM event) AS events`
    return row!.sessions === 1n && row!.events === 1n
  },
)
