/**
 * A JSON-RPC proxy between the platform and a node (anvil, litecoind) that
 * breaks one method's calls on purpose, the way networks and overloaded
 * nodes do, so a test can show what the platform does when it cannot know
 * whether its transaction went out:
 *
 *   drop      forward, then close the client's socket without an answer
 *   hang      forward, then never answer (the client's deadline passes)
 *   late      hold the call past the client's deadline, then forward it
 *   lost      never forward and never answer (the transaction never reached the node)
 *   error     forward, then answer a JSON-RPC error (internal error)
 *   http500   forward, then answer HTTP 500 without a JSON body
 *
 * Every other call (and a faulted method once its faults are used up) is
 * passed through unchanged, headers (auth) included.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type FaultMode = 'drop' | 'hang' | 'late' | 'lost' | 'error' | 'http500'
export const FAULT_MODES: readonly FaultMode[] = ['drop', 'hang', 'late', 'lost', 'error', 'http500']

export interface FaultProxy {
  readonly url: string
  /** Faults the next `times` calls of `method`, after letting `skip` of them through. */
  fault(method: string, mode: FaultMode, options?: { times?: number; skip?: number }): void
  /** Calls of `method` the proxy received (faulted or not). */
  calls(method: string): number
  /** Calls held in `late` mode that have not been forwarded yet. */
  lateInFlight(): number
  close(): Promise<void>
}

interface Plan {
  mode: FaultMode
  times: number
  skip: number
}

export async function startFaultProxy(target: string, options: { lateMs?: number } = {}): Promise<FaultProxy> {
  const lateMs = options.lateMs ?? 4_000
  const plans = new Map<string, Plan>()
  const counts = new Map<string, number>()
  const open = new Set<http.ServerResponse>()
  const timers = new Set<NodeJS.Timeout>()
  let lateForwards = 0

  const forward = async (req: http.IncomingMessage, body: string) => {
    const res = await fetch(target, {
      method: 'POST',
      headers: {
        'content-type': req.headers['content-type'] ?? 'application/json',
        ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
      },
      body,
    })
    return { status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? 'application/json' }
  }

  /** The plan's mode when this call is to be faulted, counting it. */
  const faultFor = (method: string): FaultMode | null => {
    counts.set(method, (counts.get(method) ?? 0) + 1)
    const plan = plans.get(method)
    if (!plan || plan.times <= 0) return null
    if (plan.skip > 0) {
      plan.skip--
      return null
    }
    plan.times--
    return plan.mode
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      let parsed: { method?: string; id?: unknown } = {}
      try {
        parsed = JSON.parse(body) as typeof parsed
      } catch {
        // Not JSON (or a batch): passed through as it is.
      }
      const mode = typeof parsed.method === 'string' ? faultFor(parsed.method) : null
      void handle(req, res, body, mode, parsed.id).catch(() => res.destroy())
    })
  })

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, body: string, mode: FaultMode | null, id: unknown) {
    switch (mode) {
      case null: {
        const answer = await forward(req, body)
        res.writeHead(answer.status, { 'content-type': answer.type }).end(answer.text)
        return
      }
      case 'drop':
        await forward(req, body)
        res.socket?.destroy()
        return
      case 'hang':
        await forward(req, body)
        open.add(res)
        res.on('close', () => open.delete(res))
        return
      case 'lost':
        open.add(res)
        return
      case 'late': {
        open.add(res)
        lateForwards++
        const timer = setTimeout(() => {
          timers.delete(timer)
          void forward(req, body)
            .catch(() => undefined)
            .finally(() => lateForwards--)
        }, lateMs)
        timers.add(timer)
        return
      }
      case 'error':
        await forward(req, body)
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', id: id ?? null, error: { code: -32603, message: 'internal error' } }))
        return
      case 'http500':
        await forward(req, body)
        res.writeHead(500, { 'content-type': 'text/plain' }).end('upstream failure')
        return
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    fault(method, mode, o = {}) {
      plans.set(method, { mode, times: o.times ?? 1, skip: o.skip ?? 0 })
    },
    calls: (method) => counts.get(method) ?? 0,
    lateInFlight: () => lateForwards,
    async close() {
      for (const t of timers) clearTimeout(t)
      for (const res of open) res.socket?.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
