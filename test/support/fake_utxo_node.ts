/**
 * A bitcoind-shaped JSON-RPC node in memory, for watcher tests that need a
 * node to misbehave on cue: blocks and transactions are set by the test,
 * and `trouble` makes chosen methods answer HTTP 500 with no JSON (a proxy
 * in front of a sick node), a node error (-28, warming up), or nothing at
 * all (hung). Errors are shaped as bitcoind shapes them: HTTP 500 with
 * `{result: null, error: {code, message}}`, -5 for an unknown transaction.
 */
import { exact, jsonText, startRpcServer, type RpcServer } from './rpc_server'

type Trouble = 'http500' | 'warming_up' | 'hang'

interface FakeTx {
  readonly txid: string
  /** [address, coins as the node prints them] per output, in vout order. */
  readonly outputs: ReadonlyArray<readonly [string, string]>
}

export interface FakeUtxoNode {
  readonly server: RpcServer
  tip: number
  /** Where each transaction is: a height, 'mempool', or absent (the node does not know it). */
  readonly placed: Map<string, number | 'mempool'>
  readonly trouble: Map<string, Trouble>
  /** Puts `tx` in block `height` (and moves the tip there if it is higher). */
  mine(tx: FakeTx, height: number): void
}

export async function startFakeUtxoNode(startTip: number): Promise<FakeUtxoNode> {
  const txs = new Map<string, FakeTx>()
  const reply = (result: unknown) => ({ text: jsonText({ result, error: null, id: 1 }) })
  const error = (code: number, message: string) => ({
    status: 500,
    text: JSON.stringify({ result: null, error: { code, message }, id: 1 }),
  })
  const verbose = (tx: FakeTx, confirmations?: number) => ({
    txid: tx.txid,
    ...(confirmations === undefined ? {} : { confirmations }),
    vout: tx.outputs.map(([address, coins], n) => ({ value: exact(coins), n, scriptPubKey: { address } })),
  })
  const node: Omit<FakeUtxoNode, 'server'> = {
    tip: startTip,
    placed: new Map(),
    trouble: new Map(),
    mine(tx, height) {
      txs.set(tx.txid, tx)
      node.placed.set(tx.txid, height)
      node.tip = Math.max(node.tip, height)
    },
  }
  const handle = (method: string, params: unknown[]) => {
    const trouble = node.trouble.get(method)
    if (trouble === 'hang') return new Promise<never>(() => undefined)
    if (trouble === 'http500') return { status: 500, text: 'upstream unavailable' }
    if (trouble === 'warming_up') return error(-28, 'Loading block index...')
    if (method === 'getblockcount') return reply(node.tip)
    if (method === 'getblockhash') return reply(`hash-${params[0] as number}`)
    if (method === 'getblock') {
      const height = Number(String(params[0]).slice('hash-'.length))
      return reply({ tx: [...txs.values()].filter((tx) => node.placed.get(tx.txid) === height).map((tx) => verbose(tx)) })
    }
    if (method === 'getrawtransaction') {
      const tx = txs.get(String(params[0]))
      const place = tx ? node.placed.get(tx.txid) : undefined
      if (!tx || place === undefined)
        return error(-5, 'No such mempool or blockchain transaction. Use gettransaction for wallet transactions.')
      return reply(verbose(tx, place === 'mempool' ? undefined : node.tip - place + 1))
    }
    return error(-32601, 'Method not found')
  }
  const server = await startRpcServer((request) => handle(request.body.method, request.body.params ?? []))
  return Object.assign(node, { server })
}
