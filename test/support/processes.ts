/** Starts platform roles as real child processes (compiled entry point) and waits until they are ready. */
import { fork, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

export const MAIN = path.join(__dirname, '../../roles/main.js')

/** Tries to listen on `port`; answers whether it was free. */
async function canListen(port: number): Promise<boolean> {
  return await new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/**
 * A port for a child process to listen on, from below the kernel's ephemeral range (32768-60999 on Linux). A port the
 * kernel hands out for `listen(0)` comes from that range, and until the child binds it, any outgoing connection of
 * any process (a Postgres client, a load generator) may take it as its local port: the child then fails to listen.
 * Ports below the range are only ever taken on purpose.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = 15_000 + Math.floor(Math.random() * 17_000)
    if (await canListen(port)) return port
  }
  throw new Error('no free port below the ephemeral range')
}

export interface RoleProcess {
  readonly child: ChildProcess
  readonly output: () => string
  stop(): Promise<void>
  kill9(): Promise<void>
}

/** `detached` puts the child in a process group of its own, as a shell does, so a test can signal the group as a terminal's Ctrl-C would. */
export async function startRoles(roles: string, env: NodeJS.ProcessEnv, timeoutMs = 30_000, detached = false): Promise<RoleProcess> {
  let output = ''
  const child = fork(MAIN, [`--roles=${roles}`], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    detached,
  })
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${roles} not ready in ${timeoutMs} ms:\n${output}`)), timeoutMs)
    child.once('message', () => {
      clearTimeout(timer)
      resolve()
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${roles} exited with ${code}:\n${output}`))
    })
  })
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      await exited
    },
    async kill9() {
      child.kill('SIGKILL')
      await exited
    },
  }
}
