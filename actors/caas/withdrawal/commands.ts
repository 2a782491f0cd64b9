/** What a withdrawal actor is asked: by the API (create, get), by its legs' outcomes, and by its payout pass. */
import type { TransferReader } from '../transfer/state'
import type { WithdrawalOrder } from './state'

/** A leg's news: `out` is the sweep to the treasury, `back` the return to the user. */
export interface LegNews {
  readonly type: 'leg'
  readonly leg: 'out' | 'back'
  readonly outcome: 'submitted' | 'settled' | 'failed'
  readonly txHash: string | null
  readonly userOpHash: string | null
  readonly reason: string | null
}

export type PayoutNews =
  | { readonly type: 'payout'; readonly state: 'pending' }
  | { readonly type: 'payout'; readonly state: 'successful'; readonly financialTransactionId: string }
  | { readonly type: 'payout'; readonly state: 'failed'; readonly reason: string }

export type CaasWithdrawalCommand =
  | { readonly type: 'create'; readonly order: WithdrawalOrder }
  /** `reader` null: the system. */
  | { readonly type: 'get'; readonly reader: TransferReader | null }
  | LegNews
  /** Before the payout's first send: the reference id it goes under. */
  | { readonly type: 'payout_recorded'; readonly referenceId: string }
  | PayoutNews
