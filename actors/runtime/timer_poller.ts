/**
 * Fires durable timers. Timers live in Postgres, so one set before a restart
 * fires after it, on whichever host then owns the actor's shard. A timer is
 * removed in the same write as the decision it caused, so firing is at least
 * once and a decision never happens twice for one firing unless a crash
 * interrupts between them.
 */
import type { Logger } from '../../platform/log'
import type { ActorStore, DueTimer } from './store'

const BATCH = 500

export class TimerPoller {
  private readonly inFlight = new Set<string>()
  private timer: NodeJS.Timeout | undefined

  constructor(
    private readonly store: ActorStore,
    private readonly logger: Logger,
    private readonly ownedShards: () => number[],
    private readonly nowMs: () => number,
    private readonly fire: (timer: DueTimer) => Promise<void>,
  ) {}

  /** Fires everything due now; resolves when those firings are handled. Returns how many fired. */
  async pollOnce(): Promise<number> {
    const due = await this.store.dueTimers(this.ownedShards(), this.nowMs(), BATCH)
    const firing: Promise<void>[] = []
    for (const timer of due) {
      const key = `${timer.kind}\u0000${timer.id}\u0000${timer.name}\u0000${timer.dueAtMs}`
      if (this.inFlight.has(key)) continue
      this.inFlight.add(key)
      firing.push(
        this.fire(timer)
          .catch((error: unknown) =>
            this.logger.warn({ err: error, kind: timer.kind, timer: timer.name }, 'timer firing failed; will retry'),
          )
          .finally(() => this.inFlight.delete(key)),
      )
    }
    await Promise.all(firing)
    return firing.length
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => {
      this.pollOnce().catch((error: unknown) => this.logger.warn({ err: error }, 'timer poll failed'))
    }, intervalMs)
    this.timer.unref()
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
  }
}
