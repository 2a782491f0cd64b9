/** What the deposit watcher tells a deposit actor. */
import type { IncomingTransfer } from '../../../chains/adapter'
import type { Owner } from './state'

export type DepositCommand =
  | { readonly type: 'observe'; readonly transfer: IncomingTransfer; readonly owner: Owner; readonly sandbox: boolean }
  | { readonly type: 'vanished' }
