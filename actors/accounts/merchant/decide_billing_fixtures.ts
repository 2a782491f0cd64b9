/** Commands, states and the row runner shared by the plan billing decide tables (decide_billing*.test.ts). */
import type { Test } from 'tap'
import { decideMerchant } from './decide'
import type { MerchantCommand } from './commands'
import type { Duration, PlanId } from './plans'
import type { MerchantState, Subscription } from './state'
import { created, DAY, NOW } from './decide_fixtures'

export { DAY, NOW }
export const GRACE = 7 * DAY
/** The starter trial every created merchant has: monthly, until one UTC month after NOW. */
export const TRIAL_END = Date.UTC(2026, 11, 22, 12)
export const trial = { plan: 'starter', duration: 'monthly', status: 'active', startedAtMs: NOW, expiresAtMs: TRIAL_END }

/** Who changes plans in these tests, as the audit entries name them. */
export const OWNER = { kind: 'user', id: 'u-owner', requestId: 'r1', clientAddress: '203.0.113.1' } as const
export const ADMIN = { kind: 'admin', id: '', requestId: 'r2', clientAddress: '198.51.100.2' } as const

/** The owner's change (POST /api/v1/subscription/upgrade). */
export const up = (plan: PlanId, duration: Duration, invoiceId: string, graceMs = GRACE): MerchantCommand => ({
  type: 'change_plan',
  plan,
  duration,
  invoiceId,
  graceMs,
  by: OWNER,
})
/** A confirmed crypto checkout payment. */
export const paid = (plan: PlanId, duration: Duration, opId: string, invoiceId?: string): MerchantCommand => ({
  type: 'plan_paid',
  plan,
  duration,
  opId,
  ...(invoiceId ? { invoiceId } : {}),
})
/** The admin route. */
export const admin = (plan: PlanId, duration: Duration, status?: 'expired'): MerchantCommand => ({
  type: 'set_plan',
  plan,
  duration,
  by: ADMIN,
  ...(status ? { status } : {}),
})
export const check: MerchantCommand = { type: 'check_active' }

export type Row = {
  name: string
  /** Commands in order, each at NOW or its own time. */
  steps: Array<[MerchantCommand, number?]>
  outcomes: string[]
  /** Matched against the final subscription. */
  subscription?: object
  /** Keys the final subscription must not have. */
  absent?: Array<keyof Subscription>
  /** Matched against the last decision. */
  last?: object
}

/** Runs each row from a freshly created merchant: the outcome of every step, then the final state and last decision. */
export function runRows(t: Test, rows: readonly Row[]): void {
  for (const row of rows) {
    t.test(row.name, async (t) => {
      let state: MerchantState = created()
      const outcomes: string[] = []
      let last: ReturnType<typeof decideMerchant> | undefined
      for (const [command, at] of row.steps) {
        last = decideMerchant(state, command, at ?? NOW)
        outcomes.push(last.kind === 'rejected' ? last.rejection.code : last.kind)
        if (last.kind === 'accepted') state = last.state
      }
      t.same(outcomes, row.outcomes)
      if (state.status !== 'active') return t.fail('not active')
      if (row.subscription) t.match(state.subscription, row.subscription)
      for (const key of row.absent ?? []) t.notOk(key in state.subscription, `no ${key}`)
      if (row.last) t.match(last, row.last)
    })
  }
}
