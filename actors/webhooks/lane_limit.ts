/**
 * How many attempts an endpoint's lane may have in flight, following how the endpoint answers (additive increase,
 * multiplicative decrease, as TCP's congestion window does). Every lane starts at the floor. Each answer within
 * FAST_ANSWER_MS opens one more slot, up to the cap, so a merchant that answers quickly drains a block's thousand
 * webhooks in well under a second. Every refusal, timeout, network error or answer slower than SLOW_ANSWER_MS halves
 * it, never below the floor, so a struggling or dead endpoint is never pushed harder and holds only the floor's
 * sockets. A lane that empties forgets its limit: the next burst starts at the floor again.
 */
import type { AttemptOutcome } from './sender'

/** An answer this quick says the endpoint has room for more at once. */
export const FAST_ANSWER_MS = 250
/** An answer this slow says the endpoint is loaded: back off. */
export const SLOW_ANSWER_MS = 1_000

export interface LaneBounds {
  /** Where every lane starts, and the least it keeps. */
  readonly floor: number
  /** The most in flight to one endpoint, however quickly it answers. */
  readonly cap: number
}

export function nextLaneLimit(limit: number, outcome: Pick<AttemptOutcome, 'ok' | 'durationMs'>, bounds: LaneBounds): number {
  if (!outcome.ok || outcome.durationMs > SLOW_ANSWER_MS) return Math.max(bounds.floor, Math.floor(limit / 2))
  if (outcome.durationMs <= FAST_ANSWER_MS) return Math.min(bounds.cap, limit + 1)
  return limit
}
