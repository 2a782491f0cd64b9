/**
 * One measurement of one bench server: start it, connect the clients from
 * separate load processes, start the feed, and collect what the clients
 * saw plus what the server and the machine spent in the same window.
 */
import { fork, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { addReports, type LoadReport, type LoadTotal } from './load_report'
import type { Probe } from './probe'

const SECONDS = 5
const SETTLE_MS = 1_000
const LOAD_PROCESSES = Number(process.env.BENCH_MARKET_LOAD_PROCESSES ?? 2)
const CLIENTS_PER_PROCESS = Number(process.env.BENCH_MARKET_CLIENTS_PER_PROCESS ?? 2_500)

/**
 * Load processes for a client count: at least BENCH_MARKET_LOAD_PROCESSES, and
 * one per BENCH_MARKET_CLIENTS_PER_PROCESS clients (default 2,500, ~0.25 core
 * of receiving at 10 frames/s each), so no one process's thread saturates.
 */
export const loadProcessesFor = (clients: number): number => Math.max(LOAD_PROCESSES, Math.ceil(clients / CLIENTS_PER_PROCESS))

export type Measured = LoadTotal & {
  bytesPerConnection: number
  serverCpuCores: number
  serverSystemCores: number
  otherCpuCores: number
  cpuMsPerMillionTicks: number
}

/** Busy CPU time of the whole machine in ms (/proc/stat, USER_HZ = 100): what is left after server and load (other processes, interrupts) shows when the cores were shared. */
function machineBusyMs(): number {
  const [, user, nice, system, , , irq, softirq, steal] = fs
    .readFileSync('/proc/stat', 'latin1')
    .split('\n', 1)[0]!
    .trim()
    .split(/\s+/)
    .map(Number)
  return (user! + nice! + system! + irq! + softirq! + steal!) * 10
}

function start(script: string): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(path.join(__dirname, script), [], { stdio: 'ignore' })
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ child, port: m.port }))
    child.once('exit', (code) => reject(new Error(`${script} exited ${code}`)))
  })
}

function probe(child: ChildProcess): Promise<Probe & { atMs: number }> {
  return new Promise((resolve) => {
    const onMessage = (m: { probe?: Probe }) => {
      if (!m.probe) return
      child.off('message', onMessage)
      resolve({ ...m.probe, atMs: Date.now() })
    }
    child.on('message', onMessage)
    child.send({ probe: true })
  })
}

/** Forks one load process and resolves once its clients are connected; `report` resolves at the end of its window. */
function load(port: number, clients: number): Promise<{ child: ChildProcess; report: Promise<LoadReport> }> {
  const child = fork(path.join(__dirname, 'clients.js'), [String(port), String(clients), String(SECONDS)], { stdio: 'ignore' })
  return new Promise((resolve, reject) => {
    const report = new Promise<LoadReport>((done) => child.on('message', (m: { report?: LoadReport }) => m.report && done(m.report)))
    child.on('message', (m: { connected?: number }) => m.connected !== undefined && resolve({ child, report }))
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load process exited ${code}`))))
  })
}

export async function measure(script: string, clients: number): Promise<Measured> {
  const server = await start(script)
  await new Promise((r) => setTimeout(r, 500))
  const before = await probe(server.child)
  const processes = loadProcessesFor(clients)
  const shares = Array.from({ length: processes }, (_, i) => Math.floor(clients / processes) + (i < clients % processes ? 1 : 0))
  const loads = await Promise.all(shares.map((n) => load(server.port, n)))
  const after = await probe(server.child)
  server.child.send({ start: true })
  for (const l of loads) l.child.send({ go: true })
  await new Promise((r) => setTimeout(r, SETTLE_MS))
  const cpuStart = await probe(server.child)
  const busyStartMs = machineBusyMs()
  const total = addReports(await Promise.all(loads.map((l) => l.report)))
  const cpuEnd = await probe(server.child)
  const busyMs = machineBusyMs() - busyStartMs
  server.child.kill()
  await new Promise((r) => setTimeout(r, 300))
  const windowMs = cpuEnd.atMs - cpuStart.atMs
  const serverCpuCores = (cpuEnd.cpuMicros - cpuStart.cpuMicros) / 1000 / windowMs
  const serverSystemCores = (cpuEnd.systemMicros - cpuStart.systemMicros) / 1000 / windowMs
  const otherCpuCores = Math.max(0, busyMs / windowMs - serverCpuCores - total.loadCpuCores)
  return {
    ...total,
    serverCpuCores,
    serverSystemCores,
    otherCpuCores,
    bytesPerConnection: Math.max(0, (after.rss - before.rss) / clients),
    cpuMsPerMillionTicks: total.ticksPerSec > 0 ? (serverCpuCores * 1000 * 1e6) / total.ticksPerSec : NaN,
  }
}
