/**
 * The withdrawal state machine (state.ts). Every move that partners hear of emits the event its webhook is made
 * from (withdrawal_views.ts); news that arrives twice or late (a leg's submitted after its settled, a payout
 * status after the withdrawal moved on) changes nothing.
 */
import { reject } from '../../../platform/errors'
import { accepted, rejected, unchanged, type ActorKind, type Decision, type DomainEvent, refTo } from '../../runtime/types'
import { keyOutcome, keyReused } from '../../../platform/idempotency'
import { WITHDRAWAL_KEY } from '../key_rules'
import type { CaasWithdrawalCommand, LegNews, PayoutNews } from './commands'
import type { CaasWithdrawalRejection } from './rejections'
import type { CaasWithdrawalState, WithdrawalRecord } from './state'
import { caasWithdrawalReadModel } from './read_model'
import { caasWithdrawalEvents, type CaasWithdrawalEvents } from './events'

type D = Decision<CaasWithdrawalState, WithdrawalRecord, CaasWithdrawalRejection>

const no = (code: CaasWithdrawalRejection, message: string): D => rejected(reject(code, message))

function move(state: WithdrawalRecord, changes: Partial<WithdrawalRecord>, nowMs: number, heard?: keyof CaasWithdrawalEvents): D {
  const next: WithdrawalRecord = { ...state, ...changes, updatedAtMs: nowMs }
  const events: DomainEvent[] = heard ? [caasWithdrawalEvents.event(heard, next)] : []
  return accepted(next, next, events)
}

function decideLeg(w: WithdrawalRecord, news: LegNews, nowMs: number): D {
  if (news.leg === 'out') {
    if (w.status !== 'created' && w.status !== 'submitted') return unchanged(w)
    switch (news.outcome) {
      case 'submitted':
        if (w.status !== 'created') return unchanged(w)
        return move(w, { status: 'submitted', userOpHash: news.userOpHash, txHash: news.txHash }, nowMs, 'caas.withdrawal.submitted')
      case 'settled':
        return move(w, { status: 'crypto_received', txHash: news.txHash }, nowMs, 'caas.withdrawal.crypto_received')
      case 'failed':
        // The sweep never ran (or reverted): the USDC is still on the user's account, nothing to return.
        return move(w, { status: 'failed', reason: news.reason ?? 'the sweep to the treasury failed' }, nowMs, 'caas.withdrawal.failed')
    }
  }
  if (w.status !== 'returning') return unchanged(w)
  switch (news.outcome) {
    case 'submitted':
      return unchanged(w)
    case 'settled':
      return w.reversal
        ? move(w, { status: 'reversed', returnTxHash: news.txHash, returnHeld: null }, nowMs, 'caas.withdrawal.reversed')
        : move(w, { status: 'failed', returnTxHash: news.txHash, returnHeld: null }, nowMs, 'caas.withdrawal.failed')
    case 'failed':
      // The treasury could not send it back (funds, gas): held for an operator, never retried blind.
      return move(w, { returnHeld: news.reason ?? 'the return from the treasury failed' }, nowMs)
  }
}

function decidePayout(w: WithdrawalRecord, news: PayoutNews, nowMs: number): D {
  const payout = w.payout
  if (!payout) return unchanged(w)
  if (w.status === 'completed') {
    // Only a failure after success means anything here: the partner reversed the payout.
    if (news.state !== 'failed') return unchanged(w)
    return move(
      w,
      { status: 'returning', reversal: true, reason: news.reason, payout: { ...payout, state: 'failed', reason: news.reason } },
      nowMs,
      'caas.withdrawal.payout_failed',
    )
  }
  if (w.status !== 'paying_out') return unchanged(w)
  switch (news.state) {
    case 'pending':
      return payout.state === 'unknown' ? move(w, { payout: { ...payout, state: 'pending' } }, nowMs) : unchanged(w)
    case 'successful':
      return move(
        w,
        {
          status: 'completed',
          completedAtMs: nowMs,
          payout: { ...payout, state: 'successful', financialTransactionId: news.financialTransactionId },
        },
        nowMs,
        'caas.withdrawal.completed',
      )
    case 'failed':
      return move(
        w,
        { status: 'returning', reason: news.reason, payout: { ...payout, state: 'failed', reason: news.reason } },
        nowMs,
        'caas.withdrawal.payout_failed',
      )
  }
}

export function decideCaasWithdrawal(state: CaasWithdrawalState, command: CaasWithdrawalCommand, nowMs: number): D {
  if (command.type === 'create') {
    if (state.status !== 'new') {
      // The id is a digest of merchant, environment and key: another owner is a collision, never a replay.
      if (state.businessId !== command.order.businessId || state.mode !== command.order.mode) return rejected(keyReused(WITHDRAWAL_KEY))
      const key = keyOutcome({ fingerprint: state.requestHash }, { fingerprint: command.order.requestHash }, WITHDRAWAL_KEY, nowMs)
      return key.kind === 'reused' ? rejected(key.rejection) : unchanged(state)
    }
    const next: WithdrawalRecord = {
      ...command.order,
      id: state.id,
      status: 'created',
      payout: null,
      userOpHash: null,
      txHash: null,
      returnTxHash: null,
      reason: null,
      returnHeld: null,
      reversal: false,
      createdAtMs: nowMs,
      updatedAtMs: nowMs,
      completedAtMs: null,
    }
    return accepted(next, next, [caasWithdrawalEvents.event('caas.withdrawal.created', next)])
  }
  if (state.status === 'new') return no('WITHDRAWAL_NOT_FOUND', 'withdrawal not found')
  switch (command.type) {
    case 'get':
      // A merchant reads only its own withdrawals, in its key's environment (404, never 403).
      return command.reader === null || (command.reader.businessId === state.businessId && command.reader.mode === state.mode)
        ? unchanged(state)
        : no('WITHDRAWAL_NOT_FOUND', 'withdrawal not found')
    case 'leg':
      return decideLeg(state, command, nowMs)
    case 'payout_recorded':
      // Only the first recording counts: the payout goes under one reference id for ever.
      if (state.status !== 'crypto_received') return unchanged(state)
      return move(
        state,
        {
          status: 'paying_out',
          payout: { referenceId: command.referenceId, state: 'unknown', financialTransactionId: null, reason: null },
        },
        nowMs,
      )
    case 'payout':
      return decidePayout(state, command, nowMs)
  }
}

export const caasWithdrawalKind: ActorKind<CaasWithdrawalState, CaasWithdrawalCommand, WithdrawalRecord> = {
  kind: 'caas_withdrawal',
  initial: (id) => ({ status: 'new', id }),
  decide: decideCaasWithdrawal,
  readModel: caasWithdrawalReadModel,
}

export const caasWithdrawalRef = (id: string) => refTo(caasWithdrawalKind, id)
