/**
 * A java-tron stand-in for tests (chains cannot be reached from here): the
 * HTTP API TronWeb calls, with java-tron's reply shapes (hex 41… addresses,
 * int64 fields as strings under int64_as_string, Transfer logs with 20-byte
 * contract addresses, `{}` for unknown ids), a solidified height the test
 * moves, and a broadcast that checks what java-tron checks: raw_data
 * matches raw_data_hex (TronWeb's txCheck), txID is its SHA-256, and the
 * signature recovers to the owner address. An accepted transaction is
 * executed into a block of its own as java-tron bills it: bandwidth is the
 * signed transaction's bytes plus 64 for its result, free while the owner
 * has free bandwidth left and burnt at the chain price otherwise; a USDT
 * transfer burns the energy the node's simulation answers (capped by its
 * fee_limit, OUT_OF_ENERGY beyond) and moves the tokens, or reverts when
 * the owner holds too few. Its transaction info carries `fee` (sun burnt)
 * and the receipt, as the solidity node serves it once solidified.
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
  /** Free bandwidth (bytes) left today by base58 address; none unless set. */
  readonly freeBandwidth: Map<string, number>
  tip(): number
  solidified: number
  /** A TRX transfer into a new block; returns its txID. */
  transferTrx(from: string, to: string, sun: string, contractRet?: string): Promise<string>
  /** A USDT transfer(to, amount) call into a new block: logged when it succeeds, reverted (no log) otherwise. */
  transferUsdt(from: string, to: string, amount: bigint, ok?: boolean): Promise<string>
  close(): Promise<void>
}

// The chain's prices (getTransactionFee, getEnergyFee) and the energy a USDT transfer takes, as the simulation answers.
const SUN_PER_BYTE = 1000n
const SUN_PER_ENERGY = 210n
const USDT_TRANSFER_ENERGY = 64_285n
const USDT_REVERT_ENERGY = 20_000n
/** java-tron reserves this many bytes per contract for the result it adds to a transaction. */
const RESULT_BYTES = 64

const varintBytes = (n: number) => (n < 0x80 ? 1 : n < 0x4000 ? 2 : 3)

/** Bandwidth java-tron bills: the Transaction message (raw_data and signatures, without ret) plus the result reserve. */
function bandwidthOf(tx: { raw_data_hex: string; signature?: string[] }): number {
  const raw = tx.raw_data_hex.length / 2
  const signatures = (tx.signature ?? []).reduce((n, sig) => n + 1 + varintBytes(sig.length / 2) + sig.length / 2, 0)
  return 1 + varintBytes(raw) + raw + signatures + RESULT_BYTES
}

export async function startTronNode(usdtContract: string): Promise<TronNode> {
  const { TronWeb, utils } = await import('tronweb')
  const hex = (address: string) => TronWeb.address.toHex(address).toLowerCase()
  const blocks: Array<{ number: number; txs: Tx[]; infos: Info[] }> = [{ number: 0, txs: [], infos: [] }]
  const seen = new Set<string>()
  const build = (type: string, value: Record<string, unknown>): Tx => {
    const raw_data = {
      contract: [{ parameter: { value, type_url: `type.googleapis.com/protocol.${type}` }, type }],
      ref_block_bytes: '0000',
      ref_block_hash: randomBytes(8).toString('hex'),
      expiration: Date.now() + 60_000,
      timestamp: Date.now(),
      ...(type === 'TriggerSmartContract' ? { fee_limit: 100_000_000 } : {}),
    }
    const pb = utils.transaction.txJsonToPb({ raw_data } as never)
    return {
      txID: utils.transaction.txPbToTxID(pb).replace(/^0x/, ''),
      ret: [],
      signature: [],
      raw_data,
      raw_data_hex: utils.transaction.txPbToRawDataHex(pb),
    }
  }
  const mine = (tx: Tx, info: Info) => {
    const number = blocks.length
    blocks.push({ number, txs: [tx], infos: [{ ...info, blockNumber: String(number), blockTimeStamp: String(Date.now()) }] })
    return tx.txID
  }
  const blockJson = (b: (typeof blocks)[number]) => ({
    blockID: b.number.toString(16).padStart(64, '0'),
    block_header: {
      raw_data: { number: String(b.number), timestamp: String(Date.now()), witness_address: '41'.padEnd(42, '0'), version: 31 },
      witness_signature: '',
    },
    ...(b.txs.length ? { transactions: b.txs } : {}),
  })
  const sun = (address: string) => BigInt(node.balances.get(address) ?? '0')
  /** Applies an accepted transaction in a new block; answers java-tron's refusal instead when it cannot be applied. */
  const execute = (signed: Tx): [string, string] | null => {
    const contract = signed.raw_data.contract[0]
    const value = contract.parameter.value
    const owner = TronWeb.address.fromHex(String(value.owner_address))
    const bytes = bandwidthOf(signed)
    const free = node.freeBandwidth.get(owner) ?? 0
    const netFee = free >= bytes ? 0n : BigInt(bytes) * SUN_PER_BYTE
    if (sun(owner) < netFee) return ['BANDWITH_ERROR', 'Account resource insufficient error.']
    const net = netFee > 0n ? { net_fee: String(netFee) } : { net_usage: String(bytes) }
    const tx: Tx = { ...signed, ret: [] }
    if (contract.type === 'TransferContract') {
      const amount = BigInt(value.amount)
      if (sun(owner) - netFee < amount) return ['CONTRACT_VALIDATE_ERROR', 'Validate TransferContract error, balance is not sufficient.']
      if (netFee === 0n) node.freeBandwidth.set(owner, free - bytes)
      const to = TronWeb.address.fromHex(String(value.to_address))
      node.balances.set(owner, String(sun(owner) - netFee - amount))
      node.balances.set(to, String(sun(to) + amount))
      tx.ret.push({ contractRet: 'SUCCESS' })
      mine(tx, { id: tx.txID, ...(netFee > 0n ? { fee: String(netFee) } : {}), receipt: net, contractResult: [''] })
      return null
    }
    if (contract.type !== 'TriggerSmartContract' || String(value.contract_address).toLowerCase() !== hex(usdtContract))
      return ['CONTRACT_VALIDATE_ERROR', 'No contract or not a smart contract']
    const data = String(value.data)
    const to = data.slice(8, 72).slice(-40)
    const amount = BigInt(`0x${data.slice(72, 136)}`)
    const from = tronHex20(owner)
    const holds = (node.usdt.get(from) ?? 0n) >= amount
    // Energy is burnt up to fee_limit and what the owner has left after bandwidth; short of the work, the call runs out of energy.
    const wanted = (holds ? USDT_TRANSFER_ENERGY : USDT_REVERT_ENERGY) * SUN_PER_ENERGY
    const cap = BigInt(signed.raw_data.fee_limit ?? 0) < sun(owner) - netFee ? BigInt(signed.raw_data.fee_limit ?? 0) : sun(owner) - netFee
    const energyFee = wanted <= cap ? wanted : cap
    const outcome = wanted > cap ? 'OUT_OF_ENERGY' : holds ? 'SUCCESS' : 'REVERT'
    if (netFee === 0n) node.freeBandwidth.set(owner, free - bytes)
    node.balances.set(owner, String(sun(owner) - netFee - energyFee))
    tx.ret.push({ contractRet: outcome })
    const receipt = { ...net, energy_fee: String(energyFee), energy_usage_total: String(energyFee / SUN_PER_ENERGY), result: outcome }
    const common = { id: tx.txID, fee: String(netFee + energyFee), contract_address: hex(usdtContract), receipt }
    if (outcome !== 'SUCCESS') {
      mine(tx, {
        ...common,
        result: 'FAILED',
        resMessage: Buffer.from(outcome === 'REVERT' ? 'REVERT opcode executed' : 'Not enough energy').toString('hex'),
        contractResult: [''],
      })
      return null
    }
    node.usdt.set(from, node.usdt.get(from)! - amount)
    node.usdt.set(to, (node.usdt.get(to) ?? 0n) + amount)
    const log = {
      address: usdtHex,
      topics: [TRANSFER_TOPIC, from.padStart(64, '0'), to.padStart(64, '0')],
      data: amount.toString(16).padStart(64, '0'),
    }
    mine(tx, { ...common, log: [log], contractResult: ['0'.repeat(63) + '1'] })
    return null
  }
  const findInfo = (id: string) => blocks.flatMap((b) => b.infos).find((i) => i.id === id)
  const usdtHex = tronHex20(usdtContract)
  const node = {
    balances: new Map<string, string>(),
    usdt: new Map<string, bigint>(),
    freeBandwidth: new Map<string, number>(),
    solidified: 0,
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
      const log = {
        address: usdtHex,
        topics: [TRANSFER_TOPIC, tronHex20(from).padStart(64, '0'), tronHex20(to).padStart(64, '0')],
        data: amount.toString(16).padStart(64, '0'),
      }
      return mine(
        tx,
        ok
          ? {
              id: tx.txID,
              fee: '13845000',
              contract_address: hex(usdtContract),
              receipt: { energy_usage_total: '31895', result: 'SUCCESS' },
              log: [log],
              contractResult: ['0'.repeat(63) + '1'],
            }
          : {
              id: tx.txID,
              fee: '8200000',
              contract_address: hex(usdtContract),
              receipt: { energy_usage_total: '20000', result: 'REVERT' },
              result: 'FAILED',
              resMessage: Buffer.from('REVERT opcode executed').toString('hex'),
              contractResult: [''],
            },
      )
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
    '/wallet/getchainparameters': () => ({
      chainParameter: [
        { key: 'getMaintenanceTimeInterval', value: '21600000' },
        { key: 'getTransactionFee', value: String(SUN_PER_BYTE) },
        { key: 'getEnergyFee', value: String(SUN_PER_ENERGY) },
      ],
    }),
    '/wallet/triggerconstantcontract': (_q, body) => {
      if (String(body.contract_address).toLowerCase() !== hex(usdtContract))
        return { result: { code: 'CONTRACT_VALIDATE_ERROR', message: '' } }
      const owner = String(body.parameter).slice(0, 64).slice(-40)
      const result = body.function_selector === 'balanceOf(address)' ? (node.usdt.get(owner) ?? 0n) : 1n
      return {
        result: { result: true },
        energy_used: body.function_selector === 'balanceOf(address)' ? 935 : Number(USDT_TRANSFER_ENERGY),
        constant_result: [result.toString(16).padStart(64, '0')],
        transaction: {},
      }
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
        signer = `41${computeAddress(SigningKey.recoverPublicKey(`0x${id}`, Signature.from(`0x${sig}`)))
          .slice(2)
          .toLowerCase()}`
      } catch {
        return fail('SIGERROR', 'Validate signature error: bad signature format')
      }
      if (signer !== String(tx.raw_data.contract[0].parameter.value.owner_address).toLowerCase())
        return fail('SIGERROR', `Validate signature error: ${signer} is signed by another key`)
      if (seen.has(id)) return fail('DUP_TRANSACTION_ERROR', 'Dup transaction.')
      const refusal = execute(tx)
      if (refusal) return fail(refusal[0], refusal[1])
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
