/**
 * The load: N WebSocket clients in their own process, each subscribed to all
 * 100 symbols. Counts ticks (quotes) delivered and the hub-to-client latency
 * of every frame from its hub_time. argv: port clients seconds
 */
import WebSocket from 'ws'

const [port, count, seconds] = process.argv.slice(2).map(Number) as [number, number, number]
const latencies: number[] = []
let ticks = 0
let measuring = false
let closed = 0

function open(): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/v1/market/ws?key=test_sk_bench`, { perMessageDeflate: false })
    ws.on('open', () => {
      ws.send(JSON.stringify({ op: 'subscribe', symbols: '*' }))
      resolve(ws)
    })
    ws.on('error', reject)
    ws.on('close', () => closed++)
    ws.on('message', (data: Buffer) => {
      if (!measuring) return
      const text = data.toString('latin1')
      const at = text.lastIndexOf('"hub_time":')
      if (at < 0) return
      const hubTime = Number(text.slice(at + 11, text.indexOf('}', at)).replace(/[^0-9]/g, ''))
      // Every feed frame carries one quote per symbol that ticked: count them cheaply.
      let n = 0
      for (let i = text.indexOf('"symbol"'); i >= 0; i = text.indexOf('"symbol"', i + 8)) n++
      ticks += n
      if (latencies.length < 2_000_000) latencies.push(Date.now() - hubTime)
    })
  })
}

async function main(): Promise<void> {
  const sockets: WebSocket[] = []
  for (let i = 0; i < count; i += 200) sockets.push(...(await Promise.all(Array.from({ length: Math.min(200, count - i) }, open))))
  process.send?.({ connected: sockets.length })
  await new Promise<void>((resolve) => process.once('message', () => resolve()))
  // Let the feed settle for a second before counting.
  await new Promise((r) => setTimeout(r, 1_000))
  measuring = true
  const start = Date.now()
  await new Promise((r) => setTimeout(r, seconds * 1000))
  measuring = false
  const elapsed = (Date.now() - start) / 1000
  latencies.sort((a, b) => a - b)
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN
  process.send?.({ result: { ticksPerSec: ticks / elapsed, p50: pct(0.5), p99: pct(0.99), frames: latencies.length, closed } })
  for (const s of sockets) s.terminate()
  setTimeout(() => process.exit(0), 200)
}

void main()
