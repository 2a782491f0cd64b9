/** Starts platform roles as real child processes (compiled entry point) and waits until they are ready. */
import { fork, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { TEST_REDIS_URL } from './db'

const MAIN = path.join(__dirname, '../../roles/main.js')

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
export async function startRoles(roles: string, env: NodeJS.ProcessEnv, timeoutMs = 60_000, detached = false): Promise<RoleProcess> {
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

/** This process's environment without what tap and `npm test` add (TAP_*, npm_* of the running script, tap's hooks). */
export function shellEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(NODE_OPTIONS$|TAP|_TAPJS_|npm_|TS_NODE_)/.test(name)))
}

/**
 * `command args` as a developer's shell runs it, for spawn or execFile. tap's process tracking puts its hooks in every
 * child's NODE_OPTIONS, whatever environment a test passes, so a child would load them (slower, and they break an ES
 * module such as TypeScript 7's tsc); `env -u` drops them before the command starts. Use with shellEnv().
 */
export function asInShell(command: string, args: readonly string[]): [string, string[]] {
  return ['env', ['-u', 'NODE_OPTIONS', command, ...args]]
}

/** Free ports for every listener of one platform (gateway, debug, gRPC, simulators), so it runs beside others. */
export async function platformPorts(): Promise<{ baseUrl: string; env: Record<string, string> }> {
  const port = await freePort()
  const env = {
    PORT: String(port),
    PAYMENTS_HTTP_PORT: String(await freePort()),
    HUB_HTTP_PORT: String(await freePort()),
    PAYMENTS_GRPC_ADDRESS: `127.0.0.1:${await freePort()}`,
    HUB_GRPC_ADDRESS: `127.0.0.1:${await freePort()}`,
    SMS_SIMULATOR_PORT: String(await freePort()),
    VAS_SIMULATOR_PORT: String(await freePort()),
  }
  return { baseUrl: `http://127.0.0.1:${port}`, env }
}

/**
 * The environment of a whole platform (`npm start`'s roles) on a test schema, for the kill -9 tests: its own
 * ports, data directory, master key and admin token (`<name>-admin`), the test Redis, and `extra` (partners).
 */
export async function crashPlatformEnv(
  db: { readonly url: string; readonly schema: string },
  name: string,
  extra: Readonly<Record<string, string>> = {},
): Promise<{ base: string; adminToken: string; env: Record<string, string> }> {
  const [grpc, hubGrpc, http] = [await freePort(), await freePort(), await freePort()]
  const adminToken = `${name}-admin`
  const env = {
    DATABASE_URL: db.url,
    DATABASE_SCHEMA: db.schema,
    REDIS_URL: TEST_REDIS_URL,
    PAYMENTS_GRPC_ADDRESS: `127.0.0.1:${grpc}`,
    HUB_GRPC_ADDRESS: `127.0.0.1:${hubGrpc}`,
    PAYMENTS_HTTP_PORT: '0',
    HUB_HTTP_PORT: '0',
    PORT: String(http),
    HOST: '127.0.0.1',
    DATA_DIR: path.join('/tmp', `${name}-${db.schema}`),
    MASTER_KEY: Buffer.alloc(32, 6).toString('base64'),
    ADMIN_TOKEN: adminToken,
    EVENT_STREAM_KEY: `test:events:${db.schema}`,
    REQUEST_DEADLINE_MS: '30000',
    VAS_SANDBOX_URL: '',
    ...extra,
  }
  return { base: `http://127.0.0.1:${http}`, adminToken, env }
}

/** Resolves once GET /healthz answers 200; fails with the process's output when it exits first or after `timeoutMs`. */
export async function untilHealthy(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`exited (${child.exitCode ?? child.signalCode}):\n${output()}`)
    const ok = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    if (Date.now() > deadline) throw new Error(`/healthz did not answer in ${timeoutMs} ms:\n${output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
