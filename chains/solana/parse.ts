/**
 * A `getTransaction` reply (jsonParsed) -> transfers into watched accounts:
 * System Program `transfer` (SOL, lamports) and SPL Token `transfer` /
 * `transferChecked` into a watched USDC token account, top-level and inner
 * instructions alike (a deposit made by another program arrives as an inner
 * instruction). Reading instructions rather than balance deltas lets a
 * failed transaction still name what it tried to move, so it can be
 * reported failed.
 */
type ParsedInstruction = { program?: string; parsed?: { type?: string; info?: Record<string, unknown> } }
export type ParsedTransaction = {
  slot?: unknown
  meta: {
    err: unknown
    innerInstructions?: Array<{ instructions: ParsedInstruction[] }>
    /** Lamports (u64), and each account's lamports before and after, in accountKeys order: read by settlement.ts. */
    fee?: unknown
    preBalances?: unknown[]
    postBalances?: unknown[]
  } | null
  transaction: {
    signatures: string[]
    message: { accountKeys: Array<{ pubkey: string; signer?: boolean } | string>; instructions: ParsedInstruction[] }
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
    if (!info) continue
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
          amount: u64((info.tokenAmount as { amount?: unknown })?.amount),
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
