/** What a quote is told: made (priced), used by a transfer, released by a transfer the balance could not hold. */
import type { RemitQuote } from './state'

export type RemitQuoteCommand =
  | { readonly type: 'create'; readonly quote: Omit<RemitQuote, 'status' | 'id' | 'usedBy' | 'createdAtMs'> }
  | { readonly type: 'use'; readonly businessId: string; readonly isTest: boolean; readonly transferId: string }
  | { readonly type: 'release'; readonly transferId: string }
  | { readonly type: 'get'; readonly businessId: string; readonly isTest: boolean }
