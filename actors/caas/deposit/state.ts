/**
 * An on-ramp deposit: a phone user pays local fiat to the on-ramp partner (a mobile-money collection), and the
 * platform sends the USDC the partner quoted from its treasury to the user's smart account (the `in` leg).
 *
 *   created -> pending -> funded -> settled
 *      |          |          |
 *      +----------+-> failed (the partner failed or expired the collection: no fiat, no USDC)
 *                            +-> funded with `held` (the treasury could not send: an operator's)
 *
 * `created` is recorded before the partner is asked, under our id as its idempotency key (sequenceId): a lost
 * answer is settled by looking the collection up by that id, never by creating another. The partner's callbacks
 * only make the platform look the collection up; the fiat is received once the partner says `complete`, however
 * often it says so, and the leg's id is the deposit's: USDC is sent once.
 */
import type { Network } from '../../../chains/networks'
import type { CaasMode } from '../user/state'

export type DepositStatus = 'created' | 'pending' | 'funded' | 'settled' | 'failed'

export interface DepositOrder {
  readonly businessId: string
  readonly mode: CaasMode
  readonly network: Network
  readonly token: string
  readonly decimals: number
  readonly user: { readonly userId: string; readonly wallet: `0x${string}` }
  /** Local fiat the user pays, decimal string. */
  readonly localAmount: string
  readonly currency: string
  /** The paying number (E.164), sealed under the deposit's id. */
  readonly sealedPhone: string
  readonly requestHash: string
}

/** The partner's collection as last read. */
export interface CollectionSeen {
  readonly id: string
  /** What the partner quoted: base units of `token` the user gets. */
  readonly amount: bigint
  readonly rate: string
}

export interface DepositRecord extends DepositOrder {
  readonly id: string
  readonly status: DepositStatus
  readonly collection: CollectionSeen | null
  readonly txHash: string | null
  readonly reason: string | null
  readonly held: string | null
  readonly createdAtMs: number
  readonly updatedAtMs: number
  readonly settledAtMs: number | null
}

export type CaasDepositState = { readonly status: 'new'; readonly id: string } | DepositRecord
