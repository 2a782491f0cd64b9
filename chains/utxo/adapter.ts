/**
 * BTC, LTC and BCH over a node's RPC (the node must run with -txindex). Deposits
 * are found by scanning blocks for outputs to monitored addresses; the
 * cursor is the last scanned height, at most `maxBlocksPerRound` past the
 * previous one, so catching up never turns into one endless round. BTC
 * confirms by depth; LTC settles when its block is `requiredDepth` deep, and
 * reports 0 confirmations as the spec's time-settled networks do. Spendable outputs come from
 * scantxoutset, so no node wallet holds our keys.
 */
import type { ChainAdapter, IncomingTransfer } from '../adapter'
import { coinsToUnits, decodedTransaction, NodeRpc } from './rpc'
import { utxoSettlement } from './settlement'

type Vout = { value: string; n: number; scriptPubKey: { address?: string; addresses?: string[] } }
type Tx = { txid: string; vout: Vout[]; confirmations?: number; blockhash?: string }

export interface UtxoAdapterOptions {
  readonly network: 'BTC' | 'LTC' | 'BCH'
  readonly rpcUrl: string
  readonly rpcAuth: string
  readonly requiredDepth: number
  /**
   * Maps an address to the form compared against monitored ones. BCH nodes
   * print cash addresses whose prefix (bchtest, bchreg) may differ from the
   * one stored, so BCH compares legacy forms; the identity elsewhere.
   */
  readonly addressKey?: (address: string) => string
  /** Deadline of one node call (default 10 s). */
  readonly rpcTimeoutMs?: number
  /** Blocks scanned per round at most (default 50): verbose blocks are megabytes each. */
  readonly maxBlocksPerRound?: number
}

export interface Unspent {
  /** Block height of the output (coinbase outputs need 100 confirmations before they are spendable). */
  readonly height: number
  readonly txid: string
  readonly vout: number
  readonly amount: bigint
  readonly rawTx: string
}

export interface UtxoAdapter extends ChainAdapter {
  readonly rpc: NodeRpc
  unspent(address: string): Promise<Unspent[]>
  broadcast(rawTxHex: string): Promise<string>
}

const addressesOf = (v: Vout) => (v.scriptPubKey.address ? [v.scriptPubKey.address] : (v.scriptPubKey.addresses ?? []))

export function utxoAdapter(options: UtxoAdapterOptions): UtxoAdapter {
  const rpc = new NodeRpc(options.rpcUrl, options.rpcAuth, options.rpcTimeoutMs)
  const maxBlocks = options.maxBlocksPerRound ?? 50
  const reportDepth = options.network === 'BTC'
  const keyOf = options.addressKey ?? ((address: string) => address)
  const view = (tx: Tx, v: Vout, confirmations: number, nowMs: number, toAddress = addressesOf(v)[0] ?? ''): IncomingTransfer => {
    const confirmed = confirmations >= options.requiredDepth
    return {
      txHash: tx.txid,
      network: options.network,
      currency: options.network,
      fromAddress: '',
      toAddress,
      amount: coinsToUnits(v.value),
      index: v.n,
      status: confirmed ? 'confirmed' : 'detected',
      confirmations: reportDepth ? confirmations : 0,
      detectedAtMs: nowMs,
      confirmedAtMs: confirmed ? nowMs : null,
    }
  }
  return {
    network: options.network,
    rpc,
    async balance(address) {
      const result = await rpc.call<{ total_amount: string }>('scantxoutset', ['start', [`addr(${address})`]])
      return coinsToUnits(result.total_amount)
    },
    async unspent(address) {
      const result = await rpc.call<{ unspents: Array<{ txid: string; vout: number; amount: string; height: number }> }>('scantxoutset', [
        'start',
        [`addr(${address})`],
      ])
      // One at a time: a node's RPC work queue is small, and P2PKH inputs need their whole previous transaction.
      const unspents: Unspent[] = []
      for (const u of result.unspents) {
        unspents.push({
          height: u.height,
          txid: u.txid,
          vout: u.vout,
          amount: coinsToUnits(u.amount),
          rawTx: await rpc.call<string>('getrawtransaction', [u.txid, false]),
        })
      }
      return unspents
    },
    broadcast: (raw) => rpc.call<string>('sendrawtransaction', [raw]),
    addressKey: keyOf,
    head: async () => String(await rpc.call<number>('getblockcount')),
    async depositsSince(watched, cursor) {
      const tip = await rpc.call<number>('getblockcount')
      const from = cursor === null ? tip : Number(cursor) + 1
      const to = Math.min(tip, from + maxBlocks - 1)
      const now = Date.now()
      // Every paid output of the blocks first, then one question about their addresses (the round costs what the
      // blocks hold); the match answers in the monitored spelling, which is what the watcher looks owners up by.
      const outputs: Array<{ tx: Tx; v: Tx['vout'][number]; height: number; addresses: string[] }> = []
      for (let height = from; height <= to; height++) {
        const block = await rpc.call<{ tx: Tx[] }>('getblock', [await rpc.call<string>('getblockhash', [height]), 2])
        for (const tx of block.tx) for (const v of tx.vout) outputs.push({ tx, v, height, addresses: addressesOf(v) })
      }
      const found = await watched.match(outputs.flatMap((o) => o.addresses))
      const transfers: IncomingTransfer[] = []
      for (const o of outputs) {
        const match = o.addresses.map((a) => found.get(a)).find((a) => a !== undefined)
        if (match !== undefined) transfers.push(view(o.tx, o.v, tip - o.height + 1, now, match))
      }
      return { transfers, cursor: String(Math.max(from - 1, to)) }
    },
    async transaction(txHash) {
      const tx = await decodedTransaction<Tx>(rpc, txHash)
      if (!tx) return null
      // The transaction's status and depth; which output is the deposit does not matter here.
      const output = tx.vout[0]
      return output ? view(tx, output, tx.confirmations ?? 0, Date.now()) : null
    },
    settlement: (txHash) => utxoSettlement(rpc, txHash),
  }
}
