/**
 * Light steady load for outage tests: a few requests every tick, each one
 * recorded with when it started, how long it took and what came back. A
 * request that hangs is cut off by the probe's own abort (recorded as
 * status 0), so a hang shows up as a failed assertion, not a stuck test.
 */
export interface Probe {
  readonly name: string
  readonly startedAtMs: number
  readonly tookMs: number
  /** 0 when the probe gave up waiting (abortAfterMs). */
  readonly status: number
  readonly body: unknown
  readonly retryAfter: string | null
  readonly contentType: string | null
}

export type ProbeRequest = { name: string; url: string; init?: RequestInit }

/** Sends `requests()` every `everyMs` until stop() is called; stop() resolves with every probe once all have settled. */
export function startProbeLoad(requests: () => ProbeRequest[], options: { everyMs: number; abortAfterMs: number }) {
  const probes: Probe[] = []
  const inFlight = new Set<Promise<void>>()
  const send = (request: ProbeRequest) => {
    const startedAtMs = Date.now()
    const done = fetch(request.url, { ...request.init, signal: AbortSignal.timeout(options.abortAfterMs) })
      .then(async (res) => {
        const text = await res.text()
        let body: unknown = text
        try {
          body = JSON.parse(text)
        } catch {
          // not JSON: the assertion on the body says so
        }
        const retryAfter = res.headers.get('retry-after')
        probes.push({
          name: request.name,
          startedAtMs,
          tookMs: Date.now() - startedAtMs,
          status: res.status,
          body,
          retryAfter,
          contentType: res.headers.get('content-type'),
        })
      })
      .catch((error: unknown) => {
        probes.push({
          name: request.name,
          startedAtMs,
          tookMs: Date.now() - startedAtMs,
          status: 0,
          body: String(error),
          retryAfter: null,
          contentType: null,
        })
      })
      .finally(() => inFlight.delete(done))
    inFlight.add(done)
  }
  const timer = setInterval(() => requests().forEach(send), options.everyMs)
  return {
    /** The probes answered so far, in the order they settled. */
    settled: (): readonly Probe[] => probes,
    async stop(): Promise<Probe[]> {
      clearInterval(timer)
      await Promise.all([...inFlight])
      return probes.sort((a, b) => a.startedAtMs - b.startedAtMs)
    },
  }
}
