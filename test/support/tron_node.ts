/**
 * A java-tron stand-in for tests (chains cannot be reached from here): the
 * HTTP API TronWeb calls, with java-tron's reply shapes (hex 41… addresses,
 * int64 fields as strings under int64_as_string, Transfer logs with 20-byte
 * contract addresses, `{}` for unknown ids), a solidified height the test
 * moves, and a broadcast that checks what java-tron checks: raw_data
 * matches raw_data_hex (TronWeb's txCheck), txID is its SHA-256, and the
 * signature recovers to the owner address.
 */
import { createHash, randomBytes } from 'node:crypto'
import { computeAddress, SigningKey, Signature } from 'ethers'
import { TRANSFER_TOPIC, tronHex20 } from '../../chains/tron/parse'
import { jsonText, startRpcServer, type RpcServer } from './rpc_server'

type Tx = { txID: string; ret: Array<{ contractRet: string }>; signature: string[]; raw_data: any; raw_data_hex: string }
type Info = Record<string, unknown> & { id: string }

export interface TronNode {
  readonly url: string
  readonly server: RpcServer
  /** Sun balances by base58 address and USDT balances by 20-byte hex. */
  readonly balances: Map<string, string>
  readonly usdt: Map<string, bigint>
  tip(): number
  solidified: number
  /** A TRX transfer into a new block; returns its txID. */
  transferTrx(from: string, to: string, sun: string, contractRet?: string): Promise<string>
  /** A USDT transfer(to, amount) call into a new block: logged when it succeeds, reverted (no log) otherwise. */
  transferUsdt(from: string, to: string, amount: bigint, ok?: boolean): Promise<string>
  close(): Promise<void>
}

export async function startTronNode(usdtContract: string): Promise<TronNode> {
  const { TronWeb, utils } = await import('tronweb')
  const hex = (address: string) => TronWeb.address.toHex(address).toLowerCase()
  const blocks: Array<{ number: number; txs: Tx[]; infos: Info[] }> = [{ number: 0, txs: [], infos: [] }]
  const seen = new Set<string>()
  const build = (type: string, value: Record<string, unknown>): Tx => {
    const raw_data = {
      contract: [{ parameter: { value, type_url: `type.googleapis.com/protocol.${type}` }, type }],
      ref_block_bytes: '0000', ref_block_hash: randomBytes(8).toString('hex'), expiration: Date.now() + 60_000, timestamp: Date.now(),
      ...(type === 'TriggerSmartContract' ? { fee_limit: 100_000_000 } : {}),
    }
    const pb = utils.transaction.txJsonToPb({ raw_data } as never)
    return { txID: utils.transaction.txPbToTxID(pb).replace(/^0x/, ''), ret: [], signature: [], raw_data, raw_data_hex: utils.transaction.txPbToRawDataHex(pb) }
  }
  const mine = (tx: Tx, info: Info) => {
    const number = blocks.length
    blocks.push({ number, txs: [tx], infos: [{ ...info, blockNumber: String(number), blockTimeStamp: String(Date.now()) }] })
    return tx.txID
  }
  const blockJson = (b: (typeof blocks)[number]) => ({
    blockID: b.number.toString(16).padStart(64, '0'),
    block_header: { raw_data: { number: String(b.number), timestamp: String(Date.now()), witness_address: '41'.padEnd(42, '0'), version: 31 }, witness_signature: '' },
    ...(b.txs.length ? { transactions: b.txs } : {}),
  })
  const findInfo = (id: string) => blocks.flatMap((b) => b.infos).find((i) => i.id === id)
  const usdtHex = tronHex20(usdtContract)
  const node = {
    balances: new Map<string, string>(), usdt: new Map<string, bigint>(), solidified: 0,
    tip: () => blocks.length - 1,
    async transferTrx(from: string, to: string, sun: string, contractRet = 'SUCCESS') {
      // The amount is written as a JSON string because the adapter asks with int64_as_string.
      const tx = build('TransferContract', { amount: sun, owner_address: hex(from), to_address: hex(to) })
      tx.ret.push({ contractRet })
      return mine(tx, { id: tx.txID, fee: '1100000', receipt: { net_fee: '267000' }, contractResult: [''] })
    },
    async transferUsdt(from: string, to: string, amount: bigint, ok = true) {
      const data = `a9059cbb${tronHex20(to).padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`
      const tx = build('TriggerSmartContract', { data, owner_address: hex(from), contract_address: hex(usdtContract) })
      tx.ret.push({ contractRet: ok ? 'SUCCESS' : 'REVERT' })
      const log = { address: usdtHex, topics: [TRANSFER_TOPIC, tronHex20(from).padStart(64, '0'), tronHex20(to).padStart(64, '0')], data: amount.toString(16).padStart(64, '0') }
      return mine(tx, ok
        ? { id: tx.txID, fee: '13845000', contract_address: hex(usdtContract), receipt: { energy_usage_total: '31895', result: 'SUCCESS' }, log: [log], contractResult: ['0'.repeat(63) + '1'] }
        : { id: tx.txID, fee: '8200000', contract_address: hex(usdtContract), receipt: { energy_usage_total: '20000', result: 'REVERT' }, result: 'FAILED', resMessage: Buffer.from('REVERT opcode executed').toString('hex'), contractResult: [''] })
    },
  }
  const routes: Record<string, (q: Record<string, string>, body: any) => unknown> = {
    '/wallet/getblock': () => blockJson(blocks[node.tip()]!),
    '/walletsolidity/getblock': () => blockJson(blocks[node.solidified]!),
    '/wallet/getblockbynum': (q) => (blocks[Number(q.num)] ? blockJson(blocks[Number(q.num)]!) : {}),
    '/wallet/gettransactioninfobyblocknum': (q) => blocks[Number(q.num)]?.infos ?? [],
    '/walletsolidity/getaccount': (q) => {
      const entry = [...node.balances].find(([address]) => hex(address) === q.address?.toLowerCase())
      return entry ? { address: q.address, balance: entry[1], create_time: '1700000000000' } : {}
    },
    '/wallet/gettransactionbyid': (q) => blocks.flatMap((b) => b.txs).find((t) => t.txID === q.value) ?? {},
    '/wallet/gettransactioninfobyid': (q) => findInfo(q.value!) ?? {},
    '/walletsolidity/gettransactioninfobyid': (q) => {
      const info = findInfo(q.value!)
      return info && Number(info.blockNumber) <= node.solidified ? info : {}
    },
    '/wallet/getchainparameters': () => ({ chainParameter: [{ key: 'getMaintenanceTimeInterval', value: '21600000' }, { key: 'getTransactionFee', value: '1000' }, { key: 'getEnergyFee', value: '210' }] }),
    '/wallet/triggerconstantcontract': (_q, body) => {
      if (String(body.contract_address).toLowerCase() !== hex(usdtContract)) return { result: { code: 'CONTRACT_VALIDATE_ERROR', message: '' } }
      const owner = String(body.parameter).slice(0, 64).slice(-40)
      const result = body.function_selector === 'balanceOf(address)' ? (node.usdt.get(owner) ?? 0n) : 1n
      return { result: { result: true }, energy_used: body.function_selector === 'balanceOf(address)' ? 935 : 64285, constant_result: [result.toString(16).padStart(64, '0')], transaction: {} }
    },
    '/wallet/broadcasttransaction': (_q, body) => {
      const tx = body as Tx
      const fail = (code: string, message: string) => ({ code, txid: tx.txID, message: Buffer.from(message).toString('hex') })
      if (!utils.transaction.txCheck(tx as never)) return fail('OTHER_ERROR', 'raw_data does not match raw_data_hex')
      const id = createHash('sha256').update(Buffer.from(tx.raw_data_hex, 'hex')).digest('hex')
      if (id !== tx.txID) return fail('OTHER_ERROR', 'txID mismatch')
      const sig = tx.signature?.[0] ?? ''
      let signer = ''
      try {
        signer = `41${computeAddress(SigningKey.recoverPublicKey(`0x${id}`, Signature.from(`0x${sig}`))).slice(2).toLowerCase()}`
      } catch {
        return fail('SIGERROR', 'Validate signature error: bad signature format')
      }
      if (signer !== String(tx.raw_data.contract[0].parameter.value.owner_address).toLowerCase()) return fail('SIGERROR', `Validate signature error: ${signer} is signed by another key`)
      if (seen.has(id)) return fail('DUP_TRANSACTION_ERROR', 'Dup transaction.')
      seen.add(id)
      return { result: true, txid: id }
    },
  }
  const server = await startRpcServer(({ path, body }) => {
    const url = new URL(path, 'http://x')
    const route = routes[url.pathname]
    if (!route) return { status: 404, text: '{"Error":"not found"}' }
    return { text: jsonText(route(Object.fromEntries(url.searchParams), body)) }
  })
  return Object.assign(node, { url: server.url, server, close: () => server.close() })
}
