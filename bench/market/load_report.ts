/**
 * What each load process reports, and how the orchestrator adds the reports
 * of several processes into one result (rates add up, histograms merge, so
 * percentiles are over every frame of every process).
 */
export const LATENCY_BUCKETS = 10_001

export interface LoadReport {
  readonly ticksPerSec: number
  readonly framesPerSec: number
  readonly conflatedFrames: number
  readonly closed: number
  /** CPU the load process itself used during the window, in cores (1 = one core busy). */
  readonly cpuCores: number
  /** Frames per whole millisecond of latency; the last bucket holds everything slower. */
  readonly latencyMs: readonly number[]
}

export interface LoadTotal {
  readonly ticksPerSec: number
  readonly framesPerSec: number
  readonly conflatedFrames: number
  readonly closed: number
  readonly loadCpuCores: number
  /** The busiest load process's CPU in cores: near 1, that process's one thread is saturated and its latencies are its own. */
  readonly loadCpuMaxCores: number
  readonly loadProcesses: number
  readonly p50Ms: number
  readonly p99Ms: number
}

function percentile(histogram: readonly number[], total: number, p: number): number {
  const rank = Math.ceil(total * p)
  let seen = 0
  for (let ms = 0; ms < histogram.length; ms++) {
    seen += histogram[ms]!
    if (seen >= rank && rank > 0) return ms
  }
  return NaN
}

export function addReports(reports: readonly LoadReport[]): LoadTotal {
  const histogram = new Array<number>(LATENCY_BUCKETS).fill(0)
  for (const r of reports) r.latencyMs.forEach((n, ms) => (histogram[ms] = histogram[ms]! + n))
  const frames = histogram.reduce((a, b) => a + b, 0)
  const sum = (pick: (r: LoadReport) => number) => reports.reduce((a, r) => a + pick(r), 0)
  return {
    ticksPerSec: sum((r) => r.ticksPerSec),
    framesPerSec: sum((r) => r.framesPerSec),
    conflatedFrames: sum((r) => r.conflatedFrames),
    closed: sum((r) => r.closed),
    loadCpuCores: sum((r) => r.cpuCores),
    loadCpuMaxCores: Math.max(0, ...reports.map((r) => r.cpuCores)),
    loadProcesses: reports.length,
    p50Ms: percentile(histogram, frames, 0.5),
    p99Ms: percentile(histogram, frames, 0.99),
  }
}
