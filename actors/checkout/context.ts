/** What the checkout methods share: the actors they ask (rejections unwrapped), the chain layer, and the public base URL. */
import type { Caller } from '../../platform/caller'
import { RejectionError, reject } from '../../platform/errors'
import type { PaymentsContext } from '../runtime/service/module'
import { chainsFor, type ChainService } from '../chains'
import { asker, unwrap } from '../runtime/unwrap'
import type { BusinessWalletCommand, BusinessWalletReply } from './business_wallet/commands'
import { merchantRef, type ActiveMerchant } from '../accounts'
import type { MerchantCommand } from '../accounts'
import type { CheckoutCommand } from './commands'
import { businessWalletRef } from './business_wallet/decide'
import { checkoutRef } from './decide'
import type { CheckoutMethodRejection, CheckoutRejection } from './rejections'
import type { OpenSession } from './state'

export interface CheckoutContext {
  readonly payments: PaymentsContext
  readonly chains: ChainService
  readonly baseUrl: string
  merchant(id: string, command: MerchantCommand): Promise<ActiveMerchant>
  wallet(businessId: string, command: BusinessWalletCommand): Promise<BusinessWalletReply>
  session(id: string, command: CheckoutCommand): Promise<OpenSession>
  /** Creates a session under an id minted for this request (no read of the store first). */
  newSession(id: string, command: CheckoutCommand): Promise<OpenSession>
  /**
   * The merchant's decision (e.g. counting the transaction), then a session
   * under an id minted for this request, written by the same commit when
   * both actors are served here (ActorHost.askSpawning).
   */
  merchantThenNewSession(
    businessId: string,
    command: MerchantCommand,
    id: string,
    create: (merchant: ActiveMerchant) => CheckoutCommand,
  ): Promise<{ merchant: ActiveMerchant; session: OpenSession }>
  /** The caller's own session (same business, same environment), or 404: another merchant's id is indistinguishable from none. */
  ownSession(caller: Caller, id: string): Promise<OpenSession>
}

export function checkoutContext(ctx: PaymentsContext): CheckoutContext {
  const session = asker(ctx.host, checkoutRef)
  return {
    payments: ctx,
    chains: chainsFor(ctx),
    baseUrl: ctx.config.publicBaseUrl,
    merchant: asker(ctx.host, merchantRef),
    wallet: asker(ctx.host, businessWalletRef),
    session,
    newSession: async (id, command) => unwrap(await ctx.host.askNew(checkoutRef(id), command)),
    async merchantThenNewSession(businessId, command, id, create) {
      const { parent, child } = await ctx.host.askSpawning(merchantRef(businessId), command, {
        ref: checkoutRef(id),
        command: create,
      })
      return { merchant: unwrap(parent), session: unwrap(child!) }
    },
    async ownSession(caller, id) {
      const s = await session(id, { type: 'get' })
      if (s.businessId !== caller.businessId || s.isTest !== caller.isTestMode)
        throw new RejectionError(reject('SESSION_NOT_FOUND', 'checkout session not found'))
      return s
    },
  }
}

/** The envelope AAD / pool wallet id of a business wallet. */
export const businessWalletId = (businessId: string) => `business:${businessId}`

export function fail(code: CheckoutRejection | CheckoutMethodRejection, message: string, field?: string): never {
  throw new RejectionError(reject(code, message, field))
}
