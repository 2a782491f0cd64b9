/**
 * Publishes committed events to subscribers and then marks them published.
 * The fast path hands events over right after their commit; the recovery
 * scan republishes anything a crash left unmarked. Delivery is therefore at
 * least once, always with the event id assigned before the commit, so
 * subscribers deduplicate on it. Nothing is published that was not committed.
 */
import type { Logger } from '../../platform/log'
import type { ActorStore, StoredEvent } from './store'

export type EventSubscriber = (events: readonly StoredEvent[]) => Promise<void>

const BATCH = 500
/**
 * Deliveries running at once. Events committed meanwhile wait and go in the
 * next batch, so under load one subscriber call and one mark-published
 * statement serve many commits (adaptive batching, as group commit does),
 * while a lone event still goes out at once.
 */
const MAX_DELIVERIES_IN_FLIGHT = 2

export class OutboxRelay {
  private readonly subscribers: EventSubscriber[] = []
  private pending: StoredEvent[] = []
  private scheduled = false
  private inFlight = new Set<Promise<void>>()
  private timer: NodeJS.Timeout | undefined

  constructor(
    private readonly store: ActorStore,
    private readonly logger: Logger,
    private readonly ownedShards: () => number[],
  ) {}

  subscribe(subscriber: EventSubscriber): void {
    this.subscribers.push(subscriber)
  }

  /** Fast path, called after a commit. Never blocks the actor that committed. */
  publish(events: StoredEvent[]): void {
    for (const e of events) this.pending.push(e)
    if (!this.scheduled) {
      this.scheduled = true
      setImmediate(() => this.flush())
    }
  }

  private flush(): void {
    this.scheduled = false
    while (this.pending.length > 0 && this.inFlight.size < MAX_DELIVERIES_IN_FLIGHT) {
      const batch = this.pending.splice(0, BATCH)
      this.track(this.deliver(batch))
    }
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work)
    void work.finally(() => {
      this.inFlight.delete(work)
      if (this.pending.length > 0) this.flush()
    })
  }

  private async deliver(batch: readonly StoredEvent[]): Promise<void> {
    try {
      for (const subscriber of this.subscribers) await subscriber(batch)
      await this.store.markPublished(batch.map((e) => e.eventId))
    } catch (error) {
      // Left unmarked on purpose: the recovery scan delivers these again.
      this.logger.warn({ err: error, events: batch.length }, 'outbox delivery failed; recovery will retry')
    }
  }

  /** Republishes events older than minAgeMs that were never marked published. Returns how many. */
  async recoverOnce(minAgeMs: number): Promise<number> {
    const events = await this.store.unpublished(this.ownedShards(), minAgeMs, BATCH)
    if (events.length > 0) await this.deliver(events)
    return events.length
  }

  start(intervalMs: number, minAgeMs: number): void {
    this.timer = setInterval(() => {
      this.recoverOnce(minAgeMs).catch((error: unknown) => this.logger.warn({ err: error }, 'outbox recovery scan failed'))
    }, intervalMs)
    this.timer.unref()
  }

  /** Waits for deliveries already handed over (graceful shutdown). */
  async drain(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    while (this.pending.length > 0 || this.inFlight.size > 0) {
      this.flush()
      await Promise.all([...this.inFlight])
    }
  }
}
