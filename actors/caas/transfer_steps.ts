/**
 * One advance of one CaaS transfer, as a ladder over its status:
 *
 *   queued      prepare (build, estimate, sign; nothing sent) -> announce to the recipient -> record `submitting` -> first send
 *   submitting  a step may have sent it and crashed: check by hash first, then re-send the recorded operation
 *   submitted   check: settled | failed (reverted) | pending; the deadline fails it only while its nonce is unused
 *
 * The invariant that keeps a settling transfer from being marked FAILED: an
 * operation is sent only after it is recorded, a recorded operation is never
 * rebuilt (its hash is the one checked), and a bundler refusal fails the
 * transfer only on the first send of the step that recorded it (the actor
 * enforces this: caas_transfer/decide.ts). Every I/O goes through `Steps`,
 * so tests drive it with a fake submitter and an injected clock.
 */
import { randomUUID } from 'node:crypto'
import type { Logger } from '../../platform/log'
import type { CaasTransferStatus, TransferRecord } from './transfer/state'
import type { CaasTransferCommand } from './transfer/commands'
import type { CaasMode } from './user/state'
import type { Progress, TransferSubmitter } from './submitter'

/** What the ladder reads of a record: a CaaS transfer, or a CaaS swap (caas_swap), which follows the same lifecycle. */
export interface LadderRecord {
  readonly id: string
  readonly mode: CaasMode
  readonly status: CaasTransferStatus | 'new'
  readonly userOpHash: string | null
  readonly deadlineAtMs: number | null
  readonly sendId: string | null
}

/** The lifecycle commands the ladder sends; both actor kinds take them. */
export type LadderCommand = Extract<CaasTransferCommand, { type: 'get' | 'submitting' | 'submitted' | 'failed' }>

export interface Steps<R extends LadderRecord = TransferRecord> {
  tell(id: string, command: LadderCommand): Promise<R>
  submitter(mode: CaasMode): TransferSubmitter<R> | null
  /**
   * Tells the recipient's user actor to expect this transfer, before anything is sent: the deposit watcher
   * will see it arrive too, and must not report it a second time (caas_user/deposits.ts).
   */
  announce(t: R): Promise<void>
  /** Records the settlement (with the recipient's merchants) and tells an unaffiliated recipient. */
  settle(t: R, txHash: string): Promise<void>
  nowMs(): number
  /** How long a sent operation may go without a receipt before it is FAILED (if its nonce is still unused). */
  readonly deadlineMs: number
  readonly logger: Logger
}

/** Ran, or at least taken by something that may still run it: no longer a candidate for a refusal or an expiry. */
const sentEvidence = (p: Progress) => p.state !== 'pending' || p.onChain

export async function advanceTransfer<R extends LadderRecord>(s: Steps<R>, id: string): Promise<void> {
  let t = await s.tell(id, { type: 'get', reader: null })
  if (t.status === 'settled' || t.status === 'failed') return
  const submitter = s.submitter(t.mode)
  if (!submitter) {
    if (t.status === 'queued')
      await s.tell(id, {
        type: 'failed',
        cause: 'unavailable',
        reason: 'live CaaS transfers need CAAS_BUNDLER_URL and a live RPC endpoint',
      })
    else s.logger.warn({ transfer: id }, 'CaaS transfer in flight but no submitter is configured for its mode; it waits')
    return
  }
  if (t.status === 'queued') t = await firstSend(s, submitter, t)
  else if (t.status === 'submitting') t = await resend(s, submitter, t)
  if (t.status === 'submitted') await follow(s, submitter, t)
}

async function firstSend<R extends LadderRecord>(s: Steps<R>, submitter: TransferSubmitter<R>, t: R): Promise<R> {
  const prepared = await submitter.prepare(t)
  if (!prepared.ok) return s.tell(t.id, { type: 'failed', cause: 'refused', reason: prepared.reason })
  // Before the live operation is recorded, since a recorded one may be re-sent by a later step without passing here.
  await s.announce(t)
  const deadlineAtMs = s.nowMs() + s.deadlineMs
  if (!prepared.operation) {
    const sent = await submitter.send(t)
    return sent.ok
      ? s.tell(t.id, { type: 'submitted', txHash: sent.txHash, userOpHash: sent.userOpHash, deadlineAtMs })
      : s.tell(t.id, { type: 'failed', cause: 'refused', reason: sent.reason })
  }
  const sendId = randomUUID()
  const recorded = await s.tell(t.id, { type: 'submitting', ...prepared.operation, sendId, deadlineAtMs })
  // Another step recorded its operation first: that one is the transfer's, and the next scan resumes it.
  if (recorded.status !== 'submitting' || recorded.sendId !== sendId) return recorded
  const sent = await submitter.send(recorded)
  if (sent.ok) return s.tell(t.id, { type: 'submitted', txHash: sent.txHash, userOpHash: recorded.userOpHash, deadlineAtMs })
  // Nobody else has sent this operation, unless another host resumed it meanwhile: its receipt or nonce would show that.
  if (sentEvidence(await submitter.check(recorded)))
    return s.tell(t.id, { type: 'submitted', txHash: null, userOpHash: recorded.userOpHash, deadlineAtMs })
  return s.tell(t.id, { type: 'failed', cause: 'refused', reason: sent.reason, sendId })
}

async function resend<R extends LadderRecord>(s: Steps<R>, submitter: TransferSubmitter<R>, t: R): Promise<R> {
  const submitted: LadderCommand = {
    type: 'submitted',
    txHash: null,
    userOpHash: t.userOpHash,
    deadlineAtMs: t.deadlineAtMs ?? s.nowMs() + s.deadlineMs,
  }
  // Check before sending: the crashed step may have sent it, and it may have run already.
  if (sentEvidence(await submitter.check(t))) return s.tell(t.id, submitted)
  if (t.deadlineAtMs !== null && s.nowMs() >= t.deadlineAtMs) return expire(s, t)
  const sent = await submitter.send(t)
  if (sent.ok) return s.tell(t.id, submitted)
  // A bundler that already has or already ran this operation refuses the repeat: that is no outcome. The receipt or the deadline decides.
  // Debug, not info: the scan repeats this every interval until the receipt or the deadline.
  s.logger.debug(
    { transfer: t.id, userOpHash: t.userOpHash, reason: sent.reason },
    'CaaS user operation re-send refused; waiting for its receipt or the deadline',
  )
  return t
}

async function follow<R extends LadderRecord>(s: Steps<R>, submitter: TransferSubmitter<R>, t: R): Promise<void> {
  const progress = await submitter.check(t)
  if (progress.state === 'settled') return s.settle(t, progress.txHash)
  if (progress.state === 'failed') {
    await s.tell(t.id, { type: 'failed', cause: 'reverted', reason: progress.reason })
    return
  }
  if (!progress.onChain && t.deadlineAtMs !== null && s.nowMs() >= t.deadlineAtMs) await expire(s, t)
}

function expire<R extends LadderRecord>(s: Steps<R>, t: R): Promise<R> {
  const minutes = Math.round(s.deadlineMs / 60_000)
  return s.tell(t.id, {
    type: 'failed',
    cause: 'expired',
    reason: `no receipt for user operation ${t.userOpHash ?? '(none)'} within ${minutes} minutes of submission, and its nonce is unused: it was not included`,
  })
}
