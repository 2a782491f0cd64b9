/**
 * The gas station: before a token send from an address that holds too
 * little of the native coin for its fee (a token refund from a session
 * address, a token sweep), the business wallet's treasury address sends the
 * shortfall plus a margin (GAS_TOPUP_MARGIN_PERCENT), as a move of its own
 * on the exactly-once path; the token send waits until that top-up is
 * confirmed. Where it can estimate: the sandbox (its fixed token fee) and
 * live EVM networks (gas for this very call times the node's max fee per
 * gas). Other live networks send as before (TRON's fee limit and Solana's
 * rent come from the sender's own coin).
 *
 * Answers `ready` (the send may go), `waiting` (a top-up is under way: ask
 * again; the poller does) or `failed` (three top-ups failed or did not cover it).
 */
import { NATIVE_CURRENCY } from '../../chains/assets'
import { viem } from '../../chains/esm_deps'
import type { Network } from '../../chains/networks'
import { SANDBOX_FEE } from '../../chains/sandbox/fees'
import type { AddressClass } from './accounts'
import { watchTreasury, type TreasuryContext } from './context'
import { movesServing, recordMove } from './moves'
import { checkMove, sendMove } from './send_move'
import { oneAtATime } from './turns'

const ERC20_TRANSFER = viem.parseAbiItem('function transfer(address to, uint256 value) returns (bool)')
/** Top-ups for one send, at most: fees that keep rising faster than the margin need an operator. */
const MAX_TOPUPS = 3

export interface TokenSend {
  readonly businessId: string
  readonly isTest: boolean
  readonly network: Network
  readonly currency: string
  readonly fromClass: AddressClass
  readonly fromAddress: string
  readonly fromIndex: number
  readonly toAddress: string
  readonly amount: bigint
  /** The id of the move the gas is for: the top-ups are `gas:<serves>:<n>`. */
  readonly serves: string
}

export type GasAnswer = { readonly kind: 'ready' } | { readonly kind: 'waiting' } | { readonly kind: 'failed'; readonly message: string }

/** The most the token send may cost in the native coin, or null where the station does not estimate. */
async function tokenSendFee(c: TreasuryContext, t: TokenSend): Promise<bigint | null> {
  if (t.isTest) return SANDBOX_FEE[t.network].token
  const evm = c.chains.evm(t.network)
  const token = evm?.tokens[t.currency]
  if (!evm || !token) return null
  const from = viem.getAddress(t.fromAddress)
  const data = viem.encodeFunctionData({ abi: [ERC20_TRANSFER], functionName: 'transfer', args: [viem.getAddress(t.toAddress), t.amount] })
  const [prep, gas] = await Promise.all([evm.prepare(from), evm.client.estimateGas({ account: from, to: token, data })])
  return gas * prep.maxFeePerGas
}

export async function ensureGas(c: TreasuryContext, t: TokenSend): Promise<GasAnswer> {
  const native = NATIVE_CURRENCY[t.network]
  if (t.currency === native) return { kind: 'ready' }
  const topUps = (await movesServing(c.payments.sql, t.serves)).filter((m) => m.purpose === 'gas')
  for (const m of topUps) {
    const now = await checkMove(c, m)
    if (now.status === 'recorded' || now.status === 'submitted') return { kind: 'waiting' }
  }
  const fee = await tokenSendFee(c, t)
  if (fee === null) return { kind: 'ready' }
  const adapter = c.chains.adapter(t.network, t.isTest)
  if (!adapter) return { kind: 'failed', message: `no ${t.network} endpoint is configured` }
  const held = await adapter.balance(t.fromAddress, native)
  if (held >= fee) return { kind: 'ready' }
  // A failed top-up (an empty treasury, a nonce taken by a concurrent send) is tried again, up to MAX_TOPUPS in all.
  if (topUps.length >= MAX_TOPUPS) {
    const last = topUps[topUps.length - 1]!
    return {
      kind: 'failed',
      message: `gas top-up for ${t.serves} failed: ${last.status === 'failed' ? last.failure : `${MAX_TOPUPS} top-ups did not cover the fee`}`,
    }
  }
  const want = fee + (fee * c.policy.gasMarginPercent) / 100n - held
  const treasury = await watchTreasury(c, t.businessId, t.network, t.isTest)
  // The treasury cannot top itself up: a token send from it (a refund after a sweep) needs the merchant to fund it.
  if (treasury.address.toLowerCase() === t.fromAddress.toLowerCase())
    return { kind: 'failed', message: `the treasury address ${treasury.address} holds too little ${native} for the network fee` }
  const move = await recordMove(
    c.payments.sql,
    {
      id: `gas:${t.serves}:${topUps.length + 1}`,
      purpose: 'gas',
      businessId: t.businessId,
      isTest: t.isTest,
      network: t.network,
      currency: native,
      fromClass: 'treasury',
      fromAddress: treasury.address,
      fromIndex: treasury.index,
      toClass: t.fromClass,
      toAddress: t.fromAddress,
      amount: want,
      feeFromAmount: false,
      serves: t.serves,
    },
    c.nowMs(),
  )
  // Top-ups leave a treasury address one at a time here: each reads the address's next nonce when it is signed.
  const sent = await oneAtATime(`from:${treasury.address}`, () => sendMove(c, move))
  return sent.status === 'confirmed' ? ensureGas(c, t) : { kind: 'waiting' }
}
