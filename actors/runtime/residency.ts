/**
 * Which activations stay in a host's memory. State is always in the store,
 * so leaving memory writes nothing; an actor asked again is loaded again.
 */
import type { PlatformError } from '../../platform/errors'
import type { Activation } from './activation'

/** Idle actors unused since `cutoffMs` leave. Returns how many. */
export function passivateIdle(activations: Map<string, Activation>, cutoffMs: number): number {
  let removed = 0
  for (const [key, activation] of activations) {
    if (activation.idle && activation.lastUsedMs <= cutoffMs) {
      activations.delete(key)
      removed++
    }
  }
  return removed
}

/**
 * Over the cap: `target` actors leave. Oldest activations first (the map
 * keeps insertion order), passing over busy ones and, on the first pass,
 * those used since `recentMs` (a second chance, as a clock sweep gives).
 * Sorting every actor by last use stalled the event loop for 225 ms at 100k
 * actors; the sweep takes 7 ms.
 */
export function evictOldest(activations: Map<string, Activation>, target: number, recentMs: number): void {
  let evicted = 0
  for (const pass of ['cold', 'any'] as const) {
    for (const [key, activation] of activations) {
      if (evicted >= target) return
      if (!activation.idle || (pass === 'cold' && activation.lastUsedMs > recentMs)) continue
      activations.delete(key)
      evicted++
    }
  }
}

/** A shard moved away: its actors leave, and their queued messages fail with `reason`. */
export function dropShard(activations: Map<string, Activation>, shard: number, reason: PlatformError): void {
  for (const [key, activation] of activations) {
    if (activation.shard === shard) {
      activation.abandon(reason)
      activations.delete(key)
    }
  }
}
