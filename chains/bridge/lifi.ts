/**
 * The bridge adapter for LI.FI's HTTP API (`GET /quote`, `GET /status`; an
 * API key goes in `x-lifi-api-key`), and for anything speaking its shapes:
 * the local bridge simulator (simulator.ts) answers the same routes. LI.FI's
 * "no route" answers (404, codes 1002 and 1011) are a null quote; other
 * errors and timeouts throw BridgeUnavailable. Amounts arrive as decimal
 * strings and the transaction's value as hex: both become bigint here.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { object } from '../../platform/schema_object'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import { isJsonObject } from '../../platform/json_object'
import { BridgeUnavailable, type BridgeAdapter, type BridgeLeg, type BridgeQuote, type BridgeStatus } from './adapter'

const Hex = Type.TemplateLiteral([Type.Literal('0x'), Type.String()])

export interface LifiOptions {
  /** Up to and including the version segment, e.g. `https://li.quest/v1`. */
  readonly baseUrl: string
  readonly apiKey?: string
  readonly timeoutMs: number
}

/** LI.FI's error codes for "no route for this request". */
const NO_ROUTE_CODES = new Set([1002, 1011])

/** A quote: the fields read here (LI.FI sends many more, left unread). */
const LifiStep = object({
  id: Type.String(),
  tool: Type.String(),
  estimate: object({
    fromAmount: Type.String(),
    toAmount: Type.String(),
    toAmountMin: Type.String(),
    approvalAddress: Hex,
    executionDuration: Type.Number(),
  }),
  transactionRequest: object({ to: Hex, data: Hex, value: Type.Optional(Type.String()), gasLimit: Type.Optional(Type.String()) }),
})

const LifiLeg = object({
  txHash: Type.Optional(Type.String()),
  chainId: Type.Optional(Type.Number()),
  amount: Type.Optional(Type.String()),
  token: Type.Optional(object({ address: Type.Optional(Type.String()) })),
})
type LifiLeg = Static<typeof LifiLeg>

const LifiStatus = object({
  status: Type.String(),
  substatus: Type.Optional(Type.String()),
  substatusMessage: Type.Optional(Type.String()),
  receiving: Type.Optional(LifiLeg),
})

/** The answer checked against the schema of what is read: another shape is the bridge being unavailable, named. */
function shaped<S extends TSchema>(schema: S, what: string): (body: unknown) => Static<S> {
  const check = TypeCompiler.Compile(schema)
  return (body) => {
    if (check.Check(body)) return body
    const first = check.Errors(body).First()
    throw new BridgeUnavailable(`the bridge answered ${what} of another shape${first ? ` (${first.path || '/'}: ${first.message})` : ''}`)
  }
}
const asStep = shaped(LifiStep, 'a quote')
const asStatus = shaped(LifiStatus, 'a status')

const big = (v: string | undefined): bigint => (v === undefined || v === '' ? 0n : BigInt(v))

function legOf(l: LifiLeg | undefined): BridgeLeg | undefined {
  if (!l?.txHash || l.chainId === undefined) return undefined
  return { txHash: l.txHash, chainId: l.chainId, amount: big(l.amount), token: l.token?.address ?? '' }
}

export function lifiAdapter(o: LifiOptions): BridgeAdapter {
  const base = o.baseUrl.replace(/\/+$/, '')
  async function get(
    path: string,
    query: Record<string, string>,
  ): Promise<{ status: number; body: unknown; fields: Record<string, unknown> }> {
    let res: Response
    try {
      res = await fetch(`${base}${path}?${new URLSearchParams(query)}`, {
        headers: { accept: 'application/json', ...(o.apiKey ? { 'x-lifi-api-key': o.apiKey } : {}) },
        signal: AbortSignal.timeout(o.timeoutMs),
      })
    } catch (error) {
      throw new BridgeUnavailable(`the bridge API did not answer ${path}: ${error instanceof Error ? error.message : String(error)}`)
    }
    const body: unknown = await res.json().catch(() => null)
    return { status: res.status, body, fields: isJsonObject(body) ? body : {} }
  }
  return {
    name: 'lifi',
    async quote(r) {
      const { status, body, fields } = await get('/quote', {
        fromChain: String(r.fromChainId),
        toChain: String(r.toChainId),
        fromToken: r.fromToken,
        toToken: r.toToken,
        fromAmount: r.fromAmount.toString(),
        fromAddress: r.fromAddress,
        toAddress: r.toAddress,
        slippage: String(r.slippage),
      })
      if (status === 404 || (typeof fields.code === 'number' && NO_ROUTE_CODES.has(fields.code))) return null
      if (status !== 200 || !fields.transactionRequest)
        throw new BridgeUnavailable(`the bridge refused the quote (${status}): ${String(fields.message ?? 'no body')}`)
      const step = asStep(body)
      const tx = step.transactionRequest
      const quote: BridgeQuote = {
        id: step.id,
        tool: step.tool,
        fromAmount: big(step.estimate.fromAmount),
        toAmount: big(step.estimate.toAmount),
        toAmountMin: big(step.estimate.toAmountMin),
        approvalAddress: step.estimate.approvalAddress,
        executionSeconds: step.estimate.executionDuration,
        transaction: {
          to: tx.to,
          data: tx.data,
          value: big(tx.value),
          ...(tx.gasLimit ? { gasLimit: big(tx.gasLimit) } : {}),
        },
      }
      return quote
    },
    async status(q): Promise<BridgeStatus> {
      const { status, body, fields } = await get('/status', {
        txHash: q.txHash,
        fromChain: String(q.fromChainId),
        toChain: String(q.toChainId),
        bridge: q.tool,
      })
      // LI.FI answers 404 with NOT_FOUND for a hash it has not indexed yet.
      if (status === 404 || fields.status === 'NOT_FOUND') return { state: 'NOT_FOUND' }
      if (status !== 200 || typeof fields.status !== 'string')
        throw new BridgeUnavailable(`the bridge status answered ${status}: ${String(fields.message ?? 'no body')}`)
      const s = asStatus(body)
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
