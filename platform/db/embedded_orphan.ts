/**
 * A platform killed with SIGKILL (or by the OOM killer) leaves its embedded
 * PostgreSQL running: the server is in a process group of its own, so nothing
 * stops it with the platform. It still holds the data folder (postmaster.pid),
 * and a new server on that folder would refuse to start. So the platform
 * records its pid beside the data folder, and the next start stops a server
 * whose recorded platform is gone. A server whose platform is still alive
 * belongs to another running platform on the same DATA_DIR: that is an error,
 * never a server to stop.
 */
import fs from 'node:fs'
import path from 'node:path'
import { field } from '../json_object'

const ORPHAN_STOP_TIMEOUT_MS = 30_000
const POLL_MS = 100

/** Where the platform that runs the server on `dataDir` records its pid. */
export function ownerFile(dataDir: string): string {
  return `${dataDir}.owner-pid`
}

export function recordOwner(dataDir: string): void {
  fs.writeFileSync(ownerFile(dataDir), `${process.pid}\n`)
}

export function forgetOwner(dataDir: string): void {
  fs.rmSync(ownerFile(dataDir), { force: true })
}

/** Stops a server left running on `dataDir` by a platform that is gone; returns its pid, or undefined when there was none. */
export async function stopOrphanedServer(dataDir: string): Promise<number | undefined> {
  const serverPid = readPid(path.join(dataDir, 'postmaster.pid'))
  if (serverPid === undefined || !isAlive(serverPid) || !runsOn(serverPid, dataDir)) return undefined
  const ownerPid = readPid(ownerFile(dataDir))
  if (ownerPid !== undefined && ownerPid !== process.pid && isAlive(ownerPid)) {
    throw new Error(
      `the embedded PostgreSQL in ${dataDir} belongs to the running platform process ${ownerPid}: give each platform its own DATA_DIR`,
    )
  }
  // SIGINT is Postgres's fast shutdown: committed work is on disk, nothing needs recovery on the next start.
  process.kill(serverPid, 'SIGINT')
  const deadline = Date.now() + ORPHAN_STOP_TIMEOUT_MS
  while (isAlive(serverPid)) {
    if (Date.now() > deadline)
      throw new Error(`the orphaned embedded PostgreSQL (pid ${serverPid}) did not stop within ${ORPHAN_STOP_TIMEOUT_MS} ms`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  return serverPid
}

/** The first line of a pid file (postmaster.pid holds more lines after it). */
function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').split('\n')[0]!, 10)
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user (as root we may signal it anyway, so this is rare).
    return field(error, 'code') === 'EPERM'
  }
}

/**
 * A stale postmaster.pid may name a pid the system has since given to an
 * unrelated process: where /proc shows command lines, only a process started
 * on this data folder counts. Elsewhere the pid file is trusted.
 */
function runsOn(pid: number, dataDir: string): boolean {
  if (!fs.existsSync('/proc/self/cmdline')) return true
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(dataDir)
  } catch {
    return false
  }
}
