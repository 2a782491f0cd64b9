/** An order draft from what the catalogue made of a request: the fields every category shares, the markup from the merchant's margin. */
import { createHash } from 'node:crypto'
import type { Margin } from './settings/state'
import type { VasCategory, VasOrderDraft } from './order/state'
import { markupOf } from './margins'

export interface DraftBase {
  readonly businessId: string
  readonly isTest: boolean
  readonly orderId: string
  readonly reference: string
  readonly requestHash: string
  readonly currency?: 'USDT' | 'USDC' | undefined
  readonly customerId?: string | undefined
}

export function draftOf(
  base: DraftBase,
  category: VasCategory,
  f: Pick<VasOrderDraft, 'productId' | 'productName' | 'countryCode' | 'unitPrice' | 'recipient' | 'merchantPrice'>,
  margin: Margin | undefined,
): VasOrderDraft {
  const merchantMarkup = markupOf(margin, f.merchantPrice)
  return {
    ...f,
    businessId: base.businessId,
    isTest: base.isTest,
    reference: base.reference,
    category,
    requestHash: base.requestHash,
    currency: base.currency ?? 'USDT',
    quantity: 1,
    ...(base.customerId === undefined ? {} : { customerId: base.customerId }),
    merchantMarkup,
    customerPrice: f.merchantPrice + merchantMarkup,
    customIdentifier: `vas_${createHash('sha256').update(base.orderId).digest('hex').slice(0, 32)}`,
  }
}
