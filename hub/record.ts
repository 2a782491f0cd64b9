/**
 * `node dist/hub/record.js out.ndjson [seconds] [seed]`: records the
 * simulated market (or any PriceSource) into a replayable NDJSON file.
 */
import fs from 'node:fs'
import type { PriceSource } from './source'
import { SimulatedMarket } from './source_simulated'

export async function record(source: PriceSource, file: string, seconds: number): Promise<number> {
  const out = fs.createWriteStream(file)
  const startedAt = Date.now()
  let lines = 0
  await source.start((ticks) => {
    out.write(`${JSON.stringify({ t: Date.now() - startedAt, ticks })}\n`)
    lines++
  })
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
  await source.stop()
  await new Promise((resolve) => out.end(resolve))
  return lines
}

if (require.main === module) {
  const [file, seconds, seed] = process.argv.slice(2)
  if (!file) throw new Error('usage: record.js out.ndjson [seconds] [seed]')
  void record(new SimulatedMarket({ seed: Number(seed ?? 42), ticksPerSecond: 2 }), file, Number(seconds ?? 10)).then((n) =>
    console.log(`recorded ${n} batches to ${file}`),
  )
}
