/**
 * A private redis-server on its own port, for tests that stall, kill and
 * restart Redis (never the shared one on 6379). No persistence: a restart
 * comes back empty, as a replaced node would.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'

export interface RedisServer {
  readonly url: string
  /** SIGSTOP: the port still accepts connections, nothing answers. */
  stall(): void
  resume(): void
  kill(): Promise<void>
  start(): Promise<void>
}

async function answersPing(port: number): Promise<boolean> {
  return await new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    const done = (ok: boolean) => (socket.destroy(), resolve(ok))
    socket.setTimeout(200, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (d) => done(d.toString().startsWith('+PONG')))
  })
}

export async function startRedisServer(port: number): Promise<RedisServer> {
  let child: ChildProcess | undefined
  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']
    const spawned = spawn('redis-server', args, { stdio: 'ignore' })
    // A test that dies (timeout, crash) must not leave a stalled server behind.
    process.once('exit', () => spawned.kill('SIGKILL'))
    child = spawned
    for (let i = 0; i < 100; i++) {
      if (await answersPing(port)) return
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error(`redis-server on ${port} did not start`)
  }
  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    stall: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
    async kill() {
      const c = child
      if (!c || c.exitCode !== null || c.signalCode !== null) return
      const exited = new Promise<void>((resolve) => c.once('exit', () => resolve()))
      c.kill('SIGKILL')
      await exited
    },
    start,
  }
}
