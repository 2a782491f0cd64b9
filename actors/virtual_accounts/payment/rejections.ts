/**
 * The inbound payment's rejection codes:
 *   PAYMENT_NOT_FOUND         no such payment (404)
 *   PAYMENT_NOT_IN_SUSPENSE   only a suspended payment is assigned or returned (409)
 */
export type BankPaymentRejection = 'PAYMENT_NOT_FOUND' | 'PAYMENT_NOT_IN_SUSPENSE'
