/**
 * Gateway request metrics, labelled by route template (never the raw path:
 * bounded cardinality), exposed through the prom-client registry with the
 * process's default metrics.
 *
 * The per-request path is ours, not prom-client's: its label lookup hashes
 * the label object on every observation, which cost about a seventh of a
 * small request. Here one Map lookup finds a label set's slot and an
 * observation is three additions; prom-client formats the slots only when
 * /metrics is scraped.
 */
import { Registry, collectDefaultMetrics } from 'prom-client'

const BUCKETS_S = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const

/** One route, method and status: its request count and latency histogram (cumulative at scrape time). */
interface Slot {
  readonly route: string
  readonly method: string
  readonly status: string
  count: number
  sumS: number
  readonly perBucket: number[]
}

type Value = { labels: Record<string, string>; value: number; metricName?: string }

export class GatewayMetrics {
  readonly registry = new Registry()
  private readonly slots = new Map<string, Slot>()

  constructor() {
    collectDefaultMetrics({ register: this.registry })
    const slots = () => [...this.slots.values()]
    this.registry.registerMetric(
      collector('http_requests_total', 'HTTP requests by route, method and status', 'counter', () =>
        slots().map((s) => ({ labels: { route: s.route, method: s.method, status: s.status }, value: s.count })),
      ),
    )
    this.registry.registerMetric(
      collector('http_request_duration_seconds', 'HTTP request latency by route', 'histogram', () => latencyValues(slots())),
    )
  }

  observe(route: string, method: string, status: number, seconds: number): void {
    const key = `${route}\u0000${method}\u0000${status}`
    let slot = this.slots.get(key)
    if (!slot)
      this.slots.set(
        key,
        (slot = { route, method, status: String(status), count: 0, sumS: 0, perBucket: new Array<number>(BUCKETS_S.length + 1).fill(0) }),
      )
    slot.count++
    slot.sumS += seconds
    let i = 0
    for (const bound of BUCKETS_S) {
      if (!(seconds > bound)) break
      i++
    }
    slot.perBucket[i] = (slot.perBucket[i] ?? 0) + 1
  }
}

/** The latency histogram by route and method (statuses folded together), buckets cumulative as Prometheus wants them. */
function latencyValues(slots: readonly Slot[]): Value[] {
  const byRoute = new Map<string, { route: string; method: string; count: number; sumS: number; perBucket: number[] }>()
  for (const s of slots) {
    const key = `${s.route}\u0000${s.method}`
    let r = byRoute.get(key)
    if (!r)
      byRoute.set(
        key,
        (r = { route: s.route, method: s.method, count: 0, sumS: 0, perBucket: new Array<number>(BUCKETS_S.length + 1).fill(0) }),
      )
    r.count += s.count
    r.sumS += s.sumS
    const perBucket = r.perBucket
    s.perBucket.forEach((n, i) => (perBucket[i] = (perBucket[i] ?? 0) + n))
  }
  const values: Value[] = []
  for (const r of byRoute.values()) {
    let cumulative = 0
    BUCKETS_S.forEach((le, i) => {
      cumulative += r.perBucket[i] ?? 0
      values.push({
        metricName: 'http_request_duration_seconds_bucket',
        labels: { le: String(le), route: r.route, method: r.method },
        value: cumulative,
      })
    })
    values.push({
      metricName: 'http_request_duration_seconds_bucket',
      labels: { le: '+Inf', route: r.route, method: r.method },
      value: r.count,
    })
    values.push({ metricName: 'http_request_duration_seconds_sum', labels: { route: r.route, method: r.method }, value: r.sumS })
    values.push({ metricName: 'http_request_duration_seconds_count', labels: { route: r.route, method: r.method }, value: r.count })
  }
  return values
}

/** A metric prom-client's registry can format: the shape its own metrics return from get(). */
function collector(name: string, help: string, type: 'counter' | 'histogram', values: () => Value[]) {
  return {
    name,
    help,
    type,
    aggregator: 'sum' as const,
    get: async () => ({ name, help, type, aggregator: 'sum' as const, values: values() }),
    reset: () => {},
  } as unknown as Parameters<Registry['registerMetric']>[0]
}
