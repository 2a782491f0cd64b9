/** Codes the gateway answers itself, before or instead of a payments-role method (statuses: rejection_catalogue.ts). */

type GatewayRejection =
  | 'VALIDATION_FAILED'
  | 'INVALID_JSON'
  | 'INVALID_STRING'
  | 'JSON_TOO_DEEP'
  | 'INEXACT_NUMBER'
  | 'INVALID_IDEMPOTENCY_KEY'
  | 'ROUTE_NOT_FOUND'
  | 'METHOD_NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'INTERNAL_ERROR'
  | 'SHUTTING_DOWN'
  | 'TEMPORARILY_UNAVAILABLE'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'

declare module '../../platform/errors' {
  interface RejectionCodes extends Record<GatewayRejection, true> {}
}

// A module (not a script), so the block above augments platform/errors instead of declaring a module of its own.
export {}
