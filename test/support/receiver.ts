/** A real local HTTP receiver for webhook tests: records raw bodies and headers, answers as told. */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { webhookProblem } from './webhook_contract'
import { contractViolation } from './contract_exit'

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

/**
 * With `contract`, every delivery is checked against the OpenAPI document's webhooks
 * (webhook_contract.ts), and one outside it fails the test file (contract_exit.ts): for the product rigs, whose
 * deliveries are the platform's own (the webhook engine's tests send made-up bodies).
 */
export async function startReceiver(respond: Respond = () => 200, options: { contract?: boolean } = {}): Promise<Receiver> {
  const received: Received[] = []
  const hanging = new Set<http.ServerResponse>()
  const state = { respond }
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const entry = { path: req.url ?? '/', headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8'), atMs: Date.now() }
      received.push(entry)
      const problem = options.contract ? webhookProblem(req.headers, entry.rawBody) : undefined
      if (problem) contractViolation(problem)
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
