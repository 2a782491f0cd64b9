/**
 * The virtual account's rejection codes:
 *   VIRTUAL_ACCOUNT_NOT_FOUND   no such account for this merchant (404; another merchant's is not confirmed to exist)
 *   VIRTUAL_ACCOUNT_OPENING     the partner has not yet confirmed it (409: retry the create, which asks again)
 *   VIRTUAL_ACCOUNT_CLOSED      it is closed: nothing changes it any more (409)
 */
export type VirtualAccountRejection = 'VIRTUAL_ACCOUNT_NOT_FOUND' | 'VIRTUAL_ACCOUNT_OPENING' | 'VIRTUAL_ACCOUNT_CLOSED'

/** Codes the methods answer themselves. */
export type VirtualAccountMethodRejection =
  | 'INVALID_CURRENCY'
  | 'KYC_REQUIRED'
  | 'PARTNER_UNAVAILABLE'
  | 'PARTNER_REFUSED'
  | 'INVALID_SIGNATURE'
  | 'INVALID_NOTIFICATION'
  | 'PAYMENT_NOT_FOUND'
  | 'PAYMENT_NOT_IN_SUSPENSE'

declare module '../../../platform/errors' {
  interface RejectionCodes extends Record<VirtualAccountRejection | VirtualAccountMethodRejection, true> {}
}
