/**
 * Replays a recorded NDJSON file ({"t": ms since start, "ticks": [SourceTick]}
 * per line) at its original pace times `speed`, looping; each loop is a new
 * epoch. `hub/record.ts` writes such files from any source.
 */
import fs from 'node:fs'
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
    .map((l) => JSON.parse(l) as RecordedBatch)
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
