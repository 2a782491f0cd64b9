/**
 * One send of funds to a chain, exactly once, whoever asks for it (a wallet
 * transfer, a fee collection, a refund). Its id is chosen by the owner and
 * derived from the owner's own idempotent id, so asking twice finds the
 * same send.
 *
 *   new -> recorded -> submitted -> confirmed
 *                 \             \-> failed (reverted, conflicted, expired)
 *                  \-> failed (the first broadcast was refused: nothing was ever accepted)
 *
 * `recorded` holds the signed bytes and their hash before anything is
 * broadcast, so a send is never on the wire without a record naming it.
 * `submitted`: the broadcast was accepted or its outcome is unknown. The
 * reconciler (a durable timer with backoff) checks a submitted send by hash
 * and broadcasts the SAME bytes again while it is missing; only a check
 * that proves it can never land (an input or its nonce taken by another
 * transaction, its lifetime passed) or a receipt that it reverted fails it.
 */
import type { TransferFailure } from '../../../chains/send/outcome'
import type { CheckAnswer, SendPayload } from '../../../chains/send/signed'

type ChainSendStatus = 'recorded' | 'submitted' | 'confirmed' | 'failed'

/** Who asked for the send and is told of its outcome (events carry it): an actor and the owner's own reference. */
export interface SendOwner {
  readonly kind: string
  readonly id: string
  /** What the send is to its owner, e.g. `transfer` or `fee`. */
  readonly purpose: string
  /** The owner's own name for it (a wallet transaction's key, a refund id). */
  readonly ref: string
}

/**
 * Why a send failed, which decides from which state it may:
 *   rejected    the first broadcast of the recording caller was refused, and the check found nothing (from recorded)
 *   reverted    a receipt says it ran and failed (it paid its fee)
 *   conflicted  its nonce or an input was used by another transaction
 *   expired     its lifetime passed without it
 */
export type FailureCause = 'rejected' | 'reverted' | 'conflicted' | 'expired'

export interface SendFailure {
  readonly cause: FailureCause
  /** The code the owner's API answers with. */
  readonly code: TransferFailure
  readonly message: string
}

export interface ChainSendRecord {
  readonly status: ChainSendStatus
  readonly id: string
  readonly owner: SendOwner
  /** The signed transaction (live) or the ledger request (sandbox), exactly as recorded; never rebuilt. */
  readonly payload: SendPayload
  /** Known from the payload for live sends; the sandbox ledger's hash once it accepted the send. */
  readonly txHash: string | null
  /** Network fee in the native coin's base units (the estimate at signing; the ledger's fee in the sandbox). */
  readonly fee: bigint
  readonly feeCurrency: string
  /** What the recipient gets when not the amount asked (fee taken from the amount). */
  readonly sent: bigint | null
  /** The caller that recorded it: only its own first broadcast may fail it as rejected (nobody else can have sent it). */
  readonly recordedBy: string
  /** A node took it: a broadcast was accepted, or a check saw it pending or included. False while every answer was lost. */
  readonly accepted: boolean
  /** Checks so far; the next waits checkEveryMs * 2^checks, at most checkMaxMs. */
  readonly checks: number
  readonly checkEveryMs: number
  readonly checkMaxMs: number
  /** The last check's answer, for support. */
  readonly lastCheck: CheckAnswer['kind'] | null
  readonly block: number | null
  readonly failure: SendFailure | null
  readonly createdAtMs: number
  readonly updatedAtMs: number
  readonly settledAtMs: number | null
}

export type ChainSendState = { readonly status: 'new'; readonly id: string } | ChainSendRecord

/** The durable timer that drives the reconciler. */
export const RECONCILE_TIMER = 'reconcile'
