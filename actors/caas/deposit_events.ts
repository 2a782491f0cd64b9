/**
 * The I/O a CaaS user's deposit decisions ask for, run from their committed
 * events (at least once, like every outbox subscriber):
 *   caas.deposit.forward  the deposit reached the actor of a number its wallet moved away from: hand it to the
 *                         actor the wallet went to (which deduplicates, so a repeat changes nothing)
 *   caas.deposit.sms      an unaffiliated user received funds: an SMS instead of transfer.received
 * A failure throws, so the relay delivers the batch again. An SMS is sent at
 * most once per event on this process; a crash between sending it and the
 * batch being marked may repeat it, as for transfers (executor.ts).
 */
import { caasUserRef } from './user/decide'
import { decimalsOf } from '../../chains/assets'
import { isNetwork } from '../../chains/networks'
import { caasUserEvents } from './user/events'
import type { EventSubscriber } from '../runtime/outbox_relay'
import { MAX_FORWARD_HOPS } from './user/deposits'
import type { CaasUserCommand, CaasUserReply } from './user/commands'
import type { CaasContext } from './context'
import { fundsReceivedText, modeOfUser, textOrSay } from './sms'
import { BoundedSet } from '../../platform/bounded'
import { fixedUnits } from './views'

/** The user's number, following a phone change made since the deposit; null when there is no user (nothing to text). */
async function phoneOf(caas: CaasContext, userId: string): Promise<string | null> {
  let id = userId
  for (let hop = 0; hop <= MAX_FORWARD_HOPS; hop++) {
    const result = await caas.payments.host.ask(caasUserRef(id), { type: 'get' })
    if (!result.ok) return null
    if (result.reply.kind === 'user') return caas.phoneSealer.open(result.reply.user.sealedPhone, id)
    if (result.reply.kind !== 'moved') return null
    id = result.reply.movedTo
  }
  return null
}

/** Event ids of SMS already sent, kept for a while so that a redelivered batch does not text the user again. */
const SENT_REMEMBERED = 10_000

export function depositEventSubscriber(caas: CaasContext): EventSubscriber {
  const sent = new BoundedSet<string>(SENT_REMEMBERED)
  return async (events) => {
    for (const e of events) {
      const read = caasUserEvents.read(e, 'caas.deposit.forward', 'caas.deposit.sms')
      if (read?.type === 'caas.deposit.forward') {
        const p = read.payload
        const command: CaasUserCommand = { type: 'deposit_observed', deposit: p.deposit, hops: p.hops }
        // A rejection is the owner's decision and final (as in the deposit router); only a fault throws.
        await caas.payments.host.ask(caasUserRef(p.to), command)
      } else if (read?.type === 'caas.deposit.sms' && !sent.has(e.eventId)) {
        const p = read.payload
        const to = await phoneOf(caas, p.userId)
        const decimals = (isNetwork(p.network) ? decimalsOf(p.network, p.currency) : null) ?? caas.config.decimals
        const text = fundsReceivedText(fixedUnits(p.amount, decimals), p.currency)
        const outcome = to ? await textOrSay(caas.sms[modeOfUser(p.userId)], { to, text }) : null
        // Refused: nothing went out, so the relay delivers the batch again. Unknown: it may have gone out, so it is not sent twice.
        if (outcome?.kind === 'refused') throw new Error(`funds-received SMS refused: ${outcome.reason}`)
        if (outcome && outcome.kind !== 'accepted') {
          caas.payments.logger.warn(
            { event: e.eventId, outcome: outcome.kind, reason: outcome.reason },
            'funds-received SMS not sent as a certainty',
          )
        }
        sent.add(e.eventId)
      }
    }
  }
}
