/**
 * A transfer between two CaaS users, as an ERC-4337 user operation of the
 * sender's smart account (live) or a sandbox-ledger send (test keys).
 * queued -> submitted -> settled | failed; a transfer the bundler or the
 * ledger refuses at submission (insufficient funds) fails from queued.
 */
import type { CaasMode } from '../caas_user/state'
import type { Network } from '../../chains/networks'

export type CaasTransferStatus = 'queued' | 'submitted' | 'settled' | 'failed'

export interface TransferParty {
  /** caas_user actor id. */
  readonly userId: string
  readonly wallet: `0x${string}`
}

export interface TransferSender extends TransferParty {
  readonly owner: `0x${string}`
  readonly ownerPath: string
  readonly salt: string
}

export interface TransferOrder {
  readonly businessId: string
  readonly mode: CaasMode
  readonly network: Network
  readonly token: string
  readonly decimals: number
  /** Base units of `token`. */
  readonly amount: bigint
  readonly from: TransferSender
  readonly to: TransferParty
  /** Digest of the request: a replay with the same idempotency key but other content is refused. */
  readonly requestHash: string
}

export type CaasTransferState =
  | { readonly status: 'new'; readonly id: string }
  | (TransferOrder & {
      readonly status: CaasTransferStatus
      readonly id: string
      readonly txHash: string | null
      readonly userOpHash: string | null
      readonly reason: string | null
      readonly createdAtMs: number
      readonly updatedAtMs: number
      readonly settledAtMs: number | null
    })

export type TransferRecord = Exclude<CaasTransferState, { status: 'new' }>

export type CaasTransferCommand =
  | { readonly type: 'create'; readonly order: TransferOrder }
  | { readonly type: 'get'; readonly businessId: string | null }
  | { readonly type: 'submitted'; readonly txHash: string | null; readonly userOpHash: string | null }
  /** `recipients`: the recipient's merchants at settlement, each told by transfer.received. */
  | { readonly type: 'settled'; readonly txHash: string; readonly recipients: readonly string[] }
  | { readonly type: 'failed'; readonly reason: string }

export type CaasTransferRejection = 'transfer_not_found' | 'idempotency_conflict'
