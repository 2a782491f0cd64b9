/**
 * What an execute answers, first time or replayed: the swap as it stands. `tx_hash` is the swap transaction's
 * hash, null while a token input's approve is still being mined (the swap's workflow sends it then; the history
 * and a replay show it). A failed swap answers the spec's 500 with its reason, the same every time.
 */
import { swapRef } from './decide'
import { RejectionError, reject } from '../../platform/errors'
import type { SwapContext } from './context'
import type { SwapSubmitted } from './api/wire'
import type { SwapRecord } from './state'

export async function answerSwap(c: SwapContext, id: string): Promise<SwapSubmitted> {
  const result = await c.payments.host.ask(swapRef(id), { type: 'get' })
  const swap = result.ok ? result.reply : null
  if (swap?.status === 'failed') {
    const approve = swap.failedStep === 'approve'
    throw new RejectionError(
      reject(
        approve ? 'SWAP_APPROVE_FAILED' : 'SWAP_TRANSACTION_FAILED',
        `${approve ? 'approve failed' : 'swap transaction failed'}: ${swap.reason}`,
      ),
    )
  }
  // A swap not yet opened answers SWAP_NOT_FOUND: its first attempt is between binding the key and recording it.
  if (!swap)
    throw new RejectionError(reject('SWAP_IN_PROGRESS', 'the swap under this Idempotency-Key is still being recorded; retry shortly'))
  return { tx_hash: swap.swapTxHash, status: 'pending', approve_tx_hash: swap.approveTxHash }
}
