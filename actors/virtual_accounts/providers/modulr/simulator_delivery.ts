/**
 * The simulator's webhooks: PAYIN notifications to every subscribed URL, as Modulr sends them. The body is
 * signed with the subscription's secret (`x-mod-hmac-signature`: base64 HMAC-SHA512 of the raw body), with an
 * `x-mod-nonce` and `x-mod-retry`. A delivery not answered 2xx (within 5 s) is tried again with backoff (250 ms
 * doubling to 8 s), up to 10 tries; each try is a new event: a new EventId, `x-mod-retry: true`.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { newId, type Inbound } from './simulator_bank'

interface Subscription {
  readonly id: string
  readonly url: string
  secret: string
}

const MAX_TRIES = 10
const ATTEMPT_TIMEOUT_MS = 5_000
const backoffMs = (retry: number): number => Math.min(250 * 2 ** (retry - 1), 8_000)

export class Deliveries {
  readonly subscriptions = new Map<string, Subscription>()
  readonly stats = { attempts: 0, acknowledged: 0, abandoned: 0 }
  private stopped = false
  private readonly timers = new Set<NodeJS.Timeout>()

  constructor(private readonly payin: (payment: Inbound, eventId: string) => Record<string, unknown>) {}

  /** One subscription per URL: subscribing again replaces its secret and keeps its id. */
  subscribe(url: string, secret: string): Subscription {
    const existing = [...this.subscriptions.values()].find((s) => s.url === url)
    if (existing) {
      existing.secret = secret
      return existing
    }
    const subscription: Subscription = { id: newId('W'), url, secret }
    this.subscriptions.set(subscription.id, subscription)
    return subscription
  }

  /** Sends the payment's PAYIN to every subscription; true when at least one acknowledged it. */
  async deliver(payment: Inbound): Promise<boolean> {
    const results = await Promise.all([...this.subscriptions.values()].map((s) => this.deliverTo(s, payment)))
    return results.some((r) => r)
  }

  private async deliverTo(subscription: Subscription, payment: Inbound): Promise<boolean> {
    for (let attempt = 0; attempt < MAX_TRIES && !this.stopped; attempt++) {
      if (attempt > 0) await this.sleep(backoffMs(attempt))
      if (this.stopped) break
      const body = JSON.stringify(this.payin(payment, randomUUID()))
      this.stats.attempts++
      try {
        const res = await fetch(subscription.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-mod-hmac-signature': createHmac('sha512', subscription.secret).update(body).digest('base64'),
            'x-mod-nonce': randomBytes(16).toString('hex'),
            'x-mod-retry': attempt > 0 ? 'true' : 'false',
          },
          body,
          signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        })
        await res.arrayBuffer().catch(() => undefined)
        if (res.ok) {
          this.stats.acknowledged++
          return true
        }
      } catch {
        // Not delivered: tried again after the backoff.
      }
    }
    this.stats.abandoned++
    return false
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer)
        resolve()
      }, ms)
      this.timers.add(timer)
    })
  }

  stop(): void {
    this.stopped = true
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
  }
}
