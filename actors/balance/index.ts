/**
 * The balance product as other products see it: the one file they import it through
 * (test/architecture/imports.test.ts fails on any other cross-product import).
 */
export { clearingAccount, ledgerOf, merchantAccount } from './accounts'
export { FIAT_DECIMALS, TOP_UP_DECIMALS, isBalanceCurrency, isTopUpCurrency, isTopUpNetwork } from './currencies'
export type { BalanceState } from './state'
export { entryData } from './webhooks'
