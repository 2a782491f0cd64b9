/**
 * Runs the embedded PostgreSQL server (the postmaster) as a child in a process
 * group of its own. A terminal's Ctrl-C signals the whole foreground group: a
 * postmaster in the platform's group would begin its shutdown at once, while
 * the roles still drain on it ("the database system is shutting down" on
 * their last commits). In its own group only the platform stops it, last.
 *
 * The price of its own group: nothing stops it for us when the platform ends.
 * Every ending that runs JavaScript (a drain past its deadline, a crash)
 * passes through the 'exit' hook below, which asks it for a fast shutdown;
 * after a SIGKILL the next start finds and stops it (embedded_orphan.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process'

export interface PostmasterOptions {
  readonly binary: string
  readonly dataDir: string
  readonly port: number
  /** As root, the OS user that owns the data folder; Postgres refuses to run as root. */
  readonly ids: { uid?: number; gid?: number }
  readonly onUnexpectedExit: (detail: string) => void
}

export interface Postmaster {
  readonly pid: number
  /** Fast shutdown (SIGINT: open sessions are ended, committed work is on disk), resolved once it has exited. */
  stop(): Promise<void>
}

const READY = 'database system is ready to accept connections'
const STDERR_TAIL_CHARS = 4_000

export async function startPostmaster(options: PostmasterOptions): Promise<Postmaster> {
  const child = spawn(options.binary, ['-D', options.dataDir, '-p', String(options.port)], {
    ...options.ids,
    detached: true,
    // stderr is read for as long as the server runs: a pipe nobody empties would block its logging once full.
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  })
  let tail = ''
  let ready = false
  let stopping = false
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(`code ${code}, signal ${signal}`)))
  const fastShutdownOnExit = () => void signal(child, 'SIGINT')
  process.once('exit', fastShutdownOnExit)
  void exited.then((detail) => {
    process.removeListener('exit', fastShutdownOnExit)
    if (ready && !stopping) options.onUnexpectedExit(`${detail}: ${tail.trim()}`)
  })
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject)
    child.stderr!.on('data', (chunk: Buffer) => {
      tail = (tail + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS)
      if (!ready && tail.includes(READY)) {
        ready = true
        resolve()
      }
    })
    void exited.then((detail) => reject(new Error(`embedded PostgreSQL did not start (${detail}): ${tail.trim()}`)))
  })
  return {
    pid: child.pid!,
    async stop() {
      stopping = true
      signal(child, 'SIGINT')
      await exited
    },
  }
}

function signal(child: ChildProcess, name: NodeJS.Signals): void {
  if (child.exitCode === null && child.signalCode === null) child.kill(name)
}
