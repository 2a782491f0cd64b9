/**
 * The real Authenticator (spec authentication rules 1-9):
 *  - apiKey: X-API-Key (market routes also take `Authorization: Bearer <key>`
 *    when the value carries a key prefix). The prefix decides product and
 *    environment; a key of the other product is 401; a valid key without the
 *    route's permission is 403 (`any_key`: any valid key of the product).
 *    Resolved keys are cached (AUTH_CACHE_BOUND_MS); a hit costs no RPC.
 *  - jwt: Authorization: Bearer <access token> (X-Authorization too where the
 *    route allows), verified locally as proof of identity; whether the user
 *    is still a member and what it holds come from the payments role
 *    (auth.resolveUser), cached briefly and dropped at once by the
 *    invalidation a removal or permission change publishes.
 *  - admin: X-Admin-Token, compared in constant time.
 */
import { isJsonObject } from '../../../platform/json_object'
import { timingSafeEqual } from 'node:crypto'
import { cacheDigest, classifyKey } from '../apikey/format'
import { AUTH_INVALIDATE_CHANNEL } from '../context'
import { resolveKey, resolveUser } from './operations_internal'
import { SYSTEM_CALLER } from '../../../platform/caller'
import type { Broadcast } from '../../../platform/broadcast'
import type { PaymentsClient } from '../../../platform/module'
import { invoke } from '../../../platform/operation'
import type { JwtKeys } from '../../../platform/secrets/jwt'
import { ANY_KEY, ANY_MEMBER, type AuthRequirement, type Authenticator, type Principal } from '../../../gateway/http/route'
import { KeyCache, type ResolvedKey } from './key_cache'
import { UserCache, type ResolvedUser } from './user_cache'

type Outcome = Awaited<ReturnType<Authenticator['authenticate']>>

const deny = (status: 401 | 403, code: 'UNAUTHORIZED' | 'FORBIDDEN', message: string): Outcome => ({ ok: false, status, code, message })
const KEY_PREFIX = /^(test_sk_|live_sk_|svc_sk_test_|svc_sk_live_|sk_)/

function bearer(value: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(value ?? '')
  return m?.[1]
}

export class PlatformAuthenticator implements Authenticator {
  readonly cache = new KeyCache()
  readonly users = new UserCache()
  private readonly adminToken: Buffer | undefined
  rpcLookups = 0
  /** Bumped by every invalidation: a lookup that raced one is not cached. */
  private generation = 0

  constructor(private readonly deps: { payments: PaymentsClient; jwt: JwtKeys; adminToken: string | undefined; now?: () => number }) {
    this.adminToken = deps.adminToken ? Buffer.from(deps.adminToken) : undefined
  }

  /**
   * Subscribes to key and user invalidations; resolves once the subscription is live (or, with Redis
   * down, after the bus's deadline). When the bus comes back after a gap, invalidations published
   * meanwhile were lost: everything cached is dropped then, and AUTH_CACHE_BOUND_MS bounds the gap itself.
   */
  async listen(broadcast: Broadcast): Promise<() => Promise<void>> {
    const onMessage = (message: string) => {
      const parsed: unknown = JSON.parse(message)
      const keyId = isJsonObject(parsed) && typeof parsed.keyId === 'string' ? parsed.keyId : undefined
      const userId = isJsonObject(parsed) && typeof parsed.userId === 'string' ? parsed.userId : undefined
      this.generation++
      if (keyId) {
        this.cache.invalidateKey(keyId)
        this.cache.dropNegatives()
      }
      if (userId) this.users.invalidate(userId)
    }
    return broadcast.subscribe(AUTH_INVALIDATE_CHANNEL, onMessage, () => {
      this.generation++
      this.cache.clear()
      this.users.clear()
    })
  }

  async authenticate(requirement: AuthRequirement, headers: Readonly<Record<string, string>>): Promise<Outcome> {
    switch (requirement.kind) {
      case 'public':
        return { ok: true, principal: { kind: 'anonymous' } }
      case 'admin':
        return this.admin(headers['x-admin-token'])
      case 'jwt': {
        const token = bearer(headers.authorization) ?? (requirement.alsoHeader ? bearer(headers['x-authorization']) : undefined)
        if (!token) return deny(401, 'UNAUTHORIZED', 'missing bearer token')
        const claims = await this.deps.jwt.verify(token)
        if (!claims) return deny(401, 'UNAUTHORIZED', 'invalid or expired access token')
        const cached = this.users.get(claims.userId, (this.deps.now ?? Date.now)())
        const user = cached !== undefined ? cached : await this.resolveUser(claims.userId)
        if (!user || user.businessId !== claims.businessId)
          return deny(401, 'UNAUTHORIZED', 'this user is no longer a member of the business')
        if (requirement.permission !== ANY_MEMBER && !user.permissions.includes(requirement.permission)) {
          return deny(403, 'FORBIDDEN', `missing permission ${requirement.permission}`)
        }
        return {
          ok: true,
          principal: { kind: 'user', businessId: user.businessId, userId: user.userId, role: user.role, permissions: user.permissions },
        }
      }
      case 'apiKey': {
        const fromBearer = bearer(headers.authorization)
        const key = headers['x-api-key'] ?? (fromBearer && KEY_PREFIX.test(fromBearer) ? fromBearer : undefined)
        const invalid = requirement.unauthorized ?? 'invalid API key'
        if (!key) return deny(401, 'UNAUTHORIZED', invalid)
        if (classifyKey(key).product !== requirement.product) return deny(401, 'UNAUTHORIZED', invalid)
        // A cache hit is answered without another promise hop; only misses go to the payments role.
        const digest = cacheDigest(key)
        const cached = this.cache.get(digest, (this.deps.now ?? Date.now)())
        const resolved = cached !== undefined ? cached : await this.resolve(key, digest)
        if (!resolved || resolved.product !== requirement.product) return deny(401, 'UNAUTHORIZED', invalid)
        if (requirement.permission !== ANY_KEY && !resolved.permissions.includes(requirement.permission)) {
          return deny(403, 'FORBIDDEN', `API key lacks permission ${requirement.permission}`)
        }
        const principal: Principal = {
          kind: 'apiKey',
          businessId: resolved.businessId,
          keyId: resolved.keyId,
          product: resolved.product,
          isTestMode: resolved.isTestMode,
          permissions: resolved.permissions,
        }
        return { ok: true, principal }
      }
    }
  }

  private admin(token: string | undefined): Outcome {
    if (!this.adminToken || !token) return deny(401, 'UNAUTHORIZED', 'missing or invalid admin token')
    const given = Buffer.from(token)
    if (given.length !== this.adminToken.length || !timingSafeEqual(given, this.adminToken))
      return deny(401, 'UNAUTHORIZED', 'missing or invalid admin token')
    return { ok: true, principal: { kind: 'admin' } }
  }

  private resolve(key: string, digest: string): Promise<ResolvedKey | null> {
    return this.lookup(
      () => invoke(this.deps.payments, resolveKey, { key }, SYSTEM_CALLER),
      (value, now) => this.cache.set(digest, value, now),
    )
  }

  private resolveUser(userId: string): Promise<ResolvedUser | null> {
    return this.lookup(
      () => invoke(this.deps.payments, resolveUser, { userId }, SYSTEM_CALLER),
      (value, now) => this.users.set(userId, value, now),
    )
  }

  /** One cache miss: ask the payments role, and keep the answer unless an invalidation raced the lookup (then use it once only). */
  private async lookup<T extends { found: true }>(
    ask: () => Promise<T | { found: false }>,
    keep: (value: T | null, now: number) => void,
  ): Promise<T | null> {
    const now = (this.deps.now ?? Date.now)()
    this.rpcLookups++
    const generation = this.generation
    const reply = await ask()
    const value = reply.found ? reply : null
    if (generation === this.generation) keep(value, now)
    return value
  }
}
