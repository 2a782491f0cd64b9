/**
 * The sandbox ledger behind test keys: a Postgres table of simulated
 * transfers that behaves like a chain. A transfer is detected at once and
 * settles after the sandbox block time (SANDBOX_BLOCK_TIME_MS, default 0:
 * immediately), either confirmed or failed as the simulation asked.
 * Depth-confirmed networks report 1 confirmation once settled; the
 * time-settled ones (LTC, BCH, TRX, SOL, XRP) report 0, as on mainnet.
 */
import { randomBytes } from 'node:crypto'
import type { Sql } from 'postgres'
import type { ChainAdapter, IncomingTransfer } from '../adapter'
import type { Network } from '../networks'

const DEPTH_CONFIRMED: readonly Network[] = ['ETH', 'BSC', 'POL', 'BTC']

type Row = {
  seq: bigint; tx_hash: string; network: Network; currency: string; from_address: string; to_address: string
  amount: string; outcome: 'confirm' | 'fail'; detected_at_ms: bigint; settles_at_ms: bigint
}

/** A transaction hash in the network's usual shape, so sandbox and live responses look alike. */
export function sandboxTxHash(network: Network): string {
  const hex = randomBytes(32).toString('hex')
  if (network === 'ETH' || network === 'BSC' || network === 'POL') return `0x${hex}`
  if (network === 'SOL') return Buffer.from(randomBytes(64)).toString('base64url')
  if (network === 'XRP') return hex.toUpperCase()
  return hex
}

export class SandboxLedger {
  constructor(private readonly sql: Sql, private readonly nowMs: () => number, private readonly blockTimeMs: number) {}

  async credit(input: { network: Network; currency: string; toAddress: string; amount: bigint; fail?: boolean; fromAddress?: string }): Promise<IncomingTransfer> {
    const now = this.nowMs()
    const [row] = await this.sql<Row[]>`
      INSERT INTO sandbox_transfers (tx_hash, network, currency, from_address, to_address, amount, outcome, detected_at_ms, settles_at_ms)
      VALUES (${sandboxTxHash(input.network)}, ${input.network}, ${input.currency}, ${input.fromAddress ?? 'sandbox-faucet'}, ${input.toAddress},
              ${input.amount.toString()}, ${input.fail ? 'fail' : 'confirm'}, ${now}, ${now + this.blockTimeMs})
      RETURNING seq, tx_hash, network, currency, from_address, to_address, amount::text, outcome, detected_at_ms, settles_at_ms`
    return this.view(row!)
  }

  adapter(network: Network): ChainAdapter {
    return {
      network,
      balance: async (address, currency) => {
        const now = this.nowMs()
        const [row] = await this.sql<{ total: string | null }[]>`
          SELECT sum(amount)::text AS total FROM sandbox_transfers
          WHERE network = ${network} AND to_address = ${address} AND currency = ${currency} AND outcome = 'confirm' AND settles_at_ms <= ${now}`
        return BigInt(row?.total ?? '0')
      },
      depositsSince: async (addresses, cursor) => {
        const after = cursor ? BigInt(cursor) : 0n
        const rows = await this.sql<Row[]>`
          SELECT seq, tx_hash, network, currency, from_address, to_address, amount::text, outcome, detected_at_ms, settles_at_ms
          FROM sandbox_transfers WHERE network = ${network} AND to_address = ANY(${addresses as string[]}::text[]) AND seq > ${after.toString()}
          ORDER BY seq LIMIT 1000`
        const last = rows.at(-1)
        return { transfers: rows.map((r) => this.view(r)), cursor: (last ? last.seq : after).toString() }
      },
      transaction: async (txHash) => {
        const [row] = await this.sql<Row[]>`
          SELECT seq, tx_hash, network, currency, from_address, to_address, amount::text, outcome, detected_at_ms, settles_at_ms
          FROM sandbox_transfers WHERE network = ${network} AND tx_hash = ${txHash}`
        return row ? this.view(row) : null
      },
    }
  }

  private view(row: Row): IncomingTransfer {
    const settled = Number(row.settles_at_ms) <= this.nowMs()
    const status = !settled ? 'detected' : row.outcome === 'confirm' ? 'confirmed' : 'failed'
    return {
      txHash: row.tx_hash, network: row.network, currency: row.currency, fromAddress: row.from_address, toAddress: row.to_address,
      amount: BigInt(row.amount), status, confirmations: status === 'confirmed' && DEPTH_CONFIRMED.includes(row.network) ? 1 : 0,
      detectedAtMs: Number(row.detected_at_ms), confirmedAtMs: status === 'confirmed' ? Number(row.settles_at_ms) : null,
    }
  }
}
