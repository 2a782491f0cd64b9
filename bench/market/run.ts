/**
 * market.ws: 1k, 5k and 10k WebSocket clients subscribed to 100 symbols ticking
 * 10 times a second, the load spread over BENCH_MARKET_LOAD_PROCESSES
 * processes (never the server's). The platform path is measured next to a
 * bare uWS publisher of the same frames (the limit) and the `ws` library
 * doing the same fan-out (the peer): ticks delivered/s, hub-to-client latency
 * p50 and p99, server CPU per delivered tick, server memory per connection.
 * The machine's cores are shared, so the three are measured in interleaved
 * rounds (BENCH_MARKET_ROUNDS, default 3) and each figure is the median.
 * Then, per server, the largest client count held with p99 at or under
 * 100 ms, searched in steps above the sizes (held.ts).
 */
import type { BenchResult } from '../result'
import { loadProcessesFor, measure, type Measured } from './measure'
import { GENERATOR_BOUND_CORES, heldRows, openFilesLimit, searchHeld, type ServerName, type SizeMedians } from './held'

const ROUNDS = Number(process.env.BENCH_MARKET_ROUNDS ?? 3)
/** Client counts, BENCH_MARKET_CLIENTS (default the three, 1000,5000,10000). */
const SIZES = (process.env.BENCH_MARKET_CLIENTS ?? '1000,5000,10000').split(',').map(Number)
/** The held search (held.ts): its step, and its cap (default twice the largest size, under the open-files limit). */
const HELD_STEP = Number(process.env.BENCH_MARKET_HELD_STEP ?? 1_000)
const heldCap = (sizes: readonly number[]) =>
  Math.min(Number(process.env.BENCH_MARKET_HELD_MAX ?? 2 * Math.max(...sizes)), openFilesLimit() - 1_000)
const SCRIPTS: Record<ServerName, string> = { limit: 'server_bare.js', peer: 'server_ws.js', ours: 'server_platform.js' }
const offered = (clients: number) => clients * 100 * Number(process.env.BENCH_MARKET_TICKS_PER_SECOND ?? 10)
/**
 * The CPU goals as the table reads them: a lower-is-better ratio is theirs
 * over ours, so "ours at most 1.2x the bare publisher's CPU per tick" is a
 * ratio of at least 1/1.2, and "at most 0.7x the ws library's" at least 1/0.7.
 */
const CPU_GOAL_VS_BARE = Number((1 / 1.2).toFixed(2))
const CPU_GOAL_VS_WS = Number((1 / 0.7).toFixed(2))

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
  return `${name} ${Math.round(m.ticksPerSec)} ticks/s p50 ${m.p50Ms} p99 ${m.p99Ms} ms, server ${m.serverCpuCores.toFixed(2)} cores (kernel ${m.serverSystemCores.toFixed(2)}), load ${m.loadCpuCores.toFixed(2)} cores over ${m.loadProcesses} processes (busiest ${m.loadCpuMaxCores.toFixed(2)}), rest of machine ${m.otherCpuCores.toFixed(2)} cores, ${(m.bytesPerConnection / 1024).toFixed(1)} KiB/conn, closed ${m.closed}, conflated ${m.conflatedFrames}`
}

export async function runMarketBench(sizes: readonly number[] = SIZES): Promise<BenchResult[]> {
  const results: BenchResult[] = []
  const medians: SizeMedians[] = []
  for (const clients of sizes) {
    const rounds: Array<{ limit: Measured; peer: Measured; ours: Measured }> = []
    for (let round = 0; round < ROUNDS; round++) {
      const r = {
        limit: await measure(SCRIPTS.limit, clients),
        peer: await measure(SCRIPTS.peer, clients),
        ours: await measure(SCRIPTS.ours, clients),
      }
      process.stderr.write(
        `  ${clients} clients, round ${round + 1}/${ROUNDS} (${loadProcessesFor(clients)} load processes):\n    ${describe('ours ', r.ours)}\n    ${describe('limit', r.limit)}\n    ${describe('ws   ', r.peer)}\n`,
      )
      rounds.push(r)
    }
    const limit = median(rounds.map((r) => r.limit))
    const peer = median(rounds.map((r) => r.peer))
    const ours = median(rounds.map((r) => r.ours))
    medians.push({ clients, limit, peer, ours })
    const scenario = `market.ws.${clients}`
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
        // No goal: every server delivers the full offered load here; CPU per tick is what differs.
        metric: 'ticks delivered/s vs ws library',
        value: ours.ticksPerSec,
        unit: 'ticks/s',
        baseline: { name: 'ws library fan-out (peer)', value: peer.ticksPerSec },
      },
      {
        scenario,
        metric: 'ticks delivered/s vs offered',
        value: ours.ticksPerSec,
        unit: 'ticks/s',
        baseline: { name: 'offered by the feed', value: offered(clients) },
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
        metric: 'server CPU per 1M ticks (goal: ≤0.7x ws)',
        value: ours.cpuMsPerMillionTicks,
        unit: 'ms',
        baseline: { name: 'ws library fan-out', value: peer.cpuMsPerMillionTicks },
        lowerIsBetter: true,
        goal: CPU_GOAL_VS_WS,
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
        metric: 'server CPU per 1M ticks vs limit (goal: ≤1.2x bare)',
        value: ours.cpuMsPerMillionTicks,
        unit: 'ms',
        baseline: { name: 'bare uWS publisher', value: limit.cpuMsPerMillionTicks },
        lowerIsBetter: true,
        goal: CPU_GOAL_VS_BARE,
      },
      {
        scenario,
        metric: 'server memory per connection',
        value: ours.bytesPerConnection / 1024,
        unit: 'KiB',
        baseline: { name: 'ws library fan-out', value: peer.bytesPerConnection / 1024 },
        lowerIsBetter: true,
      },
      {
        scenario,
        // The generator's own check: near GENERATOR_BOUND_CORES one load process's thread is saturated.
        metric: `CPU of the busiest of ${ours.loadProcesses} load processes (all together ${Math.max(ours.loadCpuCores, limit.loadCpuCores, peer.loadCpuCores).toFixed(2)} cores; saturated from ${GENERATOR_BOUND_CORES})`,
        value: Math.max(ours.loadCpuMaxCores, limit.loadCpuMaxCores, peer.loadCpuMaxCores),
        unit: 'cores',
        max: GENERATOR_BOUND_CORES,
      },
    )
    process.stderr.write(
      `  ${clients} clients, median of ${ROUNDS}:\n    ${describe('ours ', ours)}\n    ${describe('limit', limit)}\n    ${describe('ws   ', peer)}\n`,
    )
  }
  process.stderr.write(`  clients held: searching above the sizes in steps of ${HELD_STEP} (cap ${heldCap(sizes)})\n`)
  const outcomes = await searchHeld(medians, { step: HELD_STEP, cap: heldCap(sizes), offered }, async (server, clients) => {
    const m = await measure(SCRIPTS[server], clients)
    process.stderr.write(`    ${clients} clients: ${describe(server.padEnd(5), m)}\n`)
    return m
  })
  for (const server of Object.keys(outcomes) as ServerName[])
    process.stderr.write(`  ${server} holds ${outcomes[server].held} clients (stopped by ${outcomes[server].stoppedBy})\n`)
  results.push(...heldRows(outcomes, HELD_STEP))
  return results
}

if (require.main === module) {
  void runMarketBench().then((r) => console.log(JSON.stringify(r, null, 2)))
}
