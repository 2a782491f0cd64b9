/**
 * Publishes committed events to subscribers and then marks them published.
 * The fast path hands events over right after their commit; the recovery
 * scan republishes anything a crash left unmarked. Delivery is therefore at
 * least once, always with the event id assigned before the commit, so
 * subscribers deduplicate on it. Nothing is published that was not committed.
 *
 * Each subscriber has a lane of its own. Some subscribers wait on other
 * actors (the deposit router waits until each owner has taken its deposit,
 * hundreds of turns for a busy block); in one shared lane every event behind
 * them waited too, so a session's `payment.confirmed` reached the webhook
 * subscriber a second after the session had committed it. An event is marked
 * published once every lane has taken it; one a subscriber failed on stays
 * unmarked, and the recovery scan delivers it again to every subscriber.
 */
import type { Logger } from '../../platform/log'
import type { ActorStore, StoredEvent } from './store'

export type EventSubscriber = (events: readonly StoredEvent[]) => Promise<void>

const BATCH = 500
/**
 * Calls a lane has running at once. Events committed meanwhile wait and go in
 * its next batch, so under load one subscriber call serves many commits
 * (adaptive batching, as group commit does), while a lone event still goes
 * out at once.
 */
const MAX_DELIVERIES_IN_FLIGHT = 2

class Lane {
  pending: StoredEvent[] = []
  inFlight = 0
  scheduled = false
  constructor(readonly subscriber: EventSubscriber) {}
}

/** Lanes an event still waits for, and whether one of them failed on it. */
type Progress = { remaining: number; failed: boolean }

export class OutboxRelay {
  private readonly lanes: Lane[] = []
  private readonly progress = new Map<string, Progress>()
  private unmarked: string[] = []
  private marking: Promise<void> | undefined
  private readonly inFlight = new Set<Promise<void>>()
  private timer: NodeJS.Timeout | undefined

  constructor(
    private readonly store: ActorStore,
    private readonly logger: Logger,
    private readonly ownedShards: () => number[],
  ) {}

  subscribe(subscriber: EventSubscriber): void {
    this.lanes.push(new Lane(subscriber))
  }

  /** Fast path, called after a commit. Never blocks the actor that committed. */
  publish(events: StoredEvent[]): void {
    if (this.lanes.length === 0) return this.mark(events.map((e) => e.eventId))
    for (const e of events) this.progress.set(e.eventId, { remaining: this.lanes.length, failed: false })
    for (const lane of this.lanes) {
      for (const e of events) lane.pending.push(e)
      if (!lane.scheduled) {
        lane.scheduled = true
        setImmediate(() => {
          lane.scheduled = false
          this.flush(lane)
        })
      }
    }
  }

  private flush(lane: Lane): void {
    while (lane.pending.length > 0 && lane.inFlight < MAX_DELIVERIES_IN_FLIGHT) {
      const batch = lane.pending.splice(0, BATCH)
      lane.inFlight += 1
      const work = lane
        .subscriber(batch)
        .then(
          () => this.taken(batch, true),
          (error: unknown) => {
            // Left unmarked on purpose: the recovery scan delivers these again.
            this.logger.warn({ err: error, events: batch.length }, 'outbox delivery failed; recovery will retry')
            this.taken(batch, false)
          },
        )
        .finally(() => {
          lane.inFlight -= 1
          if (lane.pending.length > 0) this.flush(lane)
        })
      this.track(work)
    }
  }

  /** A lane has taken `batch` (or failed on it): events every lane has now taken without a failure are marked. */
  private taken(batch: readonly StoredEvent[], ok: boolean): void {
    const done: string[] = []
    for (const e of batch) {
      const p = this.progress.get(e.eventId)
      if (!p) continue
      if (!ok) p.failed = true
      p.remaining -= 1
      if (p.remaining > 0) continue
      this.progress.delete(e.eventId)
      if (!p.failed) done.push(e.eventId)
    }
    if (done.length > 0) this.mark(done)
  }

  /** Marks are coalesced: ids arriving while a mark runs go in the next statement. */
  private mark(eventIds: readonly string[]): void {
    for (const id of eventIds) this.unmarked.push(id)
    if (this.marking) return
    this.marking = (async () => {
      try {
        while (this.unmarked.length > 0) {
          const ids = this.unmarked.splice(0, BATCH)
          // Unmarked events are only delivered again by the recovery scan: harmless, subscribers deduplicate.
          await this.store.markPublished(ids).catch((error: unknown) => this.logger.warn({ err: error }, 'outbox mark failed'))
        }
      } finally {
        this.marking = undefined
      }
    })()
    this.track(this.marking)
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work)
    void work.finally(() => this.inFlight.delete(work))
  }

  /** Every subscriber in turn, then the mark: the recovery scan's path, off the hot path. */
  private async deliver(batch: readonly StoredEvent[]): Promise<void> {
    try {
      for (const lane of this.lanes) await lane.subscriber(batch)
      await this.store.markPublished(batch.map((e) => e.eventId))
    } catch (error) {
      // Left unmarked on purpose: the next scan delivers these again.
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

  /** Waits for deliveries already handed over, and their marks (graceful shutdown). */
  async drain(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    while (this.lanes.some((l) => l.pending.length > 0) || this.inFlight.size > 0) {
      for (const lane of this.lanes) this.flush(lane)
      await Promise.all([...this.inFlight])
    }
  }
}
