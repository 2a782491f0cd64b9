/**
 * The swap request fields as the spec reads them: chain aliases (POLYGON and
 * MATIC mean POL, BNB and BINANCE mean BSC), `native` or empty for the
 * native coin, a positive integer amount in base units. The three 400
 * messages are the spec's own words.
 */
import { viem } from '../../chains/esm_deps'
import type { SwapNetwork } from '../../chains/swap/deployment'
import { RejectionError, reject } from '../../platform/errors'

export const REQUIRED = 'from_chain, to_chain, from_token, to_token and amount_in are required'
export const BAD_AMOUNT = 'amount_in must be a positive integer in base units'
const SAME_TOKEN = 'tokenIn and tokenOut resolve to the same address'

const ALIASES: Readonly<Record<string, SwapNetwork>> = { POL: 'POL', POLYGON: 'POL', MATIC: 'POL', BSC: 'BSC', BNB: 'BSC', BINANCE: 'BSC' }

/** null: the native coin. */
export type Token = `0x${string}` | null

export interface SwapRequest {
  readonly network: SwapNetwork
  readonly tokenIn: Token
  readonly tokenOut: Token
  readonly amountIn: bigint
}

export interface RawSwapFields {
  readonly from_chain?: string | undefined
  readonly to_chain?: string | undefined
  readonly from_token?: string | undefined
  readonly to_token?: string | undefined
  readonly amount_in?: string | undefined
}

const invalid = (message: string, field?: string) => new RejectionError(reject('SWAP_INVALID_REQUEST', message, field))

export function tokenOf(value: string, field: string): Token {
  const v = value.trim()
  if (v === '' || v.toLowerCase() === 'native') return null
  if (!viem.isAddress(v, { strict: false })) throw invalid(`${field} must be a token contract address or native`, field)
  return viem.getAddress(v)
}

/** The token as the swap record and the quote name it. */
export const tokenName = (t: Token): string => t ?? 'native'

/**
 * Checks in the spec's order: presence, amount, chains, tokens. Tokens may be
 * empty (the native coin) but must be present. The same-address check
 * compares after `native` is resolved to the router's wrapped coin, which
 * the caller passes once it knows the network's deployment (`wrapped`).
 */
export function parseSwapFields(b: RawSwapFields): SwapRequest {
  if (!b.from_chain || !b.to_chain || b.from_token === undefined || b.to_token === undefined || !b.amount_in) throw invalid(REQUIRED)
  if (!/^[0-9]+$/.test(b.amount_in) || BigInt(b.amount_in) <= 0n) throw invalid(BAD_AMOUNT, 'amount_in')
  const from = ALIASES[b.from_chain.trim().toUpperCase()]
  const to = ALIASES[b.to_chain.trim().toUpperCase()]
  if (!from || !to || from !== to)
    throw new RejectionError(
      reject('SWAP_UNAVAILABLE', `only same-chain swaps on POL or BSC are available; cross-chain swaps through a bridge are not built yet`),
    )
  const tokenIn = tokenOf(b.from_token, 'from_token')
  const tokenOut = tokenOf(b.to_token, 'to_token')
  if (tokenIn === tokenOut) throw invalid(SAME_TOKEN)
  return { network: from, tokenIn, tokenOut, amountIn: BigInt(b.amount_in) }
}

/** The pool path: the native coin trades as the router's wrapped coin. */
export function pathOf(r: SwapRequest, wrapped: `0x${string}`): `0x${string}`[] {
  const a = r.tokenIn ?? wrapped
  const b = r.tokenOut ?? wrapped
  if (a.toLowerCase() === b.toLowerCase()) throw invalid(SAME_TOKEN)
  return [a, b]
}

/** Spec arithmetic: fee 0.3% of amount_in (floor), deducted first; minimum 0.5% below the expected output (floor). */
export const platformFeeOf = (amountIn: bigint): bigint => (amountIn * 30n) / 10_000n
export const minimumOf = (expected: bigint): bigint => (expected * 9_950n) / 10_000n
/** Quotes expire 30 s after issue; the expiry is the on-chain deadline. */
export const QUOTE_VALIDITY_S = 30
