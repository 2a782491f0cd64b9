/** What the customer wallet actor is asked to do. */
import type { DepositView } from '../chains'
import type { CreatedWith, Mode, NewAddress, SendIntent } from './state'

export type WalletCommand =
  | {
      readonly type: 'create'
      readonly businessId: string
      readonly customerId: string
      readonly mode: Mode
      readonly walletId: number
      readonly envelope: string
      readonly wordCount: 12 | 24
      readonly createdWith?: CreatedWith
    }
  | { readonly type: 'get' }
  | { readonly type: 'add_address'; readonly address: NewAddress }
  | { readonly type: 'deposit_observed'; readonly deposit: DepositView }
  | { readonly type: 'begin_send'; readonly intent: SendIntent }
  | { readonly type: 'send_broadcast'; readonly sendId: string; readonly txHash: string; readonly gasFee: bigint }
  | { readonly type: 'send_aborted'; readonly sendId: string }
  | {
      readonly type: 'send_observed'
      readonly sendId: string
      readonly status: 'pending' | 'confirmed' | 'failed'
      readonly confirmations: number
      readonly blockNumber: number | null
      readonly reason?: string
      /** The network fee actually paid, where the adapter's settlement reports it (EVM gasUsed x effectiveGasPrice, TRX sun burnt, SOL fee plus created account rent, ...); replaces the estimate taken at broadcast. */
      readonly gasFee?: bigint
    }
  | { readonly type: 'fee_claim'; readonly sendId: string }
  /** The collected fee's transaction `txHash` can never land (its chain send failed): the fee is due again. */
  | { readonly type: 'fee_lost'; readonly sendId: string; readonly txHash: string; readonly reason: string }
  | {
      readonly type: 'fee_result'
      readonly sendId: string
      readonly ok: boolean
      readonly txHash: string | null
      readonly gasFee: bigint
      readonly reason: string | null
    }
