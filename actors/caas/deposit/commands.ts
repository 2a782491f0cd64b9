/** What a deposit actor is asked: by the API, by its pass (what the partner says of the collection), by its leg. */
import type { TransferReader } from '../transfer/state'
import type { CollectionSeen, DepositOrder } from './state'

export type CaasDepositCommand =
  | { readonly type: 'create'; readonly order: DepositOrder }
  | { readonly type: 'get'; readonly reader: TransferReader | null }
  | { readonly type: 'collection'; readonly state: 'pending' | 'complete'; readonly collection: CollectionSeen }
  | { readonly type: 'collection_failed'; readonly reason: string }
  | {
      readonly type: 'leg'
      readonly outcome: 'submitted' | 'settled' | 'failed'
      readonly txHash: string | null
      readonly reason: string | null
    }
