/**
 * Runs a partner simulator as its own local process (a fork of its compiled entry file) and answers its URL once
 * it listens; the child exits with its parent (the IPC channel closes). Shared by the partners' simulators (CaaS
 * payout and on-ramp, the remittance partner), which `npm start` runs beside the platform outside production and
 * the tests start the same way.
 */
import { fork, type ChildProcess } from 'node:child_process'
import http, { type IncomingMessage } from 'node:http'
import { configEnv } from './config_variables'

export interface SimulatorProcess {
  readonly baseUrl: string
  readonly child: ChildProcess
  stop(): Promise<void>
}

export async function forkSimulator(entry: string, name: string, env: NodeJS.ProcessEnv): Promise<SimulatorProcess> {
  const child = fork(entry, [], { env: { ...configEnv(), ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.once('message', (m: unknown) => {
      const url = typeof m === 'object' && m !== null && 'baseUrl' in m ? m.baseUrl : undefined
      if (typeof url === 'string') resolve(url)
      else reject(new Error(`the ${name} simulator sent no URL`))
    })
    child.once('exit', (code) => reject(new Error(`the ${name} simulator exited with ${code}`)))
  })
  return {
    baseUrl,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** In a simulator's entry file: announce the URL to the parent (IPC) or on stdout, and exit with the parent. */
export function announceSimulator(name: string, started: Promise<{ baseUrl: string; close(): Promise<void> }>): void {
  started.then(
    (sim) => {
      if (process.send) process.send({ baseUrl: sim.baseUrl })
      else process.stdout.write(`${name} simulator at ${sim.baseUrl}\n`)
      process.on('disconnect', () => process.exit(0))
      process.on('SIGTERM', () => void sim.close().then(() => process.exit(0)))
    },
    (error: unknown) => {
      process.stderr.write(`${name} simulator: ${error instanceof Error ? error.message : String(error)}\n`)
      process.exit(1)
    },
  )
}

/** Reads a request body whole. */
export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

/** What a simulator's handler answers: a status and a JSON body (none for an empty answer). */
export interface SimulatorReply {
  readonly status: number
  readonly body?: unknown
}

/**
 * Serves a simulator's handler on 127.0.0.1 (`port` 0: any free one): each answer as JSON, a handler that throws
 * as a bare 500. `close` runs `onClose` (the simulator's timers) and drops open connections.
 */
export async function listenSimulator(
  name: string,
  port: number,
  handle: (req: IncomingMessage) => Promise<SimulatorReply>,
  onClose: () => void = () => undefined,
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    handle(req).then(
      (reply) => {
        res.writeHead(reply.status, { 'content-type': 'application/json' })
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body))
      },
      () => {
        res.writeHead(500)
        res.end()
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error(`the ${name} simulator is not listening on a port`)
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        onClose()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
