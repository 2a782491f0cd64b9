/**
 * CPU spent by this process and by its own Postgres backends (found by the
 * pool's application_name), in µs: a cost per operation that other work on
 * shared cores disturbs far less than a rate does.
 */
import fs from 'node:fs'
import type { Sql } from 'postgres'

/** utime + stime of a process in µs (/proc/<pid>/stat, USER_HZ = 100); 0 once it is gone. */
function processCpuUs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'latin1').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10_000
  } catch {
    return 0
  }
}

export type CpuMeter = { read(): { nodeUs: number; postgresUs: number } }

/** A meter over this process and the backends whose application_name is `applicationName` (open them first). */
export async function cpuMeter(sql: Sql, applicationName: string): Promise<CpuMeter> {
  const rows = await sql<{ pid: number }[]>`SELECT pid FROM pg_stat_activity WHERE application_name = ${applicationName}`
  const pids = rows.map((r) => r.pid)
  return {
    read() {
      const node = process.cpuUsage()
      return { nodeUs: node.user + node.system, postgresUs: pids.reduce((sum, pid) => sum + processCpuUs(pid), 0) }
    },
  }
}
