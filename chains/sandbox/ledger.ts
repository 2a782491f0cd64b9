/**
 * The sandbox ledger behind test keys: a Postgres table of simulated
 * transfers that behaves like a chain. A transfer is detected at once and
 * settles after the sandbox block time (SANDBOX_BLOCK_TIME_MS, default 0:
 * immediately), either confirmed or failed as the simulation asked.
 * Depth-confirmed networks report 1 confirmation once settled; the
 * time-settled ones (LTC, BCH, TRX, SOL, XRP) report 0, as on mainnet.
 */
import { randomBytes } from 'node:crypto'
import type { Sql, TransactionSql } from 'postgres'
import type { ChainAdapter, IncomingTransfer } from '../adapter'
import { formatCoins, NATIVE_CURRENCY } from '../assets'
import type { Network } from '../networks'
import { present } from '../../platform/present'
import { SANDBOX_FEE } from './fees'
import { SandboxSwaps } from './swap'

/** The sender the sandbox names on a simulated deposit: the platform's faucet, nobody's customer. */
export const SANDBOX_FAUCET = 'sandbox-faucet'

const DEPTH_CONFIRMED: readonly Network[] = ['ETH', 'BSC', 'POL', 'BTC']

type Row = {
  seq: bigint
  tx_hash: string
  network: Network
  currency: string
  from_address: string
  to_address: string
  amount: string
  outcome: 'confirm' | 'fail'
  detected_at_ms: bigint
  settles_at_ms: bigint
}

/** A transaction hash in the network's usual shape, so sandbox and live responses look alike. */
export function sandboxTxHash(network: Network): string {
  const hex = randomBytes(32).toString('hex')
  if (network === 'ETH' || network === 'BSC' || network === 'POL') return `0x${hex}`
  if (network === 'SOL') return Buffer.from(randomBytes(64)).toString('base64url')
  if (network === 'XRP') return hex.toUpperCase()
  return hex
}

export type SandboxSend =
  | { readonly ok: true; readonly transfer: IncomingTransfer; readonly fee: bigint }
  | { readonly ok: false; readonly code: 'insufficient_funds'; readonly message: string }

export class SandboxLedger {
  constructor(
    private readonly sql: Sql,
    private readonly nowMs: () => number,
    private readonly blockTimeMs: number,
  ) {}

  async credit(input: {
    network: Network
    currency: string
    toAddress: string
    amount: bigint
    fail?: boolean
    fromAddress?: string
  }): Promise<IncomingTransfer> {
    const now = this.nowMs()
    const [row] = await this.sql<Row[]>`
      INSERT INTO sandbox_transfers (tx_hash, network, currency, from_address, to_address, amount, outcome, detected_at_ms, settles_at_ms)
      VALUES (${sandboxTxHash(input.network)}, ${input.network}, ${input.currency}, ${input.fromAddress ?? SANDBOX_FAUCET}, ${input.toAddress},
              ${input.amount.toString()}, ${input.fail ? 'fail' : 'confirm'}, ${now}, ${now + this.blockTimeMs})
      RETURNING seq, tx_hash, network, currency, from_address, to_address, amount::text, outcome, detected_at_ms, settles_at_ms`
    return this.view(present(row, 'the inserted transfer'))
  }

  /**
   * An outgoing transfer from a platform address. The balance check and the
   * insert run under a per-address advisory lock in one transaction, so two
   * concurrent sends can never spend the same funds. The fee is charged in
   * the native coin at once, and the amount leaves the balance at once
   * (reserved) even while the transfer is still unsettled.
   */
  async send(request: {
    network: Network
    currency: string
    fromAddress: string
    toAddress: string
    amount: bigint
    reference?: string
    feeFromAmount?: boolean
  }): Promise<SandboxSend> {
    const native = NATIVE_CURRENCY[request.network]
    const fee = request.currency === native ? SANDBOX_FEE[request.network].native : SANDBOX_FEE[request.network].token
    // Fee from the amount (native only): the recipient gets amount less the fee, and the sender spends exactly amount.
    const input = request.feeFromAmount && request.currency === native ? { ...request, amount: request.amount - fee } : request
    const coins = (currency: string, units: bigint) => formatCoins(request.network, currency, units)
    if (input.amount <= 0n) {
      return {
        ok: false,
        code: 'insufficient_funds',
        message: `insufficient funds: ${coins(request.currency, request.amount)} does not cover the network fee of ${coins(native, fee)}`,
      } as const
    }
    return this.sql.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(hashtext(${`sandbox:${input.network}:${input.fromAddress}`}))`
      // A send with a reference happens once: a retry (after a crash) gets the first send back. The lock orders retries after it.
      if (input.reference) {
        const [done] = await tx<(Row & { fee: string })[]>`
          SELECT seq, tx_hash, network, currency, from_address, to_address, amount::text, outcome, detected_at_ms, settles_at_ms, fee::text
          FROM sandbox_transfers WHERE reference = ${input.reference}`
        if (done) return { ok: true, transfer: this.view(done), fee: BigInt(done.fee) } as const
      }
      const now = this.nowMs()
      const have = await spendable(tx, input.network, input.fromAddress, input.currency, now)
      const haveNative = input.currency === native ? have : await spendable(tx, input.network, input.fromAddress, native, now)
      const needNative = input.currency === native ? input.amount + fee : fee
      if (have < (input.currency === native ? needNative : input.amount) || haveNative < needNative) {
        return {
          ok: false,
          code: 'insufficient_funds',
          message: `insufficient funds: ${input.fromAddress} cannot cover ${coins(input.currency, input.amount)} plus a fee of ${coins(native, fee)}`,
        } as const
      }
      const [row] = await tx<Row[]>`
        INSERT INTO sandbox_transfers (tx_hash, network, currency, from_address, to_address, amount, outcome, detected_at_ms, settles_at_ms, fee, fee_currency, reference)
        VALUES (${sandboxTxHash(input.network)}, ${input.network}, ${input.currency}, ${input.fromAddress}, ${input.toAddress},
                ${input.amount.toString()}, 'confirm', ${now}, ${now + this.blockTimeMs}, ${fee.toString()}, ${native}, ${input.reference ?? null})
        RETURNING seq, tx_hash, network, currency, from_address, to_address, amount::text, outcome, detected_at_ms, settles_at_ms`
      return { ok: true, transfer: this.view(present(row, 'the inserted transfer')), fee } as const
    })
  }

  /** Swaps on this ledger (swap.ts): same clock and block time. */
  swaps(): SandboxSwaps {
    return new SandboxSwaps(this.sql, this.nowMs, this.blockTimeMs)
  }

  adapter(network: Network): ChainAdapter {
    return {
      network,
      balance: (address, currency) => spendable(this.sql, network, address, currency, this.nowMs()),
      // The newest transfer not yet placed (mined) by a read: it changes exactly when there is something new to read,
      // and the partial index of unplaced transfers answers it without touching the placed ones.
      head: async () => {
        const [row] = await this.sql<{ head: string }[]>`
          SELECT coalesce(max(seq), 0)::text AS head FROM sandbox_transfers WHERE network = ${network} AND mined IS NULL`
        return present(row, 'the unplaced head').head
      },
      depositsSince: async (watched, cursor) => {
        const after = cursor ? BigInt(cursor) : 0n
        // The ledger's next transfers whoever they pay, then one question about their recipients: a round reads what
        // the ledger carried, never the watched list.
        // A transfer's `seq` is taken when it is written, not when it commits, so a cursor over `seq` could pass one
        // still being written (found missing under concurrent top-ups). The read therefore first mines: under the
        // network's lock it places every committed, unplaced transfer after all placed ones, in one statement. A
        // transfer still in flight is not visible to it and is placed by a later round, after this one: places are
        // given in commit order, and a cursor over them never passes a transfer. Writers never wait for a read.
        await this.sql.begin(async (tx) => {
          await tx`SELECT pg_advisory_xact_lock(hashtext(${`sandbox-mine:${network}`}))`
          await tx`
            WITH next AS (
              SELECT seq, nextval('sandbox_transfers_seq_seq') AS place
              FROM (SELECT seq FROM sandbox_transfers WHERE network = ${network} AND mined IS NULL ORDER BY seq) unplaced)
            UPDATE sandbox_transfers t SET mined = next.place FROM next WHERE t.seq = next.seq`
        })
        const rows = await this.sql<(Row & { mined: bigint })[]>`
          SELECT seq, mined, tx_hash, network, currency, from_address, to_address, amount::text, outcome, detected_at_ms, settles_at_ms
          FROM sandbox_transfers WHERE network = ${network} AND mined > ${after.toString()}
          ORDER BY mined LIMIT 1000`
        const found = await watched.match(rows.map((r) => r.to_address))
        const last = rows.at(-1)
        const transfers = rows.flatMap((r) => {
          const registered = found.get(r.to_address)
          return registered === undefined ? [] : [{ ...this.view(r), toAddress: registered }]
        })
        return { transfers, cursor: (last ? last.mined : after).toString() }
      },
      transaction: async (txHash) => {
        const [row] = await this.sql<Row[]>`
          SELECT seq, tx_hash, network, currency, from_address, to_address, amount::text, outcome, detected_at_ms, settles_at_ms
          FROM sandbox_transfers WHERE network = ${network} AND tx_hash = ${txHash}`
        return row ? this.view(row) : null
      },
      settlement: async (txHash) => {
        const [row] = await this.sql<{ seq: string; fee: string; fee_currency: string | null; settles_at_ms: string }[]>`
          SELECT seq::text, fee::text, fee_currency, settles_at_ms::text FROM sandbox_transfers WHERE network = ${network} AND tx_hash = ${txHash}`
        if (!row || Number(row.settles_at_ms) > this.nowMs()) return null
        // The ledger sequence stands in for a block; a send's fee was charged when it was recorded (a credit pays none).
        return row.fee_currency === null ? { blockNumber: Number(row.seq) } : { blockNumber: Number(row.seq), fee: BigInt(row.fee) }
      },
    }
  }

  private view(row: Row): IncomingTransfer {
    const settled = Number(row.settles_at_ms) <= this.nowMs()
    const status = !settled ? 'detected' : row.outcome === 'confirm' ? 'confirmed' : 'failed'
    return {
      txHash: row.tx_hash,
      network: row.network,
      currency: row.currency,
      fromAddress: row.from_address,
      toAddress: row.to_address,
      // One transfer per sandbox transaction: index 0.
      amount: BigInt(row.amount),
      index: 0,
      status,
      confirmations: status === 'confirmed' && DEPTH_CONFIRMED.includes(row.network) ? 1 : 0,
      detectedAtMs: Number(row.detected_at_ms),
      confirmedAtMs: status === 'confirmed' ? Number(row.settles_at_ms) : null,
    }
  }
}

/** Settled incoming transfers minus every outgoing transfer and fee (outgoing funds are reserved from the moment they are sent). */
export async function spendable(
  sql: Sql | TransactionSql,
  network: Network,
  address: string,
  currency: string,
  nowMs: number,
): Promise<bigint> {
  const [row] = await sql<{ total: string }[]>`
    SELECT (
      coalesce((SELECT sum(amount) FROM sandbox_transfers WHERE network = ${network} AND to_address = ${address} AND currency = ${currency}
                AND outcome = 'confirm' AND settles_at_ms <= ${nowMs}), 0)
      - coalesce((SELECT sum(amount) FROM sandbox_transfers WHERE network = ${network} AND from_address = ${address} AND currency = ${currency}
                AND outcome = 'confirm'), 0)
      - coalesce((SELECT sum(fee) FROM sandbox_transfers WHERE network = ${network} AND from_address = ${address} AND fee_currency = ${currency}), 0)
    )::text AS total`
  return BigInt(present(row, 'the balance').total)
}
