/**
 * The wallets product as other products see it: the one file they import it through
 * (test/architecture/imports.test.ts fails on any other cross-product import).
 */
export type { ActiveWallet, AddressEntry } from './state'
export { walletRef } from './decide'
