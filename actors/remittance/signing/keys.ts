/**
 * Transfer signing keys (settings): per merchant and environment, issued with a secret shown once, listed without
 * it, revoked. At most two are active, so a rotation is: issue the new key, sign with both (two `v1`), move the
 * signer to the new one, revoke the old. The secret must be read back to verify an HMAC, so it is sealed at rest
 * (AES-256-GCM under a key of its own purpose, bound to the key id), never hashed, never logged.
 */
import { randomBytes } from 'node:crypto'
import type { Sql } from 'postgres'
import type { Sealer } from '../../../platform/secrets/sealer'

/** Two: the one in use and its successor during a rotation. */
const MAX_ACTIVE_KEYS = 2

export interface SigningKeyRecord {
  readonly id: string
  readonly businessId: string
  readonly isTest: boolean
  readonly createdAtMs: number
  readonly revokedAtMs: number | null
  readonly lastUsedAtMs: number | null
}

interface KeyRow {
  readonly id: string
  readonly business_id: string
  readonly is_test: boolean
  readonly secret_sealed: string
  readonly created_at_ms: string
  readonly revoked_at_ms: string | null
  readonly last_used_at_ms: string | null
}

const recordOf = (r: KeyRow): SigningKeyRecord => ({
  id: r.id,
  businessId: r.business_id,
  isTest: r.is_test,
  createdAtMs: Number(r.created_at_ms),
  revokedAtMs: r.revoked_at_ms === null ? null : Number(r.revoked_at_ms),
  lastUsedAtMs: r.last_used_at_ms === null ? null : Number(r.last_used_at_ms),
})

const newKeyId = (isTest: boolean) => `tsk_${isTest ? 'test' : 'live'}_${randomBytes(12).toString('hex')}`
/** 256 random bits, prefixed so a leaked one is recognised by secret scanners. */
const newSecret = () => `tss_${randomBytes(32).toString('base64url')}`

export class SigningKeys {
  constructor(
    private readonly sql: Sql,
    private readonly sealer: Sealer,
  ) {}

  /**
   * Issues a key, or null when two are active already. The count and the insert are one statement under the
   * merchant's advisory lock, so two issues at once cannot make three.
   */
  async issue(businessId: string, isTest: boolean, nowMs: number): Promise<{ key: SigningKeyRecord; secret: string } | null> {
    const id = newKeyId(isTest)
    const secret = newSecret()
    const sealed = this.sealer.seal(secret, id)
    const rows = await this.sql.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(hashtext(${`tsk:${businessId}:${isTest}`}))`
      return tx<KeyRow[]>`
        INSERT INTO transfer_signing_keys (id, business_id, is_test, secret_sealed, created_at_ms)
        SELECT ${id}, ${businessId}, ${isTest}, ${sealed}, ${nowMs}
        WHERE (SELECT count(*) FROM transfer_signing_keys
               WHERE business_id = ${businessId} AND is_test = ${isTest} AND revoked_at_ms IS NULL) < ${MAX_ACTIVE_KEYS}
        RETURNING id, business_id, is_test, secret_sealed, created_at_ms, revoked_at_ms, last_used_at_ms`
    })
    const [row] = rows
    return row ? { key: recordOf(row), secret } : null
  }

  async list(businessId: string, isTest: boolean): Promise<SigningKeyRecord[]> {
    const rows = await this.sql<KeyRow[]>`
      SELECT id, business_id, is_test, secret_sealed, created_at_ms, revoked_at_ms, last_used_at_ms
      FROM transfer_signing_keys WHERE business_id = ${businessId} AND is_test = ${isTest}
      ORDER BY created_at_ms DESC, id LIMIT 50`
    return rows.map(recordOf)
  }

  /** Revokes one (answering it as it now stands), or null when the merchant has no such key in this environment. */
  async revoke(businessId: string, isTest: boolean, id: string, nowMs: number): Promise<SigningKeyRecord | null> {
    const [row] = await this.sql<KeyRow[]>`
      UPDATE transfer_signing_keys SET revoked_at_ms = COALESCE(revoked_at_ms, ${nowMs})
      WHERE id = ${id} AND business_id = ${businessId} AND is_test = ${isTest}
      RETURNING id, business_id, is_test, secret_sealed, created_at_ms, revoked_at_ms, last_used_at_ms`
    return row ? recordOf(row) : null
  }

  /** The secrets of the merchant's active keys in this environment, when `keyId` is one of them; else null. */
  async activeSecrets(businessId: string, isTest: boolean, keyId: string): Promise<string[] | null> {
    const rows = await this.sql<KeyRow[]>`
      SELECT id, business_id, is_test, secret_sealed, created_at_ms, revoked_at_ms, last_used_at_ms
      FROM transfer_signing_keys WHERE business_id = ${businessId} AND is_test = ${isTest} AND revoked_at_ms IS NULL`
    if (!rows.some((r) => r.id === keyId)) return null
    return rows.map((r) => this.sealer.open(r.secret_sealed, r.id))
  }

  /**
   * Records the nonce for the key, or answers false when it was seen within `memoryMs` (a replay). One statement
   * under the primary key (key_id, nonce): of two requests racing with one nonce, exactly one inserts. A row older
   * than the memory is taken over (its signature could no longer pass the time check anyway).
   */
  async recordNonce(keyId: string, nonce: string, nowMs: number, memoryMs: number): Promise<boolean> {
    // One round trip: the nonce, and the key's last use when the nonce was new.
    const [row] = await this.sql<{ fresh: boolean }[]>`
      WITH seen AS (
        INSERT INTO transfer_signature_nonces (key_id, nonce, seen_at_ms) VALUES (${keyId}, ${nonce}, ${nowMs})
        ON CONFLICT (key_id, nonce) DO UPDATE SET seen_at_ms = EXCLUDED.seen_at_ms
          WHERE transfer_signature_nonces.seen_at_ms < ${nowMs - memoryMs}
        RETURNING 1
      ), used AS (
        UPDATE transfer_signing_keys SET last_used_at_ms = ${nowMs} WHERE id = ${keyId} AND EXISTS (SELECT 1 FROM seen) RETURNING 1
      )
      SELECT EXISTS (SELECT 1 FROM seen) AS fresh, (SELECT count(*) FROM used) AS touched`
    return row?.fresh === true
  }

  /** Drops nonces past their memory (the table stays the size of ten minutes of signed requests). */
  async forgetNonces(nowMs: number, memoryMs: number): Promise<number> {
    const rows = await this.sql`DELETE FROM transfer_signature_nonces WHERE seen_at_ms < ${nowMs - memoryMs} RETURNING 1`
    return rows.length
  }
}
