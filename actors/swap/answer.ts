/**
 * What an execute answers, first time or replayed: the swap as it stands once its sends have had their time. The
 * sends run as the swap's workflow (send_workflow.ts), so they go on whatever happens to the request; the request
 * waits for the swap transaction at most EXECUTE_WAIT_MS (a token input's approve must be mined first). Then: the
 * swap's hash with `pending`; the spec's 500 with its reason once it failed, the same every time; or 409
 * SWAP_IN_PROGRESS while it is still on its way (the swap is sent when its approve is mined: its history shows it,
 * and a retry with the same Idempotency-Key answers its hash).
 */
import { RejectionError, reject } from '../../platform/errors'
import type { Workflow } from '../runtime/workflow'
import type { SwapSubmitted } from './api/wire'
import type { SwapContext } from './context'
import { swapRef } from './decide'

/** As long as a request waited for an approve to be mined before the workflow took the sends over. */
const EXECUTE_WAIT_MS = 60_000
/** Between looks at a swap whose approve is on its way (each look first runs a pass of its workflow). */
const LOOK_EVERY_MS = 250

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
  if (swap?.swapTxHash)
    return { tx_hash: swap.swapTxHash, status: 'pending', ...(swap.approveTxHash ? { approve_tx_hash: swap.approveTxHash } : {}) }
  // A swap not yet opened answers SWAP_NOT_FOUND: its first attempt is between binding the key and recording it.
  throw new RejectionError(
    reject(
      'SWAP_IN_PROGRESS',
      swap?.approveTxHash
        ? `the swap is recorded and its approve (${swap.approveTxHash}) is being mined; the swap is sent then: see the history, or retry with the same Idempotency-Key`
        : 'the swap under this Idempotency-Key is still being sent; retry shortly',
    ),
  )
}

/** Runs the swap's sends and waits for its transaction (or its failure) at most EXECUTE_WAIT_MS, then answers it. */
export async function executeAndAnswer(c: SwapContext, sends: Workflow, id: string, passMs: number): Promise<SwapSubmitted> {
  for (let waited = 0; waited < EXECUTE_WAIT_MS; waited += LOOK_EVERY_MS) {
    await sends.runWithin(id, passMs)
    const now = await c.payments.host.ask(swapRef(id), { type: 'get' })
    if (!now.ok || now.reply.status !== 'pending' || now.reply.swapTxHash) break
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS))
  }
  return answerSwap(c, id)
}
