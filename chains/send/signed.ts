/**
 * The three steps of an exactly-once send, shared by every network:
 *
 *   prepare    build and sign (worker pool); sends nothing. The signed bytes and their hash are
 *              recorded by the caller before the first broadcast, so a send is never on the wire
 *              without a record naming it.
 *   broadcast  hand the recorded bytes to the node: accepted | rejected (a definite refusal of
 *              these bytes) | unknown (timeout, transport fault, 5xx, an answer that proves nothing).
 *   check      ask the chain about the recorded hash: included | pending | missing | conflicted | expired.
 *
 * Only `check` decides that a send cannot land (conflicted, expired) and only a receipt that it
 * failed on chain (reverted); a missing send is broadcast again with the same bytes, never rebuilt.
 */
import { field } from '../../platform/json_object'
import type { Network } from '../networks'
import type { TransferFailure } from './outcome'

/** A live transaction as signed, exactly as it goes on the wire again and again. */
export interface SignedTransaction {
  readonly mode: 'live'
  readonly network: Network
  /** The hash of `raw`, computed before anything is sent. */
  readonly txHash: string
  /** Hex (EVM 0x…, UTXO), base64 wire form (SOL), blob (XRP) or JSON of the signed object (TRX). */
  readonly raw: string
  readonly from: string
  /** The network fee as estimated at signing, in the native coin's base units. */
  readonly fee: bigint
  readonly feeCurrency: string
  /** What the recipient gets when not the amount asked (fee taken from the amount). */
  readonly sent?: bigint
  /** Account chains with a nonce or sequence (EVM, XRP): the one this transaction consumes. */
  readonly nonce?: number
  /** UTXO chains: the outpoints this transaction spends ("txid:vout"). */
  readonly inputs?: readonly string[]
  /** When the network drops it for good: SOL last valid block height, XRP LastLedgerSequence, TRX expiration (ms). */
  readonly expiry?: { readonly kind: 'block_height' | 'ledger' | 'time_ms'; readonly value: number }
}

/**
 * A sandbox (test key) send: nothing is signed; the sandbox ledger takes the send id as its
 * reference, so a repeated broadcast returns the first one.
 */
interface SandboxSend {
  readonly mode: 'sandbox'
  readonly network: Network
  readonly currency: string
  readonly from: string
  readonly to: string
  readonly amount: bigint
  readonly feeFromAmount?: boolean
}

export type SendPayload = SignedTransaction | SandboxSend

export type Prepared =
  { readonly ok: true; readonly payload: SendPayload } | { readonly ok: false; readonly code: TransferFailure; readonly message: string }

export type BroadcastAnswer =
  /** `txHash`: the sandbox ledger's hash; the recorded hash for live sends. */
  | { readonly kind: 'accepted'; readonly txHash: string; readonly fee?: bigint; readonly sent?: bigint }
  | { readonly kind: 'rejected'; readonly code: TransferFailure; readonly message: string }
  | { readonly kind: 'unknown'; readonly detail: string }

export type CheckAnswer =
  | { readonly kind: 'included'; readonly outcome: 'confirmed' | 'reverted'; readonly block: number | null }
  /** Known to the node (mempool, not yet in a block). */
  | { readonly kind: 'pending' }
  /** Neither included nor known, and nothing says it cannot be: broadcast the same bytes again. */
  | { readonly kind: 'missing' }
  /** Its nonce was used or an input was spent by another transaction: it can never land. */
  | { readonly kind: 'conflicted'; readonly detail: string }
  /** Its lifetime (blockhash, LastLedgerSequence, expiration) passed without it: it can never land. */
  | { readonly kind: 'expired'; readonly detail: string }

/** The short text of an error, for logs and `unknown` details. */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  // viem's errors carry a one-line shortMessage beside the long message.
  const short = field(error, 'shortMessage')
  return typeof short === 'string' ? short : error.message
}
