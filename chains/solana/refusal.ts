/**
 * A failed sendTransaction -> a broadcast refusal. kit raises SolanaError
 * with the JSON-RPC code; a preflight failure carries the transaction
 * error as its cause. Anything that is not a node's verdict (transport,
 * timeout) is rethrown as a fault.
 */
import { rejected, type BroadcastResult } from '../broadcast'
import { kit } from './kit'

export function broadcastRefusal(error: unknown): BroadcastResult {
  if (!kit.isSolanaError(error)) throw error
  const detail = error.message
  if (kit.isSolanaError(error, kit.SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE))
    return rejected('invalid_signature', detail)
  if (!kit.isSolanaError(error, kit.SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)) throw error
  const cause = error.cause
  if (kit.isSolanaError(cause, kit.SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND)) return rejected('expired', detail)
  if (kit.isSolanaError(cause, kit.SOLANA_ERROR__TRANSACTION_ERROR__ALREADY_PROCESSED)) return rejected('duplicate', detail)
  if (kit.isSolanaError(cause, kit.SOLANA_ERROR__TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_FEE))
    return rejected('insufficient_funds', detail)
  if (kit.isSolanaError(cause, kit.SOLANA_ERROR__TRANSACTION_ERROR__SIGNATURE_FAILURE)) return rejected('invalid_signature', detail)
  return rejected('rejected', detail)
}
