/** The chain send actor's closed set of rejection codes; MAY_HAVE_BEEN_SENT (shared with caas_transfer) guards a late refusal. */

export type ChainSendRejection = 'CHAIN_SEND_NOT_FOUND' | 'SEND_ID_CONFLICT' | 'MAY_HAVE_BEEN_SENT'

declare module '../../../platform/errors' {
  interface RejectionCodes extends Record<ChainSendRejection, true> {}
}
