/**
 * An execute retried with the same Idempotency-Key never swaps twice. The
 * key (scoped to merchant and environment, stored as a UUID derived from
 * it, never in clear) is bound to a swap id before the swap is opened; a
 * retry with the same request answers that swap: its hash once the swap
 * transaction is sent, the same error once it failed, 409
 * SWAP_IN_PROGRESS while the first attempt has not sent its swap yet (its
 * sends are recorded under ids derived from the swap, so a late first
 * attempt finishes alone). Another request under the same key is 409.
 */
import type { Sql } from 'postgres'
import { RejectionError, reject } from '../../platform/errors'
import { requestHash, uuidFromKey } from '../../platform/idempotency'
import type { SwapContext } from './context'
import type { SwapRecord } from './state'

export type Claim = { readonly kind: 'new'; readonly id: string } | { readonly kind: 'replay'; readonly id: string }

/** A fresh swap id, bound to the key when there is one; a key bound before answers its swap's id as a replay. */
export async function claimSwapId(sql: Sql, key: string | undefined, scope: string, request: unknown): Promise<Claim> {
  const [row] = await sql<{ id: string }[]>`SELECT nextval('swap_ids')::text AS id`
  const id = row!.id
  if (key === undefined) return { kind: 'new', id }
  const keyId = uuidFromKey('swap', scope, key)
  const hash = requestHash(request)
  const inserted =
    await sql`INSERT INTO swap_keys (key_id, request_hash, swap_id) VALUES (${keyId}, ${hash}, ${id}) ON CONFLICT (key_id) DO NOTHING`
  if (inserted.count === 1) return { kind: 'new', id }
  const [bound] = await sql<{ request_hash: string; swap_id: string }[]>`
    SELECT request_hash, swap_id::text AS swap_id FROM swap_keys WHERE key_id = ${keyId}`
  if (bound!.request_hash !== hash)
    throw new RejectionError(reject('IDEMPOTENCY_KEY_REUSED', 'this Idempotency-Key was used for a different swap'))
  return { kind: 'replay', id: bound!.swap_id }
}

/** The first attempt's answer, as far as it got. */
export async function replaySwap(c: SwapContext, id: string): Promise<{ tx_hash: string; status: 'pending' }> {
  const result = await c.payments.host.ask<SwapRecord>({ kind: 'swap', id }, { type: 'get' })
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
  if (swap?.swapTxHash) return { tx_hash: swap.swapTxHash, status: 'pending' }
  throw new RejectionError(reject('SWAP_IN_PROGRESS', 'the swap under this Idempotency-Key is still being sent; retry shortly'))
}
