/**
 * What the platform asks of a cross-chain bridge, in LI.FI's terms: a quote
 * (the route's estimate and the source transaction to sign) and the status
 * of a sent transfer. Statuses keep the bridge's own detail: pending with
 * its sub-status, done as completed, partial (another token delivered) or
 * refunded, failed with its reason; `specStatus` maps them to the swap's
 * `pending`, `confirmed`, `failed`. A refund counts as failed, and a status
 * whose sub-status says a refund is in progress is never final, whatever its
 * top-level word: polling goes on until the refund lands.
 */

type Hex = `0x${string}`

interface BridgeQuoteRequest {
  readonly fromChainId: number
  readonly toChainId: number
  /** The zero address for the native coin, as LI.FI takes it. */
  readonly fromToken: Hex
  readonly toToken: Hex
  readonly fromAmount: bigint
  readonly fromAddress: Hex
  readonly toAddress: Hex
  /** A fraction: 0.005 is 0.5%. */
  readonly slippage: number
}

export interface BridgeQuote {
  /** The bridge's id of this route step. */
  readonly id: string
  /** The bridge or tool that carries it (`across`, `stargate`, ...): `/status` asks by it. */
  readonly tool: string
  readonly fromAmount: bigint
  readonly toAmount: bigint
  readonly toAmountMin: bigint
  /** The spender a token input must be approved to; the zero address for the native coin. */
  readonly approvalAddress: Hex
  readonly executionSeconds: number
  /** The source-chain transaction to sign. */
  readonly transaction: { readonly to: Hex; readonly data: Hex; readonly value: bigint; readonly gasLimit?: bigint }
}

/** A received (or refunded) leg of a transfer. */
export interface BridgeLeg {
  readonly txHash: string
  readonly chainId: number
  readonly amount: bigint
  readonly token: string
}

export type BridgeStatus =
  /** The bridge has not seen the source transaction yet (not indexed, not mined): keep asking. */
  | { readonly state: 'NOT_FOUND'; readonly message?: string }
  | { readonly state: 'PENDING'; readonly substatus: string; readonly message?: string }
  | { readonly state: 'DONE'; readonly substatus: string; readonly message?: string; readonly receiving?: BridgeLeg }
  | { readonly state: 'FAILED'; readonly substatus: string; readonly message?: string }
  /** The bridge says the hash is not a transfer it knows how to read. */
  | { readonly state: 'INVALID'; readonly message?: string }

interface BridgeStatusQuery {
  readonly txHash: string
  readonly fromChainId: number
  readonly toChainId: number
  readonly tool: string
}

export interface BridgeAdapter {
  /** The aggregator's name, recorded as the swap's `dex` prefix. */
  readonly name: string
  /** null: no route for this pair and amount. */
  quote(request: BridgeQuoteRequest): Promise<BridgeQuote | null>
  status(query: BridgeStatusQuery): Promise<BridgeStatus>
}

export type SpecSwapStatus = 'pending' | 'confirmed' | 'failed'

/** The swap status a bridge status means (see the header). */
export function specStatus(s: BridgeStatus): SpecSwapStatus {
  if ('substatus' in s && s.substatus === 'REFUND_IN_PROGRESS') return 'pending'
  switch (s.state) {
    case 'NOT_FOUND':
    case 'PENDING':
      return 'pending'
    case 'DONE':
      if (s.substatus === 'COMPLETED' || s.substatus === 'PARTIAL') return 'confirmed'
      // A DONE we cannot read is not guessed either way: asked again until the bridge says more.
      return s.substatus === 'REFUNDED' ? 'failed' : 'pending'
    case 'FAILED':
    case 'INVALID':
      return 'failed'
  }
}

/** Why a final bridge status failed the swap, in words for `failure_reason`. */
export function failureReason(s: BridgeStatus): string {
  const detail = 'substatus' in s ? `${s.state} ${s.substatus}` : s.state
  return `bridge ${detail}${s.message ? `: ${s.message}` : ''}`
}

export class BridgeUnavailable extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BridgeUnavailable'
  }
}
