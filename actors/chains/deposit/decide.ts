/**
 * One incoming transfer to a monitored address, as an actor keyed by
 * network, transaction, address, currency and the transfer's index in its
 * transaction, so two payments to one address in one transaction are two
 * deposits. Observations arrive at least once and in any order; the state
 * machine turns each sighting into one `deposit.detected`, then one of
 * `deposit.confirmed`, `deposit.failed`, or `deposit.reversed` (it vanished:
 * a reorg), never a silent credit. A reversed deposit whose transaction is
 * seen again (mined again after the reorg) is detected again with
 * `sighting` one higher and goes through detected -> confirmed like a new one.
 */
import { accepted, unchanged, type ActorKind, type Decision, type DomainEvent, refTo } from '../../runtime/types'
import type { IncomingTransfer } from '../../../chains/adapter'
import type { DepositCommand } from './commands'
import type { DepositRejection } from './rejections'
import type { DepositState } from './state'
import { depositReadModel } from './read_model'
import { depositEvents } from './events'

/**
 * Rounds in a row that must find no transaction before a detected deposit is
 * reversed: one lagging node behind a load balancer answering "not found" is
 * not a reorg, and a reversal tells the owner the money is gone.
 */
const VANISHED_ROUNDS_TO_REVERSE = 2

/** Stable across restarts and re-scans: every part comes from the chain, none from the watcher. */
export const depositId = (t: Pick<IncomingTransfer, 'network' | 'txHash' | 'toAddress' | 'currency' | 'index'>) =>
  `${t.network}:${t.txHash}:${t.toAddress}:${t.currency}:${t.index}`

export function decideDeposit(
  state: DepositState,
  command: DepositCommand,
  nowMs: number,
): Decision<DepositState, DepositState, DepositRejection> {
  if (command.type === 'vanished') return vanish(state, nowMs)
  const t = command.transfer
  const events: DomainEvent[] = []
  let current = state
  if (current.status === 'new') {
    current = {
      status: 'detected',
      id: state.id,
      network: t.network,
      txHash: t.txHash,
      address: t.toAddress,
      fromAddress: t.fromAddress,
      currency: t.currency,
      amount: t.amount,
      index: t.index,
      sighting: 1,
      owner: command.owner,
      sandbox: command.sandbox,
      confirmations: 0,
      detectedAtMs: t.detectedAtMs,
      settledAtMs: null,
    }
    events.push(depositEvents.event('deposit.detected', current))
  } else if (current.status === 'reversed') {
    // Mined again after the reorg. It is the same transfer, so amount, currency and owner stay as recorded
    // (a re-check reports the transaction, not this output); only its place on the chain is new.
    current = {
      ...current,
      status: 'detected',
      sighting: (current.sighting ?? 1) + 1,
      missedRounds: 0,
      confirmations: 0,
      detectedAtMs: t.detectedAtMs,
      settledAtMs: null,
    }
    events.push(depositEvents.event('deposit.detected', current))
  } else if (current.status === 'detected' && (current.missedRounds ?? 0) > 0) {
    current = { ...current, missedRounds: 0 }
  }
  if (current.status === 'detected' && (t.status === 'confirmed' || t.status === 'failed')) {
    current = { ...current, status: t.status, confirmations: t.confirmations, settledAtMs: t.confirmedAtMs ?? nowMs }
    events.push(depositEvents.event(t.status === 'confirmed' ? 'deposit.confirmed' : 'deposit.failed', current))
  } else if (current.status === 'detected' && t.confirmations !== current.confirmations) {
    current = { ...current, confirmations: t.confirmations }
  }
  return current === state ? unchanged(state) : accepted(current, current, events)
}

/** The transaction was definitely not found this round: count it, and reverse once it stayed away long enough. */
function vanish(state: DepositState, nowMs: number): Decision<DepositState, DepositState, DepositRejection> {
  if (state.status !== 'detected') return unchanged(state)
  const missedRounds = (state.missedRounds ?? 0) + 1
  if (missedRounds < VANISHED_ROUNDS_TO_REVERSE) {
    const next = { ...state, missedRounds }
    return accepted(next, next)
  }
  const next = { ...state, status: 'reversed' as const, missedRounds, settledAtMs: nowMs }
  return accepted(next, next, [depositEvents.event('deposit.reversed', next)])
}

export const depositKind: ActorKind<DepositState, DepositCommand, DepositState> = {
  kind: 'deposit',
  initial: (id) => ({ status: 'new', id }),
  decide: decideDeposit,
  readModel: depositReadModel,
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const depositRef = (id: string) => refTo(depositKind, id)
