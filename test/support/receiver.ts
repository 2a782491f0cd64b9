/** A real local HTTP receiver for webhook tests: records raw bodies and headers, answers as told. */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Received {
  readonly path: string
  readonly headers: http.IncomingHttpHeaders
  readonly rawBody: string
  readonly atMs: number
}

export type Respond = (req: Received) => number | 'hang'

export interface Receiver {
  readonly url: string
  readonly received: Received[]
  respond: Respond
  /** Resolves once `count` requests have arrived (polls; bounded by timeoutMs). */
  waitFor(count: number, timeoutMs?: number): Promise<void>
  close(): Promise<void>
}

export async function startReceiver(respond: Respond = () => 200): Promise<Receiver> {
  const received: Received[] = []
  const hanging = new Set<http.ServerResponse>()
  const state = { respond }
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const entry = { path: req.url ?? '/', headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8'), atMs: Date.now() }
      received.push(entry)
      const answer = state.respond(entry)
      if (answer === 'hang') {
        hanging.add(res)
        return
      }
      res.writeHead(answer, { 'content-type': 'text/plain' }).end('ok')
    })
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    get respond() {
      return state.respond
    },
    set respond(fn: Respond) {
      state.respond = fn
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`receiver got ${received.length} of ${count} requests`)
        await new Promise((r) => setTimeout(r, 10))
      }
    },
    async close() {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
