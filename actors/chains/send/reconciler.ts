/**
 * Settles submitted sends. The chain_send actor's durable timer fires with
 * a doubling wait (decide.ts) and emits `chain_send.check_due`; this
 * subscriber then checks the send by hash and reports the answer. A missing
 * send is broadcast again with the SAME recorded bytes, never rebuilt, so
 * however often this runs at most one transaction can land. A check that
 * cannot reach the node reports nothing: the next timer checks again. The
 * work runs beside the outbox relay, never inside it, so a hung node does
 * not hold up other events; a send already being checked on this host is
 * not checked twice at once.
 */
import { broadcastSend, checkSend } from '../../../chains/send/settle'
import { Workflow } from '../../runtime/workflow'
import { sendRecord, tellSend, type SendContext } from './context'
import { broadcastCommand, sandboxAgain } from './send_once'

export async function reconcileSend(c: SendContext, id: string): Promise<void> {
  const s = await sendRecord(c, id)
  if (!s || s.status === 'confirmed' || s.status === 'failed') return
  // A sandbox send whose ledger call never answered: asked again under its id, the ledger returns the first send or makes it.
  if (s.payload.mode === 'sandbox' && s.txHash === null) {
    await sandboxAgain(c, s)
    return
  }
  const answer = await checkSend(c.chains, s.payload, s.txHash)
  if (answer.kind === 'missing') {
    const again = await broadcastSend(c.chains, s.payload, s.id)
    // A refusal of a repeat proves nothing (the node may hold a copy, or the funds may come back): it stays submitted.
    if (again.kind === 'accepted') await tellSend(c, id, broadcastCommand(again))
    c.logger.info({ send: id, txHash: s.txHash, answer: again.kind }, 'send missing from the chain; the same bytes broadcast again')
  }
  await tellSend(c, id, { type: 'checked', answer })
}

/** Checks a send when its timer says a check is due; the timers are durable, so nothing needs a scan. */
export function sendReconciler(c: SendContext): Workflow {
  return new Workflow(
    {
      name: 'chain_send.check',
      kickedBy: (e) => (e.type === 'chain_send.check_due' ? e.actorId : null),
      step: (id) => reconcileSend(c, id),
    },
    { clock: c.clock, logger: c.logger, shards: () => [] },
  )
}
