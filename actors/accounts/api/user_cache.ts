/**
 * The gateway's cache of dashboard users: user id -> what the payments role
 * said about the user (active, role, permissions), or null for a user that is
 * gone. Access tokens prove identity only; this is where authority comes from.
 * Entries live briefly (a safety net) and are dropped at once by the
 * invalidation a removal or permission change publishes before it returns.
 */
import { AUTH_CACHE_BOUND_MS } from './key_cache'
export interface ResolvedUser {
  readonly found: true
  readonly userId: string
  readonly businessId: string
  readonly role: string
  readonly permissions: readonly string[]
}

type Entry = { value: ResolvedUser | null; expiresAtMs: number }

export class UserCache {
  private readonly entries = new Map<string, Entry>()

  constructor(
    private readonly maxEntries = 50_000,
    private readonly ttlMs = AUTH_CACHE_BOUND_MS,
  ) {}

  get(userId: string, nowMs: number): ResolvedUser | null | undefined {
    const entry = this.entries.get(userId)
    if (!entry) return undefined
    if (entry.expiresAtMs > nowMs) return entry.value
    this.entries.delete(userId)
    return undefined
  }

  set(userId: string, value: ResolvedUser | null, nowMs: number): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(userId, { value, expiresAtMs: nowMs + this.ttlMs })
  }

  invalidate(userId: string): void {
    this.entries.delete(userId)
  }

  clear(): void {
    this.entries.clear()
  }
}
