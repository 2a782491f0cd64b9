/**
 * A refund's send outcome, recorded in its session when it settles after the
 * request answered (confirmed -> submitted with its hash; failed -> failed).
 * The send itself is a treasury move (actors/treasury/refunds.ts: gas first
 * for a token, then sendOnce under `refund:<refund id>`); this subscriber
 * needs only the chain_send events, so it works whichever module runs it.
 */
import { chainSendEvents, type SendAnswer } from '../chains'
import { isList } from '../../platform/json_object'
import { present } from '../../platform/present'
import type { EventSubscriber } from '../runtime/outbox_relay'
import type { CheckoutCommand } from './commands'
import type { CheckoutContext } from './context'

export const refundSendId = (refundId: string) => `refund:${refundId}`

/**
 * The workflow that executes refunds: declared here, where refunds are decided, and run by the treasury, which
 * registers under this name. Checkout kicks it through the kernel's workflow directory, so the two products do
 * not import each other in a circle.
 */
export const REFUND_WORKFLOW = 'checkout.refund'

/** A refund as a workflow item: its session and its id. */
export const refundItem = (sessionId: string, refundId: string): string => JSON.stringify([sessionId, refundId])

export function parseRefundItem(item: string): { sessionId: string; refundId: string } {
  const parsed: unknown = JSON.parse(item)
  if (!isList(parsed) || parsed.length !== 2 || typeof parsed[0] !== 'string' || typeof parsed[1] !== 'string')
    throw new Error(`not a refund item: ${item}`)
  return { sessionId: parsed[0], refundId: parsed[1] }
}

/** What a send answer does to a refund still `processing`; null: nothing yet (it stays processing). */
function resultOf(refundId: string, answer: SendAnswer): CheckoutCommand | null {
  // Failed for good (never sent, refused, conflicted, expired, reverted): nothing was refunded, the amount is free again.
  if (answer.status === 'failed')
    return { type: 'refund_result', refundId, txHash: null, fee: null, failure: `${answer.code}: ${answer.message}` }
  if (!answer.txHash || (!answer.accepted && answer.status !== 'confirmed')) return null
  return {
    type: 'refund_result',
    refundId,
    txHash: answer.txHash,
    fee: answer.fee,
    failure: null,
    ...(answer.sent !== null ? { sentUnits: answer.sent } : {}),
  }
}

/** Refunds whose send settled after the request answered: confirmed -> submitted with its hash; failed -> failed. */
export function refundSendEvents(c: CheckoutContext): EventSubscriber {
  return async (events) => {
    for (const e of events) {
      const settled = chainSendEvents.read(e, 'chain_send.confirmed', 'chain_send.failed')
      if (!settled) continue
      const sent = settled.payload
      if (sent.owner.kind !== 'checkout' || sent.owner.purpose !== 'refund') continue
      const failure = sent.status === 'failed' ? present(sent.failure, `the failure of send ${sent.owner.ref}`) : null
      const answer: SendAnswer = failure
        ? { status: 'failed', code: failure.code, message: failure.message, cause: failure.cause }
        : { status: 'confirmed', txHash: sent.txHash, accepted: true, fee: sent.fee, feeCurrency: sent.feeCurrency, sent: sent.sent }
      const result = resultOf(sent.owner.ref, answer)
      // The session ignores a result for a refund no longer processing; a fault throws and the event is delivered again.
      if (result) await c.session(sent.owner.id, result)
    }
  }
}
