/**
 * The one entry point for sending funds, whatever the product:
 *
 *   sendOnce(c, sendId, { owner, transfer })
 *
 * gets or creates the chain_send `sendId` (derive it from the owner's own
 * idempotent id), prepares and records it if new, broadcasts it once, and
 * answers where it stands. `failed` only when it is definite that nothing
 * can land (nothing was recorded, or the recorder's first broadcast was
 * refused and the chain shows no trace of it, or it conflicted); an unknown
 * outcome is `submitted`. A second call with the same id never signs or
 * sends a new transaction: it answers the recorded one (a sandbox send is
 * broadcast again under its id as the ledger reference, which the ledger
 * turns into the first send). Safe to run detached from a request: nothing
 * in it depends on the caller waiting, and the reconciler finishes what a
 * caller that died left.
 */
import { randomUUID } from 'node:crypto'
import { present } from '../../../platform/present'
import type { TransferFailure, TransferRequest } from '../../../chains/send/outcome'
import { broadcastSend, checkSend } from '../../../chains/send/settle'
import { prepareTransfer } from '../../../chains/send/transfer'
import { sendRecord, tellSend, type SendContext } from './context'
import type { ChainSendRecord, FailureCause, SendOwner } from './state'
import type { ChainSendCommand } from './commands'
import type { BroadcastAnswer } from '../../../chains/send/signed'

export type SendAnswer =
  | {
      readonly status: 'submitted' | 'confirmed'
      /** Null only for a sandbox send whose ledger call has not answered yet (ask again). */
      readonly txHash: string | null
      /** A node took it (accepted, or seen pending or included); false while every answer was lost. */
      readonly accepted: boolean
      readonly fee: bigint
      readonly feeCurrency: string
      readonly sent: bigint | null
    }
  | {
      readonly status: 'failed'
      readonly code: TransferFailure
      readonly message: string
      /** Null when nothing was signed: the owner may try again later with the same id (e.g. after a top-up). */
      readonly cause: FailureCause | null
    }

export interface SendRequest {
  readonly owner: SendOwner
  readonly transfer: TransferRequest
}

export function answerOf(s: ChainSendRecord): SendAnswer {
  if (s.status === 'failed') {
    const failure = present(s.failure, `the failure of send ${s.id}`)
    return { status: 'failed', code: failure.code, message: failure.message, cause: failure.cause }
  }
  return {
    status: s.status === 'confirmed' ? 'confirmed' : 'submitted',
    txHash: s.txHash,
    accepted: s.accepted,
    fee: s.fee,
    feeCurrency: s.feeCurrency,
    sent: s.sent,
  }
}

export async function sendOnce(c: SendContext, sendId: string, request: SendRequest): Promise<SendAnswer> {
  let s = await sendRecord(c, sendId)
  if (!s) {
    // Nothing is recorded: signing is safe, and a refusal here (funds, currency) sent nothing.
    const prepared = await prepareTransfer(c.chains, request.transfer)
    if (!prepared.ok) return { status: 'failed', code: prepared.code, message: prepared.message, cause: null }
    const recordedBy = randomUUID()
    s = await tellSend(c, sendId, {
      type: 'record',
      owner: request.owner,
      payload: prepared.payload,
      recordedBy,
      checkEveryMs: c.checkEveryMs,
      checkMaxMs: c.checkMaxMs,
      graceMs: c.graceMs,
    })
    // Another caller recorded first: its transaction is the send, and ours (signed, never sent) is dropped.
    if (s.recordedBy === recordedBy && s.status === 'recorded') return answerOf(await firstBroadcast(c, s))
  }
  if (s.payload.mode === 'sandbox' && s.txHash === null && s.status !== 'failed') s = await sandboxAgain(c, s)
  return answerOf(s)
}

/** The recorder's broadcast: the only one whose refusal may fail the send, and only when the chain shows no copy. */
async function firstBroadcast(c: SendContext, s: ChainSendRecord): Promise<ChainSendRecord> {
  const answer = await broadcastSend(c.chains, s.payload, s.id)
  if (answer.kind === 'unknown')
    c.logger.warn({ send: s.id, txHash: s.txHash, detail: answer.detail }, 'send outcome unknown; the reconciler checks it')
  if (answer.kind !== 'rejected') return tellSend(c, s.id, broadcastCommand(answer))
  if (s.payload.mode === 'live') {
    // A refusal may answer a copy that got there first (a retry inside a transport, another host): check before believing it.
    const seen = await checkSend(c.chains, s.payload, s.txHash).catch(() => null)
    if (seen === null || seen.kind === 'pending' || seen.kind === 'included') {
      const submitted = await tellSend(c, s.id, { type: 'broadcast', outcome: 'unknown', txHash: null, detail: answer.message })
      return seen?.kind === 'included' ? tellSend(c, s.id, { type: 'checked', answer: seen }) : submitted
    }
    if (seen.kind === 'conflicted' || seen.kind === 'expired') return tellSend(c, s.id, { type: 'checked', answer: seen })
  }
  return tellSend(c, s.id, { type: 'rejected', recordedBy: s.recordedBy, code: answer.code, message: answer.message })
}

/** A sandbox send without the ledger's hash yet: the ledger sends once per reference, so asking again returns the first send. */
export async function sandboxAgain(c: SendContext, s: ChainSendRecord): Promise<ChainSendRecord> {
  const answer = await broadcastSend(c.chains, s.payload, s.id)
  if (answer.kind === 'accepted') return tellSend(c, s.id, broadcastCommand(answer))
  if (answer.kind === 'rejected' && s.status === 'recorded')
    return tellSend(c, s.id, { type: 'rejected', recordedBy: s.recordedBy, code: answer.code, message: answer.message })
  return s
}

/** An accepted or unknown broadcast as the command recording it. */
export function broadcastCommand(answer: Exclude<BroadcastAnswer, { kind: 'rejected' }>): ChainSendCommand {
  if (answer.kind === 'unknown') return { type: 'broadcast', outcome: 'unknown', txHash: null, detail: answer.detail }
  return {
    type: 'broadcast',
    outcome: 'accepted',
    txHash: answer.txHash,
    ...(answer.fee !== undefined ? { fee: answer.fee } : {}),
    ...(answer.sent !== undefined ? { sent: answer.sent } : {}),
  }
}
