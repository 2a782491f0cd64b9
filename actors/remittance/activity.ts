/**
 * What a remittance transfer means for the merchant's numbers (actors/runtime/activity.ts): a payout sent
 * (`remittance_sent`, the source amount, when the partner sent it) and its fee net of any discount
 * (`remittance_fee`, a cost to the merchant), and, when it bounced back, `remittance_reversed` (the source amount
 * returned to the balance). Money out, so none of it is volume or revenue.
 */
import { FIAT_DECIMALS } from '../balance'
import { NO_CRYPTO, type ActivityFact } from '../runtime/activity'
import type { RemitTransferState } from './transfer/state'

export function remittanceActivity(t: RemitTransferState): ActivityFact[] {
  if (t.status === 'new') return []
  const sent = t.partnerSteps.find((s) => s.state === 'outgoing_payment_sent')
  if (!sent) return []
  const base = {
    businessId: t.businessId,
    isTest: t.isTest,
    product: 'remittance',
    currency: t.quote.sourceCurrency,
    scale: FIAT_DECIMALS,
    ...NO_CRYPTO,
    method: t.quote.destCurrency,
    subject: t.id,
    reference: t.reference,
    customer: t.recipient.email.toLowerCase() || null,
    address: null,
  } as const
  const facts: ActivityFact[] = [
    { ...base, key: `remittance:${t.id}:sent`, atMs: sent.occurredAtMs, type: 'remittance_sent', amountMinor: t.quote.sourceMinor },
    {
      ...base,
      key: `remittance:${t.id}:fee`,
      atMs: sent.occurredAtMs,
      type: 'remittance_fee',
      amountMinor: t.quote.feeMinor - t.quote.discountMinor,
    },
  ]
  if (t.reversed)
    facts.push({
      ...base,
      key: `remittance:${t.id}:reversed`,
      atMs: t.updatedAtMs,
      type: 'remittance_reversed',
      amountMinor: t.quote.sourceMinor,
    })
  return facts
}
