/**
 * The sends of one swap, each on the exactly-once path (sendOnce, ids
 * derived from the swap id): an approve reset to zero when an allowance is
 * left over (USDT-style tokens refuse to change a non-zero allowance), the
 * approve of amount_in, then the swap call. Any refusal fails the swap with
 * its reason and answers the spec's 500 (`approve failed: ...`,
 * `swap transaction failed: ...`). Nothing here waits for a block: an
 * approve not yet mined answers "not ready", and the swap's workflow
 * (send_workflow.ts) comes back for it.
 */
import type { AddressEntry, ActiveWallet } from '../wallets'
import { viem } from '../../chains/esm_deps'
import type { EvmAdapter } from '../../chains/evm/adapter'
import { allowanceOf, approveCall, estimateCall, revertReasonOf, type ContractCall } from '../../chains/swap/calls'
import { NATIVE_CURRENCY } from '../../chains/assets'
import { RejectionError, reject } from '../../platform/errors'
import type { TransferRequest } from '../../chains/send/outcome'
import { sendOnce, sendRecord } from '../chains'
import type { SwapContext } from './context'
import { addressOf } from '../../chains/evm/hex'

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

/** How long after the swap opened its approve may take to be mined before the swap fails (a fee too low to land). */
const APPROVE_WAIT_MS = 5 * 60_000

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
  return hex(sent.txHash)
}

/** A transaction hash as the chain client takes it. */
function hex(value: string | null): Hex {
  if (!viem.isHex(value)) throw new Error(`not a transaction hash: ${value}`)
  return value
}

/** True once a sent approve is mined; false while it may still be; a revert, a send that can never land or the deadline fails the swap. */
async function mined(s: SwapStep, txHash: Hex, waitedMs: number): Promise<boolean> {
  const receipt = await s.d.adapter.client.getTransactionReceipt({ hash: txHash }).catch(() => null)
  if (!receipt) {
    if (waitedMs <= APPROVE_WAIT_MS) return false
    return failed(s, 'SWAP_APPROVE_FAILED', `not mined within ${APPROVE_WAIT_MS / 1000} s (${txHash})`)
  }
  if (receipt.status !== 'success') return failed(s, 'SWAP_APPROVE_FAILED', await revertReasonOf(s.d, txHash))
  return true
}

/** A send of this swap already recorded: mined (true), still on its way (false), or never landing (the swap fails). */
async function recordedMined(s: SwapStep, purpose: string, waitedMs: number): Promise<boolean | null> {
  const sent = await sendRecord(s.c.sends, `swap:${s.id}:${purpose}`)
  if (!sent) return null
  if (sent.status === 'failed') return failed(s, 'SWAP_APPROVE_FAILED', sent.failure?.message ?? 'the approve can never land')
  if (!sent.txHash) return false
  return mined(s, hex(sent.txHash), waitedMs)
}

/**
 * Brings the token input's allowance to amount_in, one step per call: true once the approve is mined (the swap
 * may be sent), false while a reset or the approve is on its way. Safe to call again: each send is recorded
 * under its id before it is signed, so a repeat finds it rather than sending again.
 */
export async function approveReady(s: SwapStep, token: Hex, amountIn: bigint, waitedMs: number): Promise<boolean> {
  const approved = await recordedMined(s, 'approve', waitedMs)
  if (approved !== null) {
    const record = await sendRecord(s.c.sends, `swap:${s.id}:approve`)
    // The approve was sent but the process stopped before the swap recorded its hash.
    if (record?.txHash) await s.c.swap(s.id, { type: 'sent', step: 'approve', txHash: record.txHash })
    return approved
  }
  const owner = addressOf(s.address.address, 'a wallet address')
  const reset = await recordedMined(s, 'approve_reset', waitedMs)
  if (reset === false) return false
  if (reset === null && (await allowanceOf(s.d, token, owner)) !== 0n) {
    const hash = await send(s, 'approve_reset', callRequest(s, approveCall(token, s.d.contract, 0n), undefined, 0n), 'SWAP_APPROVE_FAILED')
    if (!(await mined(s, hash, waitedMs))) return false
  }
  const approve = approveCall(token, s.d.contract, amountIn)
  const estimate = await estimateCall(s.d, owner, approve)
  if (!estimate.ok) return failed(s, 'SWAP_APPROVE_FAILED', estimate.reason)
  const txHash = await send(s, 'approve', callRequest(s, approve, estimate.gas, 0n), 'SWAP_APPROVE_FAILED')
  await s.c.swap(s.id, { type: 'sent', step: 'approve', txHash })
  return mined(s, txHash, waitedMs)
}

/** Estimates the swap (a revert now is refused with the router's reason, nothing signed), then sends it. */
export async function sendSwap(s: SwapStep, call: ContractCall, amountIn: bigint): Promise<Hex> {
  const estimate = await estimateCall(s.d, addressOf(s.address.address, 'a wallet address'), call)
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
