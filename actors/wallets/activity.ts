/**
 * What a customer wallet means for the merchant's numbers (actors/runtime/activity.ts): each confirmed deposit
 * (`wallet_deposit`) and each platform fee the merchant collected on a customer's transfer (`wallet_fee`, the
 * merchant's revenue, in the asset itself: no fiat is invented for it). A collected fee whose transaction is later
 * lost is collected again under the same key, so it counts once.
 */
import type { ActivityFact } from '../runtime/activity'
import { NO_FIAT } from '../runtime/activity'
import { decimalsOf } from '../../chains/assets'
import type { WalletState } from './state'

export function walletActivity(w: WalletState): ActivityFact[] {
  if (w.status === 'new') return []
  const base = { businessId: w.businessId, isTest: w.mode === 'test', product: 'waas', ...NO_FIAT, method: '', customer: null } as const
  const facts: ActivityFact[] = []
  for (const t of w.transactions) {
    const crypto = { network: t.network, asset: t.currency, assetDecimals: decimalsOf(t.network, t.currency) ?? 0 }
    if (t.type === 'receive' && t.status === 'confirmed')
      facts.push({
        ...base,
        ...crypto,
        key: `waas:${w.id}:deposit:${t.key}`,
        atMs: t.settledAtMs ?? t.createdAtMs,
        type: 'wallet_deposit',
        assetUnits: t.amount,
        subject: w.customerId,
        reference: t.txHash,
        address: t.fromAddress || null,
      })
    if (t.type === 'send' && t.fee && t.fee.status === 'collected')
      facts.push({
        ...base,
        ...crypto,
        key: `waas:${w.id}:fee:${t.key}`,
        atMs: t.fee.settledAtMs ?? t.createdAtMs,
        type: 'wallet_fee',
        assetUnits: t.fee.amount,
        subject: w.customerId,
        reference: t.fee.txHash,
        address: null,
      })
  }
  return facts
}
