/**
 * What reached the merchant, and when, for bench deposits.latency: webhook arrivals, the pay page's data, and each
 * stage's time after the block read from the platform's own rows.
 */
import type { Sql } from 'postgres'
import type { Merchant } from '../../test/support/merchant'
import type { Receiver } from '../../test/support/receiver'

const PAGE_POLL_MS = 100
const ARRIVAL_TIMEOUT_MS = 120_000

export interface Spread {
  readonly p50: number
  readonly p99: number
  readonly max: number
}

export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1]! }
}

/**
 * When each delivery first arrived, by event and the id its body names (a session, or a wallet address). Each body is
 * parsed once, as it is first seen: the receiver runs in this process, and re-reading every body on each check would
 * slow it, and with it the platform's deliveries (the load generator must never be the bottleneck).
 */
export class Arrivals {
  private readonly seen = new Map<string, number>()
  private read = 0

  constructor(private readonly receiver: Receiver) {}

  of(event: string, id: string): number | undefined {
    const all = this.receiver.received
    for (; this.read < all.length; this.read++) {
      const r = all[this.read]!
      const body = JSON.parse(r.rawBody) as { session_id?: string; data?: { address?: string } }
      const key = `${String(r.headers['x-webhook-event'])} ${body.session_id ?? body.data?.address}`
      if (!this.seen.has(key)) this.seen.set(key, r.atMs)
    }
    return this.seen.get(`${event} ${id}`)
  }

  async waitForAll(event: string, ids: readonly string[]): Promise<number[]> {
    const deadline = Date.now() + ARRIVAL_TIMEOUT_MS
    for (;;) {
      const missing = ids.filter((id) => this.of(event, id) === undefined)
      if (missing.length === 0) return ids.map((id) => this.of(event, id)!)
      if (Date.now() > deadline) throw new Error(`${missing.length} of ${ids.length} ${event} webhooks did not arrive`)
      await new Promise((r) => setTimeout(r, 20))
    }
  }
}

/** Polls the page data of `ids` until each shows `paid`; answers when each first did. */
export function pagePollers(m: Merchant, ids: readonly string[]): { done: Promise<number[]>; stop(): void } {
  let stopped = false
  const done = Promise.all(
    ids.map(async (id) => {
      while (!stopped) {
        const page = await m.call('GET', `/api/v1/checkout/${id}/page`)
        if (page.body.view === 'paid') return Date.now()
        await new Promise((r) => setTimeout(r, PAGE_POLL_MS))
      }
      return Number.NaN
    }),
  )
  return { done, stop: () => (stopped = true) }
}

/** Where the time of a measured block went: p50/p99 of each stage's end after the block, from the platform's own rows. */
export async function stages(sql: Sql, minedAtMs: number, eventType: string, receivedAt: readonly number[]): Promise<string> {
  const [row] = await sql<{ settled: number[]; created: number[]; attempted: number[] }[]>`
    SELECT
      (SELECT coalesce(array_agg(settled_at_ms - ${minedAtMs} ORDER BY settled_at_ms), '{}') FROM chain_deposits
        WHERE sandbox = false AND settled_at_ms >= ${minedAtMs}) AS settled,
      (SELECT coalesce(array_agg(created_at_ms - ${minedAtMs} ORDER BY created_at_ms), '{}') FROM webhook_deliveries
        WHERE event_type = ${eventType} AND created_at_ms >= ${minedAtMs}) AS created,
      (SELECT coalesce(array_agg(delivered_at_ms - ${minedAtMs} ORDER BY delivered_at_ms), '{}') FROM webhook_deliveries
        WHERE event_type = ${eventType} AND created_at_ms >= ${minedAtMs} AND delivered_at_ms IS NOT NULL) AS attempted`
  const events = await sql<{ type: string; at: number[] }[]>`
    SELECT type, array_agg((extract(epoch FROM created_at) * 1000)::bigint - ${minedAtMs} ORDER BY created_at) AS at
      FROM actor_outbox WHERE created_at >= to_timestamp(${minedAtMs / 1000}) GROUP BY type HAVING count(*) >= 100`
  const show = (name: string, values: readonly number[]) => {
    if (values.length === 0) return `${name} -`
    const s = spread(values.map(Number))
    return `${name} ${s.p50}/${s.p99} (${values.length})`
  }
  return [
    ...events.map((e) => show(`event ${e.type}`, e.at)),
    show('deposit settled', row?.settled ?? []),
    show('delivery created', row?.created ?? []),
    show('sent (the attempt that delivered)', row?.attempted ?? []),
    show('received', receivedAt),
  ].join(', ')
}
