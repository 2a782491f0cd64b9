/**
 * rippled's API over the configured endpoint (XRP_RPC_URL): a WebSocket URL
 * goes through xrpl.js's Client, anything else is JSON-RPC over HTTP. Both
 * ask for API version 2 and answer the same `result` object; rippled's
 * error names (`actNotFound`, `txnNotFound`) come back as XrpRpcError codes.
 * xrpl.js costs ~220 ms to load, so it is imported on first use. Every
 * request has a deadline (default 10 s), so a hung rippled fails its
 * watcher's round instead of holding it.
 */
import { field, isJsonObject, objectField } from '../../platform/json_object'

export class XrpRpcError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

export interface XrpTransport {
  /** The answer's `result` object, unread: callers take its fields with the readers below. */
  request(command: string, params?: Record<string, unknown>): Promise<unknown>
  close(): Promise<void>
}

/** The value at `path` in a rippled answer; a missing step is a fault, thrown with the path. */
function answerField(answer: unknown, path: readonly string[]): unknown {
  const value = field(answer, ...path)
  if (value === undefined) throw new Error(`rippled answered without ${path.join('.')}`)
  return value
}

/** The string at `path` in a rippled answer; anything else is a fault, thrown. */
export function answerString(answer: unknown, ...path: readonly string[]): string {
  const value = answerField(answer, path)
  if (typeof value !== 'string') throw new Error(`rippled answered a non-string ${path.join('.')}: ${String(value)}`)
  return value
}

/** The number at `path` in a rippled answer (a ledger index, a sequence); anything else is a fault, thrown. */
export function answerNumber(answer: unknown, ...path: readonly string[]): number {
  const value = answerField(answer, path)
  if (typeof value !== 'number') throw new Error(`rippled answered a non-number ${path.join('.')}: ${String(value)}`)
  return value
}

/** The integer at `path` in a rippled answer, written as a JSON number or as digits (drops, reserves). */
export function answerInteger(answer: unknown, ...path: readonly string[]): bigint {
  const value = answerField(answer, path)
  if (typeof value !== 'number' && typeof value !== 'string')
    throw new Error(`rippled answered a non-integer ${path.join('.')}: ${String(value)}`)
  return BigInt(value)
}

type XrplClient = InstanceType<(typeof import('xrpl'))['Client']>

export function xrpTransport(url: string, timeoutMs = 10_000): XrpTransport {
  return /^wss?:\/\//.test(url) ? websocket(url, timeoutMs) : jsonRpc(url, timeoutMs)
}

function jsonRpc(url: string, timeoutMs: number): XrpTransport {
  return {
    async request(command: string, params: Record<string, unknown> = {}) {
      let body: unknown
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
        body = await res.json()
      } catch (error) {
        if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error
        throw new Error(`${command}: no answer from rippled within ${timeoutMs} ms`, { cause: error })
      }
      const result = objectField(body, 'result')
      if (!result) throw new Error(`${command}: rippled answered without a result`)
      if (result.status === 'error') {
        const error = typeof result.error === 'string' ? result.error : undefined
        const message = typeof result.error_message === 'string' ? result.error_message : error
        throw new XrpRpcError(error ?? 'unknown', `${command}: ${message}`)
      }
      return result
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
    async request(command: string, params: Record<string, unknown> = {}) {
      const c = await connected()
      if (!c.isConnected()) await c.connect()
      try {
        // The connection takes any command (Client.request only the ones xrpl.js types); API version 2, as over HTTP.
        const reply: unknown = await c.connection.request({ command, ...params, api_version: 2 })
        return field(reply, 'result')
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
