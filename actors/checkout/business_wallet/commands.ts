/** What the business wallet actor is asked to do, and its reply. */
import type { BusinessWalletState, WalletAddress } from './state'

export type BusinessWalletCommand =
  | { readonly type: 'get' }
  | { readonly type: 'init'; readonly envelope: string; readonly addresses: readonly WalletAddress[] }
  | { readonly type: 'allocate'; readonly opId: string }
  | { readonly type: 'set_ttl'; readonly minutes: number }

export type BusinessWalletReply = BusinessWalletState & { readonly allocated?: number }
