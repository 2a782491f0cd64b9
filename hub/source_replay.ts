/**
 * Replays a recorded NDJSON file ({"t": ms since start, "ticks": [SourceTick]}
 * per line) at its original pace times `speed`, looping; each loop is a new
 * epoch. `hub/record.ts` writes such files from any source.
 */
import fs from 'node:fs'
import { field, isJsonObject, isList, objectField } from '../platform/json_object'
import type { PriceSource, SourceTick } from './source'

export interface RecordedBatch {
  readonly t: number
  readonly ticks: SourceTick[]
}

export function readRecording(file: string): RecordedBatch[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l, i) => batchOf(JSON.parse(l), `${file} line ${i + 1}`))
}

/** One recorded line, field by field; a line that is not a batch of ticks is a fault in the file, thrown with where it is. */
function batchOf(value: unknown, where: string): RecordedBatch {
  const t = field(value, 't')
  const ticks = field(value, 'ticks')
  if (typeof t !== 'number' || !isList(ticks)) throw new Error(`${where}: not {"t": ms, "ticks": [...]}`)
  return { t, ticks: ticks.map((tick) => tickOf(tick, where)) }
}

function tickOf(value: unknown, where: string): SourceTick {
  if (!isJsonObject(value)) throw new Error(`${where}: a tick is not an object`)
  const { symbol, price, volume, timeMs } = value
  if (typeof symbol !== 'string' || typeof price !== 'string' || typeof volume !== 'string' || typeof timeMs !== 'number')
    throw new Error(`${where}: a tick without its symbol, price, volume or timeMs`)
  if (value.stats24h === undefined) return { symbol, price, volume, timeMs }
  const stats = objectField(value, 'stats24h')
  const [open, high, low, dayVolume] = [stats?.open, stats?.high, stats?.low, stats?.volume]
  if (typeof open !== 'string' || typeof high !== 'string' || typeof low !== 'string' || typeof dayVolume !== 'string')
    throw new Error(`${where}: a tick's stats24h without open, high, low or volume`)
  return { symbol, price, volume, timeMs, stats24h: { open, high, low, volume: dayVolume } }
}

export class ReplaySource implements PriceSource {
  readonly name = 'replay'
  generation = 0
  private timer: NodeJS.Timeout | undefined
  private stopped = false

  constructor(
    private readonly batches: readonly RecordedBatch[],
    private readonly speed = 1,
  ) {}

  async start(onTicks: (ticks: readonly SourceTick[]) => void, onReset?: () => void): Promise<void> {
    if (this.batches.length === 0) throw new Error('the recording is empty')
    const loop = () => {
      this.generation++
      if (this.generation > 1) onReset?.()
      const startedAt = Date.now()
      let i = 0
      const step = () => {
        if (this.stopped) return
        const batch = this.batches[i]!
        onTicks(batch.ticks.map((tick) => ({ ...tick, timeMs: Date.now() })))
        i++
        if (i >= this.batches.length) {
          this.timer = setTimeout(loop, 0)
          return
        }
        const due = startedAt + this.batches[i]!.t / this.speed
        this.timer = setTimeout(step, Math.max(0, due - Date.now()))
      }
      step()
    }
    loop()
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
  }
}
