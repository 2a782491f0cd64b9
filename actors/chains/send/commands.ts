/** What the chain send actor is asked to do. */
import type { CheckAnswer, SendPayload } from '../../../chains/send/signed'
import type { TransferFailure } from '../../../chains/send/outcome'
import type { SendOwner } from './state'

export type ChainSendCommand =
  | { readonly type: 'get' }
  /** Before the first broadcast. A send already recorded stays as it is (the reply shows whose record stands). */
  | {
      readonly type: 'record'
      readonly owner: SendOwner
      readonly payload: SendPayload
      readonly recordedBy: string
      readonly checkEveryMs: number
      readonly checkMaxMs: number
      /** Until the first reconcile check: room for the recording caller's own broadcast to answer (its RPC deadline). */
      readonly graceMs: number
    }
  /** A broadcast was accepted, or its outcome is unknown (`txHash`: the sandbox ledger's; live sends have theirs). */
  | {
      readonly type: 'broadcast'
      readonly outcome: 'accepted' | 'unknown'
      readonly txHash: string | null
      readonly fee?: bigint
      readonly sent?: bigint
      readonly detail?: string
    }
  /** The recording caller's first broadcast was refused and the check found no trace of it. */
  | { readonly type: 'rejected'; readonly recordedBy: string; readonly code: TransferFailure; readonly message: string }
  /** What a check by hash answered. */
  | { readonly type: 'checked'; readonly answer: CheckAnswer }
  /** The reconcile timer fired: time for the next check. */
  | { readonly type: 'reconcile' }
