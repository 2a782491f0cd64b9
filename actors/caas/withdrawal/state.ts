/**
 * A CaaS withdrawal: a user's USDC leaves the smart account for the platform treasury (the `out` leg), then a
 * payout partner pays local currency to the user's mobile money.
 *
 *   created -> submitted -> crypto_received -> paying_out -> completed
 *      |           |                              |            |
 *      +-----------+-> failed (the sweep failed:   +-> returning -> failed    (payout failed: USDC back to the user)
 *                      nothing left the wallet)    |            -> reversed  (a completed payout reversed later)
 *
 * `paying_out` records the payout's reference id before it is sent, so a lost answer is settled by asking the
 * partner about that id (404: it never arrived, send again under the same id; the partner refuses a second
 * request with it), never by sending another. The USDC goes back only after the partner says the payout FAILED:
 * never both paid and returned. A return the treasury cannot make (`returnHeld`) waits for an operator.
 */
import type { Network } from '../../../chains/networks'
import type { TransferSender } from '../transfer/state'
import type { CaasMode } from '../user/state'

export type WithdrawalStatus =
  'created' | 'submitted' | 'crypto_received' | 'paying_out' | 'completed' | 'returning' | 'failed' | 'reversed'

/** What the payout partner was asked to pay, fixed at creation (the rate is the platform's, locked then). */
interface PayoutOrder {
  /** The payee's mobile-money number (E.164), sealed under the withdrawal's id. */
  readonly sealedMsisdn: string
  readonly currency: string
  /** Decimal string in the currency's units, rounded down. */
  readonly amount: string
  /** Units of `currency` per USDC. */
  readonly rate: string
}

/** The payout as the partner last answered: `unknown` from recording until the partner answers about it. */
interface Payout {
  readonly referenceId: string
  readonly state: 'unknown' | 'pending' | 'successful' | 'failed'
  readonly financialTransactionId: string | null
  readonly reason: string | null
}

export interface WithdrawalOrder {
  readonly businessId: string
  readonly mode: CaasMode
  readonly network: Network
  readonly token: string
  readonly decimals: number
  /** Base units of `token`. */
  readonly amount: bigint
  readonly user: TransferSender
  readonly payee: PayoutOrder
  /** Digest of the request: a replay under the same idempotency key with other content is refused. */
  readonly requestHash: string
}

export interface WithdrawalRecord extends WithdrawalOrder {
  readonly id: string
  readonly status: WithdrawalStatus
  readonly payout: Payout | null
  /** The sweep's user operation and transaction. */
  readonly userOpHash: string | null
  readonly txHash: string | null
  /** The return's transaction, once the USDC is back on the user's account. */
  readonly returnTxHash: string | null
  /** Why it failed (the sweep's or the payout's reason), or was reversed. */
  readonly reason: string | null
  /** A return that did not go through, held for an operator. */
  readonly returnHeld: string | null
  /** The payout was completed and reversed afterwards: the return ends in `reversed`, not `failed`. */
  readonly reversal: boolean
  readonly createdAtMs: number
  readonly updatedAtMs: number
  readonly completedAtMs: number | null
}

export type CaasWithdrawalState = { readonly status: 'new'; readonly id: string } | WithdrawalRecord

/** Statuses a flow pass still has work in (the scan's open set). */
export const OPEN_WITHDRAWAL: readonly WithdrawalStatus[] = ['created', 'submitted', 'crypto_received', 'paying_out', 'returning']
