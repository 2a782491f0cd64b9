/**
 * market.ws.held: the largest client count each server holds, found by a
 * search above the measured sizes. A count is held when the p99 is at or
 * under 100 ms, no client was dropped and at least 95% of the offered ticks
 * arrived (a server that sheds ticks would otherwise show the latency of the
 * few it sent). The main sizes (their medians over rounds) bracket each
 * server: the largest size held up to its first failure is the floor, that
 * failure (or the cap) the ceiling; the search then steps up from the floor
 * by BENCH_MARKET_HELD_STEP clients (default 1,000) until the server fails,
 * all servers still searching measured at each step in turn. A failed step is
 * measured once more and counts as held if the repeat holds: on a shared
 * machine one disturbed window should not end a server's search. A failure
 * while the busiest load process was near a full core (0.85) is the load
 * generator's, not the server's: the search stops there and the count is a
 * lower bound, so no ratio is printed from it.
 */
import fs from 'node:fs'
import os from 'node:os'
import type { BenchResult } from '../result'
import type { Measured } from './measure'

const HELD_P99_MS = 100
const DELIVERED = 0.95
/** A load process near one full core is saturated: the latencies it sees are its own queue. */
export const GENERATOR_BOUND_CORES = 0.85

export type ServerName = 'limit' | 'peer' | 'ours'
const SERVERS: readonly ServerName[] = ['limit', 'peer', 'ours']
export type SizeMedians = { readonly clients: number } & Readonly<Record<ServerName, Measured>>

export type Verdict = { readonly held: true } | { readonly held: false; readonly why: string; readonly generatorBound: boolean }

type Judged = Pick<Measured, 'p99Ms' | 'closed' | 'ticksPerSec' | 'loadCpuMaxCores'>

export function verdict(m: Judged, offered: number): Verdict {
  const why =
    m.closed > 0
      ? `${m.closed} clients dropped`
      : m.ticksPerSec < DELIVERED * offered
        ? `${Math.round((100 * m.ticksPerSec) / offered)}% of ticks delivered`
        : m.p99Ms > HELD_P99_MS || !Number.isFinite(m.p99Ms)
          ? `p99 ${m.p99Ms} ms`
          : undefined
  if (why === undefined) return { held: true }
  const generatorBound = m.loadCpuMaxCores >= GENERATOR_BOUND_CORES
  return { held: false, generatorBound, why: generatorBound ? `load process at ${m.loadCpuMaxCores.toFixed(2)} cores (${why})` : why }
}

/** Where the machine's CPU went in a failed window: on 2 cores the load's receiving is a large share of it. */
const cpuNote = (m: Measured) =>
  `server ${m.serverCpuCores.toFixed(2)}, load ${m.loadCpuCores.toFixed(2)}, rest ${m.otherCpuCores.toFixed(2)} of ${os.availableParallelism()} cores`

export interface HeldOutcome {
  readonly held: number
  /** Why the search stopped: the failure above `held`, or the cap. */
  readonly stoppedBy: string
  /** True when `held` is only a lower bound (the load generator saturated, or the cap was reached). */
  readonly atLeast: boolean
}

export interface SearchOptions {
  readonly step: number
  readonly cap: number
  readonly offered: (clients: number) => number
}

/** The search itself; `measureAt` starts a server and its load (measure.ts), injected so a test can drive it. */
export async function searchHeld(
  main: readonly SizeMedians[],
  options: SearchOptions,
  measureAt: (server: ServerName, clients: number) => Promise<Measured>,
): Promise<Record<ServerName, HeldOutcome>> {
  const sorted = [...main].sort((a, b) => a.clients - b.clients)
  const state = new Map<ServerName, { floor: number; ceiling: number; stoppedBy: string; atLeast: boolean; done: boolean }>()
  for (const server of SERVERS) {
    let floor = 0
    let ceiling = options.cap + options.step
    let stoppedBy = `reached the cap of ${options.cap}`
    let atLeast = true
    for (const size of sorted) {
      const v = verdict(size[server], options.offered(size.clients))
      if (v.held) floor = size.clients
      else {
        ceiling = size.clients
        stoppedBy = `${v.why} at ${size.clients} (${cpuNote(size[server])})`
        atLeast = v.generatorBound
        break
      }
    }
    state.set(server, { floor, ceiling, stoppedBy, atLeast, done: floor === 0 || floor + options.step >= ceiling })
  }
  for (;;) {
    const active = SERVERS.filter((s) => !state.get(s)!.done)
    if (active.length === 0) break
    const clients = Math.min(...active.map((s) => state.get(s)!.floor + options.step))
    for (const server of active.filter((s) => state.get(s)!.floor + options.step === clients)) {
      const s = state.get(server)!
      let m = await measureAt(server, clients)
      let v = verdict(m, options.offered(clients))
      if (!v.held && !v.generatorBound) v = verdict((m = await measureAt(server, clients)), options.offered(clients))
      if (v.held) {
        s.floor = clients
        s.done = clients + options.step >= s.ceiling
      } else {
        Object.assign(s, { stoppedBy: `${v.why} at ${clients} (${cpuNote(m)})`, atLeast: v.generatorBound, done: true })
      }
    }
  }
  return Object.fromEntries(
    SERVERS.map((server) => {
      const s = state.get(server)!
      return [server, { held: s.floor, stoppedBy: s.stoppedBy, atLeast: s.atLeast }]
    }),
  ) as Record<ServerName, HeldOutcome>
}

/** The soft limit on open files: the server holds one per client, so the search stays under it. */
export function openFilesLimit(): number {
  const line = /Max open files\s+(\d+|unlimited)/.exec(fs.readFileSync('/proc/self/limits', 'latin1'))
  return line && line[1] !== 'unlimited' ? Number(line[1]) : Infinity
}

const NAMES: Record<ServerName, string> = { ours: 'ours', limit: 'bare uWS publisher', peer: 'ws library fan-out' }

/** The two rows: ours against ws (the goal) and against the bare publisher; no ratio when the baseline's count is only a lower bound. */
export function heldRows(outcomes: Record<ServerName, HeldOutcome>, step: number): BenchResult[] {
  const ours = outcomes.ours
  const row = (baseline: ServerName, goal?: number): BenchResult => {
    const other = outcomes[baseline]
    const how = `steps of ${step}; stopped by: ours ${ours.stoppedBy}, ${NAMES[baseline]} ${other.stoppedBy}`
    const base = {
      scenario: 'market.ws.held',
      value: ours.held,
      unit: 'clients',
    }
    if (other.atLeast)
      return { ...base, metric: `clients held at p99 ≤${HELD_P99_MS} ms (${how}; ${NAMES[baseline]} ≥${other.held}, no ratio)` }
    return {
      ...base,
      metric: `clients held at p99 ≤${HELD_P99_MS} ms${baseline === 'limit' ? ' vs limit' : ''}${ours.atLeast ? ' (ours at least)' : ''} (${how})`,
      baseline: { name: NAMES[baseline], value: other.held },
      ...(goal === undefined ? {} : { goal }),
    }
  }
  return [row('peer', 2), row('limit')]
}
