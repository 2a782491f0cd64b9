/**
 * What a send asks for and what it answers, shared by every network's
 * branch of `sendTransfer`. A refusal is a value with a stable code (it
 * reaches the API response); only programmer bugs throw.
 */
import type { BroadcastResult } from '../broadcast'
import type { Network } from '../networks'

export interface TransferRequest {
  readonly walletId: string
  /** The sealed mnemonic of the wallet that owns `fromAddress`. */
  readonly envelope: string
  readonly network: Network
  readonly index: number
  readonly isTestnet: boolean
  readonly sandbox: boolean
  readonly currency: string
  readonly fromAddress: string
  readonly toAddress: string
  /** Base units. */
  readonly amount: bigint
  /**
   * The network fee comes out of `amount` (native coins; supported on the sandbox ledger, EVM and BTC/LTC): the
   * recipient gets amount less the fee. For sending everything an address holds, e.g. the last refund of a session.
   */
  readonly feeFromAmount?: boolean
}

export type TransferFailure = 'insufficient_funds' | 'network_unavailable' | 'currency_unavailable' | 'broadcast_failed'

export type TransferOutcome =
  | {
      readonly ok: true
      readonly txHash: string
      readonly fee: bigint
      readonly feeCurrency: string
      /** What the recipient gets, when not `amount` (feeFromAmount). */ readonly sent?: bigint
    }
  | { readonly ok: false; readonly code: TransferFailure; readonly message: string }

export const refused = (code: TransferFailure, message: string): TransferOutcome => ({ ok: false, code, message })

/** The signing request every pool task takes: which key of the sealed wallet signs. */
export const keyOf = (req: TransferRequest) => ({ network: req.network, index: req.index, isTestnet: req.isTestnet })

/**
 * A broadcast answer as a transfer outcome. The network's own refusal code is
 * kept in the message; only a refusal for lack of funds keeps its own code,
 * every other one is a failed broadcast.
 */
export function fromBroadcast(result: BroadcastResult, fee: bigint, feeCurrency: string): TransferOutcome {
  if (result.ok) return { ok: true, txHash: result.txHash, fee, feeCurrency }
  return refused(result.code === 'insufficient_funds' ? 'insufficient_funds' : 'broadcast_failed', `${result.code}: ${result.detail}`)
}
