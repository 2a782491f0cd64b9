/**
 * Settles swaps from their chain sends' outcomes: a confirmed swap send
 * reads its receipt's Swapped log (amount_out as really received, the fee);
 * a reverted one replays the call for the router's reason; a send that can
 * never land (conflicted, expired) fails the swap with that; a swap left
 * unsent by a request that died is found by its timer (`unsent`). Delivery is at
 * least once; the swap actor answers a repeated outcome unchanged.
 */
import { swapRef } from './decide'
import { revertReasonOf, swapOutcome } from '../../chains/swap/calls'
import { chainSendEvents } from '../chains'
import { swapEvents } from './events'
import type { EventSubscriber } from '../runtime/outbox_relay'
import type { SwapContext } from './context'
import type { SwapRecord } from './state'
import type { SwapCommand } from './commands'
import { sendRecord } from '../chains'
import { bridgeSendOutcome, pollBridge } from './bridge_events'
import { SANDBOX_DEX, settleSandboxSwap } from './sandbox_settle'
import { hexOf } from '../../chains/evm/hex'

/** An outcome for the swap; a refusal (already settled otherwise) has nothing left to correct, a fault throws and is redelivered. */
async function tell(c: SwapContext, id: string, command: SwapCommand): Promise<void> {
  await c.payments.host.ask(swapRef(id), command)
}

const ABANDONED = 'abandoned: the request ended before the swap transaction was sent'

/**
 * A swap whose request died before it reported its swap transaction: a recorded send is the swap (the reconciler
 * finishes it and its events settle the swap); without one nothing was or will be sent, and the swap fails.
 */
async function unsent(c: SwapContext, swap: SwapRecord): Promise<void> {
  // A sandbox swap has no chain send: its ledger swap (reference swap:<id>) is the transaction, if it was recorded.
  if (swap.dex === SANDBOX_DEX) {
    const ledger = await c.chains.ledger.swaps().status(`swap:${swap.id}`)
    if (ledger) await tell(c, swap.id, { type: 'sent', step: 'swap', txHash: ledger.txHash })
    else await tell(c, swap.id, { type: 'fail', step: 'swap', reason: ABANDONED })
    return settleSandboxSwap(c, swap.id)
  }
  const send = await sendRecord(c.sends, `swap:${swap.id}:swap`)
  if (send?.txHash) await tell(c, swap.id, { type: 'sent', step: 'swap', txHash: send.txHash })
  else if (!send) await tell(c, swap.id, { type: 'fail', step: 'swap', reason: ABANDONED })
}

export function swapSendEvents(c: SwapContext): EventSubscriber {
  return async (events) => {
    for (const e of events) {
      const due = swapEvents.read(e, 'swap.unsent_due', 'swap.bridge_due')
      if (due) {
        await (due.type === 'swap.unsent_due' ? unsent(c, due.payload) : pollBridge(c, due.payload))
        continue
      }
      const settled = chainSendEvents.read(e, 'chain_send.confirmed', 'chain_send.failed')
      if (!settled) continue
      const s = settled.payload
      // Only the swap transaction settles a swap; the method itself answers for a failed approve.
      if (s.owner.kind !== 'swap' || s.owner.purpose !== 'swap') continue
      const found = await c.payments.host.ask(swapRef(s.owner.id), { type: 'get' })
      if (!found.ok || found.reply.status !== 'pending') continue
      const swap = found.reply
      // A cross-chain swap settles from its bridge's status, not from a Swapped log.
      if (swap.type === 'bridge') {
        await bridgeSendOutcome(c, swap, e.type, s)
        continue
      }
      const network = s.network === 'BSC' || s.network === 'POL' ? s.network : null
      const live = network && (await c.live(network))
      if (!live) continue
      if (settled.type === 'chain_send.failed') {
        // A send refused before it was broadcast has no hash: only a reverted one has a reason on chain.
        const reason =
          s.failure?.cause === 'reverted' && s.txHash
            ? await revertReasonOf(live.deployment, hexOf(s.txHash, 'a send hash'))
            : `${s.failure?.cause}: ${s.failure?.message}`
        await tell(c, swap.id, { type: 'fail', step: 'swap', reason })
        continue
      }
      // A confirmed send was mined, so it has its hash.
      const txHash = hexOf(s.txHash ?? '', 'a confirmed send hash')
      const outcome = await swapOutcome(live.deployment, txHash)
      if (outcome) await tell(c, swap.id, { type: 'confirm', txHash, amountOut: outcome.amountOut, platformFee: outcome.fee })
      else
        await tell(c, swap.id, { type: 'fail', step: 'swap', reason: 'the transaction carries no Swapped event of the platform contract' })
    }
  }
}
