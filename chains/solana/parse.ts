/**
 * A `getTransaction` reply (jsonParsed) -> transfers into watched accounts:
 * System Program `transfer` (SOL, lamports) and SPL Token `transfer` /
 * `transferChecked` into a watched USDC token account, top-level and inner
 * instructions alike (a deposit made by another program arrives as an inner
 * instruction). Reading instructions rather than balance deltas lets a
 * failed transaction still name what it tried to move, so it can be
 * reported failed.
 */
import { field, isJsonObject } from '../../platform/json_object'

/** What is read of a jsonParsed reply: kit's getTransaction answer is assignable to it as is (readonly lists, nullable parts). */
/** Every instruction names its program; only those the node could parse carry `program` and `parsed`. */
type ParsedInstruction = {
  readonly programId: string
  readonly program?: string
  readonly parsed?: { readonly type?: string; readonly info?: object }
}
export type ParsedTransaction = {
  readonly slot?: unknown
  readonly meta: {
    readonly err: unknown
    readonly innerInstructions?: readonly { readonly instructions: readonly ParsedInstruction[] }[] | null
    /** Lamports (u64), and each account's lamports before and after, in accountKeys order: read by settlement.ts. */
    readonly fee?: unknown
    readonly preBalances?: readonly unknown[]
    readonly postBalances?: readonly unknown[]
  } | null
  readonly transaction: {
    readonly signatures: readonly string[]
    readonly message: {
      readonly accountKeys: readonly ({ readonly pubkey: string; readonly signer?: boolean } | string)[]
      readonly instructions: readonly ParsedInstruction[]
    }
  }
}

export interface SolTransfer {
  readonly signature: string
  readonly currency: 'SOL' | 'USDC'
  readonly from: string
  /** The watched account credited: a wallet for SOL, a token account for USDC. */
  readonly account: string
  readonly amount: bigint
  readonly succeeded: boolean
}

/** A u64 from a jsonParsed field: a bigint (kit parses integers losslessly), a digit string, or a safe JSON number. */
export function u64(value: unknown): bigint {
  if (typeof value === 'bigint') return value
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value)
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  throw new RangeError(`not an exact u64: ${String(value)}`)
}

/** `isWatched(account)` says whether a credited account is one of ours; USDC token accounts must be the USDC mint's. */
export function transfersIn(
  tx: ParsedTransaction,
  isWatched: (account: string, currency: 'SOL' | 'USDC') => boolean,
  usdcMint: string | null,
): SolTransfer[] {
  const signature = tx.transaction.signatures[0] ?? ''
  const succeeded = tx.meta !== null && (tx.meta.err === null || tx.meta.err === undefined)
  const all = [...tx.transaction.message.instructions, ...(tx.meta?.innerInstructions ?? []).flatMap((i) => i.instructions)]
  const out: SolTransfer[] = []
  for (const ix of all) {
    const info = ix.parsed?.info
    if (!isJsonObject(info)) continue
    const destination = String(info.destination ?? '')
    if (ix.program === 'system' && ix.parsed?.type === 'transfer' && isWatched(destination, 'SOL')) {
      out.push({ signature, currency: 'SOL', from: String(info.source), account: destination, amount: u64(info.lamports), succeeded })
    } else if (ix.program === 'spl-token' && usdcMint && isWatched(destination, 'USDC')) {
      if (ix.parsed?.type === 'transferChecked' && info.mint === usdcMint) {
        out.push({
          signature,
          currency: 'USDC',
          from: String(info.authority ?? info.source),
          account: destination,
          amount: u64(field(info.tokenAmount, 'amount')),
          succeeded,
        })
      } else if (ix.parsed?.type === 'transfer') {
        // Plain `transfer` names no mint; the destination is a token account of the USDC mint, so the mint is implied.
        out.push({
          signature,
          currency: 'USDC',
          from: String(info.authority ?? info.source),
          account: destination,
          amount: u64(info.amount),
          succeeded,
        })
      }
    }
  }
  return out
}
