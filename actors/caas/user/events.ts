/**
 * What a CaaS user tells its subscribers: a deposit for each merchant of the wallet (transfer.received), or an SMS
 * for an unaffiliated one, a deposit to hand on to the number the wallet moved to, and the membership changes each
 * merchant hears about (one event per merchant).
 */
import type { DepositView } from '../../chains'
import { kindEvents } from '../../runtime/events'
import type { CaasMode, DepositReceived } from './state'

/** A membership change, as each merchant of the wallet hears it. */
interface MemberNotice {
  readonly businessId: string
  readonly walletAddress: string
  readonly atMs: number
  readonly mode: CaasMode
}

export type CaasUserEvents = {
  readonly 'caas.deposit.received': DepositReceived
  readonly 'caas.deposit.sms': Omit<DepositReceived, 'businessId'> & { readonly userId: string }
  readonly 'caas.deposit.forward': { readonly to: string; readonly deposit: DepositView; readonly hops: number }
  readonly 'caas.user.linked': MemberNotice & { readonly newMerchantId: string }
  readonly 'caas.user.phone_changed': MemberNotice & { readonly changedBy: string }
}

export const caasUserEvents = kindEvents<CaasUserEvents>('caas_user')
