/**
 * Who swaps: the business of the calling key (the spec's 401 without one) and the customer's WaaS wallet with its
 * address on the swap's network. Shared by every execute path (same-chain, bridge, sandbox) and the records.
 */
import { walletRef } from '../wallets'
import { RejectionError, reject } from '../../platform/errors'
import type { Caller } from '../../platform/caller'
import type { ActiveWallet } from '../wallets'
import { unwrap } from '../runtime/unwrap'
import type { SwapContext } from './context'

/** The spec's 401 for swap execute and history: a key that resolves to no business. */
export function businessOf(caller: Caller): string {
  if (!caller.businessId || caller.kind !== 'apiKey') throw new RejectionError(reject('UNAUTHORIZED', 'business not found in context'))
  return caller.businessId
}

export async function customerWallet(c: SwapContext, caller: Caller, customerId: string, network: string) {
  const mode = caller.isTestMode ? 'test' : 'live'
  const missing = (why: string) =>
    new RejectionError(reject('CUSTOMER_WALLET_NOT_FOUND', `customer wallet not found for ${customerId}${why}`))
  const result = await c.payments.host.ask(walletRef(`${businessOf(caller)}:${mode}:${customerId}`), { type: 'get' })
  if (!result.ok && result.rejection.code === 'WALLET_NOT_FOUND') throw missing('')
  const wallet = unwrap(result)
  // A test key's wallet may derive either address form (the sandbox ledger takes both); a live key swaps from a mainnet one.
  const address = wallet.addresses.find((a) => a.network === network && a.index === 0 && (caller.isTestMode || !a.isTestnet))
  if (!address) throw missing(` on ${network} (derive its ${network} address at index 0 first)`)
  return { wallet, address }
}
