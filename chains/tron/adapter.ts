/**
 * TRX and TRC-20 USDT through TronWeb (loaded lazily) over the node from
 * configuration. Reads use TronWeb's `trx.raw`, which asks java-tron for
 * int64 fields as strings, so no amount passes through a float. Deposits
 * are found by scanning blocks (the cursor is the last scanned block
 * number); TRON settles by time: a transfer is confirmed once its block is
 * solidified (irreversible, ~19 blocks), and `confirmations` stays 0.
 */
import { Type, type Static } from '@sinclair/typebox'
import { object } from '../../platform/schema_object'
import type { ChainAdapter, IncomingTransfer } from '../adapter'
import { rejected, type BroadcastResult } from '../broadcast'
import type { TronSignedTx } from '../sign/trx'
import { lazyTronWeb, type TronWebClient } from './client'
import { estimateTronFee } from './fee'
import { numberTransfers } from '../transfer_index'
import type { ReferenceBlock } from './transfer'
import { int64, transfersOf, tronHex20, TronBlock, TronTx, TronTxInfo, type TronTransfer } from './parse'
import { wireChecker } from '../../platform/wire_check'

const MAX_BLOCKS_PER_SCAN = 100

export interface TronAdapterOptions {
  readonly rpcUrl: string
  readonly apiKey?: string
  /** The USDT TRC-20 contract (`T…`), from TRX_USDT; without it only TRX is watched. */
  readonly usdtContract?: string
  /** Deadline of one node call (default 10 s). */
  readonly rpcTimeoutMs?: number
}

export interface TronAdapter extends ChainAdapter {
  /** The configured USDT TRC-20 contract (`T…`), or null when only TRX is configured. */
  readonly usdtContract: string | null
  /** The newest block, which a transaction built here names as its reference (TaPoS) and dates its expiry from. */
  referenceBlock(): Promise<ReferenceBlock>
  /** Fee in sun for sending `amount` of `currency` from `from` to `to` (an upper bound: free bandwidth and staked resources only lower it). */
  estimateFee(input: { currency: 'TRX' | 'USDT'; from: string; to: string; amount: bigint }): Promise<bigint>
  /** Sends a transaction signed by the worker's `sign_trx`. */
  broadcast(signed: TronSignedTx): Promise<BroadcastResult>
}

type Block = Static<typeof TronBlock>
const asBlock = wireChecker(TronBlock, 'TRON block')
const asTxInfo = wireChecker(TronTxInfo, 'TRON transaction info')
const asTx = wireChecker(TronTx, 'TRON transaction')
const BroadcastReply = object({
  result: Type.Optional(Type.Boolean()),
  txid: Type.Optional(Type.String()),
  code: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
})
const asBroadcastReply = wireChecker(BroadcastReply, 'TRON broadcast')

/** java-tron's broadcast codes -> ours. */
const BROADCAST_CODES: Readonly<Record<string, Parameters<typeof rejected>[0]>> = {
  SIGERROR: 'invalid_signature',
  DUP_TRANSACTION_ERROR: 'duplicate',
  TRANSACTION_EXPIRATION_ERROR: 'expired',
  TAPOS_ERROR: 'expired',
  BANDWITH_ERROR: 'insufficient_funds',
  CONTRACT_VALIDATE_ERROR: 'rejected',
  CONTRACT_EXE_ERROR: 'rejected',
}

export function tronAdapter(options: TronAdapterOptions): TronAdapter {
  const client = lazyTronWeb(options.rpcUrl, options.apiKey, options.rpcTimeoutMs)
  const usdt = options.usdtContract ? tronHex20(options.usdtContract) : null
  const numberOf = (block: Block) => Number(int64(block.block_header.raw_data.number))
  const solidified = async (tron: TronWebClient) => numberOf(asBlock(await tron.trx.raw.getConfirmedCurrentBlock()))
  const view = (t: TronTransfer, confirmed: boolean, nowMs: number): Omit<IncomingTransfer, 'index'> => ({
    txHash: t.txHash,
    network: 'TRX',
    currency: t.currency,
    fromAddress: t.from,
    toAddress: t.to,
    amount: t.amount,
    status: !confirmed ? 'detected' : t.succeeded ? 'confirmed' : 'failed',
    confirmations: 0,
    detectedAtMs: nowMs,
    confirmedAtMs: confirmed ? nowMs : null,
  })

  return {
    network: 'TRX',
    usdtContract: options.usdtContract ?? null,
    async balance(address, currency) {
      const tron = await client()
      if (currency === 'TRX') return int64(await tron.trx.raw.getBalance(address))
      if (currency !== 'USDT' || !options.usdtContract) throw new Error(`${currency} is not configured on TRX`)
      const call = await tron.transactionBuilder.triggerConstantContract(
        options.usdtContract,
        'balanceOf(address)',
        {},
        [{ type: 'address', value: address }],
        address,
      )
      const word = call.constant_result?.[0]
      if (!call.result?.result || word === undefined) throw new Error(`balanceOf failed: ${JSON.stringify(call.result)}`)
      return BigInt(`0x${word || '0'}`)
    },
    async depositsSince(watched, cursor) {
      const tron = await client()
      const tip = numberOf(asBlock(await tron.trx.raw.getCurrentBlock()))
      const from = cursor === null ? tip : Number(cursor) + 1
      const to = Math.min(tip, from + MAX_BLOCKS_PER_SCAN - 1)
      const settled = from <= to ? await solidified(tron) : 0
      const transfers: IncomingTransfer[] = []
      const now = Date.now()
      for (let n = from; n <= to; n++) {
        const block = asBlock(await tron.trx.raw.getBlockByNumber(n))
        if (!block.transactions?.length) continue
        // Logs only matter for TRC-20 calls; one request per block with any.
        const needsInfo =
          usdt !== null && block.transactions.some((tx) => tx.raw_data.contract.some((c) => c.type === 'TriggerSmartContract'))
        const infos = needsInfo
          ? await tron.fullNode.request<TronTxInfo[]>('wallet/gettransactioninfobyblocknum', { num: n, int64_as_string: true }, 'get')
          : []
        const infoById = new Map((Array.isArray(infos) ? infos : []).map((i) => [i.id, i]))
        const all = block.transactions.map((tx) => transfersOf(tx, infoById.get(tx.txID), usdt))
        // One question per block about its recipients: the round costs what the chain carried.
        const found = await watched.match(all.flat().map((t) => t.to))
        for (const paid of all) {
          // A contract may pay one address several times in one transaction: each is its own deposit.
          const mine = paid.flatMap((t) => {
            const registered = found.get(t.to)
            return registered === undefined ? [] : [{ ...t, to: registered }]
          })
          transfers.push(...numberTransfers(mine.map((t) => view(t, n <= settled, now))))
        }
      }
      return { transfers, cursor: String(Math.max(from - 1, to)) }
    },
    async transaction(txHash) {
      const tron = await client()
      // The solidity node knows only irreversible transactions; the full node knows the rest.
      const settled = asTxInfo(await tron.trx.raw.getTransactionInfo(txHash))
      const info = Object.keys(settled).length > 0 ? settled : asTxInfo(await tron.trx.raw.getUnconfirmedTransactionInfo(txHash))
      if (Object.keys(info).length === 0) return null
      const tx = asTx(await tron.trx.raw.getTransaction(txHash))
      const [transfer] = transfersOf(tx, info, usdt)
      if (!transfer) throw new Error(`${txHash} carries no TRX or USDT transfer`)
      // The transaction's status; the index is not the deposit's (the watcher only reads status and confirmations here).
      return { ...view(transfer, info === settled, Date.now()), index: 0 }
    },
    async settlement(txHash) {
      // The solidity node's record only: a transaction in a block that is not yet irreversible is not settled.
      const info = asTxInfo(await (await client()).trx.raw.getTransactionInfo(txHash))
      if (info.blockNumber === undefined) return null
      // `fee` is every sun the transaction burnt (bandwidth, energy, account activation); java-tron omits it when none was.
      return { blockNumber: Number(int64(info.blockNumber)), fee: info.fee === undefined ? 0n : int64(info.fee) }
    },
    async referenceBlock() {
      const block = asBlock(await (await client()).trx.raw.getCurrentBlock())
      if (!block.blockID) throw new Error('the node answered a block without its id')
      return {
        number: int64(block.block_header.raw_data.number),
        id: block.blockID,
        timestampMs: Number(int64(block.block_header.raw_data.timestamp)),
      }
    },
    async estimateFee(input) {
      return estimateTronFee(await client(), { ...input, usdtContract: options.usdtContract })
    },
    async broadcast(signed) {
      const tron = await client()
      const reply = asBroadcastReply(await tron.trx.sendRawTransaction(signed as never))
      if (reply.result) return { ok: true, txHash: reply.txid ?? signed.txID }
      const message = reply.message ?? ''
      const detail = /^[0-9a-f]+$/i.test(message) ? Buffer.from(message, 'hex').toString('utf8') : message
      const code =
        reply.code === 'CONTRACT_VALIDATE_ERROR' && /balance is not sufficient/i.test(detail)
          ? 'insufficient_funds'
          : (BROADCAST_CODES[reply.code ?? ''] ?? 'rejected')
      return rejected(code, `${reply.code ?? 'unknown'}: ${detail}`)
    },
  }
}
