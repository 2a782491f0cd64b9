/** The settlement account actor's closed set of rejection codes (statuses: gateway/core/rejection_catalogue.ts). */

export type SettlementRejection = 'SETTLEMENT_ACCOUNT_LIMIT' | 'SETTLEMENT_ACCOUNT_NOT_FOUND'

declare module '../../../platform/errors' {
  interface RejectionCodes extends Record<SettlementRejection, true> {}
}
