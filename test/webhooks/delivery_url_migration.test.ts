/**
 * Migration 022 on rows made before it: a finished delivery learns its endpoint's URL only when the endpoint
 * was not written after the delivery was created (so its URL cannot have moved in between); any other finished
 * row keeps an unknown URL and is never redelivered; a pending row is bound by its next attempt.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import t from 'tap'
import { connectDb } from '../../platform/db/connect'
import { migrate } from '../../platform/db/migrate'
import { MIGRATIONS } from '../../platform/db/migrations'
import { TEST_DATABASE_URL } from '../support/db'

t.test('022 webhook_delivery_url: backfills only what is certain', async (t) => {
  const schema = `whmig_${randomBytes(6).toString('hex')}`
  const admin = connectDb({ url: TEST_DATABASE_URL, maxConnections: 1 })
  await admin.unsafe(`CREATE SCHEMA ${schema}`)
  await admin.end()
  const sql = connectDb({ url: TEST_DATABASE_URL, schema, maxConnections: 2 })
  t.teardown(async () => {
    await sql.unsafe(`DROP SCHEMA ${schema} CASCADE`)
    await sql.end({ timeout: 1 })
  })
  await migrate(
    sql,
    MIGRATIONS.filter((m) => m.version < 22),
  )

  const endpoint = (id: string, url: string, updatedAtMs: number) =>
    sql`INSERT INTO actor_state (kind, id, shard, version, state) VALUES ('webhook_endpoint', ${id}, 0, 1,
      ${JSON.stringify({ status: 'active', id, businessId: 'b', product: 'payments', url, updatedAtMs })}::text::jsonb)`
  await endpoint('payments:same', 'https://a.example/hooks', 1_000)
  await endpoint('payments:moved', 'https://b.example/hooks', 5_000)
  const delivery = async (endpointId: string, status: string, createdAtMs: number) => {
    const id = randomUUID()
    await sql`INSERT INTO webhook_deliveries (id, event_id, endpoint_id, business_id, product, event_type, body, status,
      next_attempt_at_ms, created_at_ms) VALUES (${id}, ${randomUUID()}, ${endpointId}, 'b', 'payments', 'webhook.test', '{}',
      ${status}, ${createdAtMs}, ${createdAtMs})`
    return id
  }
  const rows = {
    unchangedSince: await delivery('payments:same', 'delivered', 2_000),
    writtenSince: await delivery('payments:moved', 'delivered', 2_000),
    skippedWrittenBefore: await delivery('payments:moved', 'skipped', 6_000),
    pending: await delivery('payments:same', 'pending', 2_000),
  }

  t.same(
    await migrate(
      sql,
      MIGRATIONS.filter((m) => m.version <= 22),
    ),
    [22],
  )
  const urls = Object.fromEntries(
    await Promise.all(
      Object.entries(rows).map(
        async ([name, id]) =>
          [name, (await sql<{ url: string | null }[]>`SELECT url FROM webhook_deliveries WHERE id = ${id}`)[0]?.url] as const,
      ),
    ),
  )
  t.same(urls, {
    unchangedSince: 'https://a.example/hooks',
    writtenSince: null,
    skippedWrittenBefore: 'https://b.example/hooks',
    pending: null,
  })
})
