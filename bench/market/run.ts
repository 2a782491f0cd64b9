/**
 * market.ws: 1k and 5k WebSocket clients (a separate process) subscribed to
 * 100 symbols ticking 10 times a second. For the platform path, a bare uWS
 * publisher of the same frames (the limit) and the `ws` library (the peer),
 * measured in the same run: ticks delivered/s, hub-to-client latency p50 and
 * p99, server memory per connection.
 */
import { fork, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import type { BenchResult } from '../result'

const SECONDS = 5

type Result = { ticksPerSec: number; p50: number; p99: number; frames: number; closed: number }

function start(script: string): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(path.join(__dirname, script), [], { stdio: 'ignore' })
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ child, port: m.port }))
    child.once('exit', (code) => reject(new Error(`${script} exited ${code}`)))
  })
}

function rss(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (m: { rss?: number }) => {
      if (m.rss !== undefined) {
        child.off('message', onMessage)
        resolve(m.rss)
      }
    }
    child.on('message', onMessage)
    child.send({ rss: true })
  })
}

async function measure(script: string, clients: number): Promise<Result & { bytesPerConnection: number }> {
  const server = await start(script)
  await new Promise((r) => setTimeout(r, 500))
  const before = await rss(server.child)
  const load = fork(path.join(__dirname, 'clients.js'), [String(server.port), String(clients), String(SECONDS)], { stdio: 'ignore' })
  let after = 0
  const result = await new Promise<Result>((resolve, reject) => {
    load.on('message', async (m: { connected?: number; result?: Result }) => {
      if (m.connected !== undefined) {
        after = await rss(server.child)
        server.child.send({ start: true })
        load.send({ go: true })
      }
      if (m.result) resolve(m.result)
    })
    load.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`client process exited ${code}`))))
  })
  server.child.kill()
  await new Promise((r) => setTimeout(r, 300))
  return { ...result, bytesPerConnection: Math.max(0, (after - before) / clients) }
}

export async function runMarketBench(sizes: readonly number[] = [1_000, 5_000]): Promise<BenchResult[]> {
  const results: BenchResult[] = []
  for (const clients of sizes) {
    const limit = await measure('server_bare.js', clients)
    const peer = await measure('server_ws.js', clients)
    const ours = await measure('server_platform.js', clients)
    const scenario = `market.ws.${clients}`
    results.push(
      { scenario, metric: 'ticks delivered/s', value: ours.ticksPerSec, unit: 'ticks/s', baseline: { name: 'bare uWS publisher (limit)', value: limit.ticksPerSec }, goal: 0.5 },
      { scenario, metric: 'ticks delivered/s vs ws library', value: ours.ticksPerSec, unit: 'ticks/s', baseline: { name: 'ws library fan-out (peer)', value: peer.ticksPerSec }, goal: 5 },
      { scenario, metric: 'p50 hub->client latency', value: ours.p50, unit: 'ms', baseline: { name: 'bare uWS publisher', value: limit.p50 }, lowerIsBetter: true },
      { scenario, metric: 'p99 hub->client latency', value: ours.p99, unit: 'ms', baseline: { name: 'ws library fan-out', value: peer.p99 }, lowerIsBetter: true },
      { scenario, metric: 'server memory per connection', value: ours.bytesPerConnection / 1024, unit: 'KiB', baseline: { name: 'ws library fan-out', value: peer.bytesPerConnection / 1024 }, lowerIsBetter: true },
    )
    process.stderr.write(`  ${clients} clients: ours ${Math.round(ours.ticksPerSec)} ticks/s p99 ${ours.p99} ms (closed ${ours.closed}); limit ${Math.round(limit.ticksPerSec)} (p99 ${limit.p99}); ws ${Math.round(peer.ticksPerSec)} (p99 ${peer.p99}, closed ${peer.closed})\n`)
  }
  return results
}

if (require.main === module) {
  void runMarketBench().then((r) => console.log(JSON.stringify(r, null, 2)))
}
