/** One measured figure, optionally next to the baseline measured in the same run. */
export interface BenchResult {
  readonly scenario: string
  readonly metric: string
  readonly value: number
  readonly unit: string
  /** `overHttp`: a rate measured with the load generator (wrk), so bench/orchestrate.ts checks it against wrk's ceiling. */
  readonly baseline?: { readonly name: string; readonly value: number; readonly overHttp?: boolean }
  /** The ratio the issue asks for, e.g. 0.5 for "at least 50% of the baseline". */
  readonly goal?: number
  /** An absolute bound the value must stay under, e.g. 50 for "p99 at most 50 ms". */
  readonly max?: number
  /** For latency metrics a smaller value is better; the ratio is then baseline/value. */
  readonly lowerIsBetter?: boolean
}

export type Scenario = {
  readonly name: string
  /** Measured over HTTP with a load generator: needs wrk for its ratios (bench/run.ts). */
  readonly http?: boolean
  run(): Promise<BenchResult[]>
}

export function ratio(result: BenchResult): number | undefined {
  if (!result.baseline || result.baseline.value === 0 || result.value === 0) return undefined
  return result.lowerIsBetter ? result.baseline.value / result.value : result.value / result.baseline.value
}

/** Runs `fn` repeatedly for about `ms` and returns operations per second. */
export async function ratePerSecond(ms: number, batch: () => Promise<number>): Promise<number> {
  const start = process.hrtime.bigint()
  let ops = 0
  while (Number(process.hrtime.bigint() - start) / 1e6 < ms) ops += await batch()
  return ops / (Number(process.hrtime.bigint() - start) / 1e9)
}

/** The middle value (the mean of the two middle ones for an even count): robust to one disturbed round. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const m = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[m]! : (sorted[m - 1]! + sorted[m]!) / 2
}

/**
 * A figure whose baseline could not be measured properly (no wrk, or a rate
 * at wrk's ceiling): kept, with the baseline's figure and the reason named
 * in its metric for the record, but with no baseline, so no ratio and no
 * goal verdict.
 */
export function withoutRatio(r: BenchResult, reason?: string): BenchResult {
  const { baseline, goal: _goal, ...rest } = r
  const why = reason === undefined ? '' : `: ${reason}`
  return baseline ? { ...rest, metric: `${r.metric} (${baseline.name}: ${baseline.value.toFixed(2)}, no ratio${why})` } : rest
}

/** Within this share of wrk's ceiling a rate is the generator's (or its core's), not the server's. */
const NEAR_CEILING = 0.9

/**
 * Why a rate of an HTTP scenario cannot be compared (undefined when it can):
 * ours, or a baseline measured over HTTP, at 90% or more of the ceiling wrk
 * reached against a trivial route in the same run.
 */
export function boundByGenerator(r: BenchResult, ceiling: number): string | undefined {
  if (r.unit !== 'req/s') return undefined
  const share = (v: number) => `${Math.round((100 * v) / ceiling)}% of the wrk ceiling`
  if (r.baseline?.overHttp && r.baseline.value >= NEAR_CEILING * ceiling) return `${r.baseline.name} at ${share(r.baseline.value)}`
  if (r.value >= NEAR_CEILING * ceiling) return `ours at ${share(r.value)}`
  return undefined
}
