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
 */
import type { Sql } from 'postgres'
import { formatCoins, NATIVE_CURRENCY } from '../assets'
import type { Network } from '../networks'
import { SANDBOX_FEE } from './fees'
import { sandboxTxHash, spendable } from './ledger'

/** The counterparty of every sandbox swap: the ledger's stand-in for the pools. */
export const SANDBOX_SWAP_POOL = 'sandbox-swap-pool'
export const SANDBOX_EXPIRED = 'UniswapV2Router: EXPIRED'

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

export class SandboxSwaps {
  constructor(
    private readonly sql: Sql,
    private readonly nowMs: () => number,
    private readonly blockTimeMs: number,
  ) {}

  async swap(r: SandboxSwapRequest): Promise<SandboxSwapSent> {
    const native = NATIVE_CURRENCY[r.network]
    // A swap is a contract call: the token-transfer fee, in the native coin.
    const fee = SANDBOX_FEE[r.network].token
    return this.sql.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(hashtext(${`sandbox:${r.network}:${r.address}`}))`
      const [done] = await tx<LegRow[]>`
        SELECT tx_hash, amount::text, outcome, settles_at_ms::text FROM sandbox_transfers WHERE reference = ${`${r.reference}:in`}`
      if (done) return { ok: true, txHash: done.tx_hash, settlesAtMs: Number(done.settles_at_ms) } as const
      const now = this.nowMs()
      const db = tx as unknown as Sql
      const haveIn = await spendable(db, r.network, r.address, r.currencyIn, now)
      const haveNative = r.currencyIn === native ? haveIn : await spendable(db, r.network, r.address, native, now)
      const needNative = r.currencyIn === native ? r.amountIn + fee : fee
      if (haveIn < r.amountIn || haveNative < needNative)
        return {
          ok: false,
          message: `insufficient funds: ${r.address} cannot cover ${formatCoins(r.network, r.currencyIn, r.amountIn)} plus a fee of ${formatCoins(r.network, native, fee)}`,
        } as const
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
      WHERE reference IN (${`${reference}:in`}, ${`${reference}:out`})`
    const leg = (side: string) => rows.find((r) => r.reference === `${reference}:${side}`)
    const debit = leg('in')
    const credit = leg('out')
    if (!debit || !credit) return null
    const settlesAtMs = Number(debit.settles_at_ms)
    if (settlesAtMs > this.nowMs()) return { state: 'pending', txHash: debit.tx_hash }
    return debit.outcome === 'confirm'
      ? { state: 'confirmed', txHash: debit.tx_hash, amountOut: BigInt(credit.amount), atMs: settlesAtMs }
      : { state: 'failed', txHash: debit.tx_hash, reason: SANDBOX_EXPIRED }
  }
}
