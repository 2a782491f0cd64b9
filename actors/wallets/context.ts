/** What the WaaS methods share: actor asks that unwrap rejections, the chain service, and how ids are formed. */
import type { Caller } from '../../platform/caller'
import { RejectionError, reject } from '../../platform/errors'
import type { PaymentsContext } from '../runtime/service/module'
import { chainsFor, type ChainService } from '../chains'
import { asker } from '../runtime/unwrap'
import { sendContext, type SendContext } from '../chains'
import { merchantRef, type ActiveMerchant } from '../accounts'
import type { MerchantCommand } from '../accounts'
import type { FeeConfig } from './fees/state'
import type { FeeCommand } from './fees/commands'
import type { ActiveWallet, Mode } from './state'
import type { WalletCommand } from './commands'
import { walletRef } from './decide'
import { walletFeesRef } from './fees/decide'

export interface WaasContext {
  readonly payments: PaymentsContext
  readonly chains: ChainService
  /** The exactly-once send path (actors/chain_send). */
  readonly sends: SendContext
  wallet(id: string, command: WalletCommand): Promise<ActiveWallet>
  fees(id: string, command: FeeCommand): Promise<FeeConfig>
  merchant(id: string, command: MerchantCommand): Promise<ActiveMerchant>
}

export function waasContext(ctx: PaymentsContext): WaasContext {
  return {
    payments: ctx,
    get chains() {
      return chainsFor(ctx)
    },
    get sends() {
      return sendContext(ctx)
    },
    wallet: asker(ctx.host, walletRef),
    fees: asker(ctx.host, walletFeesRef),
    merchant: asker(ctx.host, merchantRef),
  }
}

/** The environment is fixed by the key when the request is authenticated (spec rule 2). */
export const modeOf = (caller: Caller): Mode => (caller.isTestMode ? 'test' : 'live')

export function businessOf(caller: Caller): string {
  if (!caller.businessId || caller.kind !== 'apiKey') throw new RejectionError(reject('UNAUTHORIZED', 'invalid API key'))
  return caller.businessId
}

/** Wallet actor id: merchant, environment and the merchant's own customer id. */
export const walletActorId = (caller: Caller, customerId: string) => `${businessOf(caller)}:${modeOf(caller)}:${customerId}`

export const feesActorId = (caller: Caller) => `${businessOf(caller)}:${modeOf(caller)}`
