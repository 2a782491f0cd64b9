/**
 * The CaaS swap state machine (state.ts). The lifecycle and its failure
 * guard are the CaaS transfer's (caas_transfer/decide.ts: once an operation
 * may have been sent, only a receipt or the deadline fails it). Settled and
 * failed emit the events `swap.settled` and `swap.failed` are made from
 * (actors/caas/swap_webhooks.ts); queued and submitted emit the events that
 * kick the executor. Outcomes that arrive twice are unchanged.
 */
import { reject } from '../../../platform/errors'
import { accepted, rejected, unchanged, type ActorKind, type Decision, type DomainEvent, refTo } from '../../runtime/types'
import { decideCreateKey, failureRefusal } from '../transfer/decide'
import { SWAP_KEY } from '../key_rules'
import { queuedLifecycle } from '../transfer/state'
import type { CaasSwapCommand } from './commands'
import type { CaasSwapRejection } from './rejections'
import type { CaasSwapState, SwapRecord } from './state'
import { caasSwapReadModel } from './read_model'
import { caasSwapEvents, type CaasSwapEvents } from './events'

type D = Decision<CaasSwapState, SwapRecord, CaasSwapRejection>

// Events leave the signed operation out: no webhook shows it.
const event = (type: keyof CaasSwapEvents, s: SwapRecord): DomainEvent => caasSwapEvents.event(type, { ...s, operation: null })
const no = (code: CaasSwapRejection, message: string): D => rejected(reject(code, message))

export function decideCaasSwap(state: CaasSwapState, command: CaasSwapCommand, nowMs: number): D {
  if (command.type === 'create') {
    if (state.status !== 'new') {
      const key = decideCreateKey(state, command, SWAP_KEY, nowMs)
      return key.kind === 'reused' ? rejected(key.rejection) : unchanged(state)
    }
    const next: SwapRecord = { ...command.order, ...queuedLifecycle(state.id, nowMs) }
    return accepted(next, next, [event('caas.swap.queued', next)])
  }
  if (state.status === 'new') return no('SWAP_NOT_FOUND', 'swap not found')
  const step = (changes: Partial<SwapRecord>, type?: keyof CaasSwapEvents): D => {
    const next: SwapRecord = { ...state, ...changes, updatedAtMs: nowMs }
    return accepted(next, next, type ? [event(type, next)] : [])
  }
  switch (command.type) {
    case 'get':
      // A merchant reads only its own swaps, in its key's environment (404, never 403).
      return command.reader === null || (command.reader.businessId === state.businessId && command.reader.mode === state.mode)
        ? unchanged(state)
        : no('SWAP_NOT_FOUND', 'swap not found')
    case 'submitting':
      // Only the first recording counts: another step's operation (other hash) is never sent.
      if (state.status !== 'queued') return unchanged(state)
      return step({
        status: 'submitting',
        userOpHash: command.userOpHash,
        operation: command.operation,
        sendId: command.sendId,
        deadlineAtMs: command.deadlineAtMs,
      })
    case 'submitted':
      if (state.status !== 'queued' && state.status !== 'submitting') return unchanged(state)
      return step(
        {
          status: 'submitted',
          txHash: command.txHash,
          userOpHash: state.userOpHash ?? command.userOpHash,
          deadlineAtMs: state.deadlineAtMs ?? command.deadlineAtMs,
        },
        'caas.swap.submitted',
      )
    case 'settled':
      if (state.status !== 'submitted') return unchanged(state)
      return step({ status: 'settled', txHash: command.txHash, settledAtMs: nowMs }, 'caas.swap.settled')
    case 'failed': {
      if (state.status === 'settled' || state.status === 'failed') return unchanged(state)
      const refused = failureRefusal(state, command, nowMs)
      if (refused) return no(refused.code, refused.message)
      return step({ status: 'failed', reason: command.reason }, 'caas.swap.failed')
    }
  }
}

export const caasSwapKind: ActorKind<CaasSwapState, CaasSwapCommand, SwapRecord> = {
  kind: 'caas_swap',
  initial: (id) => ({ status: 'new', id }),
  decide: decideCaasSwap,
  readModel: caasSwapReadModel,
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const caasSwapRef = (id: string) => refTo(caasSwapKind, id)
