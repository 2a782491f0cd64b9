/**
 * Where a key must be mapped to an id before anything is decided (a swap's
 * id comes from a sequence; a refund is decided by its session, but its key
 * must not name a refund of two sessions), the mapping is one row of
 * `idempotency_keys` (migration 024): the key's id (never the key), the
 * request's fingerprint and the resource it named. The first request claims
 * the row; every later one reads it back and decides with `keyOutcome`.
 */
import type { Sql } from 'postgres'
import type { EarlierUse } from './idempotency'

/** An earlier claim of the key: the resource it named, and what keyOutcome compares. */
export interface KeyClaim extends EarlierUse {
  readonly resourceId: string
  readonly atMs: number
}

/**
 * Binds the key to `resourceId` for this request, unless an earlier request bound it: answers that earlier claim,
 * or null when this request made it. `ids[0]` is the key's id (keyId); any further id is the one an older layout
 * gave the same key, looked up but never written, so a key claimed before the layout changed still finds its resource.
 */
export async function claimKey(
  sql: Sql,
  operation: string,
  ids: readonly [string, ...string[]],
  requestFingerprint: string,
  resourceId: string,
): Promise<KeyClaim | null> {
  const [id, ...older] = ids
  if (older.length > 0) {
    const earlier = await readClaim(sql, older)
    if (earlier) return earlier
  }
  // A claim released (its request refused) between this insert and the read frees the key: claim it again.
  for (;;) {
    const inserted = await sql`
      INSERT INTO idempotency_keys (key_id, operation, fingerprint, resource_id)
      VALUES (${id}, ${operation}, ${requestFingerprint}, ${resourceId}) ON CONFLICT (key_id) DO NOTHING`
    if (inserted.count === 1) return null
    const earlier = await readClaim(sql, [id])
    if (earlier) return earlier
  }
}

/** Frees a claim this request made, when what it named was refused: the key may then be used for a valid request. */
export async function releaseKey(sql: Sql, id: string, resourceId: string): Promise<void> {
  await sql`DELETE FROM idempotency_keys WHERE key_id = ${id} AND resource_id = ${resourceId}`
}

async function readClaim(sql: Sql, ids: readonly string[]): Promise<KeyClaim | null> {
  const [row] = await sql<{ fingerprint: string; resource_id: string; at_ms: string }[]>`
    SELECT fingerprint, resource_id, (extract(epoch FROM created_at) * 1000)::bigint::text AS at_ms
    FROM idempotency_keys WHERE key_id = ANY(${[...ids]}::uuid[]) LIMIT 1`
  return row ? { fingerprint: row.fingerprint, resourceId: row.resource_id, atMs: Number(row.at_ms) } : null
}
