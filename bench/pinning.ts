/**
 * Where the HTTP benches pin their processes (taskset), so that the load
 * generator does not take the CPU of the server it measures. The plan
 * depends on the machine: with 2 cores wrk gets one and the server under
 * test the other; Postgres is the machine's shared cluster (other work uses
 * it), so it is never repinned and floats over both. With 4 or more, wrk
 * gets the last core, servers the first half and Postgres the rest by
 * default scheduling. BENCH_PIN=0 turns pinning off; so does a machine
 * without taskset or with one core. `describe` goes beside the table.
 */
import { execFileSync } from 'node:child_process'
import os from 'node:os'

export interface Pinning {
  /** taskset CPU lists, undefined when not pinned. */
  readonly load?: string
  readonly servers?: string
  readonly describe: string
}

function tasksetAvailable(): boolean {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

function plan(): Pinning {
  const cores = os.availableParallelism()
  if (process.env.BENCH_PIN === '0') return { describe: `not pinned (BENCH_PIN=0; ${cores} cores)` }
  if (cores < 2 || !tasksetAvailable()) return { describe: `not pinned (${cores} core(s)${tasksetAvailable() ? '' : ', no taskset'})` }
  if (cores < 4)
    return {
      load: String(cores - 1),
      servers: '0',
      describe: `${cores} cores: wrk on cpu ${cores - 1}, the server under test on cpu 0, Postgres (shared cluster) unpinned over both`,
    }
  const half = Math.max(1, Math.floor((cores - 1) / 2))
  return {
    load: String(cores - 1),
    servers: `0-${half - 1}`,
    describe: `${cores} cores: wrk on cpu ${cores - 1}, servers on cpus 0-${half - 1}, Postgres (shared cluster) unpinned`,
  }
}

export const PINNING: Pinning = plan()

/** Argv prefix that runs a command on `cpus` (empty when not pinned). */
export const pinned = (cpus: string | undefined): string[] => (cpus === undefined ? [] : ['taskset', '-c', cpus])
