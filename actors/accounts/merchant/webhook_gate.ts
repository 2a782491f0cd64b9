/**
 * Who may receive webhooks: payments webhooks only on professional plans and
 * above with the plan active (spec); CaaS partners always (their contract
 * is webhooks). Decided when a delivery is due (dispatch time). A merchant
 * that cannot be read throws, so its deliveries wait instead of being skipped.
 */
import { merchantRef } from './decide'
import type { KeyProduct } from '../../../platform/permissions'
import type { ActorHost } from '../../runtime/host'
import type { Clock } from '../../../platform/clock'
import { effectiveStatus } from './decide'
import { PLANS } from './plans'
import type { ActiveMerchant } from './state'

/** Whether a merchant may receive webhooks of a product now (the webhooks dispatcher's gate, matched by shape). */
export type MerchantWebhookGate = (businessId: string, product: KeyProduct) => Promise<boolean>

export function merchantWebhookGate(host: ActorHost, clock: Clock): MerchantWebhookGate {
  return async (businessId, product) => {
    if (product === 'caas') return true
    const result = await host.ask(merchantRef(businessId), { type: 'get' })
    if (!result.ok) return false
    const m = result.reply
    return PLANS[m.subscription.plan].webhooks && effectiveStatus(m, clock.nowMs()) === 'active'
  }
}
