/**
 * The load generator's ceiling: wrk against the bare uWebSockets.js process
 * answering a trivial route (a tiny JSON), pinned as the benches pin. No
 * server answers faster on this machine, so an HTTP figure near this one is
 * bound by the generator (or the core it shares), not by the server; the
 * run prints it beside the results.
 */
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { PINNING } from '../pinning'
import { serve, stop } from '../server_process'
import type { BenchResult } from '../result'
import { runWrk } from './wrk'

const CONNECTIONS = 128

export async function wrkCeiling(): Promise<BenchResult> {
  const bare = await serve(path.join(__dirname, 'bare_server_process.js'), [], PINNING.servers)
  try {
    const url = `http://127.0.0.1:${bare.port}/test/counters/${randomUUID()}`
    await runWrk(url, CONNECTIONS, 1)
    const r = await runWrk(url, CONNECTIONS, Number(process.env.BENCH_CEILING_SECONDS ?? 4))
    return {
      scenario: 'load.ceiling',
      metric: `wrk -t1 -c${CONNECTIONS} vs bare uWS trivial route, p99 ${r.p99.toFixed(2)} ms`,
      value: r.rps,
      unit: 'req/s',
    }
  } finally {
    await stop(bare.child)
  }
}
