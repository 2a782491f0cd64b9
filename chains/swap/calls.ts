/**
 * The transactions of a platform swap and what their receipts say: the
 * approve of the input token to the PlatformSwap contract, the swap call
 * (native or token in, native or token out), the `Swapped` event that
 * carries the fee and what the recipient really received, and the reason
 * a reverted one gave.
 */
import { viem } from '../esm_deps'
import type { SwapDeployment } from './deployment'
import type { EvmAdapter } from '../evm/adapter'
import { PLATFORM_SWAP_ABI } from './platform_swap_artifact'
import { errorText } from '../send/signed'
import { isJsonObject } from '../../platform/json_object'

type Hex = `0x${string}`
const APPROVE = viem.parseAbiItem('function approve(address spender, uint256 value) returns (bool)')
const ALLOWANCE = viem.parseAbiItem('function allowance(address owner, address spender) view returns (uint256)')

/** A contract call as the send path takes it. */
export interface ContractCall {
  readonly to: Hex
  readonly data: Hex
  readonly value: bigint
}

export interface SwapParams {
  /** null: the native coin. */
  readonly tokenIn: Hex | null
  readonly tokenOut: Hex | null
  readonly amountIn: bigint
  readonly amountOutMin: bigint
  readonly recipient: Hex
  /** Unix seconds: the quote's expires_at. */
  readonly deadline: bigint
}

export function approveCall(token: Hex, spender: Hex, value: bigint): ContractCall {
  return { to: token, value: 0n, data: viem.encodeFunctionData({ abi: [APPROVE], functionName: 'approve', args: [spender, value] }) }
}

/** What the calls below read through: a node and the contract spent to (the swap contract or a bridge's). */
export type CallTarget = { readonly adapter: EvmAdapter; readonly contract: Hex }

export function allowanceOf(d: CallTarget, token: Hex, owner: Hex): Promise<bigint> {
  return d.adapter.client.readContract({ address: token, abi: [ALLOWANCE], functionName: 'allowance', args: [owner, d.contract] })
}

export function swapCall(d: SwapDeployment, p: SwapParams): ContractCall {
  const { amountIn, amountOutMin: min, recipient: to, deadline } = p
  const encode = (data: Hex, value = 0n): ContractCall => ({ to: d.contract, data, value })
  const abi = PLATFORM_SWAP_ABI
  if (p.tokenIn === null && p.tokenOut !== null)
    return encode(viem.encodeFunctionData({ abi, functionName: 'swapNativeForTokens', args: [p.tokenOut, min, to, deadline] }), amountIn)
  if (p.tokenIn !== null && p.tokenOut === null)
    return encode(viem.encodeFunctionData({ abi, functionName: 'swapTokensForNative', args: [p.tokenIn, amountIn, min, to, deadline] }))
  if (p.tokenIn !== null && p.tokenOut !== null)
    return encode(
      viem.encodeFunctionData({ abi, functionName: 'swapTokensForTokens', args: [p.tokenIn, p.tokenOut, amountIn, min, to, deadline] }),
    )
  throw new Error('a swap needs a token on at least one side')
}

/** The gas the call needs now, or the reason it would revert (the router's words, e.g. `UniswapV2Router: EXPIRED`). */
export async function estimateCall(
  d: Pick<CallTarget, 'adapter'>,
  from: Hex,
  call: ContractCall,
): Promise<{ ok: true; gas: bigint } | { ok: false; reason: string }> {
  try {
    return { ok: true, gas: await d.adapter.client.estimateGas({ account: from, ...call }) }
  } catch (error) {
    return { ok: false, reason: revertReason(error) }
  }
}

/** What a swap receipt says: the fee and the output the recipient really received. */
export interface SwapOutcome {
  readonly fee: bigint
  readonly amountOut: bigint
}

export async function swapOutcome(d: SwapDeployment, txHash: Hex): Promise<SwapOutcome | null> {
  const receipt = await d.adapter.client.getTransactionReceipt({ hash: txHash })
  const logs = viem.parseEventLogs({ abi: PLATFORM_SWAP_ABI, eventName: 'Swapped', logs: receipt.logs })
  const own = logs.find((l) => l.address.toLowerCase() === d.contract.toLowerCase())
  return own ? { fee: own.args.fee, amountOut: own.args.amountOut } : null
}

/**
 * Why a mined transaction reverted: the node does not keep the reason, so the
 * call is replayed on the state and time of its block (a deadline or minimum
 * that failed there fails again). 'reverted' when the replay tells nothing.
 */
export async function revertReasonOf(d: Pick<CallTarget, 'adapter'>, txHash: Hex): Promise<string> {
  try {
    const tx = await d.adapter.client.getTransaction({ hash: txHash })
    await d.adapter.client.call({ account: tx.from, to: tx.to!, data: tx.input, value: tx.value, blockNumber: tx.blockNumber! })
    return 'reverted'
  } catch (error) {
    return revertReason(error)
  }
}

/**
 * The revert string inside a viem error: the node's own words (`execution
 * reverted: X` in the JSON-RPC error's details) or an `Error(string)` in its
 * data, else viem's short text.
 */
export function revertReason(error: unknown): string {
  for (let e: unknown = error; isJsonObject(e); e = e.cause) {
    const words = typeof e.details === 'string' ? /execution reverted:?\s*(.*)$/i.exec(e.details) : null
    if (words?.[1]) return words[1].trim()
    if (typeof e.data === 'string' && e.data.startsWith(ERROR_STRING)) {
      const [reason] = viem.decodeAbiParameters([{ type: 'string' }], `0x${e.data.slice(10)}`)
      return reason
    }
  }
  return errorText(error)
}

/** The selector of Solidity's `Error(string)`. */
const ERROR_STRING = '0x08c379a0'
