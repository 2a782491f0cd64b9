/**
 * What a stop signal does: close the running roles in reverse start order
 * (the gateway stops taking requests and finishes what it has, then the
 * payments role commits its last work and releases its shards, then the
 * database it may have started), then exit. A role that fails to close is
 * logged and the next one still closes. A drain that hangs (a database that
 * stopped answering) must not keep the process from ending: past the
 * deadline it exits 1, so a supervisor restarts it instead of waiting for
 * its own kill timeout.
 */
import type { Logger } from './log'

export interface Closable {
  readonly role: string
  close(): Promise<void>
}

const DRAIN_TIMEOUT_MS = 25_000

export async function drainThenExit(
  running: readonly Closable[],
  logger: Logger,
  exit: (code: number) => void,
  timeoutMs = DRAIN_TIMEOUT_MS,
): Promise<void> {
  const deadline = setTimeout(() => {
    logger.error({ timeoutMs }, 'drain did not finish in time: exiting')
    exit(1)
  }, timeoutMs)
  for (const r of [...running].reverse())
    await r.close().catch((error: unknown) => logger.error({ err: error, role: r.role }, 'stop failed'))
  clearTimeout(deadline)
  exit(0)
}
