/**
 * Who may receive webhooks: payments webhooks only on professional plans and
 * above with the plan active (spec); CaaS partners always (their contract
 * is webhooks). Decided when the event is turned into deliveries.
 */
import type { WebhookGate } from '../webhooks/subscriber'
import type { ActorHost } from '../runtime/host'
import type { Clock } from '../../platform/clock'
import { effectiveStatus } from './decide'
import { PLANS } from './plans'
import type { ActiveMerchant } from './state'

export function merchantWebhookGate(host: ActorHost, clock: Clock): WebhookGate {
  return async (businessId, product) => {
    if (product === 'caas') return true
    const result = await host.ask<ActiveMerchant>({ kind: 'merchant', id: businessId }, { type: 'get' }).catch(() => undefined)
    if (!result?.ok) return false
    const m = result.reply
    return PLANS[m.subscription.plan].webhooks && effectiveStatus(m, clock.nowMs()) === 'active'
  }
}
