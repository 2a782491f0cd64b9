/**
 * The gateway's request limits (OWASP API4: unrestricted resource
 * consumption). The spec fixes only the market limit (120 per merchant per
 * minute, actors/market/api/routes.ts); for everything else it says "not shown",
 * so this is our design (docs/rate-limits.md):
 *
 * - `api`: a credential's requests, per merchant and environment for API keys
 *   (test traffic never starves live), per member for the dashboard, one
 *   bucket for the operator; `API_RATE_LIMIT_PER_SECOND`.
 * - `public`: unauthenticated routes (pay page, sign-up, login, docs), per
 *   client address; `PUBLIC_RATE_LIMIT_PER_SECOND`.
 *
 * Both are kept in this process's memory, synchronously: they protect a
 * gateway node's capacity, so a node counts what it serves, and no request
 * waits on Redis for them. The market limit is the one the spec states per
 * merchant across nodes, and stays in Redis. A limit of 0 turns a policy off
 * (benchmarks of the pipeline itself).
 *
 * The answer carries the IETF fields (draft-ietf-httpapi-ratelimit-headers):
 * `RateLimit-Policy: "api";q=100;w=1` and `RateLimit: "api";r=42;t=1`.
 */
import type { AuthRequirement, Principal } from '../http/route'
import { HttpError } from './failures'

export type RatePolicyName = 'api' | 'public'

export interface RatePolicy {
  readonly name: RatePolicyName
  /** Requests allowed per window. */
  readonly quota: number
  readonly windowSec: number
}

export interface RequestLimitsConfig {
  readonly apiPerSecond: number
  readonly publicPerSecond: number
}

/** One partition's two adjacent windows: enough for a sliding-window estimate. */
interface Counter {
  slot: number
  current: number
  previous: number
}

/**
 * Sliding window over two fixed windows, as platform/kv/rate_limit.ts counts
 * in Redis: the previous window's count weighted by how much of it still
 * overlaps the sliding one. Synchronous and allocation-free per request once
 * a partition is known; partitions idle for two windows are swept.
 */
export class SlidingWindowCounter {
  private readonly counters = new Map<string, Counter>()
  private sweptSlot = 0

  constructor(
    readonly quota: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one request of `partition` at `nowMs` if the window has room; answers what is left either way. */
  take(partition: string, nowMs: number): { allowed: boolean; remaining: number; resetSec: number } {
    const slot = Math.floor(nowMs / this.windowMs)
    if (slot > this.sweptSlot + 1) this.sweep(slot)
    let counter = this.counters.get(partition)
    if (!counter) {
      counter = { slot, current: 0, previous: 0 }
      this.counters.set(partition, counter)
    } else if (counter.slot !== slot) {
      counter.previous = counter.slot === slot - 1 ? counter.current : 0
      counter.current = 0
      counter.slot = slot
    }
    const elapsed = nowMs - slot * this.windowMs
    const used = counter.previous * ((this.windowMs - elapsed) / this.windowMs) + counter.current
    const allowed = used < this.quota
    if (allowed) counter.current++
    return {
      allowed,
      // What may still pass now: the window's room after this request, a partly used slot counting as one.
      remaining: Math.max(0, Math.ceil(this.quota - used - (allowed ? 1 : 0))),
      resetSec: Math.max(1, Math.ceil((this.windowMs - elapsed) / 1000)),
    }
  }

  /** Partitions being counted (memory: one small object each). */
  get size(): number {
    return this.counters.size
  }

  private sweep(slot: number): void {
    this.sweptSlot = slot
    for (const [partition, counter] of this.counters) if (counter.slot < slot - 1) this.counters.delete(partition)
  }
}

/** Which policy a route's requests count against. */
function policyOf(auth: AuthRequirement): RatePolicyName {
  return auth.kind === 'public' ? 'public' : 'api'
}

/** The bucket a request counts in: the merchant and environment, the member, the operator, or the client's address. */
function partitionOf(principal: Principal, clientAddress: () => string): string {
  switch (principal.kind) {
    case 'apiKey':
      return `k:${principal.businessId}:${principal.isTestMode ? 'test' : 'live'}`
    case 'user':
      return `u:${principal.userId}`
    case 'admin':
      return 'admin'
    case 'anonymous':
      return `ip:${clientAddress()}`
  }
}

/** The `RateLimit-Policy` item of one policy (the gateway's, or a route's own such as `market`). */
export const policyField = (policy: { readonly name: string; readonly quota: number; readonly windowSec: number }): string =>
  `"${policy.name}";q=${policy.quota};w=${policy.windowSec}`

export class RequestLimits {
  private readonly policies = new Map<RatePolicyName, { policy: RatePolicy; counter: SlidingWindowCounter; field: string }>()

  constructor(
    config: RequestLimitsConfig,
    private readonly now: () => number = Date.now,
  ) {
    for (const [name, quota] of [
      ['api', config.apiPerSecond],
      ['public', config.publicPerSecond],
    ] as const) {
      if (quota <= 0) continue
      const policy = { name, quota, windowSec: 1 }
      this.policies.set(name, { policy, counter: new SlidingWindowCounter(quota, 1000), field: policyField(policy) })
    }
  }

  /**
   * Counts the request against its route's policy. Answers the headers every
   * later answer to it carries, or throws 429 `RATE_LIMITED` with them and
   * `Retry-After`.
   */
  admit(auth: AuthRequirement, principal: Principal, clientAddress: () => string): Record<string, string> | undefined {
    const entry = this.policies.get(policyOf(auth))
    if (!entry) return undefined
    const { policy, counter, field } = entry
    const taken = counter.take(partitionOf(principal, clientAddress), this.now())
    const headers = {
      'ratelimit-policy': field,
      ratelimit: `"${policy.name}";r=${taken.remaining};t=${taken.resetSec}`,
    }
    if (!taken.allowed) {
      throw new HttpError(
        429,
        'RATE_LIMITED',
        `at most ${policy.quota} requests per ${policy.windowSec} s (${policy.name} limit); retry after the Retry-After header`,
        { ...headers, 'retry-after': String(taken.resetSec) },
      )
    }
    return headers
  }
}

/**
 * Joins two sets of answer headers: the gateway's limit and a route's own
 * (the market limit) are both listed, as the IETF fields are lists.
 */
export function withRateHeaders(
  own: Readonly<Record<string, string>> | undefined,
  limits: Readonly<Record<string, string>> | undefined,
): Readonly<Record<string, string>> | undefined {
  if (!limits) return own
  if (!own) return limits
  const out: Record<string, string> = { ...limits }
  for (const [name, value] of Object.entries(own)) {
    const key = name.toLowerCase()
    out[key] = (key === 'ratelimit' || key === 'ratelimit-policy') && out[key] ? `${out[key]}, ${value}` : value
  }
  return out
}
