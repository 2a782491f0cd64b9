/**
 * The gateway's API key cache: digest -> resolved key, bounded (LRU by
 * insertion refresh), with a TTL as a safety net and an index by key id so
 * an invalidation (rotate, revoke) drops every entry of that key at once.
 * Unknown keys are cached briefly too, so a flood of bad keys does not
 * become a flood of RPCs.
 */

/**
 * How long any node may still honour a revoked key or a removed member when
 * the invalidation never reaches it (Redis down, message lost). Short on
 * purpose: it costs one resolve RPC per key per node per period.
 */
export const AUTH_CACHE_BOUND_MS = 10_000
export interface ResolvedKey {
  readonly found: true
  readonly keyId: string
  readonly businessId: string
  readonly product: 'payments' | 'caas'
  readonly permissions: readonly string[]
  readonly isTestMode: boolean
}

type Entry = { value: ResolvedKey | null; expiresAtMs: number }

export class KeyCache {
  private readonly entries = new Map<string, Entry>()
  private readonly byKeyId = new Map<string, Set<string>>()

  constructor(
    private readonly maxEntries = 100_000,
    private readonly ttlMs = AUTH_CACHE_BOUND_MS,
    private readonly negativeTtlMs = 5_000,
  ) {}

  get(digest: string, nowMs: number): ResolvedKey | null | undefined {
    const entry = this.entries.get(digest)
    if (!entry) return undefined
    if (entry.expiresAtMs <= nowMs) {
      this.delete(digest)
      return undefined
    }
    return entry.value
  }

  set(digest: string, value: ResolvedKey | null, nowMs: number): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.delete(oldest)
    }
    this.entries.set(digest, { value, expiresAtMs: nowMs + (value ? this.ttlMs : this.negativeTtlMs) })
    if (value) {
      const digests = this.byKeyId.get(value.keyId) ?? new Set<string>()
      digests.add(digest)
      this.byKeyId.set(value.keyId, digests)
    }
  }

  invalidateKey(keyId: string): void {
    for (const digest of this.byKeyId.get(keyId) ?? []) this.entries.delete(digest)
    this.byKeyId.delete(keyId)
  }

  /** Forgets everything: after a gap in the invalidation feed nothing cached before it can be trusted. */
  clear(): void {
    this.entries.clear()
    this.byKeyId.clear()
  }

  /** A rotated key's new secret may have been cached as unknown: negative entries go too. */
  dropNegatives(): void {
    for (const [digest, entry] of this.entries) if (entry.value === null) this.entries.delete(digest)
  }

  private delete(digest: string): void {
    const entry = this.entries.get(digest)
    this.entries.delete(digest)
    if (entry?.value) this.byKeyId.get(entry.value.keyId)?.delete(digest)
  }
}
