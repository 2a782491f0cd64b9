/** What the CaaS swap actor is asked to do: create, and the lifecycle commands the executor's ladder sends (as for a transfer). */
import type { CaasTransferCommand } from '../transfer/commands'
import type { SwapOrder } from './state'

export type CaasSwapCommand =
  /** `legacyRequestHash`: the request's digest by the formula before the shared fingerprint (caas/key_rules.ts). */
  | { readonly type: 'create'; readonly order: SwapOrder; readonly legacyRequestHash?: string }
  | Extract<CaasTransferCommand, { type: 'get' | 'submitting' | 'submitted' | 'failed' }>
  | { readonly type: 'settled'; readonly txHash: string }
