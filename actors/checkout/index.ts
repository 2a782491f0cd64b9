/**
 * The checkout product as other products see it: the one file they import it through
 * (test/architecture/imports.test.ts fails on any other cross-product import).
 */
export { ensureBusinessWallet } from './api/methods_wallet'
export { PLATFORM_BILLING } from './billing_account'
export { businessWalletId, checkoutContext } from './context'
export type { CheckoutContext } from './context'
export { checkoutEvents } from './events'
export { parseRefundItem, REFUND_WORKFLOW, refundItem, refundSendId } from './refund_send'
export type { OpenSession, Refund } from './state'
