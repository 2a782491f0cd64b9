/**
 * What the analytics methods, the rule scan and the backfill share: the payments context, the KYC gate and the
 * actors. Analytics reads every product's facts (actors/runtime/activity.ts) and imports none of them.
 */
import { reject, RejectionError } from '../../platform/errors'
import type { Caller } from '../../platform/caller'
import { requireBusiness } from '../../platform/caller'
import { merchantRef } from '../accounts'
import type { PaymentsContext } from '../runtime/service/module'
import { unwrap } from '../runtime/unwrap'
import { fraudAlertRef, type FraudAlertCommand } from './alert/decide'
import type { FraudAlertRecord } from './alert/state'
import { periodOf, type Period } from './period'
import { fraudSettingsRef, type FraudSettings, type FraudSettingsCommand } from './settings/decide'

export class AnalyticsContext {
  constructor(readonly payments: PaymentsContext) {}

  /** The caller's business, once its KYC is approved (spec: analytics needs approved KYC). */
  async business(caller: Caller): Promise<string> {
    const businessId = requireBusiness(caller)
    const merchant = unwrap(await this.payments.host.ask(merchantRef(businessId), { type: 'get' }))
    if (merchant.kyc !== 'approved') throw new RejectionError(reject('KYC_REQUIRED', 'analytics needs approved KYC'))
    return businessId
  }

  period(q: { days: number; from?: string; to?: string }): Period {
    const p = periodOf(q, this.payments.clock.nowMs())
    if ('code' in p) throw new RejectionError(p)
    return p
  }

  async alert(id: string, command: FraudAlertCommand): Promise<FraudAlertRecord> {
    return unwrap(await this.payments.host.ask(fraudAlertRef(id), command))
  }

  async settings(businessId: string, command: FraudSettingsCommand): Promise<FraudSettings> {
    return unwrap(await this.payments.host.ask(fraudSettingsRef(businessId), command))
  }
}
