/**
 * Broadcast and check of a recorded EVM transaction. The node's words are
 * translated here, once: a refusal counts only when it is about these bytes
 * and could not come from an earlier copy of them ("already known", "nonce
 * too low" and an underpriced replacement are no outcome: the check by hash
 * decides); a timeout, a transport fault or an HTTP error says nothing.
 */
import { viem } from '../esm_deps'
import type { EvmAdapter } from '../evm/adapter'
import { addressOf, hexOf } from '../evm/hex'
import { errorText, type BroadcastAnswer, type CheckAnswer, type SignedTransaction } from './signed'

const { TransactionReceiptNotFoundError, TransactionNotFoundError } = viem

/** Answers that a copy of the same bytes (or a rival with the same nonce) is already there: no outcome. */
const NO_OUTCOME = /already known|already imported|known transaction|nonce too low|replacement transaction underpriced|already exists/i
/** Refusals of the transaction itself: it cannot be valid as signed. */
const DEFINITE =
  /insufficient funds|intrinsic gas too low|exceeds block gas limit|gas limit reached|fee cap less than block base fee|max fee per gas less than|invalid sender|invalid signature|invalid chain id|transaction type not supported|tx fee .* exceeds|oversized data/i

/** The node's JSON-RPC refusal (code and message) inside a viem error, or null for transport faults. */
function nodeRefusal(error: unknown): { code: number; message: string } | null {
  for (let e: unknown = error; e; e = e instanceof Error ? e.cause : undefined) {
    if (e instanceof viem.HttpRequestError || e instanceof viem.TimeoutError) return null
    if (e instanceof viem.RpcRequestError) return { code: e.code, message: e.details || e.shortMessage }
  }
  return null
}

export async function broadcastEvm(adapter: EvmAdapter, signed: SignedTransaction): Promise<BroadcastAnswer> {
  try {
    await adapter.broadcast(hexOf(signed.raw, 'a signed EVM transaction'))
    return { kind: 'accepted', txHash: signed.txHash }
  } catch (error) {
    const refusal = nodeRefusal(error)
    if (!refusal || NO_OUTCOME.test(refusal.message) || !DEFINITE.test(refusal.message))
      return { kind: 'unknown', detail: errorText(error) }
    const code = /insufficient funds/i.test(refusal.message) ? 'insufficient_funds' : 'broadcast_failed'
    return { kind: 'rejected', code, message: refusal.message }
  }
}

const orNull = <T>(p: Promise<T>): Promise<T | null> =>
  p.catch((error: unknown) => {
    if (error instanceof TransactionReceiptNotFoundError || error instanceof TransactionNotFoundError) return null
    throw error
  })

/**
 * The account's mined nonce is read before the receipt: a transaction mined
 * in between is then seen by its receipt, so "nonce used and no receipt"
 * always means another transaction took the nonce.
 */
export async function checkEvm(adapter: EvmAdapter, signed: SignedTransaction): Promise<CheckAnswer> {
  const hash = hexOf(signed.txHash, 'a transaction hash')
  const used = await adapter.client.getTransactionCount({ address: addressOf(signed.from, 'the sender'), blockTag: 'latest' })
  const receipt = await orNull(adapter.client.getTransactionReceipt({ hash }))
  if (receipt)
    return { kind: 'included', outcome: receipt.status === 'success' ? 'confirmed' : 'reverted', block: Number(receipt.blockNumber) }
  if (signed.nonce !== undefined && used > signed.nonce)
    return { kind: 'conflicted', detail: `nonce ${signed.nonce} of ${signed.from} was used by another transaction` }
  return (await orNull(adapter.client.getTransaction({ hash }))) ? { kind: 'pending' } : { kind: 'missing' }
}
