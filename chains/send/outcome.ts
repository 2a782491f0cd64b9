/**
 * What a send asks for and what it answers, shared by every network's
 * branch of `sendTransfer`. A refusal is a value with a stable code (it
 * reaches the API response); only programmer bugs throw.
 */
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
  /**
   * A contract call instead of a transfer (EVM live sends only, e.g. a swap's approve and swap): sent to `call.to`
   * with `call.value` of the native coin; `toAddress`, `currency` and `amount` then only describe it. `gas` is the
   * caller's own estimate (it already ran the call to learn a revert reason), used instead of estimating again.
   */
  readonly call?: { readonly to: string; readonly data: `0x${string}`; readonly value: bigint; readonly gas?: bigint }
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
