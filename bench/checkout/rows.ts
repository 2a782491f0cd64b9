/** The checkout bench's table rows from its medians: the goals against the same-guarantee peer, the rest for context. */
import type { LoadResult } from '../http/load'
import type { BenchResult } from '../result'

interface Figures {
  readonly create: number
  readonly verify: number
  readonly createP99: number
  readonly verifyP99: number
}

export interface CheckoutMedians {
  readonly rounds: number
  readonly merchants: number
  readonly ours: Figures
  /** Fastify + postgres keeping our guarantees (server_fastify_durable.ts). */
  readonly same: Figures
  /** Fastify + postgres inserting one row (server_fastify.ts). */
  readonly peer: Figures
  readonly rawInsert: number
  readonly bareRps: number
  /** Creates/s with each request from another of `merchants` merchants (median of the rounds). */
  readonly spread?: number
  readonly overGrpc: { create: LoadResult; verify: LoadResult }
}

const SAME = 'Fastify + postgres, same guarantees'
const ONE_ROW = 'Fastify + postgres, one row'

export function checkoutRows(m: CheckoutMedians): BenchResult[] {
  const of = `median of ${m.rounds}`
  const create = (metric: string, value: number, baseline: BenchResult['baseline'], more: Partial<BenchResult> = {}) => ({
    scenario: 'checkout.create',
    metric,
    value,
    unit: more.unit ?? 'req/s',
    ...(baseline ? { baseline } : {}),
    ...more,
  })
  const verify = (metric: string, value: number, baseline: BenchResult['baseline'], more: Partial<BenchResult> = {}) => ({
    ...create(metric, value, baseline, more),
    scenario: 'checkout.verify',
  })
  return [
    create(`sessions created/s (durable), ${of}`, m.ours.create, { name: 'raw Postgres INSERT loop', value: m.rawInsert }, { goal: 0.6 }),
    create(`created/s vs same-guarantee peer, ${of}`, m.ours.create, { name: SAME, value: m.same.create, overHttp: true }, { goal: 2 }),
    create(`created/s vs one-row peer, ${of}`, m.ours.create, { name: ONE_ROW, value: m.peer.create, overHttp: true }),
    create('p99 latency', m.ours.createP99, { name: SAME, value: m.same.createP99 }, { unit: 'ms', lowerIsBetter: true }),
    verify(
      `verifies/s vs bare uWS (wrk), ${of}`,
      m.ours.verify,
      { name: 'bare uWS route', value: m.bareRps, overHttp: true },
      { goal: 0.25 },
    ),
    verify(`verifies/s vs same-guarantee peer, ${of}`, m.ours.verify, { name: SAME, value: m.same.verify, overHttp: true }, { goal: 3 }),
    verify(`verifies/s vs one-row peer, ${of}`, m.ours.verify, { name: ONE_ROW, value: m.peer.verify, overHttp: true }),
    verify('p99 latency', m.ours.verifyP99, { name: SAME, value: m.same.verifyP99 }, { unit: 'ms', lowerIsBetter: true }),
    ...(m.spread === undefined
      ? []
      : [
          create(
            `created/s, ${m.merchants.toLocaleString('en')} merchants vs one, ${of}`,
            m.spread,
            { name: 'one merchant (same run)', value: m.ours.create, overHttp: true },
            { goal: 0.9 },
          ),
        ]),
    create('created/s, roles over gRPC', m.overGrpc.create.rps, { name: SAME, value: m.same.create, overHttp: true }),
    verify('verifies/s, roles over gRPC', m.overGrpc.verify.rps, { name: SAME, value: m.same.verify, overHttp: true }),
  ]
}
