import type { Network } from '../../../chains/networks'

/** The deposit actor's state: one incoming transfer to a monitored address and where it stands. */

export type DepositStatus = 'detected' | 'confirmed' | 'failed' | 'reversed'

export interface Owner {
  readonly kind: string
  readonly id: string
}

export type DepositState =
  | { readonly status: 'new'; readonly id: string }
  | {
      readonly status: DepositStatus
      readonly id: string
      readonly network: Network
      readonly txHash: string
      readonly address: string
      /** The sender where the chain has one (account chains); empty for UTXO inputs. */
      readonly fromAddress?: string
      readonly currency: string
      readonly amount: bigint
      /** The transfer's index in its transaction (IncomingTransfer.index); absent on deposits recorded before it existed. */
      readonly index?: number
      /** 1 at the first detection, one more each time a reversed deposit is seen again; absent means 1. Owners deduplicate on id, sighting and status. */
      readonly sighting?: number
      /** Consecutive watch rounds that found no transaction while detected (see VANISHED_ROUNDS_TO_REVERSE). */
      readonly missedRounds?: number
      readonly owner: Owner
      readonly sandbox: boolean
      readonly confirmations: number
      readonly detectedAtMs: number
      readonly settledAtMs: number | null
    }
