/**
 * The treasury's ledger accounts (platform/ledger), named like the merchant
 * balance's (actors/balance/accounts.ts): one ledger per currency and
 * environment (`USDT`, `USDT.test`, `ETH`, `ETH.test`), so test and live
 * money can never meet in one transfer.
 *
 *   custody:<class>:<network>:<currency>:<env>   what the platform's addresses of one class hold on chain
 *                                                (class `session`: checkout session addresses; `treasury`: the
 *                                                business wallets' index-0 addresses; `topup`: the gas coin at
 *                                                top-up addresses). Debit-normal: a receipt debits it, a send
 *                                                credits it.
 *   clearing:<network>:<currency>:<env>          the balance's custody of top-up addresses (its naming, kept)
 *   funds:<business>:<currency>:<env>            what the merchant owns of that custody (its self-custody
 *                                                business wallet): credited by receipts, debited by refunds
 *   gas:<business>:<network>:<currency>:<env>    network fees the merchant's addresses paid (an expense)
 *
 * Every chain movement is a transfer between two of these, so per ledger the
 * accounts always sum to zero, and each custody account can be compared with
 * the chain (reconcile.ts).
 */
import { decimalsOf } from '../../chains/assets'
import type { Network } from '../../chains/networks'
import type { AccountInput } from '../../platform/ledger'
import { assert } from '../../platform/errors'
import { TOP_UP_DECIMALS, isTopUpCurrency, isTopUpNetwork } from '../balance'
import { clearingAccount } from '../balance'

export type AddressClass = 'session' | 'treasury' | 'topup'

const env = (isTest: boolean) => (isTest ? 'test' : 'live')

const ledgerOf = (currency: string, isTest: boolean) => (isTest ? `${currency}.test` : currency)

/**
 * The ledger's scale. USDT and USDC are kept at 6 places whatever the
 * network (the balance's choice: BSC's 18-decimal tokens convert down);
 * native coins at their chain's own decimals.
 */
function scaleOf(network: Network, currency: string): number {
  if (isTopUpCurrency(currency)) return TOP_UP_DECIMALS
  const decimals = decimalsOf(network, currency)
  assert(decimals !== undefined, `${currency} is not an asset of ${network}`)
  return decimals
}

/** Chain base units in ledger units, rounded down (only BSC's tokens lose anything: below a millionth). */
export function toLedgerUnits(network: Network, currency: string, units: bigint): bigint {
  const shift = (decimalsOf(network, currency) ?? scaleOf(network, currency)) - scaleOf(network, currency)
  return shift > 0 ? units / 10n ** BigInt(shift) : units
}

/** Ledger units back in chain base units (for comparing with a chain balance). */
export function toChainUnits(network: Network, currency: string, units: bigint): bigint {
  const shift = (decimalsOf(network, currency) ?? scaleOf(network, currency)) - scaleOf(network, currency)
  return shift > 0 ? units * 10n ** BigInt(shift) : units
}

export function custodyAccount(cls: AddressClass, network: Network, currency: string, isTest: boolean): AccountInput {
  // The balance's own custody of top-up tokens; the gas coin a top-up address receives is the treasury's (custody:topup).
  if (cls === 'topup' && isTopUpNetwork(network) && isTopUpCurrency(currency)) {
    const ref = clearingAccount(network, isTest, currency)
    return { id: ref.id, ledger: ref.ledger, scale: TOP_UP_DECIMALS, code: 'clearing' }
  }
  return {
    id: `custody:${cls}:${network}:${currency}:${env(isTest)}`,
    ledger: ledgerOf(currency, isTest),
    scale: scaleOf(network, currency),
    code: 'clearing',
  }
}

export function fundsAccount(businessId: string, network: Network, currency: string, isTest: boolean): AccountInput {
  return {
    id: `funds:${businessId}:${currency}:${env(isTest)}`,
    ledger: ledgerOf(currency, isTest),
    scale: scaleOf(network, currency),
    code: 'merchant_balance',
    owner: businessId,
  }
}

export function gasAccount(businessId: string, network: Network, currency: string, isTest: boolean): AccountInput {
  return {
    id: `gas:${businessId}:${network}:${currency}:${env(isTest)}`,
    ledger: ledgerOf(currency, isTest),
    scale: scaleOf(network, currency),
    code: 'gas',
    owner: businessId,
  }
}

/** Parses a custody account id back (the reconciliation walks them): null for any other account. */
export function parseCustody(id: string): { cls: AddressClass; network: string; currency: string; isTest: boolean } | null {
  const parts = id.split(':')
  const [kind, first = '', second = '', third = '', fourth] = parts
  if (kind === 'custody' && parts.length === 5 && (first === 'session' || first === 'treasury' || first === 'topup'))
    return { cls: first, network: second, currency: third, isTest: fourth === 'test' }
  if (kind === 'clearing' && parts.length === 4) return { cls: 'topup', network: first, currency: second, isTest: third === 'test' }
  return null
}
