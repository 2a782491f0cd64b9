/**
 * Broadcast and check of a recorded TRX, SOL or XRP transaction, through
 * the adapters' own refusal codes (chains/broadcast.ts). "duplicate", a
 * used sequence and "expired" are no outcome for a broadcast (an earlier
 * copy may be the reason); the check decides. These networks give every
 * transaction a lifetime, so a transaction the node does not know once its
 * lifetime has passed can never land: expired.
 */
import type { BroadcastResult } from '../broadcast'
import type { ChainAdapter } from '../adapter'
import type { SolanaAdapter } from '../solana/adapter'
import type { XrpAdapter } from '../xrp/adapter'
import { answerNumber } from '../xrp/transport'
import { errorText, type BroadcastAnswer, type CheckAnswer, type SignedTransaction } from './signed'

const NO_OUTCOME = new Set(['duplicate', 'inputs_spent', 'expired'])

/** A network refusal as a broadcast answer; a thrown fault is unknown. */
export async function broadcastAnswer(send: () => Promise<BroadcastResult>, signed: SignedTransaction): Promise<BroadcastAnswer> {
  try {
    const result = await send()
    if (result.ok) return { kind: 'accepted', txHash: signed.txHash }
    if (NO_OUTCOME.has(result.code)) return { kind: 'unknown', detail: `${result.code}: ${result.detail}` }
    return {
      kind: 'rejected',
      code: result.code === 'insufficient_funds' ? 'insufficient_funds' : 'broadcast_failed',
      message: `${result.code}: ${result.detail}`,
    }
  } catch (error) {
    return { kind: 'unknown', detail: errorText(error) }
  }
}

/** How far the network is, in the unit of the transaction's expiry, or null when it cannot be told. */
export type Progress = () => Promise<number | null>

export const solanaProgress =
  (adapter: SolanaAdapter): Progress =>
  async () =>
    // The newest blockhash is valid for 150 blocks: its last valid height less 150 is the current block height.
    Number((await adapter.latestBlockhash()).lastValidBlockHeight) - 150

export const xrpProgress =
  (adapter: XrpAdapter): Progress =>
  async () =>
    answerNumber(await adapter.transport.request('ledger', { ledger_index: 'validated' }), 'ledger_index')

export const clockProgress = (): Progress => async () => Date.now()

/** By hash through the adapter; unknown to the node past its lifetime is expired, before it missing. */
export async function checkByHash(adapter: ChainAdapter, signed: SignedTransaction, progress: Progress): Promise<CheckAnswer> {
  const seen = await adapter.transaction(signed.txHash)
  if (seen?.status === 'confirmed') return { kind: 'included', outcome: 'confirmed', block: null }
  if (seen?.status === 'failed') return { kind: 'included', outcome: 'reverted', block: null }
  if (seen) return { kind: 'pending' }
  if (!signed.expiry) return { kind: 'missing' }
  const now = await progress()
  // Read after the lookup: a transaction included in between is seen on the next check, which stops at the lifetime.
  if (now !== null && now > signed.expiry.value && (await adapter.transaction(signed.txHash)) === null)
    return { kind: 'expired', detail: `not included before ${signed.expiry.kind} ${signed.expiry.value} (now ${now})` }
  return { kind: 'missing' }
}
