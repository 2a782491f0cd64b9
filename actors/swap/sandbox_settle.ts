/**
 * Settles sandbox swaps (sandbox_execute.ts) from the sandbox ledger: once
 * the ledger swap's block time has passed it is confirmed, with amount_out
 * as the ledger credited it, or failed with the ledger's reason (its block
 * came after the deadline). Kicked once per swap when its block is due
 * (fast path) and by a scan of this host's open sandbox swaps every second
 * (a process that died before its kick). Every step is safe to repeat: the
 * swap actor answers an outcome it already has unchanged. A bridge swap on
 * the sandbox is settled the same way, by the bridge's words
 * (sandbox_bridge_settle.ts), each stage as its time comes.
 */
import { swapRef } from './decide'
import type { Sql } from 'postgres'
import { Workflow } from '../runtime/workflow'
import type { SwapContext } from './context'
import type { SwapRecord } from './state'
import { settleSandboxBridge } from './sandbox_bridge_settle'

/** The `dex` of a sandbox swap's record: it marks the swaps this settler owns. */
export const SANDBOX_DEX = 'sandbox'
const SANDBOX_SCAN_MS = 1000

/** Reads the ledger for one sandbox swap and reports its outcome, if it has one. */
export async function settleSandboxSwap(c: SwapContext, id: string): Promise<void> {
  const found = await c.payments.host.ask(swapRef(id), { type: 'get' })
  if (!found.ok) return
  const swap = found.reply
  if (swap.status !== 'pending' || swap.dex !== SANDBOX_DEX) return
  // A cross-chain one moves by the bridge's words (sandbox_bridge_settle.ts).
  if (swap.bridge) return settleSandboxBridge(c, swap)
  const ledger = await c.chains.ledger.swaps().status(`swap:${id}`)
  // Nothing on the ledger: the request has not got there (yet); the unsent timer decides if it never does.
  if (!ledger || ledger.state === 'pending') return
  if (ledger.state === 'confirmed')
    await c.payments.host.ask(swapRef(id), {
      type: 'confirm',
      txHash: ledger.txHash,
      amountOut: ledger.amountOut,
      platformFee: swap.platformFee,
    })
  else await c.payments.host.ask(swapRef(id), { type: 'fail', step: 'swap', reason: ledger.reason })
}

const settlers = new WeakMap<SwapContext, Workflow>()

/** The sandbox settlement workflow of a swap context: scans pending sandbox swaps, and is kicked when a block is due. */
function sandboxSettler(c: SwapContext): Workflow {
  let w = settlers.get(c)
  if (!w) {
    w = new Workflow(
      {
        name: 'swap.sandbox_settle',
        kickedBy: () => null,
        open: (shards, afterId, limit) => openSandboxSwaps(c.payments.sql, shards, afterId, limit),
        step: (id) => settleSandboxSwap(c, id),
      },
      { clock: c.payments.clock, logger: c.payments.logger, shards: () => c.payments.host.leases.ownedShards() },
    )
    settlers.set(c, w)
  }
  return w
}

/** Settles the swap once its sandbox block is due; in-process only, the scan covers a lost kick. */
export function kickSandboxSettle(c: SwapContext, id: string, dueInMs: number): void {
  const timer = setTimeout(() => void sandboxSettler(c).kick(id), Math.max(0, dueInMs) + 10)
  timer.unref()
}

/** Pending sandbox swaps on the given shards, in id order after `afterId`. */
async function openSandboxSwaps(sql: Sql, shards: readonly number[], afterId: string, limit: number): Promise<string[]> {
  // The swap's actor id is its id as text: its order is the actors' (text) order, which the cursor follows.
  const rows = await sql<{ id: string }[]>`
    SELECT id::text AS id FROM swaps
    WHERE status = 'pending' AND shard = ANY(${[...shards]}::int[]) AND dex = ${SANDBOX_DEX} AND id::text > ${afterId}
    ORDER BY id::text LIMIT ${limit}`
  return rows.map((r) => r.id)
}

/** Scans every `intervalMs`; returns the stop function. */
export function startSandboxSettler(c: SwapContext, intervalMs = SANDBOX_SCAN_MS): () => void {
  return sandboxSettler(c).start(intervalMs)
}
