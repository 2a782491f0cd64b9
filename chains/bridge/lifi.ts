/**
 * The bridge adapter for LI.FI's HTTP API (`GET /quote`, `GET /status`; an
 * API key goes in `x-lifi-api-key`), and for anything speaking its shapes:
 * the local bridge simulator (simulator.ts) answers the same routes. LI.FI's
 * "no route" answers (404, codes 1002 and 1011) are a null quote; other
 * errors and timeouts throw BridgeUnavailable. Amounts arrive as decimal
 * strings and the transaction's value as hex: both become bigint here.
 */
import { BridgeUnavailable, type BridgeAdapter, type BridgeLeg, type BridgeQuote, type BridgeStatus } from './adapter'

type Hex = `0x${string}`

export interface LifiOptions {
  /** Up to and including the version segment, e.g. `https://li.quest/v1`. */
  readonly baseUrl: string
  readonly apiKey?: string
  readonly timeoutMs: number
}

/** LI.FI's error codes for "no route for this request". */
const NO_ROUTE_CODES = new Set([1002, 1011])

interface LifiStep {
  id: string
  tool: string
  estimate: { fromAmount: string; toAmount: string; toAmountMin: string; approvalAddress: string; executionDuration: number }
  transactionRequest: { to: string; data: string; value?: string; gasLimit?: string }
}

interface LifiLeg {
  txHash?: string
  chainId?: number
  amount?: string
  token?: { address?: string }
}

interface LifiStatus {
  status: string
  substatus?: string
  substatusMessage?: string
  receiving?: LifiLeg
}

const big = (v: string | undefined): bigint => (v === undefined || v === '' ? 0n : BigInt(v))

function legOf(l: LifiLeg | undefined): BridgeLeg | undefined {
  if (!l?.txHash || l.chainId === undefined) return undefined
  return { txHash: l.txHash, chainId: l.chainId, amount: big(l.amount), token: l.token?.address ?? '' }
}

export function lifiAdapter(o: LifiOptions): BridgeAdapter {
  const base = o.baseUrl.replace(/\/+$/, '')
  async function get(path: string, query: Record<string, string>): Promise<{ status: number; body: any }> {
    let res: Response
    try {
      res = await fetch(`${base}${path}?${new URLSearchParams(query)}`, {
        headers: { accept: 'application/json', ...(o.apiKey ? { 'x-lifi-api-key': o.apiKey } : {}) },
        signal: AbortSignal.timeout(o.timeoutMs),
      })
    } catch (error) {
      throw new BridgeUnavailable(`the bridge API did not answer ${path}: ${(error as Error).message}`)
    }
    const body = await res.json().catch(() => null)
    return { status: res.status, body }
  }
  return {
    name: 'lifi',
    async quote(r) {
      const { status, body } = await get('/quote', {
        fromChain: String(r.fromChainId),
        toChain: String(r.toChainId),
        fromToken: r.fromToken,
        toToken: r.toToken,
        fromAmount: r.fromAmount.toString(),
        fromAddress: r.fromAddress,
        toAddress: r.toAddress,
        slippage: String(r.slippage),
      })
      if (status === 404 || NO_ROUTE_CODES.has(body?.code)) return null
      if (status !== 200 || !body?.transactionRequest)
        throw new BridgeUnavailable(`the bridge refused the quote (${status}): ${body?.message ?? 'no body'}`)
      const step = body as LifiStep
      const tx = step.transactionRequest
      const quote: BridgeQuote = {
        id: step.id,
        tool: step.tool,
        fromAmount: big(step.estimate.fromAmount),
        toAmount: big(step.estimate.toAmount),
        toAmountMin: big(step.estimate.toAmountMin),
        approvalAddress: step.estimate.approvalAddress as Hex,
        executionSeconds: step.estimate.executionDuration,
        transaction: {
          to: tx.to as Hex,
          data: tx.data as Hex,
          value: big(tx.value),
          ...(tx.gasLimit ? { gasLimit: big(tx.gasLimit) } : {}),
        },
      }
      return quote
    },
    async status(q): Promise<BridgeStatus> {
      const { status, body } = await get('/status', {
        txHash: q.txHash,
        fromChain: String(q.fromChainId),
        toChain: String(q.toChainId),
        bridge: q.tool,
      })
      // LI.FI answers 404 with NOT_FOUND for a hash it has not indexed yet.
      if (status === 404 || body?.status === 'NOT_FOUND') return { state: 'NOT_FOUND' }
      if (status !== 200 || typeof body?.status !== 'string')
        throw new BridgeUnavailable(`the bridge status answered ${status}: ${body?.message ?? 'no body'}`)
      const s = body as LifiStatus
      const message = s.substatusMessage ? { message: s.substatusMessage } : {}
      const substatus = s.substatus ?? ''
      const receiving = legOf(s.receiving)
      switch (s.status) {
        case 'PENDING':
          return { state: 'PENDING', substatus, ...message }
        case 'DONE':
          return { state: 'DONE', substatus, ...message, ...(receiving ? { receiving } : {}) }
        case 'FAILED':
          return { state: 'FAILED', substatus, ...message }
        case 'INVALID':
          return { state: 'INVALID', ...message }
        default:
          throw new BridgeUnavailable(`the bridge status word ${s.status} is unknown`)
      }
    },
  }
}
