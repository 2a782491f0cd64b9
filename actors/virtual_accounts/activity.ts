/**
 * What an inbound bank payment means for the merchant's numbers (actors/runtime/activity.ts): a payment credited
 * (or assigned by an operator) to the merchant's balance is a customer paying by bank transfer (`va_credit`, part
 * of volume); a credited payment the payer's bank later took back is `va_reversed`. A payment in suspense, or
 * returned from it, was never the merchant's and counts nowhere.
 */
import { FIAT_DECIMALS } from '../balance'
import { NO_CRYPTO, type ActivityFact } from '../runtime/activity'
import type { BankPaymentState } from './payment/state'

const CREDITED = new Set(['credited', 'assigned', 'reversed', 'reversal_refused'])

export function bankPaymentActivity(p: BankPaymentState): ActivityFact[] {
  if (p.status === 'new' || !p.target || !CREDITED.has(p.status)) return []
  const base = {
    businessId: p.target.businessId,
    isTest: p.isTest,
    product: 'virtual_accounts',
    currency: p.currency,
    scale: FIAT_DECIMALS,
    amountMinor: p.units,
    ...NO_CRYPTO,
    method: p.payin.type,
    subject: p.target.accountId,
    reference: p.payin.reference || null,
    customer: p.target.customerReference,
    address: null,
  } as const
  const facts: ActivityFact[] = [{ ...base, key: `va:${p.id}:credit`, atMs: p.receivedAtMs, type: 'va_credit' }]
  if (p.status === 'reversed') facts.push({ ...base, key: `va:${p.id}:reversed`, atMs: p.updatedAtMs, type: 'va_reversed' })
  return facts
}
