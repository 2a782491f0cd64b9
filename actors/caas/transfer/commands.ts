/** What the CaaS transfer actor is asked to do. */
import type { FailureCause, TransferOrder, TransferReader, UserOperationWire } from './state'

export type CaasTransferCommand =
  /** `legacyRequestHash`: the request's digest by the formula before the shared fingerprint (caas/key_rules.ts). */
  | { readonly type: 'create'; readonly order: TransferOrder; readonly legacyRequestHash?: string }
  /** `reader`: the merchant and environment asking (a transfer of another merchant or environment is not found), or null for the system. */
  | { readonly type: 'get'; readonly reader: TransferReader | null }
  /** Live, before the first send: the signed operation, its hash, and the recording step's id. */
  | {
      readonly type: 'submitting'
      readonly userOpHash: string
      readonly operation: UserOperationWire
      readonly sendId: string
      readonly deadlineAtMs: number
    }
  /** The bundler (or the ledger) accepted it. `deadlineAtMs` applies when no `submitting` set one (the sandbox). */
  | { readonly type: 'submitted'; readonly txHash: string | null; readonly userOpHash: string | null; readonly deadlineAtMs: number }
  /** `recipients`: the recipient's merchants at settlement, each told by transfer.received. */
  | { readonly type: 'settled'; readonly txHash: string; readonly recipients: readonly string[] }
  | { readonly type: 'failed'; readonly reason: string; readonly cause: FailureCause; readonly sendId?: string }
