/**
 * A leg: one USDC movement between a CaaS user's smart account and the platform treasury's, as a user operation
 * of the sending account (live) or a sandbox-ledger send (test keys). The withdrawal and the on-ramp deposit are
 * made of legs (withdrawal/, deposit/); each leg follows the transfer's lifecycle on the same ladder
 * (transfer_steps.ts), so it is recorded before it is sent and an unknown outcome is settled by its hash:
 *
 *   queued -> [submitting] -> submitted -> settled | failed
 *
 * A leg's id is its source's id and its direction (`<source>.out`, `.back`, `.in`): a flow that asks for its
 * leg twice (a repeated pass, a resent callback) reaches the same leg, so USDC moves once.
 */
import type { Network } from '../../../chains/networks'
import type { CaasMode } from '../user/state'
import type { Lifecycle, TransferSender } from '../transfer/state'

/** What a leg is for: a withdrawal's sweep to the treasury, its return after a failed payout, a deposit's credit. */
type LegPurpose = 'withdrawal' | 'withdrawal_return' | 'deposit'

export interface LegOrder {
  /** The merchant whose user's flow this leg belongs to. */
  readonly businessId: string
  readonly mode: CaasMode
  readonly network: Network
  readonly token: string
  readonly decimals: number
  /** Base units of `token`. */
  readonly amount: bigint
  readonly from: TransferSender
  /** `userId` null: the treasury, which no user actor expects deposits for. */
  readonly to: { readonly userId: string | null; readonly wallet: `0x${string}` }
  readonly purpose: LegPurpose
  /** The withdrawal or deposit the leg belongs to, told of its outcome (leg_outcomes.ts). */
  readonly sourceId: string
}

export type LegRecord = LegOrder & Lifecycle

export type CaasLegState = { readonly status: 'new'; readonly id: string } | LegRecord
