/** Gateway request metrics, labelled by route template (never the raw path: bounded cardinality). */
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

export class GatewayMetrics {
  readonly registry = new Registry()
  private readonly requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests by route, method and status', labelNames: ['route', 'method', 'status'] as const, registers: [this.registry] })
  private readonly latency = new Histogram({
    name: 'http_request_duration_seconds', help: 'HTTP request latency by route', labelNames: ['route', 'method'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5], registers: [this.registry],
  })

  constructor() {
    collectDefaultMetrics({ register: this.registry })
  }

  // Label lookups hash their strings; caching the children per label set
  // keeps the per-request cost to two increments.
  private readonly children = new Map<string, { count: { inc(): void }; time: { observe(v: number): void } }>()

  observe(route: string, method: string, status: number, seconds: number): void {
    const key = `${route}\u0000${method}\u0000${status}`
    let child = this.children.get(key)
    if (!child) {
      child = { count: this.requests.labels(route, method, String(status)), time: this.latency.labels(route, method) }
      this.children.set(key, child)
    }
    child.count.inc()
    child.time.observe(seconds)
  }
}
