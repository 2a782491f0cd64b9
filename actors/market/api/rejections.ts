/**
 * Codes the market data routes and WebSocket answer (statuses and meanings: gateway/core/rejection_catalogue.ts).
 * The WebSocket codes arrive in an error frame on a connection that stays open, so their status is only the
 * class of the mistake, as a REST answer would have it.
 */
export type MarketRejection = 'HUB_UNAVAILABLE' | 'BAD_REQUEST' | 'ALREADY_SUBSCRIBED_ALL' | 'TOO_MANY_SYMBOLS'

declare module '../../../platform/errors' {
  interface RejectionCodes extends Record<MarketRejection, true> {}
}
