/**
 * The small HTTP listener each back-end role exposes for health checks and
 * debugging (the spec's `{payments_direct_url}` and `{market_data_url}`):
 * GET /healthz, GET /metrics (Prometheus), and role-specific JSON pages.
 */
import http from 'node:http'
import type { Registry } from 'prom-client'

export type DebugPage = () => Promise<unknown> | unknown

export interface DebugListener {
  readonly port: number
  close(): Promise<void>
}

export async function startDebugListener(options: {
  port: number
  host?: string
  role: string
  registry: Registry
  health: () => Promise<{ ok: boolean; checks: Record<string, string> }>
  pages?: Record<string, DebugPage>
}): Promise<DebugListener> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    const send = (status: number, body: unknown, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type })
      res.end(type === 'application/json' ? JSON.stringify(body) : String(body))
    }
    const run = async () => {
      if (req.method !== 'GET') return send(405, { error: 'method not allowed', code: 'METHOD_NOT_ALLOWED' })
      if (path === '/healthz') {
        const health = await options.health()
        return send(health.ok ? 200 : 503, { status: health.ok ? 'ok' : 'unavailable', role: options.role, checks: health.checks })
      }
      if (path === '/metrics') return send(200, await options.registry.metrics(), options.registry.contentType)
      const page = options.pages?.[path]
      if (page) return send(200, await page())
      return send(404, { error: `no route ${path}`, code: 'ROUTE_NOT_FOUND' })
    }
    run().catch((error: unknown) => send(500, { error: error instanceof Error ? error.message : 'internal error', code: 'INTERNAL_ERROR' }))
  })
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', resolve))
  const address = server.address()
  // Listening on a host and port (not a pipe), so the address is an AddressInfo.
  if (address === null || typeof address === 'string') throw new Error('the debug server is not listening on a port')
  return {
    port: address.port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
