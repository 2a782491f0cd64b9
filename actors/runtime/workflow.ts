/**
 * The one way a product runs work that outlives a request (an order's provider steps, a transfer's ladder, a
 * send's checks): a workflow. Each item (an actor id) is advanced by a `step` that is safe to repeat on any host,
 * because the item's actor decides every change. Two things start a step:
 *
 * - an event committed for the item (the fast path: the step runs as soon as the outbox relays it);
 * - a scan of the open items on the shards this host leases (after a crash or a lost event, and to poll what
 *   only an outside party can answer). The scan pages through every open item, so no item waits behind a
 *   full first page.
 *
 * The same item never runs twice at once on a host. An item whose step failed waits before the scan retries it,
 * doubling up to a ceiling, measured on the injected clock; an event for it runs it at once (it brings news).
 */
import type { Clock } from '../../platform/clock'
import type { Logger } from '../../platform/log'
import type { EventSubscriber } from './outbox_relay'
import type { StoredEvent } from './store'

export interface WorkflowSpec {
  /** Names the workflow in logs. */
  readonly name: string
  /**
   * The item an event starts or continues, or null when the event is not this workflow's. Absent when only the
   * scan and explicit kicks bring items (work that polls an outside party, or whose event needs a durable first
   * step before it counts as handled: the product's own subscriber takes it, then kicks).
   */
  kickedBy?(event: StoredEvent): string | null
  /**
   * Open items on `shards` with an id after `afterId`, in id order, at most `limit`. Absent when durable
   * timers already bring every item back (their events kick it), so there is nothing to scan.
   */
  open?(shards: readonly number[], afterId: string, limit: number): Promise<readonly string[]>
  /** One pass over one item: safe to repeat, on any host, at any time. */
  step(id: string): Promise<void>
}

export interface WorkflowOptions {
  readonly clock: Clock
  readonly logger: Logger
  /** The shards this host leases now. */
  readonly shards: () => readonly number[]
  /** Items read per page of a scan. */
  readonly pageSize?: number
  /** Passes a scan keeps running at once (an outside party is asked about each); event kicks are not held back. */
  readonly concurrency?: number
  /** The first wait after a failed step, doubled per failure up to `maxBackoffMs`. */
  readonly backoffMs?: number
  readonly maxBackoffMs?: number
}

const DEFAULT_PAGE = 500
const DEFAULT_CONCURRENCY = 32

export class Workflow {
  private readonly inFlight = new Map<string, Promise<void>>()
  private readonly failures = new Map<string, { count: number; retryAtMs: number }>()
  private scanning: Promise<void> | null = null

  constructor(
    private readonly spec: WorkflowSpec,
    private readonly options: WorkflowOptions,
  ) {}

  /** Kicks the items of this workflow's events (registered with the outbox relay). */
  subscriber(): EventSubscriber {
    return async (events) => {
      for (const e of events) {
        const id = this.spec.kickedBy?.(e) ?? null
        if (id !== null) void this.kick(id)
      }
    }
  }

  get name(): string {
    return this.spec.name
  }

  /** Runs one pass over `id` now, or joins the pass already running; never rejects (a failure is logged and backed off). */
  kick(id: string): Promise<void> {
    const running = this.inFlight.get(id)
    if (running) return running
    const pass = this.spec
      .step(id)
      .then(() => void this.failures.delete(id))
      .catch((error: unknown) => {
        const count = (this.failures.get(id)?.count ?? 0) + 1
        const waitMs = Math.min(this.options.maxBackoffMs ?? 60_000, (this.options.backoffMs ?? 1_000) * 2 ** (count - 1))
        this.failures.set(id, { count, retryAtMs: this.options.clock.nowMs() + waitMs })
        this.options.logger.warn({ err: error, workflow: this.spec.name, id, failures: count }, 'workflow step failed; retried later')
      })
      .finally(() => this.inFlight.delete(id))
    this.inFlight.set(id, pass)
    return pass
  }

  /** Kicks `id` and waits for its pass at most `ms` (a request's bounded wait); the pass goes on after. */
  async runWithin(id: string, ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined
    await Promise.race([this.kick(id), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))])
    clearTimeout(timer)
  }

  /** One scan: every open item on this host's shards, page by page, kicked unless it is backing off. */
  scanOnce(): Promise<void> {
    this.scanning ??= this.scanPages().finally(() => (this.scanning = null))
    return this.scanning
  }

  private async scanPages(): Promise<void> {
    const shards = this.options.shards()
    const open = this.spec.open?.bind(this.spec)
    if (shards.length === 0 || !open) return
    const pageSize = this.options.pageSize ?? DEFAULT_PAGE
    let afterId = ''
    for (;;) {
      const ids = await open(shards, afterId, pageSize)
      for (const id of ids) {
        if ((this.failures.get(id)?.retryAtMs ?? 0) > this.options.clock.nowMs()) continue
        while (this.inFlight.size >= (this.options.concurrency ?? DEFAULT_CONCURRENCY)) await Promise.race(this.inFlight.values())
        void this.kick(id)
      }
      if (ids.length < pageSize) return
      afterId = ids[ids.length - 1]!
    }
  }

  /** Scans every `intervalMs`. Returns the stop function. */
  start(intervalMs: number): () => void {
    const timer = setInterval(() => {
      this.scanOnce().catch((error: unknown) => this.options.logger.warn({ err: error, workflow: this.spec.name }, 'workflow scan failed'))
    }, intervalMs)
    timer.unref()
    return () => clearInterval(timer)
  }

  /** Resolves when no pass is running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0 || this.scanning) await Promise.all([...this.inFlight.values(), this.scanning])
  }
}

/** A workflow as a module hands it to the payments role, which subscribes it to the outbox and scans it every `scanEveryMs`. */
export interface WorkflowRun {
  readonly workflow: Workflow
  /** Absent: never scanned (its items come only from events and kicks). */
  readonly scanEveryMs?: number
}

/**
 * The workflows running on this host, by name: how one product kicks work another product runs without
 * importing it (checkout kicks the refund the treasury executes). The name is declared by the product that
 * kicks; the product that runs the work registers under it.
 */
export class WorkflowDirectory {
  private readonly byName = new Map<string, Workflow>()

  add(workflow: Workflow): void {
    if (this.byName.has(workflow.name)) throw new Error(`workflow ${workflow.name} registered twice`)
    this.byName.set(workflow.name, workflow)
  }

  /**
   * Kicks `id` of the named workflow and waits for its pass at most `ms`. Resolves at once when no module on
   * this host runs that workflow: the item then waits for a host that does (its scan, or its event).
   */
  async runWithin(name: string, id: string, ms: number): Promise<void> {
    await this.byName.get(name)?.runWithin(id, ms)
  }

  all(): readonly Workflow[] {
    return [...this.byName.values()]
  }
}
