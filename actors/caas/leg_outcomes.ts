/**
 * Tells a leg's flow what became of it: a withdrawal of its sweep (`out`) or its return (`back`), a deposit of
 * its credit. Run from the leg's committed events (at least once, like every outbox subscriber): the flows
 * ignore news they already have. A fault throws, so the relay delivers the batch again.
 */
import type { EventSubscriber } from '../runtime/outbox_relay'
import type { CaasContext } from './context'
import { caasLegEvents } from './leg/events'
import { caasWithdrawalRef } from './withdrawal/decide'
import { caasDepositRef } from './deposit/decide'

const OUTCOME = { 'caas.leg.submitted': 'submitted', 'caas.leg.settled': 'settled', 'caas.leg.failed': 'failed' } as const

export function legOutcomeSubscriber(caas: CaasContext): EventSubscriber {
  return async (events) => {
    for (const e of events) {
      const read = caasLegEvents.read(e, 'caas.leg.submitted', 'caas.leg.settled', 'caas.leg.failed')
      if (!read) continue
      const l = read.payload
      const news = { outcome: OUTCOME[read.type], txHash: l.txHash, reason: l.reason }
      const result =
        l.purpose === 'deposit'
          ? await caas.payments.host.ask(caasDepositRef(l.sourceId), { type: 'leg', ...news })
          : await caas.payments.host.ask(caasWithdrawalRef(l.sourceId), {
              type: 'leg',
              leg: l.purpose === 'withdrawal' ? 'out' : 'back',
              userOpHash: l.userOpHash,
              ...news,
            })
      // A flow that refuses its own leg's news is a bug, not a fault to retry for ever: logged loudly.
      if (!result.ok) caas.payments.logger.error({ leg: l.id, code: result.rejection.code }, 'a CaaS flow refused its leg’s outcome')
    }
  }
}
