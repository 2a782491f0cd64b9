/**
 * What sending a signed transaction answers on every network: its hash, or
 * the network's refusal as a stable code (it reaches the API response) with
 * the node's own words kept for logs. A refusal is a value; only transport
 * faults (endpoint down, timeout) are thrown.
 */
export type BroadcastRejection =
  | 'invalid_signature' // the network says the signature or script does not verify
  | 'inputs_spent' // UTXO inputs missing or already spent, or a nonce/sequence already used
  | 'insufficient_funds'
  | 'fee_too_low'
  | 'expired' // the blockhash, reference block or LastLedgerSequence has passed
  | 'duplicate' // already known to the network: the earlier submission stands
  | 'rejected' // any other refusal

export type BroadcastResult =
  { readonly ok: true; readonly txHash: string } | { readonly ok: false; readonly code: BroadcastRejection; readonly detail: string }

export const rejected = (code: BroadcastRejection, detail: string): BroadcastResult => ({ ok: false, code, detail })
