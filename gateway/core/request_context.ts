/**
 * What the gateway copies out of a uWS request before anything async runs:
 * uWS request objects are only valid synchronously inside the handler.
 */
import { randomUUID } from 'node:crypto'
import type { HttpRequest, HttpResponse } from 'uWebSockets.js'
import type { HttpMethod } from '../http/route'

export interface IncomingRequest {
  readonly requestId: string
  readonly method: HttpMethod | string
  readonly path: string
  readonly query: Record<string, string>
  /** The query as sent, still percent-encoded (request_input.ts checks that it decodes). */
  readonly rawQuery: string
  readonly headers: Record<string, string>
  readonly remoteAddress: string
  readonly startedAt: bigint
}

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

export function readRequest(res: HttpResponse, req: HttpRequest): IncomingRequest {
  const headers: Record<string, string> = {}
  req.forEach((key, value) => {
    headers[key] = value
  })
  const query: Record<string, string> = {}
  const rawQuery = req.getQuery()
  if (rawQuery) {
    for (const [key, value] of new URLSearchParams(rawQuery)) if (!(key in query)) query[key] = value
  }
  const incomingId = headers['x-request-id']
  let remote: string | undefined
  return {
    requestId: incomingId && SANE_REQUEST_ID.test(incomingId) ? incomingId : randomUUID(),
    method: req.getMethod().toUpperCase(),
    path: req.getUrl(),
    query,
    rawQuery: rawQuery ?? '',
    headers,
    // Read on first use: formatting the peer address was a sixth of a small
    // request's cost, and few routes look at it. The response stays valid
    // until it is sent or aborted; after an abort nobody is listening.
    get remoteAddress() {
      if (remote === undefined) {
        try {
          remote = Buffer.from(res.getRemoteAddressAsText()).toString()
        } catch {
          remote = ''
        }
      }
      return remote
    },
    startedAt: process.hrtime.bigint(),
  }
}
