/** What the order actor is told: the request (create, get) and the executor's facts, each once it holds (the ledger, the provider). */
import type { VasFailureCode, VasOrder, VasOrderDraft } from './state'

export type VasOrderCommand =
  | { readonly type: 'create'; readonly draft: VasOrderDraft }
  /** `businessId`: the merchant asking; null for the platform itself (the executor). */
  | { readonly type: 'get'; readonly businessId: string | null }
  /** The ledger holds the price (the pending transfer answered OK or EXISTS). */
  | { readonly type: 'held' }
  /** About to ask the provider: recorded first, so a crash never leads to a second purchase without a look-up. */
  | { readonly type: 'submitted' }
  | { readonly type: 'succeeded'; readonly transactionId: number; readonly costCents: bigint; readonly sealedCodes: string | null }
  | { readonly type: 'failed'; readonly code: VasFailureCode; readonly message: string }

/** Every accepted command answers the order as written: a `new` one only ever rejects (ORDER_NOT_FOUND). */
export type VasOrderReply = VasOrder
