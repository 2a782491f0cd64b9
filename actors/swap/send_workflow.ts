/**
 * The sends of a live swap, as a workflow (actors/runtime/workflow.ts) over its id: the request records the
 * swap `pending`, kicks it here and waits a bounded time; from then on the swap goes on whether the client is
 * there or not. One pass takes every step it can: a token input's approve (and the reset before it), which may
 * leave the pass waiting for a block, then the swap transaction once the approve is mined. A later pass (the
 * scan of this host's unsent live swaps) picks up where the last one stopped: every send is recorded under an
 * id derived from the swap before it is signed, so no pass sends anything twice. A swap whose approve does not
 * land in time, or that would revert (balance, slippage, deadline), fails with its reason; the request, or the
 * history, shows it.
 */
import { walletRef } from '../wallets'
import type { Sql } from 'postgres'
import { viem } from '../../chains/esm_deps'
import { swapCall, type ContractCall } from '../../chains/swap/calls'
import type { SwapNetwork } from '../../chains/swap/deployment'
import { RejectionError } from '../../platform/errors'
import { serialized } from '../../platform/serialized'
import type { ActiveWallet } from '../wallets'
import { Workflow } from '../runtime/workflow'
import type { SwapContext } from './context'
import { approveReady, sendSwap, type SwapStep, type SwapTarget } from './execute_sends'
import type { SwapRecord } from './state'

type Hex = `0x${string}`

/** Live swaps not yet sent on this host's shards, after `afterId` (a swap id, in id order). */
async function unsentSwaps(sql: Sql, shards: readonly number[], afterId: string, limit: number): Promise<string[]> {
  if (shards.length === 0) return []
  const rows = await sql<{ id: string }[]>`
    SELECT id::text AS id FROM swaps
    WHERE status = 'pending' AND NOT is_test AND record->>'swap_tx_hash' = '' AND shard = ANY(${[...shards]}::int[])
      AND id > ${afterId === '' ? '0' : afterId}::bigint
    ORDER BY id LIMIT ${limit}`
  return rows.map((r) => r.id)
}

const bridgeSource = (chain: string): SwapTarget['network'] | null => (chain === 'ETH' || chain === 'BSC' || chain === 'POL' ? chain : null)
const swapNetwork = (chain: string): SwapNetwork | null => (chain === 'BSC' || chain === 'POL' ? chain : null)

/** A token named on the record: `native`, or its address. */
function tokenOf(name: string): Hex | null {
  if (name === 'native') return null
  if (!viem.isAddress(name)) throw new Error(`not a token address: ${name}`)
  return name
}

/** Where the swap's transactions go and what the swap transaction is, from its record; null when it cannot be sent here. */
async function targetOf(c: SwapContext, swap: SwapRecord): Promise<{ target: SwapTarget; call: ContractCall } | null> {
  if (swap.type === 'bridge') {
    const source = swap.bridge?.source
    const network = bridgeSource(swap.fromChain)
    const adapter = network && c.chains.evm(network)
    if (!source || !network || !adapter) return null
    const call = { to: source.to, data: source.data, value: source.value }
    return { target: { network, adapter, contract: swap.tokenIn === 'native' ? source.to : source.spender }, call }
  }
  const network = swapNetwork(swap.fromChain)
  const live = network && (await c.live(network))
  if (!live) return null
  const d = live.deployment
  const call = swapCall(d, {
    tokenIn: tokenOf(swap.tokenIn),
    tokenOut: tokenOf(swap.tokenOut),
    amountIn: swap.amountIn,
    amountOutMin: swap.amountOutMin,
    recipient: viem.getAddress(swap.fromAddress),
    deadline: BigInt(swap.deadline),
  })
  return { target: d, call }
}

async function walletOf(c: SwapContext, swap: SwapRecord): Promise<Pick<SwapStep, 'wallet' | 'address'> | null> {
  const found = await c.payments.host.ask(walletRef(`${swap.businessId}:${swap.isTest ? 'test' : 'live'}:${swap.customerId}`), {
    type: 'get',
  })
  if (!found.ok) return null
  const from = viem.getAddress(swap.fromAddress)
  const address = found.reply.addresses.find(
    (a) => a.network === swap.fromChain && a.index === 0 && viem.isAddress(a.address) && viem.getAddress(a.address) === from,
  )
  return address ? { wallet: found.reply, address } : null
}

const workflows = new WeakMap<SwapContext, Workflow>()

/** The swap sends workflow of this context (one per payments host). */
export function swapSends(c: SwapContext): Workflow {
  let w = workflows.get(c)
  if (!w) workflows.set(c, (w = sendsWorkflow(c)))
  return w
}

function sendsWorkflow(c: SwapContext): Workflow {
  // One swap per wallet at a time in this process: its approve and swap take consecutive nonces.
  const oneAtATime = serialized()
  async function step(id: string): Promise<void> {
    const swap = await c.swap(id, { type: 'get' })
    if (swap.status !== 'pending' || swap.swapTxHash !== null || swap.isTest) return
    const where = await targetOf(c, swap)
    const who = await walletOf(c, swap)
    if (!where || !who) throw new Error(`swap ${id}: its network or its customer's address is not available on this host`)
    const s: SwapStep = { c, d: where.target, id, ...who }
    const waitedMs = c.payments.clock.nowMs() - swap.createdAtMs
    await oneAtATime(who.wallet.id, async () => {
      const token = tokenOf(swap.tokenIn)
      if (token !== null && !(await approveReady(s, token, swap.amountIn, waitedMs))) return
      await sendSwap(s, where.call, swap.amountIn)
    }).catch((error: unknown) => {
      // A refusal has already failed the swap with its reason: nothing is left to retry.
      if (!(error instanceof RejectionError)) throw error
    })
  }
  return new Workflow(
    { name: 'swap.sends', open: (shards, afterId, limit) => unsentSwaps(c.payments.sql, shards, afterId, limit), step },
    {
      clock: c.payments.clock,
      logger: c.payments.logger,
      shards: () => c.payments.host.leases.ownedShards(),
      // An approve on its way is looked at again soon: the swap waits behind it.
      backoffMs: 500,
      maxBackoffMs: 5_000,
    },
  )
}
