/**
 * rippled's API over the configured endpoint (XRP_RPC_URL): a WebSocket URL
 * goes through xrpl.js's Client, anything else is JSON-RPC over HTTP. Both
 * ask for API version 2 and answer the same `result` object; rippled's
 * error names (`actNotFound`, `txnNotFound`) come back as XrpRpcError codes.
 * xrpl.js costs ~220 ms to load, so it is imported on first use. Every
 * request has a deadline (default 10 s), so a hung rippled fails its
 * watcher's round instead of holding it.
 */
import { isJsonObject } from '../../platform/json_object'

export class XrpRpcError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

export interface XrpTransport {
  request<T>(command: string, params?: Record<string, unknown>): Promise<T>
  close(): Promise<void>
}

type XrplClient = InstanceType<(typeof import('xrpl'))['Client']>

export function xrpTransport(url: string, timeoutMs = 10_000): XrpTransport {
  return /^wss?:\/\//.test(url) ? websocket(url, timeoutMs) : jsonRpc(url, timeoutMs)
}

function jsonRpc(url: string, timeoutMs: number): XrpTransport {
  return {
    async request<T>(command: string, params: Record<string, unknown> = {}) {
      let body: { result: T & { status?: string; error?: string; error_message?: string } }
      try {
        // One deadline for headers and body: a server that stalls mid-answer is as hung as a silent one.
        const signal = AbortSignal.timeout(timeoutMs)
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ method: command, params: [{ api_version: 2, ...params }] }),
          signal,
        })
        if (!res.ok) throw new Error(`${command}: rippled answered HTTP ${res.status}`)
        body = (await res.json()) as typeof body
      } catch (error) {
        if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error
        throw new Error(`${command}: no answer from rippled within ${timeoutMs} ms`, { cause: error })
      }
      if (body.result.status === 'error')
        throw new XrpRpcError(body.result.error ?? 'unknown', `${command}: ${body.result.error_message ?? body.result.error}`)
      return body.result
    },
    close: async () => undefined,
  }
}

function websocket(url: string, timeoutMs: number): XrpTransport {
  let client: Promise<XrplClient> | undefined
  const connected = () => {
    client ??= import('xrpl').then(async ({ Client }) => {
      const c = new Client(url, { timeout: timeoutMs, connectionTimeout: timeoutMs })
      await c.connect()
      return c
    })
    return client
  }
  return {
    async request<T>(command: string, params: Record<string, unknown> = {}) {
      const c = await connected()
      if (!c.isConnected()) await c.connect()
      try {
        const reply = (await c.request({ command, ...params } as never)) as { result: T }
        return reply.result
      } catch (error) {
        const data = error instanceof Error && 'data' in error && isJsonObject(error.data) ? error.data : undefined
        if (typeof data?.error === 'string' && data.error)
          throw new XrpRpcError(data.error, `${command}: ${typeof data.error_message === 'string' ? data.error_message : data.error}`)
        throw error
      }
    },
    async close() {
      if (client) await (await client).disconnect()
    },
  }
}
