/**
 * The sends of one swap, each on the exactly-once path (sendOnce, ids
 * derived from the swap id): an approve reset to zero when an allowance is
 * left over (USDT-style tokens refuse to change a non-zero allowance), the
 * approve of amount_in, then the swap call. Any refusal fails the swap with
 * its reason and answers the spec's 500 (`approve failed: ...`,
 * `swap transaction failed: ...`).
 */
import type { AddressEntry, ActiveWallet } from '../wallets'
import type { EvmAdapter } from '../../chains/evm/adapter'
import { allowanceOf, approveCall, estimateCall, revertReasonOf, type ContractCall } from '../../chains/swap/calls'
import { NATIVE_CURRENCY } from '../../chains/assets'
import { RejectionError, reject } from '../../platform/errors'
import type { TransferRequest } from '../../chains/send/outcome'
import { sendOnce } from '../chains'
import type { SwapContext } from './context'

type Hex = `0x${string}`

/** Where the swap's transactions go: the platform swap contract, or a bridge's contract (bridge_execute.ts). */
export interface SwapTarget {
  readonly network: 'ETH' | 'BSC' | 'POL'
  readonly adapter: EvmAdapter
  /** The spender of a token input and the call's address. */
  readonly contract: Hex
}

export interface SwapStep {
  readonly c: SwapContext
  readonly d: SwapTarget
  readonly id: string
  readonly wallet: ActiveWallet
  readonly address: AddressEntry
}

/** How long the request waits for the approve to be mined before the swap can be estimated and sent. */
const APPROVE_WAIT_MS = 60_000

function callRequest(s: SwapStep, call: ContractCall, gas: bigint | undefined, amount: bigint): TransferRequest {
  return {
    walletId: s.wallet.id,
    envelope: s.wallet.envelope,
    network: s.d.network,
    index: s.address.index,
    isTestnet: s.address.isTestnet,
    sandbox: false,
    currency: NATIVE_CURRENCY[s.d.network],
    fromAddress: s.address.address,
    toAddress: call.to,
    amount,
    // A margin over the estimate: the pool may move between the estimate and the block.
    call: { ...call, ...(gas !== undefined ? { gas: (gas * 12n) / 10n } : {}) },
  }
}

async function failed(s: SwapStep, code: 'SWAP_APPROVE_FAILED' | 'SWAP_TRANSACTION_FAILED', reason: string): Promise<never> {
  await s.c.swap(s.id, { type: 'fail', step: code === 'SWAP_APPROVE_FAILED' ? 'approve' : 'swap', reason })
  const prefix = code === 'SWAP_APPROVE_FAILED' ? 'approve failed' : 'swap transaction failed'
  throw new RejectionError(reject(code, `${prefix}: ${reason}`))
}

/** One send of the swap; the hash, or the swap failed with the refusal. */
async function send(s: SwapStep, purpose: string, request: TransferRequest, code: Parameters<typeof failed>[1]): Promise<Hex> {
  const sent = await sendOnce(s.c.sends, `swap:${s.id}:${purpose}`, {
    owner: { kind: 'swap', id: s.id, purpose, ref: s.id },
    transfer: request,
  })
  if (sent.status === 'failed') return failed(s, code, sent.message)
  return sent.txHash as Hex
}

/** Waits for a sent approve to be mined; a revert or no receipt in time fails the swap. */
async function mined(s: SwapStep, txHash: Hex): Promise<void> {
  const receipt = await s.d.adapter.client
    .waitForTransactionReceipt({ hash: txHash, pollingInterval: 250, timeout: APPROVE_WAIT_MS })
    .catch(() => null)
  if (!receipt) return failed(s, 'SWAP_APPROVE_FAILED', `not mined within ${APPROVE_WAIT_MS / 1000} s (${txHash})`)
  if (receipt.status !== 'success') return failed(s, 'SWAP_APPROVE_FAILED', await revertReasonOf(s.d, txHash))
}

export async function approveInput(s: SwapStep, token: Hex, amountIn: bigint): Promise<void> {
  const owner = s.address.address as Hex
  if ((await allowanceOf(s.d, token, owner)) !== 0n) {
    const reset = await send(s, 'approve_reset', callRequest(s, approveCall(token, s.d.contract, 0n), undefined, 0n), 'SWAP_APPROVE_FAILED')
    await mined(s, reset)
  }
  const approve = approveCall(token, s.d.contract, amountIn)
  const estimate = await estimateCall(s.d, owner, approve)
  if (!estimate.ok) return failed(s, 'SWAP_APPROVE_FAILED', estimate.reason)
  const txHash = await send(s, 'approve', callRequest(s, approve, estimate.gas, 0n), 'SWAP_APPROVE_FAILED')
  await s.c.swap(s.id, { type: 'sent', step: 'approve', txHash })
  await mined(s, txHash)
}

/** Estimates the swap (a revert now is refused with the router's reason, nothing signed), then sends it. */
export async function sendSwap(s: SwapStep, call: ContractCall, amountIn: bigint): Promise<Hex> {
  const estimate = await estimateCall(s.d, s.address.address as Hex, call)
  if (!estimate.ok) return failed(s, 'SWAP_TRANSACTION_FAILED', estimate.reason)
  const txHash = await send(
    s,
    'swap',
    callRequest(s, call, estimate.gas, call.value > 0n ? call.value : amountIn),
    'SWAP_TRANSACTION_FAILED',
  )
  await s.c.swap(s.id, { type: 'sent', step: 'swap', txHash })
  return txHash
}
