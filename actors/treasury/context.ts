/** What the treasury's parts share: the checkout actors it asks, the chain layer, the exactly-once send path, the ledger, the policy. */
import type { Network } from '../../chains/networks'
import type { ChainService } from '../chains'
import { createLedger, type Ledger } from '../../platform/ledger'
import { RejectionError, reject } from '../../platform/errors'
import { sendContext, type SendContext } from '../chains'
import { businessWalletId, checkoutContext, type CheckoutContext } from '../checkout'
import type { PaymentsContext } from '../runtime/service/module'
import { treasuryPolicy, type TreasuryPolicy } from './policy'
import type { TreasuryRejection } from './rejections'

export interface TreasuryContext {
  readonly payments: PaymentsContext
  readonly chains: ChainService
  readonly checkout: CheckoutContext
  readonly send: SendContext
  readonly ledger: Ledger
  readonly policy: TreasuryPolicy
  nowMs(): number
}

const contexts = new WeakMap<PaymentsContext, TreasuryContext>()

/** One per payments context (and one ledger client, so its batcher merges the treasury's bookings). */
export function treasuryContext(ctx: PaymentsContext): TreasuryContext {
  let c = contexts.get(ctx)
  if (!c) {
    const checkout = checkoutContext(ctx)
    const ledger = createLedger(ctx.sql, { clock: ctx.clock })
    c = {
      payments: ctx,
      chains: checkout.chains,
      checkout,
      send: sendContext(ctx),
      ledger,
      policy: treasuryPolicy(),
      nowMs: () => ctx.clock.nowMs(),
    }
    contexts.set(ctx, c)
  }
  return c
}

/** A business wallet's treasury (and gas) address on a network: its index 0, the merchant's own address. */
export interface TreasuryAddress {
  readonly walletId: string
  readonly envelope: string
  readonly address: string
  readonly index: 0
}

async function treasuryAddress(c: TreasuryContext, businessId: string, network: Network, isTest: boolean): Promise<TreasuryAddress> {
  const wallet = await c.checkout.wallet(businessId, { type: 'get' })
  if (wallet.status !== 'active') fail('BUSINESS_WALLET_REQUIRED', 'the merchant has no business wallet')
  const a = wallet.addresses.find((x) => x.network === network)
  if (!a) fail('BUSINESS_WALLET_REQUIRED', `the business wallet has no ${network} address`)
  return { walletId: businessWalletId(businessId), envelope: wallet.envelope, address: isTest ? a.testnetAddress : a.address, index: 0 }
}

/** Treasury addresses are watched (owner kind `treasury`, which no actor runs): money sent there from outside is booked too. */
export async function watchTreasury(c: TreasuryContext, businessId: string, network: Network, isTest: boolean): Promise<TreasuryAddress> {
  const t = await treasuryAddress(c, businessId, network, isTest)
  if (c.chains.adapter(network, isTest)) await c.chains.monitor(network, t.address, isTest, treasuryOwner(businessId, isTest))
  return t
}

export const treasuryOwner = (businessId: string, isTest: boolean) => ({
  kind: 'treasury',
  id: `${businessId}:${isTest ? 'test' : 'live'}`,
})

export function parseTreasuryOwner(id: string): { businessId: string; isTest: boolean } {
  const cut = id.lastIndexOf(':')
  return { businessId: id.slice(0, cut), isTest: id.slice(cut + 1) === 'test' }
}

function fail(code: TreasuryRejection, message: string, field?: string): never {
  throw new RejectionError(reject(code, message, field))
}
