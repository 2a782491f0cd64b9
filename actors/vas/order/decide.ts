/**
 * The VAS order state machine (state.ts). Every executor fact is accepted
 * once, in order; the same fact again is unchanged (the executor repeats a
 * step after a crash), a fact out of order is ORDER_STEP_INVALID. Which
 * failure may end which step is part of the money rule:
 *   BALANCE_TOO_LOW           only before the hold (the ledger refused it: nothing held)
 *   PROVIDER_FLOAT_EXHAUSTED  our float check before submission, or the provider's own definite refusal
 *                             for want of float (nothing bought either way); the hold is voided
 *   PROVIDER_FAILED           any open step (a definite no from the provider, or a refund it reported)
 * An unknown outcome is no fact at all: the order stays submitted.
 * Events (webhooks, actors/vas/webhooks.ts) never carry the sealed codes.
 */
import { withActivity } from '../../runtime/activity'
import { vasActivity } from '../activity'
import { vasOrderEvents, type VasOrderEvents } from './events'
import { reject } from '../../../platform/errors'
import { keyOutcome } from '../../../platform/idempotency'
import { ORDER_KEY } from './key_rule'
import { accepted, rejected, unchanged, type ActorKind, type Decision, type DomainEvent, refTo } from '../../runtime/types'
import type { VasOrderCommand, VasOrderReply } from './commands'
import type { VasOrderRejection } from './rejections'
import type { VasFailureCode, VasOrder, VasOrderState, VasStep } from './state'
import { vasOrderReadModel } from './read_model'

type D = Decision<VasOrderState, VasOrderReply, VasOrderRejection>

export const VAS_ORDER_CREATED = 'vas.order.created' satisfies keyof VasOrderEvents
export const VAS_ORDER_SUCCESSFUL = 'vas.order.successful' satisfies keyof VasOrderEvents
export const VAS_ORDER_FAILED = 'vas.order.failed' satisfies keyof VasOrderEvents
/**
 * The merchant balance was debited: the hold is posted (published as `balance.debited`, actors/vas/webhooks.ts).
 * Emitted here, by the order, rather than through the balance actor: the executor tells `succeeded` only after
 * the ledger answered OK or EXISTS to the post (steps.ts), and this actor accepts that fact once (a repeat is
 * unchanged), so the debit is announced once per hold in the same commit that records it, with no second
 * actor, outbox hop or replay memory to keep in step. The balance actor books transfers it requests itself
 * (top-ups); an order's transfers are the order's own. A voided hold moved nothing and announces nothing.
 */
export const VAS_ORDER_BALANCE_DEBITED = 'vas.order.balance_debited' satisfies keyof VasOrderEvents

const event = (type: keyof VasOrderEvents, o: VasOrder): DomainEvent => vasOrderEvents.event(type, { ...o, sealedCodes: null })
const outOfOrder = (from: VasStep, fact: string): D => rejected(reject('ORDER_STEP_INVALID', `an order ${from} cannot be ${fact}`))

/** The steps a failure may end. */
const MAY_FAIL: Readonly<Record<VasFailureCode, readonly VasStep[]>> = {
  BALANCE_TOO_LOW: ['created'],
  PROVIDER_FLOAT_EXHAUSTED: ['held', 'submitted'],
  PROVIDER_FAILED: ['held', 'submitted'],
}

export function decideVasOrder(state: VasOrderState, command: VasOrderCommand, nowMs: number): D {
  if (command.type === 'create') {
    if (state.step !== 'new') {
      const key = keyOutcome({ fingerprint: state.requestHash }, { fingerprint: command.draft.requestHash }, ORDER_KEY, nowMs)
      return key.kind === 'reused' ? rejected(key.rejection) : unchanged(state)
    }
    const next: VasOrder = {
      ...command.draft,
      id: state.id,
      step: 'created',
      failure: null,
      providerTransactionId: null,
      providerCostCents: null,
      sealedCodes: null,
      createdAtMs: nowMs,
      updatedAtMs: nowMs,
    }
    return accepted(next, next, [event(VAS_ORDER_CREATED, next)])
  }
  if (state.step === 'new') return rejected(reject('ORDER_NOT_FOUND', 'order not found'))
  const move = (changes: Partial<VasOrder>, ...types: (keyof VasOrderEvents)[]): D => {
    const next: VasOrder = { ...state, ...changes, updatedAtMs: nowMs }
    return accepted(
      next,
      next,
      types.map((type) => event(type, next)),
    )
  }
  switch (command.type) {
    case 'get':
      // A merchant reads only its own orders; 404 for another's (its existence is not confirmed).
      return command.businessId === null || command.businessId === state.businessId
        ? unchanged(state)
        : rejected(reject('ORDER_NOT_FOUND', 'order not found'))
    case 'held':
      if (state.step === 'held' || state.step === 'submitted' || state.step === 'successful') return unchanged(state)
      return state.step === 'created' ? move({ step: 'held' }) : outOfOrder(state.step, 'held')
    case 'submitted':
      if (state.step === 'submitted' || state.step === 'successful') return unchanged(state)
      return state.step === 'held' ? move({ step: 'submitted' }) : outOfOrder(state.step, 'submitted')
    case 'succeeded':
      if (state.step === 'successful') return unchanged(state)
      return state.step === 'submitted'
        ? move(
            {
              step: 'successful',
              providerTransactionId: command.transactionId,
              providerCostCents: command.costCents,
              sealedCodes: command.sealedCodes,
            },
            VAS_ORDER_SUCCESSFUL,
            VAS_ORDER_BALANCE_DEBITED,
          )
        : outOfOrder(state.step, 'successful')
    case 'failed':
      if (state.step === 'failed' && state.failure?.code === command.code) return unchanged(state)
      return MAY_FAIL[command.code].includes(state.step)
        ? move({ step: 'failed', failure: { code: command.code, message: command.message } }, VAS_ORDER_FAILED)
        : outOfOrder(state.step, `failed with ${command.code}`)
  }
}

export const vasOrderKind: ActorKind<VasOrderState, VasOrderCommand, VasOrderReply, VasOrderRejection> = {
  kind: 'vas_order',
  initial: (id) => ({ id, step: 'new' }),
  decide: decideVasOrder,
  readModel: withActivity('vas_order', vasOrderReadModel, vasActivity),
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const vasOrderRef = (id: string) => refTo(vasOrderKind, id)
