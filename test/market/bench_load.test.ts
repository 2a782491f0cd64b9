import t from 'tap'
import { addReports, LATENCY_BUCKETS, type LoadReport } from '../../bench/market/load_report'
import { FrameReader, PEEK_BYTES } from '../../bench/market/raw_client'

/** An unmasked server frame, as uWS and ws send them. */
function serverFrame(opcode: number, payload: Buffer): Buffer {
  const n = payload.length
  const head =
    n < 126
      ? Buffer.from([0x80 | opcode, n])
      : n < 65_536
        ? Buffer.from([0x80 | opcode, 126, n >> 8, n & 0xff])
        : Buffer.concat([Buffer.from([0x80 | opcode, 127]), Buffer.from(new BigUint64Array([BigInt(n)]).buffer).reverse()])
  return Buffer.concat([head, payload])
}

t.test('FrameReader: frames split at every byte boundary give the same peeks', async (t) => {
  const texts = [
    '{"type":"ticks","hub_time":1,"count":2}',
    `{"type":"ticks","hub_time":2,"count":3,"q":"${'x'.repeat(5_000)}"}`,
    `{"type":"snapshot","q":"${'y'.repeat(70_000)}"}`,
  ]
  const stream = Buffer.concat([
    serverFrame(1, Buffer.from(texts[0]!)),
    serverFrame(9, Buffer.from('ping')),
    serverFrame(1, Buffer.from(texts[1]!)),
    serverFrame(1, Buffer.from(texts[2]!)),
  ])
  const expected = texts.map((s) => s.slice(0, PEEK_BYTES))
  for (const step of [1, 2, 3, 7, 125, 4_096, stream.length]) {
    const seen: string[] = []
    let closed = 0
    const reader = new FrameReader({ onText: (peek, length) => seen.push(peek.toString('latin1', 0, length)), onClose: () => closed++ })
    for (let i = 0; i < stream.length; i += step) reader.read(stream, i, Math.min(stream.length, i + step))
    t.same(seen, expected, `chunks of ${step} bytes`)
    t.equal(closed, 0)
  }
  const reader = new FrameReader({ onText: () => t.fail('no text'), onClose: () => t.pass('a close frame is reported') })
  reader.read(serverFrame(8, Buffer.from([3, 232])), 0, 4)
})

t.test('addReports: rates add up and percentiles come from the merged histograms', async (t) => {
  const report = (ticksPerSec: number, at: Record<number, number>): LoadReport => {
    const latencyMs = new Array<number>(LATENCY_BUCKETS).fill(0)
    for (const [ms, n] of Object.entries(at)) latencyMs[Number(ms)] = n
    return { ticksPerSec, framesPerSec: ticksPerSec / 100, conflatedFrames: 0, closed: 0, cpuCores: 0.25, latencyMs }
  }
  // 98 fast frames in one process, 2 slow ones in the other: p99 is the slow one only when merged.
  const total = addReports([report(1_000, { 5: 98 }), report(500, { 80: 2 })])
  t.equal(total.ticksPerSec, 1_500)
  t.equal(total.loadCpuCores, 0.5)
  t.equal(total.p50Ms, 5)
  t.equal(total.p99Ms, 80)
})
