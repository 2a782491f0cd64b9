/** States and runners shared by the merchant actor's decide tests. */
import { decideMerchant } from './decide'
import type { MerchantState } from './state'

export const NOW = Date.UTC(2026, 10, 22, 12)
export const DAY = 86_400_000

export function created(): MerchantState {
  const d = decideMerchant({ status: 'new', id: 'b1' }, { type: 'create', name: 'Shop', accountType: 'business', ownerUserId: 'u1' }, NOW)
  if (d.kind !== 'accepted') throw new Error('create failed')
  return d.state
}

export function apply(state: MerchantState, commands: Parameters<typeof decideMerchant>[1][], nowMs = NOW) {
  let s = state
  const outcomes: string[] = []
  for (const c of commands) {
    const d = decideMerchant(s, c, nowMs)
    outcomes.push(d.kind === 'rejected' ? d.rejection.code : d.kind)
    if (d.kind === 'accepted') s = d.state
  }
  return { state: s, outcomes }
}
