/**
 * Every error a route can answer, derived from what the route declares: the
 * gateway's own pipeline (app.ts) answers some codes on every route, its
 * authentication adds 401/403, its input adds the validation codes, and its
 * handler or operation names the rest (`errors`). Grouped by the catalogue's
 * status, each becomes one response of the OpenAPI document whose `code` enum
 * holds exactly those codes, and the response check in tests
 * (contract_check.ts) fails any answer outside them.
 */
import type { RejectionCode } from '../../platform/errors'
import { ANY_KEY, ANY_MEMBER, type RouteSpec } from '../http/route'
import { schemaRef } from './openapi_components'
import { objectField } from '../../platform/json_object'
import { rejectionCatalogue } from './rejection_catalogue'

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Whether the route accepts the `Idempotency-Key` header: its operation takes an `idempotency_key` (gateway/core/idempotency.ts). */
export function takesIdempotencyKey(route: RouteSpec): boolean {
  return objectField(route.operation?.input, 'properties')?.idempotency_key !== undefined
}

/** The request field a repeatable create is keyed by (platform/idempotency.ts), or null for a route that is not one. */
function idempotencyKeyField(route: RouteSpec): 'idempotency_key' | 'reference' | null {
  return takesIdempotencyKey(route) ? 'idempotency_key' : (route.operation?.keyedBy ?? null)
}

/** The codes a route may answer, in a stable order (the route's own after the gateway's). */
function errorCodesOf(route: RouteSpec): RejectionCode[] {
  const codes: RejectionCode[] = [
    // Path and query strings are checked on every route, before any schema (request_input.ts).
    'INVALID_STRING',
    // The body size is checked on every route from Content-Length, whatever its method.
    'PAYLOAD_TOO_LARGE',
    'INTERNAL_ERROR',
    // A draining gateway answers 503 to anything; a dependency briefly down answers 503 too.
    'SHUTTING_DOWN',
    'TEMPORARILY_UNAVAILABLE',
  ]
  if (route.body || route.query || route.params) codes.push('VALIDATION_FAILED')
  if (route.body || BODY_METHODS.has(route.method)) codes.push('INVALID_JSON', 'JSON_TOO_DEEP', 'INEXACT_NUMBER', 'UNSUPPORTED_MEDIA_TYPE')
  if (route.auth.kind !== 'public') codes.push('UNAUTHORIZED')
  // Every route counts against a request limit (request_limits.ts).
  codes.push('RATE_LIMITED')
  const permission = route.auth.kind === 'apiKey' || route.auth.kind === 'jwt' ? route.auth.permission : ANY_KEY
  if (permission !== ANY_KEY && permission !== ANY_MEMBER) codes.push('FORBIDDEN')
  // The Idempotency-Key contract: a malformed key is 400, the same key with another body 409.
  if (takesIdempotencyKey(route)) codes.push('INVALID_IDEMPOTENCY_KEY')
  if (idempotencyKeyField(route) !== null) codes.push('IDEMPOTENCY_KEY_REUSED')
  // A gateway and a payments role of different versions: the method may be missing on the other side.
  if (route.operation) codes.push('METHOD_NOT_FOUND')
  for (const code of route.errors ?? []) if (!codes.includes(code)) codes.push(code)
  return codes
}

/** The route's error codes by HTTP status, through the one catalogue. */
export function errorStatusesOf(route: RouteSpec): Map<number, RejectionCode[]> {
  const byStatus = new Map<number, RejectionCode[]>()
  for (const code of errorCodesOf(route)) {
    const status = rejectionCatalogue[code].status
    const list = byStatus.get(status) ?? []
    list.push(code)
    byStatus.set(status, list)
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b))
}

/**
 * The named error schemas: `Error` is every error body the gateway sends
 * (app.ts), `ErrorCode` every code of the catalogue, so a client can switch
 * on a code whatever operation answered it.
 */
export function errorSchemas(): Record<string, unknown> {
  return {
    ErrorCode: {
      type: 'string',
      enum: Object.keys(rejectionCatalogue).sort(),
      description: 'Stable, for programs (the README’s error catalogue); each operation lists the codes it can answer',
    },
    Error: {
      type: 'object',
      required: ['error', 'code'],
      additionalProperties: false,
      properties: {
        error: { type: 'string', description: 'What went wrong, for a human' },
        code: schemaRef('ErrorCode'),
        request_id: { type: 'string', description: 'Finds the request in the platform’s logs' },
      },
    },
  }
}

/** The body of one status: an `Error` whose `code` is one of the codes the route answers with that status. */
export function errorBodySchema(codes: readonly RejectionCode[]): Record<string, unknown> {
  return { allOf: [schemaRef('Error'), { properties: { code: { enum: [...codes] } } }] }
}

/**
 * Error responses most operations share (the gateway's own answers), by name:
 * an operation whose codes at a status are exactly these refers to the one
 * component instead of repeating it.
 */
const SHARED_ERRORS: readonly (readonly [name: string, status: number, codes: readonly RejectionCode[]])[] = [
  ['InvalidString', 400, ['INVALID_STRING']],
  ['InvalidInput', 400, ['INVALID_STRING', 'VALIDATION_FAILED']],
  ['InvalidBody', 400, ['INVALID_STRING', 'VALIDATION_FAILED', 'INVALID_JSON', 'JSON_TOO_DEEP', 'INEXACT_NUMBER']],
  ['Unauthorized', 401, ['UNAUTHORIZED']],
  ['Forbidden', 403, ['FORBIDDEN']],
  ['MethodNotFound', 404, ['METHOD_NOT_FOUND']],
  ['RateLimited', 429, ['RATE_LIMITED']],
  ['PayloadTooLarge', 413, ['PAYLOAD_TOO_LARGE']],
  ['UnsupportedMediaType', 415, ['UNSUPPORTED_MEDIA_TYPE']],
  ['InternalError', 500, ['INTERNAL_ERROR']],
  ['Unavailable', 503, ['SHUTTING_DOWN', 'TEMPORARILY_UNAVAILABLE']],
]

const setKey = (codes: readonly string[]) => [...codes].sort().join(',')

/** The name of the shared error response for exactly these codes at this status, if there is one. */
export function sharedErrorName(status: number, codes: readonly RejectionCode[]): string | undefined {
  const key = setKey(codes)
  return SHARED_ERRORS.find(([, s, c]) => s === status && setKey(c) === key)?.[0]
}

/** The shared error responses as [name, status, codes]. */
export function sharedErrors(): readonly (readonly [string, number, readonly RejectionCode[]])[] {
  return SHARED_ERRORS
}

/** A short description of a status for the document. */
export function errorDescription(codes: readonly RejectionCode[]): string {
  return codes.map((c) => `\`${c}\`: ${rejectionCatalogue[c].meaning}`).join('; ')
}
