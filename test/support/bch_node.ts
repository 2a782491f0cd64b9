/**
 * A Bitcoin Cash Node stand-in for tests (no BCH node is packaged for this
 * machine): JSON-RPC over HTTP with BCHN's reply shapes (amounts as JSON
 * numbers in whole coins, cash addresses with the `bchreg:` prefix), and a
 * real consensus check: `sendrawtransaction` decodes the transaction and
 * runs every input through libauth's BCH virtual machine against the
 * outputs it spends, refusing with BCHN's error codes otherwise. Accepted
 * transactions are printed as the node prints them (inputs as `txid`/`vout`,
 * funding ones as coinbase inputs), so a fee can be summed from what they
 * spend, and `getblockheader` gives a mined block's height.
 */
import { randomBytes } from 'node:crypto'
import { loadLibauth, type Libauth } from '../../chains/bch/libauth'
import { exact, jsonText, startRpcServer, type RpcServer } from './rpc_server'

type Out = { valueSatoshis: bigint; lockingBytecode: Uint8Array }
type In = { outpointTransactionHash: Uint8Array; outpointIndex: number; unlockingBytecode: Uint8Array; sequenceNumber: number }
type Tx = { txid: string; hex: string; inputs: In[]; outputs: Out[] }

const isCoinbase = (i: In) => i.outpointIndex === 0xffffffff && i.outpointTransactionHash.every((b) => b === 0)
const coins = (sat: bigint) => exact(`${sat / 100_000_000n}.${(sat % 100_000_000n).toString().padStart(8, '0')}`)

export interface BchNode {
  readonly url: string
  readonly server: RpcServer
  /** Pays `satoshis` to a cash address from nowhere (a coinbase transaction) into the mempool. */
  fund(address: string, satoshis: bigint): string
  mine(blocks?: number): void
  /** Replaces the node's fee answer (BCH per kB as the node prints it). */
  feePerKb: string
  close(): Promise<void>
}

export async function startBchNode(): Promise<BchNode> {
  const lib: Libauth = await loadLibauth()
  const vm = lib.createVirtualMachineBCH(true)
  const blocks: Array<{ hash: string; txs: Tx[] }> = [{ hash: randomBytes(32).toString('hex'), txs: [] }]
  const utxos = new Map<string, Out>()
  const where = new Map<string, number>()
  let mempool: Tx[] = []
  const record = (bin: Uint8Array, inputs: In[], outputs: Out[]): Tx => {
    const tx = { txid: lib.hashTransaction(bin), hex: lib.binToHex(bin), inputs, outputs }
    outputs.forEach((o, n) => utxos.set(`${tx.txid}:${n}`, o))
    mempool.push(tx)
    return tx
  }
  const address = (bytecode: Uint8Array) => {
    const encoded = lib.lockingBytecodeToCashAddress({ prefix: 'bchreg', bytecode })
    return typeof encoded === 'string' ? [] : [encoded.address]
  }
  const render = (tx: Tx) => ({
    txid: tx.txid,
    hash: tx.txid,
    version: 2,
    size: tx.hex.length / 2,
    locktime: 0,
    hex: tx.hex,
    vin: tx.inputs.map((i) =>
      isCoinbase(i)
        ? { coinbase: lib.binToHex(i.unlockingBytecode), sequence: i.sequenceNumber }
        : {
            txid: lib.binToHex(i.outpointTransactionHash),
            vout: i.outpointIndex,
            scriptSig: { asm: '', hex: lib.binToHex(i.unlockingBytecode) },
            sequence: i.sequenceNumber,
          },
    ),
    vout: tx.outputs.map((o, n) => ({
      value: coins(o.valueSatoshis),
      n,
      scriptPubKey: {
        asm: '',
        hex: lib.binToHex(o.lockingBytecode),
        reqSigs: 1,
        type: 'pubkeyhash',
        addresses: address(o.lockingBytecode),
      },
    })),
  })
  const tip = () => blocks.length - 1
  const find = (txid: string) => [...blocks.flatMap((b) => b.txs), ...mempool].find((t) => t.txid === txid)
  const node: Omit<BchNode, 'url' | 'server' | 'close'> = {
    feePerKb: '0.00001000',
    fund(to, satoshis) {
      const decoded = lib.cashAddressToLockingBytecode(to)
      if (typeof decoded === 'string') throw new Error(decoded)
      const outputs = [{ lockingBytecode: decoded.bytecode, valueSatoshis: satoshis }]
      // A coinbase input (null outpoint); its script carries random bytes as an extra nonce would, so two fundings differ.
      const input = {
        outpointTransactionHash: new Uint8Array(32),
        outpointIndex: 0xffffffff,
        sequenceNumber: 0xffffffff,
        unlockingBytecode: Uint8Array.from(randomBytes(8)),
      }
      return record(lib.encodeTransactionBCH({ version: 2, locktime: 0, inputs: [input], outputs }), [input], outputs).txid
    },
    mine(count = 1) {
      for (let i = 0; i < count; i++) {
        blocks.push({ hash: randomBytes(32).toString('hex'), txs: mempool })
        for (const tx of mempool) where.set(tx.txid, tip())
        mempool = []
      }
    },
  }
  const methods: Record<string, (params: any[]) => unknown> = {
    getblockcount: () => tip(),
    getblockhash: ([height]) => blocks[height]!.hash,
    getblock: ([hash]) => {
      const height = blocks.findIndex((b) => b.hash === hash)
      return { hash, height, confirmations: tip() - height + 1, tx: blocks[height]!.txs.map(render) }
    },
    getblockheader: ([hash]) => {
      const height = blocks.findIndex((b) => b.hash === hash)
      if (height < 0) throw { code: -5, message: 'Block not found' }
      return {
        hash,
        confirmations: tip() - height + 1,
        height,
        version: 536870912,
        ...(height > 0 ? { previousblockhash: blocks[height - 1]!.hash } : {}),
        nTx: blocks[height]!.txs.length,
      }
    },
    getrawtransaction: ([txid, verbose]) => {
      const tx = find(txid)
      if (!tx) throw { code: -5, message: 'No such mempool or blockchain transaction. Use gettransaction for wallet transactions.' }
      if (!verbose) return tx.hex
      const height = where.get(txid)
      return height === undefined ? render(tx) : { ...render(tx), blockhash: blocks[height]!.hash, confirmations: tip() - height + 1 }
    },
    scantxoutset: ([, [descriptor]]) => {
      const wanted = lib.cashAddressToLockingBytecode(String(descriptor).slice(5, -1))
      if (typeof wanted === 'string') throw { code: -5, message: `Invalid descriptor: ${wanted}` }
      const unspents = [...utxos]
        .filter(([key, o]) => where.has(key.split(':')[0]!) && lib.binsAreEqual(o.lockingBytecode, wanted.bytecode))
        .map(([key, o]) => {
          const [txid, vout] = key.split(':') as [string, string]
          return {
            txid,
            vout: Number(vout),
            scriptPubKey: lib.binToHex(o.lockingBytecode),
            desc: descriptor,
            amount: coins(o.valueSatoshis),
            height: where.get(txid)!,
          }
        })
      const total = unspents.reduce((sum, u) => sum + utxos.get(`${u.txid}:${u.vout}`)!.valueSatoshis, 0n)
      return { success: true, txouts: utxos.size, height: tip(), bestblock: blocks[tip()]!.hash, unspents, total_amount: coins(total) }
    },
    sendrawtransaction: ([hex]) => {
      const transaction = lib.decodeTransactionBCH(lib.hexToBin(hex))
      if (typeof transaction === 'string') throw { code: -22, message: `TX decode failed: ${transaction}` }
      const keys = transaction.inputs.map((i) => `${lib.binToHex(i.outpointTransactionHash)}:${i.outpointIndex}`)
      const sourceOutputs = keys.map((k) => utxos.get(k))
      if (sourceOutputs.some((o) => o === undefined)) throw { code: -25, message: 'bad-txns-inputs-missingorspent' }
      const verdict = vm.verify({ sourceOutputs: sourceOutputs as Out[], transaction })
      if (verdict !== true) throw { code: -26, message: `mandatory-script-verify-flag-failed (${verdict})` }
      keys.forEach((k) => utxos.delete(k))
      return record(lib.hexToBin(hex), transaction.inputs, transaction.outputs).txid
    },
    estimatefee: () => exact(node.feePerKb),
  }
  const server = await startRpcServer(({ body }) => {
    try {
      const method = methods[body.method]
      if (!method)
        return { status: 404, text: jsonText({ result: null, error: { code: -32601, message: 'Method not found' }, id: body.id }) }
      return { text: jsonText({ result: method(body.params ?? []), error: null, id: body.id }) }
    } catch (error) {
      return { status: 500, text: jsonText({ result: null, error, id: body.id }) }
    }
  })
  return Object.assign(node, { url: server.url, server, close: () => server.close() })
}
