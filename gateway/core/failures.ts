/**
 * HTTP errors. Every error body is `{ error, code }` (plus `request_id`).
 * Rejection codes from the payments role become statuses through one typed
 * table, the rejection catalogue.
 */
import { PlatformError, RejectionError, type RejectionCode } from '../../platform/errors'
import type { Logger } from '../../platform/log'
import { statusOf } from './rejection_catalogue'

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: RejectionCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/**
 * Maps anything thrown by a handler to the HTTP error the client sees. A
 * rejection's status comes from the catalogue; a code the catalogue lacks
 * got past the compiler (a wire decode, a cast) and is a bug: 500, logged.
 */
export function toHttpError(error: unknown, logger?: Pick<Logger, 'error'>): HttpError {
  if (error instanceof HttpError) return error
  if (error instanceof RejectionError) {
    const { code, message } = error.rejection
    const status = statusOf(code)
    if (status !== undefined) return new HttpError(status, code, message)
    logger?.error({ code }, 'a rejection code missing from the rejection catalogue reached the gateway; answered 500')
    return internalError()
  }
  if (error instanceof PlatformError && error.temporary) {
    return new HttpError(503, 'TEMPORARILY_UNAVAILABLE', 'the service is temporarily unavailable; retry shortly', { 'retry-after': '1' })
  }
  return internalError()
}

const internalError = () => new HttpError(500, 'INTERNAL_ERROR', 'internal error')

const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: '200 OK',
  201: '201 Created',
  202: '202 Accepted',
  204: '204 No Content',
  301: '301 Moved Permanently',
  302: '302 Found',
  400: '400 Bad Request',
  401: '401 Unauthorized',
  402: '402 Payment Required',
  403: '403 Forbidden',
  404: '404 Not Found',
  405: '405 Method Not Allowed',
  409: '409 Conflict',
  410: '410 Gone',
  413: '413 Payload Too Large',
  415: '415 Unsupported Media Type',
  422: '422 Unprocessable Entity',
  429: '429 Too Many Requests',
  500: '500 Internal Server Error',
  502: '502 Bad Gateway',
  503: '503 Service Unavailable',
  504: '504 Gateway Timeout',
}

export function statusLine(status: number): string {
  return STATUS_TEXT[status] ?? `${status} Status`
}
