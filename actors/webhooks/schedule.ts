/**
 * Retry schedules. Payments: exactly the spec's 5 min, 30 min, 2 h, 12 h,
 * 24 h, then failed. CaaS: the spec says only "exponential backoff"; we use
 * 30 s doubling-ish steps to 12 h (30 s, 2 min, 10 min, 1 h, 4 h, 12 h), then
 * failed: a partner outage of half a day loses nothing.
 */
import type { WebhookProduct } from '../runtime/service/webhooks'

export type { WebhookProduct }

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

export const RETRY_DELAYS_MS: Readonly<Record<WebhookProduct, readonly number[]>> = {
  payments: [5 * MINUTE_MS, 30 * MINUTE_MS, 2 * HOUR_MS, 12 * HOUR_MS, 24 * HOUR_MS],
  caas: [30_000, 2 * MINUTE_MS, 10 * MINUTE_MS, HOUR_MS, 4 * HOUR_MS, 12 * HOUR_MS],
}

/** When to try again after `attemptsMade` failed attempts, or null when the delivery is out of retries. */
export function nextRetryAtMs(product: WebhookProduct, attemptsMade: number, nowMs: number): number | null {
  const delay = RETRY_DELAYS_MS[product][attemptsMade - 1]
  return delay === undefined ? null : nowMs + delay
}

/** A receiver slower than this has failed the attempt (spec: over 5 seconds counts as failed). */
export const RECEIVER_TIMEOUT_MS = 5_000
