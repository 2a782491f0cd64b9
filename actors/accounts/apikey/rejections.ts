/** The API key actor's closed set of rejection codes (statuses: gateway/core/rejection_catalogue.ts). */

export type ApiKeyRejection = 'KEY_EXISTS' | 'KEY_NOT_FOUND' | 'KEY_REVOKED' | 'NOT_LEGACY_KEY'

declare module '../../../platform/errors' {
  interface RejectionCodes extends Record<ApiKeyRejection, true> {}
}
