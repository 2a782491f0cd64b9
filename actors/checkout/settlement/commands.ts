/** What the settlement account actor is asked to do, and its reply. */
import type { ActingParty } from '../../../platform/audit'
import type { AccountFields, SealedNumber, StoredSettlementAccount } from './state'

export type SettlementCommand =
  | { readonly type: 'list' }
  | { readonly type: 'add'; readonly accountId: string; readonly fields: AccountFields; readonly by: ActingParty }
  | { readonly type: 'update'; readonly accountId: string; readonly fields: Partial<AccountFields>; readonly by: ActingParty }
  | { readonly type: 'remove'; readonly accountId: string; readonly by: ActingParty }
  /** Replaces clear numbers with sealed ones; an account sealed meanwhile (or removed) is left as it is. */
  | { readonly type: 'seal_legacy'; readonly sealed: readonly SealedNumber[] }

export type SettlementReply = { readonly accounts: readonly StoredSettlementAccount[]; readonly account?: StoredSettlementAccount }
