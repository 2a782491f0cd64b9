/**
 * market.ws: 1k and 5k WebSocket clients subscribed to 100 symbols ticking
 * 10 times a second, the load spread over BENCH_MARKET_LOAD_PROCESSES
 * processes (never the server's). The platform path is measured next to a
 * bare uWS publisher of the same frames (the limit) and the `ws` library
 * doing the same fan-out (the peer): ticks delivered/s, hub-to-client latency
 * p50 and p99, server CPU per delivered tick, server memory per connection.
 * The machine's cores are shared, so the three are measured in interleaved
 * rounds (BENCH_MARKET_ROUNDS, default 3) and each figure is the median.
 */
import type { BenchResult } from '../result'
import { LOAD_PROCESSES, measure, type Measured } from './measure'

const ROUNDS = Number(process.env.BENCH_MARKET_ROUNDS ?? 3)

/** The median of every numeric field across rounds, field by field. */
function median(rounds: readonly Measured[]): Measured {
  const pick = (key: keyof Measured) => {
    const sorted = rounds.map((r) => r[key]).sort((a, b) => a - b)
    return sorted[Math.floor((sorted.length - 1) / 2)]!
  }
  return Object.fromEntries(Object.keys(rounds[0]!).map((k) => [k, pick(k as keyof Measured)])) as unknown as Measured
}

/** Server CPU outside the kernel per 1M ticks: the part the server's own code (JS, uWS or ws) decides. */
function userMs(m: Measured): number {
  return (m.cpuMsPerMillionTicks * (m.serverCpuCores - m.serverSystemCores)) / m.serverCpuCores
}

function describe(name: string, m: Measured): string {
  return `${name} ${Math.round(m.ticksPerSec)} ticks/s p50 ${m.p50Ms} p99 ${m.p99Ms} ms, server ${m.serverCpuCores.toFixed(2)} cores (kernel ${m.serverSystemCores.toFixed(2)}), load ${m.loadCpuCores.toFixed(2)} cores, rest of machine ${m.otherCpuCores.toFixed(2)} cores, ${(m.bytesPerConnection / 1024).toFixed(1)} KiB/conn, closed ${m.closed}, conflated ${m.conflatedFrames}`
}

export async function runMarketBench(sizes: readonly number[] = [1_000, 5_000]): Promise<BenchResult[]> {
  const results: BenchResult[] = []
  for (const clients of sizes) {
    const rounds: Array<{ limit: Measured; peer: Measured; ours: Measured }> = []
    for (let round = 0; round < ROUNDS; round++) {
      const r = {
        limit: await measure('server_bare.js', clients),
        peer: await measure('server_ws.js', clients),
        ours: await measure('server_platform.js', clients),
      }
      process.stderr.write(
        `  ${clients} clients, round ${round + 1}/${ROUNDS} (${LOAD_PROCESSES} load processes):\n    ${describe('ours ', r.ours)}\n    ${describe('limit', r.limit)}\n    ${describe('ws   ', r.peer)}\n`,
      )
      rounds.push(r)
    }
    const limit = median(rounds.map((r) => r.limit))
    const peer = median(rounds.map((r) => r.peer))
    const ours = median(rounds.map((r) => r.ours))
    const scenario = `market.ws.${clients}`
    const offered = clients * 100 * Number(process.env.BENCH_MARKET_TICKS_PER_SECOND ?? 10)
    results.push(
      {
        scenario,
        metric: 'ticks delivered/s',
        value: ours.ticksPerSec,
        unit: 'ticks/s',
        baseline: { name: 'bare uWS publisher (limit)', value: limit.ticksPerSec },
        goal: 0.5,
      },
      {
        scenario,
        metric: 'ticks delivered/s vs ws library',
        value: ours.ticksPerSec,
        unit: 'ticks/s',
        baseline: { name: 'ws library fan-out (peer)', value: peer.ticksPerSec },
        goal: 5,
      },
      {
        scenario,
        metric: 'ticks delivered/s vs offered',
        value: ours.ticksPerSec,
        unit: 'ticks/s',
        baseline: { name: 'offered by the feed', value: offered },
      },
      {
        scenario,
        metric: 'p50 hub->client latency',
        value: ours.p50Ms,
        unit: 'ms',
        baseline: { name: 'bare uWS publisher', value: limit.p50Ms },
        lowerIsBetter: true,
      },
      {
        scenario,
        metric: 'p99 hub->client latency',
        value: ours.p99Ms,
        unit: 'ms',
        baseline: { name: 'bare uWS publisher', value: limit.p99Ms },
        lowerIsBetter: true,
        ...(clients >= 5_000 ? { max: 50 } : {}),
      },
      {
        scenario,
        metric: 'p99 hub->client latency vs ws',
        value: ours.p99Ms,
        unit: 'ms',
        baseline: { name: 'ws library fan-out', value: peer.p99Ms },
        lowerIsBetter: true,
      },
      {
        scenario,
        metric: 'server CPU per 1M ticks',
        value: ours.cpuMsPerMillionTicks,
        unit: 'ms',
        baseline: { name: 'ws library fan-out', value: peer.cpuMsPerMillionTicks },
        lowerIsBetter: true,
      },
      {
        scenario,
        metric: 'server user-space CPU per 1M ticks',
        value: userMs(ours),
        unit: 'ms',
        baseline: { name: 'ws library fan-out', value: userMs(peer) },
        lowerIsBetter: true,
      },
      {
        scenario,
        metric: 'server CPU per 1M ticks vs limit',
        value: ours.cpuMsPerMillionTicks,
        unit: 'ms',
        baseline: { name: 'bare uWS publisher', value: limit.cpuMsPerMillionTicks },
        lowerIsBetter: true,
      },
      {
        scenario,
        metric: 'server memory per connection',
        value: ours.bytesPerConnection / 1024,
        unit: 'KiB',
        baseline: { name: 'ws library fan-out', value: peer.bytesPerConnection / 1024 },
        lowerIsBetter: true,
      },
    )
    process.stderr.write(
      `  ${clients} clients, median of ${ROUNDS}:\n    ${describe('ours ', ours)}\n    ${describe('limit', limit)}\n    ${describe('ws   ', peer)}\n`,
    )
  }
  return results
}

if (require.main === module) {
  void runMarketBench().then((r) => console.log(JSON.stringify(r, null, 2)))
}
