/**
 * The virtual accounts product as other products see it: the one file they import it through
 * (test/architecture/imports.test.ts fails on any other cross-product import). OTC takes bank payments into the
 * platform's own accounts (desk.ts) and follows their credits.
 */
export { platformAccount, platformAccountsAreTest, sandboxPayIn, type PlatformAccount } from './desk'
export { bankPaymentEvents } from './payment/events'
