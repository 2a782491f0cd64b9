/**
 * A merchant's fraud rule settings: one actor per business holding the thresholds moved from their defaults
 * (rules.ts). A threshold outside the rule's bounds is refused (FRAUD_RULE_THRESHOLD); a change is audited; the
 * read model (read_model.ts) is what the rule queries join.
 *
 *   command   any state
 *   set       within bounds: the rule's threshold and switch replaced (unchanged when equal); else FRAUD_RULE_THRESHOLD
 *   get       unchanged
 */
import { auditEvent, type ActingParty } from '../../../platform/audit'
import { reject } from '../../../platform/errors'
import type { FraudRuleId } from '../../../platform/wire/fraud_alert'
import { accepted, rejected, refTo, unchanged, type ActorKind, type Decision } from '../../runtime/types'
import { FRAUD_RULES_BY_ID } from '../fraud/rules'
import type { AnalyticsRejection } from '../rejections'
import { fraudSettingsReadModel } from './read_model'

export interface RuleSetting {
  readonly threshold: number
  readonly enabled: boolean
}

export interface FraudSettings {
  readonly businessId: string
  readonly rules: Readonly<Partial<Record<FraudRuleId, RuleSetting>>>
}

export type FraudSettingsCommand =
  { readonly type: 'set'; readonly rule: FraudRuleId; readonly setting: RuleSetting; readonly by: ActingParty } | { readonly type: 'get' }

type D = Decision<FraudSettings, FraudSettings, Extract<AnalyticsRejection, 'FRAUD_RULE_THRESHOLD'>>

function decideSettings(state: FraudSettings, command: FraudSettingsCommand): D {
  if (command.type === 'get') return unchanged(state)
  const rule = FRAUD_RULES_BY_ID.get(command.rule)!
  const { threshold, enabled } = command.setting
  if (!Number.isInteger(threshold) || threshold < rule.min || threshold > rule.max)
    return rejected(
      reject('FRAUD_RULE_THRESHOLD', `${rule.id} takes a threshold from ${rule.min} to ${rule.max} ${rule.unit}`, 'threshold'),
    )
  const before = state.rules[command.rule]
  if (before && before.threshold === threshold && before.enabled === enabled) return unchanged(state)
  const next: FraudSettings = { ...state, rules: { ...state.rules, [command.rule]: command.setting } }
  return accepted(next, next, [
    auditEvent({
      businessId: state.businessId,
      action: 'fraud_rule.changed',
      by: command.by,
      target: { type: 'fraud_rule', id: command.rule },
      changes: {
        threshold: { from: before?.threshold ?? rule.defaultThreshold, to: threshold },
        enabled: { from: before?.enabled ?? true, to: enabled },
      },
    }),
  ])
}

export const fraudSettingsKind: ActorKind<
  FraudSettings,
  FraudSettingsCommand,
  FraudSettings,
  Extract<AnalyticsRejection, 'FRAUD_RULE_THRESHOLD'>
> = {
  kind: 'fraud_settings',
  initial: (id) => ({ businessId: id, rules: {} }),
  decide: decideSettings,
  readModel: fraudSettingsReadModel,
}

export const fraudSettingsRef = (businessId: string) => refTo(fraudSettingsKind, businessId)
