/**
 * Where a BTC, LTC or BCH transaction was mined and the fee it paid, from
 * the node (-txindex): the height from its block header, the fee as the
 * value of the outputs it spends minus the value of its own, each spent
 * output read from its parent transaction. A transaction spending more
 * than FEE_PARENTS_MAX parents gets no fee (the one recorded at broadcast,
 * from the same inputs and outputs, stands) so one sweep never costs
 * hundreds of node calls.
 */
import type { Settlement } from '../adapter'
import { present } from '../../platform/present'
import { coinsToUnits, decodedTransaction, type NodeRpc } from './rpc'

const FEE_PARENTS_MAX = 25

type Vin = { txid?: string; vout?: number; coinbase?: string }
type Tx = { txid: string; vin?: Vin[]; vout: Array<{ value: string; n: number }>; blockhash?: string }

/** null while the transaction is unknown or only in the mempool. */
export async function utxoSettlement(rpc: NodeRpc, txHash: string): Promise<Settlement | null> {
  const tx = await decodedTransaction<Tx>(rpc, txHash)
  if (!tx?.blockhash) return null
  const { height } = await rpc.call<{ height: number }>('getblockheader', [tx.blockhash])
  const fee = await feeOf(rpc, tx)
  return fee === null ? { blockNumber: height } : { blockNumber: height, fee }
}

async function feeOf(rpc: NodeRpc, tx: Tx): Promise<bigint | null> {
  const vin = tx.vin ?? []
  // A coinbase pays no fee; a node that prints no inputs leaves nothing to sum.
  if (vin.length === 0 || vin.some((i) => i.coinbase !== undefined || i.txid === undefined || i.vout === undefined)) return null
  const parents = [...new Set(vin.flatMap((i) => (i.txid === undefined ? [] : [i.txid])))]
  if (parents.length > FEE_PARENTS_MAX) return null
  const outputs = new Map<string, Tx['vout']>()
  // One at a time: a node's RPC work queue is small.
  for (const txid of parents) outputs.set(txid, (await rpc.call<Tx>('getrawtransaction', [txid, true])).vout)
  let fee = 0n
  for (const i of vin) {
    const spent = present(outputs.get(i.txid ?? ''), `the outputs of ${i.txid}`).find((o) => o.n === i.vout)
    if (!spent) throw new Error(`${i.txid}:${i.vout} is not an output of its transaction`)
    fee += coinsToUnits(spent.value)
  }
  for (const o of tx.vout) fee -= coinsToUnits(o.value)
  if (fee < 0n) throw new Error(`the outputs of ${tx.txid} exceed what it spends`)
  return fee
}
