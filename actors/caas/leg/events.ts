/** What a leg tells its subscribers (the ladder, and its flow through leg_outcomes.ts): the record without its signed operation. */
import { kindEvents } from '../../runtime/events'
import type { LegRecord } from './state'

type LegNotice = LegRecord & { readonly operation: null }

export type CaasLegEvents = {
  readonly 'caas.leg.queued': LegNotice
  readonly 'caas.leg.submitted': LegNotice
  readonly 'caas.leg.settled': LegNotice
  readonly 'caas.leg.failed': LegNotice
}

export const caasLegEvents = kindEvents<CaasLegEvents>('caas_leg')
