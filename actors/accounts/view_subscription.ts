/** The subscription answers (wire_subscription.ts) built from the merchant actor's state. */
import type { Static } from '@sinclair/typebox'
import { invoiceStatus } from './merchant/billing'
import { effectiveStatus } from './merchant/decide'
import { PLANS, PLAN_IDS, utcMonth } from './merchant/plans'
import type { ActiveMerchant, PlanInvoice, UsageCounts } from './merchant/state'
import type { PlanInvoice as PlanInvoiceWire } from './api/wire_subscription'

/** Where an invoice is paid: a billing checkout session for its plan and duration settles it (actors/checkout/api/methods_subscription.ts). */
export const CRYPTO_CHECKOUT_ENDPOINT = 'POST /api/v1/subscription/crypto-checkout'

function invoiceView(invoice: PlanInvoice | undefined, nowMs: number): Static<typeof PlanInvoiceWire> | null {
  if (!invoice) return null
  return {
    id: invoice.id,
    plan: invoice.plan,
    duration: invoice.duration,
    amount: invoice.amountUsd,
    currency: 'USD',
    status: invoiceStatus(invoice, nowMs),
    issued_at: new Date(invoice.issuedAtMs).toISOString(),
    due_at: new Date(invoice.dueAtMs).toISOString(),
    // Paying from the merchant balance is not offered yet (README "Plan billing").
    pay_with: [{ method: 'crypto_checkout', endpoint: CRYPTO_CHECKOUT_ENDPOINT, body: { plan: invoice.plan, duration: invoice.duration } }],
  }
}

/** `usage`: the objects that exist (merchant/usage.ts); without it, the merchant's own counters. */
export function subscriptionView(m: ActiveMerchant, nowMs: number, usage?: UsageCounts) {
  const plan = PLANS[m.subscription.plan]
  const features = new Set(plan.features)
  return {
    plan: {
      name: plan.id,
      duration: m.subscription.duration,
      status: effectiveStatus(m, nowMs),
      expiry: new Date(m.subscription.expiresAtMs).toISOString(),
    },
    limits: { max_wallet_addresses: plan.maxWalletAddresses, max_transactions_per_month: plan.maxTransactionsPerMonth, market_data: true },
    features: {
      webhooks: plan.webhooks,
      sms: features.has('sms'),
      priority_processing: features.has('priority_processing'),
      custom_branding: features.has('custom_branding'),
      multi_user: features.has('multi_user'),
      white_label: features.has('white_label'),
    },
    usage: {
      wallet_addresses_used: usage?.wallets ?? m.walletsUsed,
      transactions_this_month: usage?.transactions ?? m.transactions[utcMonth(nowMs)] ?? 0,
    },
    ...invoiceField(m.subscription.invoice, nowMs),
  }
}

export function plansView() {
  return {
    plans: PLAN_IDS.map((id) => {
      const p = PLANS[id]
      return {
        id,
        name: p.name,
        price_monthly: p.priceMonthly,
        price_annual: p.priceAnnual,
        description: p.description,
        limits: { max_wallet_addresses: p.maxWalletAddresses, max_transactions_per_month: p.maxTransactionsPerMonth },
        features: p.features,
      }
    }),
  }
}

/** `{ invoice }` when one is open, nothing otherwise. */
function invoiceField(invoice: PlanInvoice | undefined, nowMs: number): { invoice?: Static<typeof PlanInvoiceWire> } {
  const view = invoiceView(invoice, nowMs)
  return view ? { invoice: view } : {}
}
