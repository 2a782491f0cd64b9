/**
 * What the local Solana RPC does with a transaction it accepted: runs the
 * three instructions the send path builds (System transfer, Associated
 * Token CreateIdempotent, SPL Token transferChecked) against its accounts,
 * all or nothing, and returns the record `getTransaction` serves: slot-less
 * jsonParsed instructions (with the inner createAccount of a created token
 * account), the fee charged, and every account's lamports and token
 * amounts before and after. A transaction the runtime would refuse answers
 * the transaction error preflight reports instead (InsufficientFundsForFee,
 * an InstructionError, InsufficientFundsForRent) and changes nothing.
 */
import { ASSOCIATED_TOKEN_PROGRAM, TOKEN_PROGRAM } from '../../chains/solana/ata'
import { kit } from '../../chains/solana/kit'
import { SYSTEM_PROGRAM, TOKEN_ACCOUNT_BYTES } from '../../chains/solana/transfer'
import { exact } from './rpc_server'

/** Rent exemption: (128 bytes of account overhead + data) x 3480 lamports per byte-year x 2 years. */
export const rentExempt = (bytes: number) => BigInt((128 + bytes) * 3480 * 2)
export const LAMPORTS_PER_SIGNATURE = 5000n

export interface SolanaAccounts {
  /** Lamports of wallets, by address (decimal strings). */
  readonly lamports: Map<string, string>
  /** USDC amounts of token accounts, by address (decimal strings). */
  readonly tokens: Map<string, string>
  /** What is known of token accounts: their mint and owner. */
  readonly tokenAccounts: Map<string, { mint?: string; owner?: string }>
}

export type Executed =
  | { readonly ok: true; readonly accounts: string[]; readonly instructions: unknown[]; readonly meta: Record<string, unknown> }
  | { readonly ok: false; readonly err: unknown }

type Legacy = {
  header: { numSignerAccounts: number }
  staticAccounts: string[]
  instructions: Array<{ programAddressIndex: number; accountIndices?: number[]; data?: Uint8Array }>
}

const ui = (amount: bigint) => ({
  amount: amount.toString(),
  decimals: 6,
  uiAmount: Number(amount) / 1e6,
  uiAmountString: (Number(amount) / 1e6).toString(),
})

export function execute(state: SolanaAccounts, wire: Buffer): Executed {
  const tx = kit.getTransactionDecoder().decode(wire)
  const message = kit.getCompiledTransactionMessageDecoder().decode(tx.messageBytes) as unknown as Legacy
  const keys = message.staticAccounts
  const lamports = new Map([...state.lamports].map(([a, v]) => [a, BigInt(v)]))
  const tokens = new Map([...state.tokens].map(([a, v]) => [a, BigInt(v)]))
  const tokenAccounts = new Map(state.tokenAccounts)
  // A token account set up by a test holds its rent, as getAccountInfo reports.
  const lamportsOf = (a: string) => lamports.get(a) ?? (tokens.has(a) ? rentExempt(TOKEN_ACCOUNT_BYTES) : 0n)
  const move = (from: string, to: string, n: bigint) => {
    lamports.set(from, lamportsOf(from) - n)
    lamports.set(to, lamportsOf(to) + n)
  }
  const pre = keys.map(lamportsOf)
  const preTokens = keys.map((k) => tokens.get(k))
  const payer = keys[0]!
  const fee = LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts)
  // A fee payer the bank has never credited is not found at all; one that holds too little cannot pay.
  if (!lamports.has(payer)) return { ok: false, err: 'AccountNotFound' }
  if (lamportsOf(payer) < fee) return { ok: false, err: 'InsufficientFundsForFee' }
  lamports.set(payer, lamportsOf(payer) - fee)
  const parsed: unknown[] = []
  const inner: Array<{ index: number; instructions: unknown[] }> = []
  for (const [index, ix] of message.instructions.entries()) {
    const program = keys[ix.programAddressIndex]
    const accounts = (ix.accountIndices ?? []).map((i) => keys[i]!)
    const data = Buffer.from(ix.data ?? [])
    const failed = (code: number) => ({ ok: false as const, err: { InstructionError: [index, { Custom: code }] } })
    if (program === SYSTEM_PROGRAM && data.readUInt32LE(0) === 2) {
      const [source, destination] = accounts as [string, string]
      const amount = data.readBigUInt64LE(4)
      // SystemError::ResultWithNegativeLamports.
      if (lamportsOf(source) < amount) return failed(1)
      move(source, destination, amount)
      parsed.push({
        program: 'system',
        programId: SYSTEM_PROGRAM,
        parsed: { type: 'transfer', info: { source, destination, lamports: exact(amount) } },
        stackHeight: null,
      })
    } else if (program === ASSOCIATED_TOKEN_PROGRAM && (data.length === 0 || data[0]! <= 1)) {
      const [source, account, wallet, mint] = accounts as [string, string, string, string]
      const type = data[0] === 1 ? 'createIdempotent' : 'create'
      if (tokens.has(account)) {
        // AssociatedTokenAccountError: Create refuses an existing account; CreateIdempotent leaves it as it is.
        if (type === 'create') return failed(0)
      } else {
        const rent = rentExempt(TOKEN_ACCOUNT_BYTES)
        if (lamportsOf(source) < rent) return failed(1)
        move(source, account, rent)
        tokens.set(account, 0n)
        tokenAccounts.set(account, { mint, owner: wallet })
        inner.push({
          index,
          instructions: [
            {
              program: 'system',
              programId: SYSTEM_PROGRAM,
              parsed: {
                type: 'createAccount',
                info: { lamports: exact(rent), newAccount: account, owner: TOKEN_PROGRAM, source, space: TOKEN_ACCOUNT_BYTES },
              },
              stackHeight: 2,
            },
            {
              program: 'spl-token',
              programId: TOKEN_PROGRAM,
              parsed: { type: 'initializeAccount3', info: { account, mint, owner: wallet } },
              stackHeight: 2,
            },
          ],
        })
      }
      parsed.push({
        program: 'spl-associated-token-account',
        programId: ASSOCIATED_TOKEN_PROGRAM,
        parsed: { type, info: { account, mint, source, systemProgram: SYSTEM_PROGRAM, tokenProgram: TOKEN_PROGRAM, wallet } },
        stackHeight: null,
      })
    } else if (program === TOKEN_PROGRAM && data[0] === 12) {
      const [source, mint, destination, authority] = accounts as [string, string, string, string]
      const amount = data.readBigUInt64LE(1)
      // TokenError::InsufficientFunds (1); an account that does not exist is UninitializedState (the test never needs more).
      if (!tokens.has(source) || !tokens.has(destination)) return failed(11)
      if (tokens.get(source)! < amount) return failed(1)
      tokens.set(source, tokens.get(source)! - amount)
      tokens.set(destination, tokens.get(destination)! + amount)
      tokenAccounts.set(source, { ...tokenAccounts.get(source), mint, owner: authority })
      tokenAccounts.set(destination, { mint, ...tokenAccounts.get(destination) })
      parsed.push({
        program: 'spl-token',
        programId: TOKEN_PROGRAM,
        parsed: { type: 'transferChecked', info: { authority, destination, mint, source, tokenAmount: ui(amount) } },
        stackHeight: null,
      })
    } else {
      return { ok: false, err: { InstructionError: [index, 'InvalidInstructionData'] } }
    }
  }
  // The runtime's rent rule: an account ends empty or rent-exempt.
  for (const [i, key] of keys.entries()) {
    const left = lamportsOf(key)
    if (!tokens.has(key) && left > 0n && left < rentExempt(0)) return { ok: false, err: { InsufficientFundsForRent: { account_index: i } } }
  }
  const tokenBalances = (amounts: Array<bigint | undefined>) =>
    keys.flatMap((key, accountIndex) => {
      const amount = amounts[accountIndex]
      const known = tokenAccounts.get(key)
      return amount === undefined
        ? []
        : [
            {
              accountIndex,
              mint: known?.mint,
              ...(known?.owner ? { owner: known.owner } : {}),
              programId: TOKEN_PROGRAM,
              uiTokenAmount: ui(amount),
            },
          ]
    })
  const meta = {
    fee: exact(fee),
    preBalances: pre.map((n) => exact(n)),
    postBalances: keys.map((k) => exact(lamportsOf(k))),
    preTokenBalances: tokenBalances(preTokens),
    postTokenBalances: tokenBalances(keys.map((k) => tokens.get(k))),
    innerInstructions: inner,
  }
  state.lamports.clear()
  for (const [a, v] of lamports) state.lamports.set(a, v.toString())
  state.tokens.clear()
  for (const [a, v] of tokens) state.tokens.set(a, v.toString())
  for (const [a, v] of tokenAccounts) state.tokenAccounts.set(a, v)
  return { ok: true, accounts: keys, instructions: parsed, meta }
}
