/**
 * Broadcast and check of a recorded BTC, LTC or BCH transaction. The node's
 * refusal codes are read here: -25 (inputs missing or spent), -26 (policy:
 * fee, script) and -22 (undecodable) refuse the bytes; "already in the
 * mempool" (-26 txn-already-in-mempool) and "already in the chain" (-27)
 * are no outcome; anything without a JSON-RPC code (timeout, HTTP 500, a
 * dropped connection) is unknown. The check looks at the inputs before the
 * hash, so an input spent by this very transaction in between is seen by
 * its hash, and "an input is spent and the hash is unknown" always means a
 * rival spend.
 */
import { field } from '../../platform/json_object'
import { bitcoin } from '../bitcoinjs'
import type { UtxoAdapter } from '../utxo/adapter'
import { decodedTransaction } from '../utxo/rpc'
import { errorText, type BroadcastAnswer, type CheckAnswer, type SignedTransaction } from './signed'

const DEFINITE_CODES = new Set([-25, -26, -22])
const NO_OUTCOME = /already-in-mempool|already in block chain|already known|txn-already/i

/** The outpoints a signed transaction spends, as "txid:vout". */
export function outpointsOf(hex: string): string[] {
  return bitcoin.Transaction.fromHex(hex).ins.map((i) => `${Buffer.from(i.hash).reverse().toString('hex')}:${i.index}`)
}

export async function broadcastUtxo(adapter: UtxoAdapter, signed: SignedTransaction): Promise<BroadcastAnswer> {
  try {
    await adapter.broadcast(signed.raw)
    return { kind: 'accepted', txHash: signed.txHash }
  } catch (error) {
    // NodeRpc puts the node's JSON-RPC error code on the Error; a fault without one (timeout, HTTP 500) has none.
    const code = field(error, 'code')
    const message = error instanceof Error ? error.message : String(error)
    if (typeof code !== 'number' || !DEFINITE_CODES.has(code) || NO_OUTCOME.test(message))
      return { kind: 'unknown', detail: errorText(error) }
    return { kind: 'rejected', code: /insufficient/i.test(message) ? 'insufficient_funds' : 'broadcast_failed', message }
  }
}

export async function checkUtxo(adapter: UtxoAdapter, signed: SignedTransaction): Promise<CheckAnswer> {
  const spent: string[] = []
  for (const outpoint of signed.inputs ?? []) {
    const [txid, vout, ...rest] = outpoint.split(':')
    if (txid === undefined || vout === undefined || rest.length > 0) throw new Error(`a recorded input is not "txid:vout": ${outpoint}`)
    // include_mempool: an output spent by a transaction still in the mempool is spent too.
    if ((await adapter.rpc.call<unknown>('gettxout', [txid, Number(vout), true])) === null) spent.push(outpoint)
  }
  const tx = await decodedTransaction<{ blockhash?: string; confirmations?: number }>(adapter.rpc, signed.txHash)
  if (tx?.blockhash && (tx.confirmations ?? 0) > 0) {
    const header = await adapter.rpc.call<{ height: number }>('getblockheader', [tx.blockhash])
    return { kind: 'included', outcome: 'confirmed', block: header.height }
  }
  if (tx) return { kind: 'pending' }
  if (spent.length > 0) return { kind: 'conflicted', detail: `input ${spent.join(', ')} was spent by another transaction` }
  return { kind: 'missing' }
}
