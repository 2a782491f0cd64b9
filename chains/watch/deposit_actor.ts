/**
 * One incoming transfer to a monitored address, as an actor keyed by
 * network, transaction and address. Observations arrive at least once and
 * in any order; the state machine turns them into exactly one
 * `deposit.detected`, then one of `deposit.confirmed`, `deposit.failed`, or
 * `deposit.reversed` (it vanished: a reorg), never a silent credit.
 */
import { accepted, unchanged, type ActorKind, type Decision } from '../../actors/runtime/types'
import type { IncomingTransfer } from '../adapter'

export type DepositStatus = 'detected' | 'confirmed' | 'failed' | 'reversed'

export interface Owner {
  readonly kind: string
  readonly id: string
}

export type DepositState =
  | { readonly status: 'new'; readonly id: string }
  | {
      readonly status: DepositStatus
      readonly id: string
      readonly network: string
      readonly txHash: string
      readonly address: string
      /** The sender where the chain has one (account chains); empty for UTXO inputs. */
      readonly fromAddress?: string
      readonly currency: string
      readonly amount: bigint
      readonly owner: Owner
      readonly sandbox: boolean
      readonly confirmations: number
      readonly detectedAtMs: number
      readonly settledAtMs: number | null
    }

export type DepositCommand =
  | { readonly type: 'observe'; readonly transfer: IncomingTransfer; readonly owner: Owner; readonly sandbox: boolean }
  | { readonly type: 'vanished' }

export const depositId = (network: string, txHash: string, address: string) => `${network}:${txHash}:${address}`

export function decideDeposit(state: DepositState, command: DepositCommand, nowMs: number): Decision<DepositState, DepositState> {
  if (command.type === 'vanished') {
    if (state.status !== 'detected') return unchanged(state)
    const next = { ...state, status: 'reversed' as const, settledAtMs: nowMs }
    return accepted(next, next, [{ type: 'deposit.reversed', payload: next }])
  }
  const t = command.transfer
  const events: Array<{ type: string; payload: unknown }> = []
  let current = state
  if (current.status === 'new') {
    current = {
      status: 'detected', id: state.id, network: t.network, txHash: t.txHash, address: t.toAddress, fromAddress: t.fromAddress, currency: t.currency, amount: t.amount,
      owner: command.owner, sandbox: command.sandbox, confirmations: 0, detectedAtMs: t.detectedAtMs, settledAtMs: null,
    }
    events.push({ type: 'deposit.detected', payload: current })
  }
  if (current.status === 'detected' && (t.status === 'confirmed' || t.status === 'failed')) {
    current = { ...current, status: t.status, confirmations: t.confirmations, settledAtMs: t.confirmedAtMs ?? nowMs }
    events.push({ type: t.status === 'confirmed' ? 'deposit.confirmed' : 'deposit.failed', payload: current })
  } else if (current.status === 'detected' && t.confirmations !== current.confirmations) {
    current = { ...current, confirmations: t.confirmations }
  }
  return current === state ? unchanged(state) : accepted(current, current, events)
}

export const depositKind: ActorKind<DepositState, DepositCommand, DepositState> = {
  kind: 'deposit',
  initial: (id) => ({ status: 'new', id }),
  decide: decideDeposit,
}
