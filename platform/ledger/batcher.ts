/**
 * Group commit for ledger batches (the house pattern of actors/runtime/
 * load_batcher.ts): calls that arrive while earlier batches are in flight
 * are merged into one function call, so a hot account is locked, read and
 * written once per merged batch instead of once per caller, and Postgres
 * sees one round trip. A caller's items stay contiguous and in order, and
 * each caller gets back exactly its own slice of the results.
 *
 * Batches in flight at once touch disjoint keys (accounts, pending ids):
 * a caller whose keys a batch in flight holds waits here, and goes out with
 * the others that waited for those keys, instead of waiting in Postgres on
 * a row lock while holding a connection and the locks of its own batch
 * (which would queue unrelated callers behind a hot account). Keys are a
 * hint only, for this process: correctness rests on the row locks.
 *
 * A batch that could fill several free slots is split by key (partition.ts) into calls that run at once.
 */
import { partition } from './partition'

export interface BatcherOptions {
  readonly maxItems: number
  readonly maxInFlight: number
  /** A batch is split into calls in flight at once only if each gets at least this many items. */
  readonly minSplitItems?: number
}

type Waiter<I, R> = { items: I[]; keys: readonly string[]; resolve: (r: R[]) => void; reject: (e: unknown) => void }

export class Batcher<I, R> {
  private queue: Waiter<I, R>[] = []
  private inFlight = 0
  private readonly busy = new Set<string>()
  private scheduled = false

  constructor(
    private readonly run: (items: I[]) => Promise<R[]>,
    private readonly options: BatcherOptions,
  ) {}

  submit(items: I[], keys: readonly string[] = []): Promise<R[]> {
    if (items.length === 0) return Promise.resolve([])
    return new Promise((resolve, reject) => {
      this.queue.push({ items, keys, resolve, reject })
      this.schedule()
    })
  }

  private schedule(): void {
    if (this.scheduled || this.queue.length === 0 || this.inFlight >= this.options.maxInFlight) return
    this.scheduled = true
    // One tick lets the callers of this tick join the batch.
    setImmediate(() => {
      this.scheduled = false
      this.flush()
    })
  }

  /**
   * The callers of the next batch: in queue order, none holding a key of a batch in flight, up to maxItems
   * (a larger caller goes alone). A caller left out keeps its keys from the callers behind it, so callers
   * sharing a key go out in queue order.
   */
  private take(): Waiter<I, R>[] {
    const batch: Waiter<I, R>[] = []
    const held = new Set<string>()
    let size = 0
    const rest: Waiter<I, R>[] = []
    for (const w of this.queue) {
      const fits = batch.length === 0 || size + w.items.length <= this.options.maxItems
      if (fits && !w.keys.some((k) => this.busy.has(k) || held.has(k))) {
        batch.push(w)
        size += w.items.length
      } else {
        rest.push(w)
        for (const k of w.keys) held.add(k)
      }
    }
    this.queue = rest
    return batch
  }

  private flush(): void {
    while (this.queue.length > 0 && this.inFlight < this.options.maxInFlight) {
      const taken = this.take()
      if (taken.length === 0) return // every waiter waits for a key in flight; its batch's end reschedules
      const free = this.options.maxInFlight - this.inFlight
      for (const batch of partition(
        taken,
        (w) => w.keys,
        (w) => w.items.length,
        free,
        this.options.minSplitItems ?? 16,
      ))
        this.send(batch)
    }
  }

  private send(batch: Waiter<I, R>[]): void {
    const keys = new Set(batch.flatMap((w) => w.keys))
    for (const k of keys) this.busy.add(k)
    this.inFlight += 1
    this.run(batch.flatMap((w) => w.items))
      .then(
        (results) => {
          let at = 0
          for (const w of batch) {
            w.resolve(results.slice(at, at + w.items.length))
            at += w.items.length
          }
        },
        (error: unknown) => {
          for (const w of batch) w.reject(error)
        },
      )
      .finally(() => {
        for (const k of keys) this.busy.delete(k)
        this.inFlight -= 1
        this.schedule()
      })
  }
}
