/** What the balance methods and the ledger subscriber share: the actors they ask (rejections unwrapped), the chain layer, the ledger. */
import type { Caller } from '../../platform/caller'
import { RejectionError, reject } from '../../platform/errors'
import type { PaymentsContext } from '../runtime/service/module'
import { chainsFor, type ChainService } from '../chains'
import { asker } from '../runtime/unwrap'
import { balanceRef } from './decide'
import { requireBusiness } from '../../platform/caller'
import { checkoutContext, type CheckoutContext } from '../checkout'
import type { BalanceCommand } from './commands'
import type { BalanceMethodRejection } from './rejections'
import { balanceActorId, type BalanceState } from './state'

export interface BalanceContext {
  readonly payments: PaymentsContext
  readonly chains: ChainService
  /** The merchant and its business wallet, as checkout asks them (top-up addresses come from that wallet). */
  readonly checkout: CheckoutContext
  balance(id: string, command: BalanceCommand): Promise<BalanceState>
}

export function balanceContext(ctx: PaymentsContext): BalanceContext {
  return {
    payments: ctx,
    chains: chainsFor(ctx),
    checkout: checkoutContext(ctx),
    balance: asker(ctx.host, balanceRef),
  }
}

/** The caller's balance actor: its business, in the environment of its key (test keys never see live money). */
export function ownBalanceId(caller: Caller): string {
  return balanceActorId(requireBusiness(caller), caller.isTestMode)
}

export function fail(code: BalanceMethodRejection, message: string, field?: string): never {
  throw new RejectionError(reject(code, message, field))
}
