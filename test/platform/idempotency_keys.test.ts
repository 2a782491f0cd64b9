/**
 * The one table of keys that name an id (platform/idempotency_store.ts) and
 * migration 024, which moves the two shapes before it into it: `swap_keys`
 * rows with the ids they had (still found by the swap execute's second id),
 * and every keyed refund's claim from `checkout_refunds`, with its session
 * and the fingerprint the session keeps. A refund without a key is left out.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import t, { type Test } from 'tap'
import { connectDb } from '../../platform/db/connect'
import { migrate } from '../../platform/db/migrate'
import { MIGRATIONS } from '../../platform/db/migrations'
import { keyId, type KeyScope } from '../../platform/idempotency'
import { claimKey, releaseKey } from '../../platform/idempotency_store'
import { swapKeysId } from '../../actors/swap/execute_key'
import { TEST_DATABASE_URL } from '../support/db'

async function schemaAt(t: Test, version: number) {
  const schema = `idemkeys_${randomBytes(6).toString('hex')}`
  const admin = connectDb({ url: TEST_DATABASE_URL, maxConnections: 1 })
  await admin.unsafe(`CREATE SCHEMA ${schema}`)
  await admin.end()
  const sql = connectDb({ url: TEST_DATABASE_URL, schema, maxConnections: 4 })
  t.teardown(async () => {
    await sql.unsafe(`DROP SCHEMA ${schema} CASCADE`)
    await sql.end({ timeout: 1 })
  })
  await migrate(
    sql,
    MIGRATIONS.filter((m) => m.version <= version),
  )
  return sql
}

const SCOPE: KeyScope = { businessId: 'biz-1', mode: 'test', operation: 'swap' }

t.test('claimKey: the first request claims, every later one reads the claim back', async (t) => {
  const sql = await schemaAt(t, 24)
  const id = keyId(SCOPE, 'k-1')
  t.equal(await claimKey(sql, 'swap', [id], 'fp-1', '41'), null, 'the first claim is this request’s')
  t.match(await claimKey(sql, 'swap', [id], 'fp-1', '42'), { resourceId: '41', fingerprint: 'fp-1' }, 'a replay finds the first')
  t.match(await claimKey(sql, 'swap', [id], 'fp-2', '43'), { resourceId: '41', fingerprint: 'fp-1' }, 'so does a reuse')
  const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM idempotency_keys`
  t.equal(row!.n, 1, 'one row per key; the key itself is not in it')
  t.notOk(JSON.stringify(await sql`SELECT * FROM idempotency_keys`).includes('k-1'))

  await releaseKey(sql, id, '999')
  t.match(await claimKey(sql, 'swap', [id], 'fp-2', '44'), { resourceId: '41' }, 'only the claimer’s resource releases it')
  await releaseKey(sql, id, '41')
  t.equal(await claimKey(sql, 'swap', [id], 'fp-2', '45'), null, 'a released key may be claimed again')
})

t.test('claimKey: racing requests with one key, one claim', async (t) => {
  const sql = await schemaAt(t, 24)
  const id = keyId(SCOPE, 'race')
  const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => claimKey(sql, 'swap', [id], 'fp', String(i))))
  t.equal(claims.filter((c) => c === null).length, 1, 'exactly one request made the claim')
  t.equal(new Set(claims.filter((c) => c !== null).map((c) => c.resourceId)).size, 1, 'the others all read that one')
})

t.test('024 moves swap_keys and keyed refund claims into idempotency_keys', async (t) => {
  const sql = await schemaAt(t, 23)
  // A swap keyed before the move, under the id swap_keys gave it.
  const legacy = swapKeysId(SCOPE, 'order-7')
  await sql`INSERT INTO swap_keys (key_id, request_hash, swap_id) VALUES (${legacy}, 'swap-fp', 17)`
  // Two refunds of one session: one with a key (its id made from it), one without (random).
  const session = randomUUID()
  const keyed = keyId({ businessId: 'biz-1', mode: 'test', operation: 'refund' }, 'refund-key')
  const unkeyed = randomUUID()
  const refunds = [
    { id: keyed, requestHash: 'refund-fp' },
    { id: unkeyed, requestHash: 'other-fp' },
  ]
  await sql`INSERT INTO actor_state (kind, id, shard, version, state)
    VALUES ('checkout', ${session}, 0, 1, ${JSON.stringify({ id: session, status: 'paid', refunds })}::text::jsonb)`
  for (const r of refunds)
    await sql`INSERT INTO checkout_refunds (refund_id, session_id, business_id, is_test, created_at) VALUES (${r.id}, ${session}, 'biz-1', true, now())`

  t.same(
    await migrate(
      sql,
      MIGRATIONS.filter((m) => m.version <= 24),
    ),
    [24],
  )
  const rows = await sql<{ key_id: string; operation: string; fingerprint: string; resource_id: string }[]>`
    SELECT key_id::text, operation, fingerprint, resource_id FROM idempotency_keys ORDER BY operation`
  t.same(rows, [
    { key_id: keyed, operation: 'refund', fingerprint: 'refund-fp', resource_id: session },
    { key_id: legacy, operation: 'swap', fingerprint: 'swap-fp', resource_id: '17' },
  ])
  const [table] = await sql<{ t: string | null }[]>`SELECT to_regclass('swap_keys')::text AS t`
  t.equal(table!.t, null, 'swap_keys is gone')
  t.match(
    await claimKey(sql, 'swap', [keyId(SCOPE, 'order-7'), legacy], 'swap-fp', '99'),
    { resourceId: '17', fingerprint: 'swap-fp' },
    'a swap keyed before the move is still found by its old id',
  )
  t.match(await claimKey(sql, 'refund', [keyed], 'refund-fp', session), { resourceId: session }, 'a keyed refund’s claim is kept')
})
