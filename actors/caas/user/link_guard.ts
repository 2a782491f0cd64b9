/**
 * The guards of the consent flow, per (user, merchant), pure functions of a
 * pending link and the clock: a cooldown between code requests (each sends
 * an SMS) and a cap on wrong codes in a sliding hour across codes (six
 * digits must not be guessable by asking for fresh codes).
 */
import { LINK_FAILURE_WINDOW_MS, LINK_REQUEST_COOLDOWN_MS, MAX_LINK_FAILURES, type PendingLink } from './state'

/** Wrong codes inside the window. Links stored before the guards existed have no list: none counted. */
export function recentFailures(link: PendingLink | undefined, nowMs: number): readonly number[] {
  return (link?.failedAtMs ?? []).filter((at) => at > nowMs - LINK_FAILURE_WINDOW_MS)
}

export function failuresLeft(link: PendingLink | undefined, nowMs: number): number {
  return Math.max(0, MAX_LINK_FAILURES - recentFailures(link, nowMs).length)
}

/** Milliseconds until this merchant may request another code; 0 when it may now. */
export function cooldownLeftMs(link: PendingLink | undefined, nowMs: number): number {
  return link ? Math.max(0, (link.requestedAtMs ?? 0) + LINK_REQUEST_COOLDOWN_MS - nowMs) : 0
}

/** A link is kept while its code is valid or one of its guards still binds; dropping it earlier would reset them. */
export function stillBinding(link: PendingLink, nowMs: number): boolean {
  return link.expiresAtMs > nowMs || cooldownLeftMs(link, nowMs) > 0 || recentFailures(link, nowMs).length > 0
}
