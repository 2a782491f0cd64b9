/**
 * Subscription plans (spec table). -1 means unlimited. A new business starts
 * on `starter`, monthly, active for one month from registration (a trial of
 * the entry plan); after expiry gated calls answer 402 until it upgrades.
 */
import { keysOf } from '../../../platform/closed_sets'
export type PlanId = 'starter' | 'professional' | 'business' | 'enterprise'
export const DURATIONS = ['monthly', 'annual'] as const
export type Duration = (typeof DURATIONS)[number]

export interface Plan {
  readonly id: PlanId
  readonly name: string
  readonly priceMonthly: number | null
  readonly priceAnnual: number | null
  readonly description: string
  readonly maxWalletAddresses: number
  readonly maxTransactionsPerMonth: number
  readonly webhooks: boolean
  readonly features: readonly string[]
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  starter: {
    id: 'starter',
    name: 'Starter',
    priceMonthly: 13,
    priceAnnual: 156,
    description: 'For getting started: polling, no webhooks',
    maxWalletAddresses: 5,
    maxTransactionsPerMonth: 1000,
    webhooks: false,
    features: ['checkout', 'wallets', 'market_data'],
  },
  professional: {
    id: 'professional',
    name: 'Professional',
    priceMonthly: 42,
    priceAnnual: 504,
    description: 'Webhooks and higher limits',
    maxWalletAddresses: 50,
    maxTransactionsPerMonth: 10000,
    webhooks: true,
    features: ['checkout', 'wallets', 'market_data', 'webhooks', 'sms'],
  },
  business: {
    id: 'business',
    name: 'Business',
    priceMonthly: 129,
    priceAnnual: 1548,
    description: 'Unlimited wallets, priority processing',
    maxWalletAddresses: -1,
    maxTransactionsPerMonth: 100000,
    webhooks: true,
    features: ['checkout', 'wallets', 'market_data', 'webhooks', 'sms', 'priority_processing', 'multi_user', 'custom_branding'],
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    priceMonthly: null,
    priceAnnual: null,
    description: 'Custom pricing, no limits, white label',
    maxWalletAddresses: -1,
    maxTransactionsPerMonth: -1,
    webhooks: true,
    features: [
      'checkout',
      'wallets',
      'market_data',
      'webhooks',
      'sms',
      'priority_processing',
      'multi_user',
      'custom_branding',
      'white_label',
    ],
  },
}

export const PLAN_IDS: PlanId[] = keysOf(PLANS)

/** Adds whole UTC calendar months (annual = 12), clamping to the month's last day. */
export function addUtcMonths(fromMs: number, months: number): number {
  const d = new Date(fromMs)
  const target = new Date(
    Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth() + months,
      1,
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
      d.getUTCMilliseconds(),
    ),
  )
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay))
  return target.getTime()
}

// The month of the last call and where it starts and ends: every checkout asks, nearly always for the same month.
let cached = { label: '', fromMs: 0, toMs: 0 }

/** Usage counters are kept per UTC calendar month, e.g. "2026-11". */
export function utcMonth(ms: number): string {
  if (ms >= cached.fromMs && ms < cached.toMs) return cached.label
  const d = new Date(ms)
  const fromMs = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)
  cached = { label: d.toISOString().slice(0, 7), fromMs, toMs: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) }
  return cached.label
}
