/**
 * What the orchestrator asks every bench server for: resident memory (before
 * and after the clients connect) and CPU time used (around the measured
 * window), so memory per connection and CPU per delivered tick come from the
 * server process alone, never from the load.
 */
export interface Probe {
  readonly rss: number
  readonly cpuMicros: number
  /** The part of cpuMicros spent in the kernel (socket writes), apart from JavaScript and uWS. */
  readonly systemMicros: number
}

export function answerProbes(): void {
  process.on('message', (m: { probe?: boolean }) => {
    if (!m.probe) return
    const cpu = process.cpuUsage()
    const probe: Probe = { rss: process.memoryUsage().rss, cpuMicros: cpu.user + cpu.system, systemMicros: cpu.system }
    process.send?.({ probe })
  })
}
