/** Commands of the checkout session actor, and its rejection codes (a closed set: the gateway maps each to a status). */
import type { ActingParty } from '../../platform/audit'
import type { DepositObserved } from '../chains'
import type { Fiat, SessionInput, Selection } from './state'

export type CheckoutCommand =
  | {
      readonly type: 'create'
      readonly businessId: string
      readonly businessName: string
      readonly isTest: boolean
      readonly input: SessionInput
      readonly requestHash: string
      readonly ttlMs: number
    }
  | { readonly type: 'get' }
  | { readonly type: 'select'; readonly selection: Selection }
  | DepositObserved
  | { readonly type: 'expire' }
  | {
      readonly type: 'refund'
      readonly refundId: string
      readonly requestHash: string
      readonly fiat: Fiat | null
      readonly reason: string
      readonly toAddress: string | null
      /** The caller holds checkout:refund_address: it may send the refund to an address other than the payer's. */
      readonly mayChooseAddress: boolean
      readonly by: ActingParty
    }
  | {
      readonly type: 'refund_result'
      readonly refundId: string
      readonly txHash: string | null
      readonly fee: bigint | null
      readonly failure: string | null
      readonly sentUnits?: bigint
    }
