/**
 * One load process: N WebSocket clients, each subscribed to every symbol.
 * Per frame it reads only the fixed header (`hub_time`, `count`) from the
 * first bytes (raw_client.ts skips the rest unread), so the load stays cheap
 * per tick and the server, not this process, is what gets measured. Latency
 * (hub clock to receipt, the same machine clock) goes into a 1 ms histogram
 * for every frame, not a sample. argv: port clients seconds
 */
import { LATENCY_BUCKETS, type LoadReport } from './load_report'
import type { Socket } from 'node:net'
import { connectRaw } from './raw_client'

const [port, count, seconds] = process.argv.slice(2).map(Number) as [number, number, number]
const HEAD = '{"type":"ticks","hub_time":'
const COUNT = ',"count":'
const latencyMs = new Uint32Array(LATENCY_BUCKETS)
let ticks = 0
let frames = 0
let conflatedFrames = 0
let measuring = false
let closed = 0

function onFrame(peek: Buffer, length: number): void {
  if (!measuring) return
  const head = peek.toString('latin1', 0, length)
  if (!head.startsWith(HEAD)) return
  const timeEnd = head.indexOf(',', HEAD.length)
  const countEnd = head.indexOf(',', timeEnd + COUNT.length)
  const hubTimeMs = Number(head.slice(HEAD.length, timeEnd))
  if (head.includes('"conflated":true')) {
    // Latest values after a stall, not ticks delivered on time: kept apart.
    conflatedFrames++
    return
  }
  ticks += Number(head.slice(timeEnd + COUNT.length, countEnd))
  frames++
  latencyMs[Math.min(LATENCY_BUCKETS - 1, Math.max(0, Date.now() - hubTimeMs))]!++
}

function open(): Promise<Socket> {
  let gone = false
  return connectRaw(port, '/v1/market/ws?key=test_sk_bench', JSON.stringify({ op: 'subscribe', symbols: '*' }), {
    onText: onFrame,
    onClose: () => {
      if (!gone) closed++
      gone = true
    },
  })
}

async function main(): Promise<void> {
  const sockets: Array<Socket> = []
  for (let i = 0; i < count; i += 200) sockets.push(...(await Promise.all(Array.from({ length: Math.min(200, count - i) }, open))))
  process.send?.({ connected: sockets.length })
  await new Promise<void>((resolve) => process.once('message', () => resolve()))
  // Let the feed settle for a second before counting.
  await new Promise((r) => setTimeout(r, 1_000))
  measuring = true
  const start = Date.now()
  const cpuStart = process.cpuUsage()
  await new Promise((r) => setTimeout(r, seconds * 1000))
  measuring = false
  const elapsedSec = (Date.now() - start) / 1000
  const cpu = process.cpuUsage(cpuStart)
  const report: LoadReport = {
    ticksPerSec: ticks / elapsedSec,
    framesPerSec: frames / elapsedSec,
    conflatedFrames,
    closed,
    cpuCores: (cpu.user + cpu.system) / 1e6 / elapsedSec,
    latencyMs: [...latencyMs],
  }
  process.send?.({ report })
  for (const s of sockets) s.destroy()
  setTimeout(() => process.exit(0), 200)
}

void main()
