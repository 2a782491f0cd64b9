/**
 * A local HTTP server for adapter tests: the handler sees each request's
 * method, path, headers and parsed JSON body and returns the raw response
 * text, so numbers can be written exactly as a node prints them (a JSON
 * number with eight decimals, a 64-bit integer) rather than through
 * JSON.stringify of a float.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

interface SeenRequest {
  readonly method: string
  readonly path: string
  readonly headers: http.IncomingHttpHeaders
  readonly body: any
}

export type Handler = (request: SeenRequest) => { status?: number; text: string } | Promise<{ status?: number; text: string }>

export interface RpcServer {
  readonly url: string
  readonly requests: SeenRequest[]
  close(): Promise<void>
}

export async function startRpcServer(handle: Handler): Promise<RpcServer> {
  const requests: SeenRequest[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req
      .on('data', (c: Buffer) => chunks.push(c))
      .on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const seen: SeenRequest = {
          method: req.method ?? 'GET',
          path: req.url ?? '/',
          headers: req.headers,
          body: raw ? JSON.parse(raw) : undefined,
        }
        requests.push(seen)
        Promise.resolve(handle(seen)).then(
          (reply) => res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(reply.text),
          (error: unknown) => res.writeHead(500).end(String(error)),
        )
      })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** JSON text in which `exact(...)` markers become bare JSON numbers with exactly those digits. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value).replace(/"@exact:(-?[0-9.eE+-]+)@"/g, '$1')
}

/** A number written into `jsonText` output verbatim ("20999999.99999999", "9007199254740993"). */
export const exact = (digits: string | bigint) => `@exact:${digits}@`
