/**
 * Paying for a plan in crypto (spec: POST /api/v1/subscription/crypto-checkout):
 * an ordinary checkout session of the platform's own billing account
 * (business id `platform`, its business wallet generated on first use),
 * tagged in metadata with who buys what. When the buyer has an open plan
 * invoice for the same plan and duration (an upgrade, actors/accounts/merchant/
 * decide_billing.ts), the session is for that invoice: its amount, its id
 * in the metadata. Otherwise it is priced at the plan's USD list price and
 * buys the plan on payment. When the session's payment is confirmed, the
 * subscriber below tells the merchant (plan_paid), keyed by the session so a
 * repeated event applies once. Outside production the billing sessions live
 * on the sandbox ledger (pay them with POST /api/v1/sandbox/deposits: the
 * buyer's test key may, actors/sandbox/ownership.ts).
 */
import { randomUUID } from 'node:crypto'
import type { EventSubscriber } from '../../runtime/outbox_relay'
import type { MethodHandler } from '../../../platform/module'
import { checkoutEvents } from '../events'
import { assert } from '../../../platform/errors'
import { requireBusiness } from '../../../platform/caller'
import { DURATIONS, PLAN_IDS, PLANS } from '../../accounts'
import { planPriceUsd } from '../../accounts'
import { PLATFORM_BILLING } from '../billing_account'
import { fail, type CheckoutContext } from '../context'
import { ensureBusinessWallet } from './methods_wallet'
import { parseFiat } from '../fiat'
import { createView } from '../view'
import { implement, methodTable } from '../../../platform/operation'
import { planCryptoCheckout } from './operations_settings'
import { selectNetworkOf } from './methods_public'
import { isOneOf } from '../../../platform/closed_sets'

export function subscriptionMethods(c: CheckoutContext): Record<string, MethodHandler> {
  return methodTable(
    implement(planCryptoCheckout, async (body, caller) => {
      const businessId = requireBusiness(caller)
      const duration = body.duration ?? 'annual'
      const plan = PLANS[body.plan]
      const listPrice = planPriceUsd(body.plan, duration)
      if (listPrice === null)
        fail('PLAN_NOT_PURCHASABLE', `${plan.name} is priced by agreement and set by an administrator; contact sales`, 'plan')
      if (Boolean(body.network) !== Boolean(body.currency))
        fail('INVALID_REQUEST', 'give network and currency together, or neither', body.network ? 'currency' : 'network')
      const open = (await c.merchant(businessId, { type: 'get' })).subscription.invoice
      // The invoice is what is owed: its amount, even if the list price changed since it was issued.
      const invoice = open && open.plan === body.plan && open.duration === duration ? open : undefined
      const price = invoice?.amountUsd ?? listPrice
      await ensureBusinessWallet(c, PLATFORM_BILLING)
      const fiat = parseFiat(price, 'USD')
      assert(fiat.ok, `plan price ${price} is not a USD amount`)
      const id = randomUUID()
      const session = await c.session(id, {
        type: 'create',
        businessId: PLATFORM_BILLING,
        businessName: 'Platform subscriptions',
        isTest: c.payments.config.env !== 'production',
        requestHash: id,
        ttlMs: 60 * 60_000,
        input: {
          fiat: fiat.fiat,
          currency: 'USD',
          reference: invoice ? `subscription:${businessId}:${invoice.id}` : `subscription:${businessId}:${body.plan}:${duration}`,
          description: invoice ? `${plan.name} plan, ${duration}: invoice ${invoice.id}` : `${plan.name} plan, ${duration}`,
          customerEmail: '',
          customerName: '',
          callbackUrl: '',
          paymentMethod: 'crypto',
          metadata: {
            purpose: 'subscription',
            business_id: businessId,
            plan: body.plan,
            duration,
            ...(invoice ? { invoice_id: invoice.id } : {}),
          },
        },
      })
      const created = createView(session, c.baseUrl)
      if (!body.network || !body.currency) return created
      // The customer's select, called in process: its answer is its operation's output.
      const selection = await selectNetworkOf(c, { uuid: id, network: body.network, currency: body.currency })
      return { ...created, ...selection, currency: 'USD', crypto_currency: selection.currency }
    }),
  )
}

/** Tells the buyer's merchant once the billing session is paid: the invoice is settled, or the plan bought (at least once in, applied once). */
export function subscriptionPayments(c: CheckoutContext): EventSubscriber {
  return async (events) => {
    for (const event of events) {
      const paid = checkoutEvents.read(event, 'payment.confirmed')
      if (!paid) continue
      const { session } = paid.payload
      if (session.businessId !== PLATFORM_BILLING) continue
      // What planCryptoCheckout above wrote into the platform's own session.
      const { purpose, business_id: buyer, plan, duration, invoice_id: invoiceId } = session.metadata
      if (purpose !== 'subscription' || typeof buyer !== 'string' || !buyer) continue
      if (typeof plan !== 'string' || !isOneOf(PLAN_IDS, plan) || typeof duration !== 'string' || !isOneOf(DURATIONS, duration)) continue
      await c.merchant(buyer, {
        type: 'plan_paid',
        plan,
        duration,
        ...(typeof invoiceId === 'string' && invoiceId ? { invoiceId } : {}),
        opId: `plan-payment:${session.id}`,
      })
    }
  }
}
