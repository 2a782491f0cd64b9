/**
 * The one-row peer (goal-free): Fastify and postgres, create inserts the
 * session row and answers; no plan count, no event. Kept beside the
 * same-guarantee peer (server_fastify_durable.ts) to show what the
 * guarantees cost on that stack. argv: databaseUrl schema apiKey
 */
import { SESSIONS_TABLE, servePeer } from './fastify_peer'

void servePeer(
  async (sql) => {
    await sql.unsafe(SESSIONS_TABLE)
  },
  async (sql, c) => {
    await sql`INSERT INTO peer_sessions (id, business_id, amount, currency, reference, status, payment_method, created_at, expires_at)
      VALUES (${c.id}, ${c.businessId}, ${String(c.amount)}, ${c.currency}, ${c.reference}, 'pending', 'crypto', now(), ${c.expires})`
    return true
  },
)
