/**
 * Steady HTTP load for failure tests: a few loops, each sending one request
 * at a time, every outcome kept with its start and end time, so a test can
 * say how many requests failed around an event and how long until they
 * succeeded again.
 */
export interface Outcome {
  readonly startMs: number
  readonly endMs: number
  /** The HTTP status, or 0 when no response came (refused, reset, timed out). */
  readonly status: number
}

export interface LoadMeter {
  readonly outcomes: readonly Outcome[]
  stop(): Promise<void>
}

/** Runs `loops` concurrent loops of `send(n)` (n counts every request) until stopped. */
export function startLoad(loops: number, send: (n: number) => Promise<Response>, timeoutMs = 20_000): LoadMeter {
  const outcomes: Outcome[] = []
  let running = true
  let n = 0
  const loop = async () => {
    while (running) {
      const startMs = Date.now()
      const status = await Promise.race([
        send(n++).then(async (res) => (await res.arrayBuffer(), res.status)),
        new Promise<number>((resolve) => setTimeout(() => resolve(0), timeoutMs)),
      ]).catch(() => 0)
      outcomes.push({ startMs, endMs: Date.now(), status })
      // A refused connection returns at once; pause so a dead gateway is not a busy loop.
      if (status === 0) await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  const done = Promise.all(Array.from({ length: loops }, loop))
  return {
    outcomes,
    async stop() {
      running = false
      await done
    },
  }
}

export interface EventCost {
  /** Requests that ended in [eventMs, untilMs] without a 2xx. */
  readonly errors: number
  readonly statuses: readonly number[]
  /** From the event to the end of the first 2xx request started after it. */
  readonly firstSuccessMs: number | undefined
  /** From the event to the end of the last failed request; 0 when none failed. */
  readonly lastErrorMs: number
  readonly succeeded: number
  /** The longest request that ended in the window. */
  readonly slowestMs: number
}

/** What an event at `eventMs` cost the load, looking at requests that ended up to `untilMs`. */
export function costOf(outcomes: readonly Outcome[], eventMs: number, untilMs: number): EventCost {
  const window = outcomes.filter((o) => o.endMs >= eventMs && o.endMs <= untilMs)
  const failed = window.filter((o) => o.status < 200 || o.status > 299)
  const firstSuccess = window.filter((o) => o.startMs >= eventMs && o.status >= 200 && o.status <= 299).map((o) => o.endMs)
  return {
    errors: failed.length,
    statuses: [...new Set(failed.map((o) => o.status))].sort(),
    firstSuccessMs: firstSuccess.length > 0 ? Math.min(...firstSuccess) - eventMs : undefined,
    lastErrorMs: failed.length > 0 ? Math.max(...failed.map((o) => o.endMs)) - eventMs : 0,
    succeeded: window.length - failed.length,
    slowestMs: Math.max(0, ...window.map((o) => o.endMs - o.startMs)),
  }
}
