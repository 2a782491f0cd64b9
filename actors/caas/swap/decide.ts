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
import { decideCreateKey } from '../transfer/decide'
import { stepLifecycle } from '../transfer/lifecycle'
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
const HEARD = { submitted: 'caas.swap.submitted', settled: 'caas.swap.settled', failed: 'caas.swap.failed' } as const
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
  if (command.type === 'get')
    // A merchant reads only its own swaps, in its key's environment (404, never 403).
    return command.reader === null || (command.reader.businessId === state.businessId && command.reader.mode === state.mode)
      ? unchanged(state)
      : no('SWAP_NOT_FOUND', 'swap not found')
  const step = stepLifecycle(state, command, nowMs)
  if (step.kind === 'unchanged') return unchanged(state)
  if (step.kind === 'refused') return no(step.code, step.message)
  const heard = step.heard === null ? [] : [event(HEARD[step.heard], step.next)]
  return accepted(step.next, step.next, heard)
}

export const caasSwapKind: ActorKind<CaasSwapState, CaasSwapCommand, SwapRecord> = {
  kind: 'caas_swap',
  initial: (id) => ({ status: 'new', id }),
  decide: decideCaasSwap,
  readModel: caasSwapReadModel,
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const caasSwapRef = (id: string) => refTo(caasSwapKind, id)
