/**
 * Swaps on the sandbox ledger: one swap is two ledger rows written in one
 * transaction, under the same per-address lock as sends (so a swap and a
 * send can never spend the same funds): `amount_in` of the input currency
 * leaves the address for the sandbox pool (the swap's transaction, which
 * pays the network fee of a contract call in the native coin), and
 * `amount_out` of the output currency comes back from the pool. Both settle
 * together after the sandbox block time. A swap whose block comes after its
 * deadline fails as the router would (`UniswapV2Router: EXPIRED`): both rows
 * are failed, so the funds stay, while the fee is spent as gas is on a
 * revert. The reference makes a swap happen once: a retry gets the first.
 *
 * A bridge swap (`bridge`) spans two networks: `amount_in` leaves the
 * source address for the sandbox bridge at once (its deposit, confirmed
 * after one block time), and the payout of `amount_out` to the destination
 * address is sent when the deposit confirms and lands one block time later;
 * if that would be after the deadline, the bridge refunds `amount_in` on the
 * source instead, sent when the deadline passes and landing a block later
 * (the fee stays spent). Every leg is written at once with its times, so the
 * outcome is fixed at the deposit, as a relayer's would be by its clock.
 */
import type { Sql, TransactionSql } from 'postgres'
import { formatCoins, NATIVE_CURRENCY } from '../assets'
import type { Network } from '../networks'
import { SANDBOX_FEE } from './fees'
import { sandboxTxHash, spendable } from './ledger'

/** The counterparty of every sandbox swap: the ledger's stand-in for the pools. */
export const SANDBOX_SWAP_POOL = 'sandbox-swap-pool'
export const SANDBOX_EXPIRED = 'UniswapV2Router: EXPIRED'
/** The counterparty of every sandbox bridge swap: the ledger's stand-in for a bridge's escrow and relayer. */
export const SANDBOX_BRIDGE = 'sandbox-bridge'

export interface SandboxSwapRequest {
  readonly network: Network
  readonly address: string
  readonly currencyIn: string
  readonly amountIn: bigint
  readonly currencyOut: string
  readonly amountOut: bigint
  /** Unix seconds: a swap settling later than this fails. */
  readonly deadline: number
  readonly reference: string
}

export type SandboxSwapSent =
  { readonly ok: true; readonly txHash: string; readonly settlesAtMs: number } | { readonly ok: false; readonly message: string }

export type SandboxSwapStatus =
  | { readonly state: 'pending'; readonly txHash: string }
  | { readonly state: 'confirmed'; readonly txHash: string; readonly amountOut: bigint; readonly atMs: number }
  | { readonly state: 'failed'; readonly txHash: string; readonly reason: string }

type LegRow = { tx_hash: string; amount: string; outcome: 'confirm' | 'fail'; settles_at_ms: string }
type BridgeRow = LegRow & { reference: string; network: Network; currency: string; detected_at_ms: string }

/** One side of a bridge swap: who sends or receives what, where. */
export interface SandboxBridgeSide {
  readonly network: Network
  readonly address: string
  readonly currency: string
  readonly amount: bigint
}

export interface SandboxBridgeRequest {
  readonly from: SandboxBridgeSide
  readonly to: SandboxBridgeSide
  /** Unix seconds: a payout that would land later is not made; the deposit is refunded. */
  readonly deadline: number
  readonly reference: string
}

/** A landed payout or refund. */
interface SandboxBridgeLeg {
  readonly txHash: string
  readonly network: Network
  readonly currency: string
  readonly amount: bigint
  readonly atMs: number
}

export type SandboxBridgeStatus =
  /** The deposit is not confirmed yet. */
  | { readonly stage: 'source'; readonly txHash: string }
  /** Confirmed; the payout has not landed (and the deadline has not passed, when it will be refunded). */
  | { readonly stage: 'payout'; readonly txHash: string }
  /** The deadline passed before a payout: the refund is sent and has not landed. */
  | { readonly stage: 'refunding'; readonly txHash: string; readonly refundTxHash: string }
  | { readonly stage: 'paid' | 'refunded'; readonly txHash: string; readonly leg: SandboxBridgeLeg }

/** Why the address cannot send `amount` of `currency` plus a contract call's fee in the native coin, or null when it can. */
async function shortOf(sql: Sql | TransactionSql, network: Network, address: string, currency: string, amount: bigint, now: number) {
  const native = NATIVE_CURRENCY[network]
  const fee = SANDBOX_FEE[network].token
  const have = await spendable(sql, network, address, currency, now)
  const haveNative = currency === native ? have : await spendable(sql, network, address, native, now)
  const needNative = currency === native ? amount + fee : fee
  if (have >= amount && haveNative >= needNative) return null
  return `insufficient funds: ${address} cannot cover ${formatCoins(network, currency, amount)} plus a fee of ${formatCoins(network, native, fee)}`
}

export class SandboxSwaps {
  constructor(
    private readonly sql: Sql,
    private readonly nowMs: () => number,
    private readonly blockTimeMs: number,
  ) {}

  /**
   * Under the address's send lock: the swap already recorded under `reference` (its debit leg `:in`), else, when
   * the address can cover `amount` plus the fee, what `write` records in the same transaction.
   */
  private spend(
    side: SandboxBridgeSide,
    reference: string,
    write: (tx: TransactionSql, now: number) => Promise<SandboxSwapSent>,
  ): Promise<SandboxSwapSent> {
    return this.sql.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(hashtext(${`sandbox:${side.network}:${side.address}`}))`
      const [done] = await tx<LegRow[]>`
        SELECT tx_hash, amount::text, outcome, settles_at_ms::text FROM sandbox_transfers WHERE reference = ${`${reference}:in`}`
      if (done) return { ok: true, txHash: done.tx_hash, settlesAtMs: Number(done.settles_at_ms) } as const
      const now = this.nowMs()
      const short = await shortOf(tx, side.network, side.address, side.currency, side.amount, now)
      if (short) return { ok: false, message: short } as const
      return write(tx, now)
    })
  }

  async swap(r: SandboxSwapRequest): Promise<SandboxSwapSent> {
    const native = NATIVE_CURRENCY[r.network]
    // A swap is a contract call: the token-transfer fee, in the native coin.
    const fee = SANDBOX_FEE[r.network].token
    return this.spend({ ...r, currency: r.currencyIn, amount: r.amountIn }, r.reference, async (tx, now) => {
      const settlesAt = now + this.blockTimeMs
      const outcome = settlesAt > r.deadline * 1000 ? 'fail' : 'confirm'
      const txHash = sandboxTxHash(r.network)
      await tx`
        INSERT INTO sandbox_transfers (tx_hash, network, currency, from_address, to_address, amount, outcome, detected_at_ms, settles_at_ms, fee, fee_currency, reference)
        VALUES (${txHash}, ${r.network}, ${r.currencyIn}, ${r.address}, ${SANDBOX_SWAP_POOL}, ${r.amountIn.toString()}, ${outcome},
                ${now}, ${settlesAt}, ${fee.toString()}, ${native}, ${`${r.reference}:in`}),
               (${sandboxTxHash(r.network)}, ${r.network}, ${r.currencyOut}, ${SANDBOX_SWAP_POOL}, ${r.address}, ${r.amountOut.toString()}, ${outcome},
                ${now}, ${settlesAt}, 0, NULL, ${`${r.reference}:out`})`
      return { ok: true, txHash, settlesAtMs: settlesAt } as const
    })
  }

  /** The swap under `reference`, or null when none was recorded. */
  async status(reference: string): Promise<SandboxSwapStatus | null> {
    const rows = await this.sql<(LegRow & { reference: string })[]>`
      SELECT tx_hash, amount::text, outcome, settles_at_ms::text, reference FROM sandbox_transfers
      WHERE reference IN (${`${reference}:in`}, ${`${reference}:out`}, ${`${reference}:refund`})`
    const leg = (side: string) => rows.find((r) => r.reference === `${reference}:${side}`)
    const debit = leg('in')
    // A bridge swap refunded on its source has no payout: the refund is its other leg.
    const credit = leg('out') ?? leg('refund')
    if (!debit || !credit) return null
    const settlesAtMs = Number(debit.settles_at_ms)
    if (settlesAtMs > this.nowMs()) return { state: 'pending', txHash: debit.tx_hash }
    return debit.outcome === 'confirm'
      ? { state: 'confirmed', txHash: debit.tx_hash, amountOut: BigInt(credit.amount), atMs: settlesAtMs }
      : { state: 'failed', txHash: debit.tx_hash, reason: SANDBOX_EXPIRED }
  }

  /** A two-network swap through the sandbox bridge (see the header); a retry with the same reference gets the first. */
  async bridge(r: SandboxBridgeRequest): Promise<SandboxSwapSent> {
    const { from, to } = r
    const native = NATIVE_CURRENCY[from.network]
    const fee = SANDBOX_FEE[from.network].token
    return this.spend(from, r.reference, async (tx, now) => {
      const confirmedAt = now + this.blockTimeMs
      const paysAt = confirmedAt + this.blockTimeMs
      const txHash = sandboxTxHash(from.network)
      // The other leg is sent when it can be (detected_at_ms) and lands a block later: the payout, or the refund after the deadline.
      const refundSentAt = Math.max(r.deadline * 1000, confirmedAt)
      const other =
        paysAt <= r.deadline * 1000
          ? { side: to, sentAt: confirmedAt, reference: `${r.reference}:out` }
          : { side: from, sentAt: refundSentAt, reference: `${r.reference}:refund` }
      const o = other.side
      await tx`
        INSERT INTO sandbox_transfers (tx_hash, network, currency, from_address, to_address, amount, outcome, detected_at_ms, settles_at_ms, fee, fee_currency, reference)
        VALUES (${txHash}, ${from.network}, ${from.currency}, ${from.address}, ${SANDBOX_BRIDGE}, ${from.amount.toString()}, 'confirm',
                ${now}, ${confirmedAt}, ${fee.toString()}, ${native}, ${`${r.reference}:in`}),
               (${sandboxTxHash(o.network)}, ${o.network}, ${o.currency}, ${SANDBOX_BRIDGE}, ${o.address}, ${o.amount.toString()}, 'confirm',
                ${other.sentAt}, ${other.sentAt + this.blockTimeMs}, 0, NULL, ${other.reference})`
      return { ok: true, txHash, settlesAtMs: other.sentAt + this.blockTimeMs } as const
    })
  }

  /** Where the bridge swap under `reference` is, or null when none was recorded. */
  async bridgeStatus(reference: string): Promise<SandboxBridgeStatus | null> {
    const rows = await this.sql<BridgeRow[]>`
      SELECT tx_hash, network, currency, amount::text, outcome, detected_at_ms::text, settles_at_ms::text, reference FROM sandbox_transfers
      WHERE reference IN (${`${reference}:in`}, ${`${reference}:out`}, ${`${reference}:refund`})`
    const leg = (side: string) => rows.find((r) => r.reference === `${reference}:${side}`)
    const deposit = leg('in')
    const payout = leg('out')
    const refund = leg('refund')
    const other = payout ?? refund
    if (!deposit || !other) return null
    const now = this.nowMs()
    const txHash = deposit.tx_hash
    if (Number(deposit.settles_at_ms) > now) return { stage: 'source', txHash }
    if (refund && Number(refund.detected_at_ms) <= now && Number(refund.settles_at_ms) > now)
      return { stage: 'refunding', txHash, refundTxHash: refund.tx_hash }
    if (Number(other.settles_at_ms) > now) return { stage: 'payout', txHash }
    const landed: SandboxBridgeLeg = {
      txHash: other.tx_hash,
      network: other.network,
      currency: other.currency,
      amount: BigInt(other.amount),
      atMs: Number(other.settles_at_ms),
    }
    return { stage: payout ? 'paid' : 'refunded', txHash, leg: landed }
  }
}
