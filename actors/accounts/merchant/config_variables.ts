/**
 * The merchant product's environment variables (plan billing): part of the
 * one configuration registry in roles/config.ts.
 */
import { integer, numberSetting, type ConfigVariable } from '../../../platform/config_schema'
import { DAY_MS, DEFAULT_GRACE_DAYS } from './billing'

export const MERCHANT_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'SUBSCRIPTION_GRACE_DAYS',
    type: integer(0),
    default: `\`${DEFAULT_GRACE_DAYS}\``,
    description:
      'Days an owner’s plan upgrade runs unpaid: its invoice is due then, and after that gated calls answer 402 ' +
      '`SUBSCRIPTION_EXPIRED` until it is paid; `0`: upgrades are paid first (crypto checkout)',
  },
]

/** The grace period of an upgrade's invoice, in milliseconds. */
export function graceMs(env: NodeJS.ProcessEnv): number {
  return numberSetting(MERCHANT_VARIABLES, 'SUBSCRIPTION_GRACE_DAYS', env) * DAY_MS
}
