/**
 * The accounts product as other products see it: the one file they import it through
 * (test/architecture/imports.test.ts fails on any other cross-product import).
 */
export { recordAuditNow } from './audit/store'
export { accessContext } from './context'
export { planPriceUsd } from './merchant/billing'
export type { MerchantCommand } from './merchant/commands'
export { DURATIONS, PLAN_IDS, PLANS } from './merchant/plans'
export type { ActiveMerchant } from './merchant/state'
export { merchantRef } from './merchant/decide'
export { reconciledOnRefusal } from './merchant/usage'
export { notifyOwner, requireSecondFactor } from './step_up'
export { STEP_UP, otpCode } from './step_up_fields'
export { checkTotp } from './totp'
