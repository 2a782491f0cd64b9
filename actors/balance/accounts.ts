/**
 * The ledger accounts of the merchant balance (platform/ledger). Live money
 * is on the ledgers `USDT` and `USDC` (scale 6), test money on `USDT.test`
 * and `USDC.test`, so a transfer between test and live money, or between
 * USDT and USDC, cannot even be expressed (the ledger refuses transfers
 * across ledgers):
 *   balance:<business>:<currency>:<env>   the merchant's balance; debits must not exceed credits
 *   clearing:<network>:<currency>:<env>   chain custody: tokens received at top-up addresses on that network
 * A top-up debits clearing and credits the merchant; a reversal does the opposite.
 */
import type { BalanceCurrency, TopUpNetwork } from './currencies'

export interface AccountRef {
  readonly ledger: string
  readonly id: string
}

const env = (isTest: boolean) => (isTest ? 'test' : 'live')

export const ledgerOf = (isTest: boolean, currency: BalanceCurrency) => (isTest ? `${currency}.test` : currency)

export const merchantAccount = (businessId: string, isTest: boolean, currency: BalanceCurrency): AccountRef => ({
  ledger: ledgerOf(isTest, currency),
  id: `balance:${businessId}:${currency}:${env(isTest)}`,
})

export const clearingAccount = (network: TopUpNetwork, isTest: boolean, currency: BalanceCurrency): AccountRef => ({
  ledger: ledgerOf(isTest, currency),
  id: `clearing:${network}:${currency}:${env(isTest)}`,
})
