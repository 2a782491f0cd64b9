/**
 * HTTP errors. Every error body is `{ error, code }` (plus `request_id`).
 * Rejection codes from the payments role become statuses through one table,
 * merged from each product's own table (gateway/<product>/statuses.ts).
 */
import { PlatformError, RejectionError } from '../../platform/errors'

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

const statusByCode = new Map<string, number>([
  ['validation_failed', 400],
  ['invalid_json', 400],
  ['INVALID_STRING', 400],
  ['JSON_TOO_DEEP', 400],
  ['INEXACT_NUMBER', 400],
  ['method_not_found', 404],
  ['not_found', 404],
  ['FORBIDDEN', 403],
])

/** Products register their rejection codes here at start-up. */
export function registerStatuses(table: Readonly<Record<string, number>>): void {
  for (const [code, status] of Object.entries(table)) statusByCode.set(code, status)
}

/** Maps anything thrown by a handler to the HTTP error the client sees. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error
  if (error instanceof RejectionError) {
    const { code, message } = error.rejection
    return new HttpError(statusByCode.get(code) ?? 400, code, message)
  }
  if (error instanceof PlatformError && error.temporary) {
    return new HttpError(503, 'temporarily_unavailable', 'the service is temporarily unavailable; retry shortly', { 'retry-after': '1' })
  }
  return new HttpError(500, 'internal_error', 'internal error')
}

export const STATUS_TEXT: Readonly<Record<number, string>> = {
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
