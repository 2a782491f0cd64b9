/**
 * A transfer between two CaaS users, as an ERC-4337 user operation of the
 * sender's smart account (live) or a sandbox-ledger send (test keys).
 *
 *   queued -> [submitting] -> submitted -> settled | failed
 *
 * `submitting` (live only) records the signed operation and its hash before
 * it is sent, so a step that crashes after sending leaves a record a retry
 * can check by hash and re-send unchanged. A transfer the bundler or the
 * ledger refuses before anything could have been sent fails from queued;
 * once something may have been sent, only a receipt (reverted) or the
 * deadline (no receipt, nonce unused) fails it.
 */
import type { CaasMode } from '../user/state'
import type { Network } from '../../../chains/networks'

export type CaasTransferStatus = 'queued' | 'submitting' | 'submitted' | 'settled' | 'failed'

interface TransferParty {
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

/** Who reads a transfer through the API: a live key never sees a sandbox transfer, nor a test key a live one. */
export interface TransferReader {
  readonly businessId: string
  readonly mode: CaasMode
}

/** What a user operation's lifecycle records, shared by transfers and CaaS swaps (caas_swap/state.ts). */
export interface Lifecycle {
  readonly status: CaasTransferStatus
  readonly id: string
  readonly txHash: string | null
  readonly userOpHash: string | null
  readonly reason: string | null
  /** The signed user operation exactly as sent (bundler wire form), recorded before its first send; never rebuilt afterwards. */
  readonly operation: UserOperationWire | null
  /** The step that recorded `operation`: only its own first send may turn a bundler refusal into FAILED, as nobody else can have sent it yet. */
  readonly sendId: string | null
  /** After this, an operation with no receipt and an unused nonce is FAILED with cause `expired`. */
  readonly deadlineAtMs: number | null
  readonly createdAtMs: number
  readonly updatedAtMs: number
  readonly settledAtMs: number | null
}

/** A lifecycle as created: queued, nothing sent. */
export const queuedLifecycle = (id: string, nowMs: number): Lifecycle => ({
  status: 'queued',
  id,
  txHash: null,
  userOpHash: null,
  reason: null,
  operation: null,
  sendId: null,
  deadlineAtMs: null,
  createdAtMs: nowMs,
  updatedAtMs: nowMs,
  settledAtMs: null,
})

export type CaasTransferState = { readonly status: 'new'; readonly id: string } | (TransferOrder & Lifecycle)

export type TransferRecord = Exclude<CaasTransferState, { status: 'new' }>

/** A user operation as a bundler takes it over JSON-RPC: every number a hex string. */
export type UserOperationWire = Readonly<Record<string, string>>

/**
 * Why a transfer failed, which decides from which states it may:
 *   refused      the bundler or the ledger refused it; from queued, or from submitting for the first send of the step that recorded it
 *   reverted     a receipt (or the ledger) says it ran and failed
 *   expired      no receipt by `deadlineAtMs` and its nonce is unused
 *   unavailable  no submitter for its mode (configuration); from queued only
 */
export type FailureCause = 'refused' | 'reverted' | 'expired' | 'unavailable'
