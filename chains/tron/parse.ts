/**
 * TRON node replies -> transfers. Pure: block transactions (TransferContract
 * for TRX, TriggerSmartContract for TRC-20) and their transaction infos
 * (the Transfer event logs). A successful TRC-20 transfer is read from its
 * logs, which also catch transfers made from inside other contracts; a
 * reverted one emits no log, so its amount is read from the call data to
 * report it failed. Amounts are exact: int64 fields arrive as strings
 * (int64_as_string) and token amounts as 256-bit hex.
 */
import { createHash } from 'node:crypto'
import { decodeBase58, encodeBase58 } from 'ethers'
import { Type, type Static } from '@sinclair/typebox'
import { object } from '../../platform/schema_object'

export const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const TRANSFER_SELECTOR = 'a9059cbb'

const Int64 = Type.Union([Type.Number(), Type.String()])
const Contract = object({ type: Type.String(), parameter: object({ value: Type.Record(Type.String(), Type.Unknown()) }) })
/** A transaction as java-tron answers it (the fields read here; others pass unread). */
export const TronTx = object({
  txID: Type.String(),
  ret: Type.Optional(Type.Array(object({ contractRet: Type.Optional(Type.String()) }))),
  raw_data: object({ contract: Type.Array(Contract) }),
})
export type TronTx = Static<typeof TronTx>
/** A transaction's info (receipt and logs); `{}` for a transaction the node does not know. */
export const TronTxInfo = object({
  id: Type.Optional(Type.String()),
  blockNumber: Type.Optional(Int64),
  fee: Type.Optional(Int64),
  result: Type.Optional(Type.String()),
  receipt: Type.Optional(object({ result: Type.Optional(Type.String()) })),
  log: Type.Optional(Type.Array(object({ address: Type.String(), topics: Type.Array(Type.String()), data: Type.String() }))),
})
export type TronTxInfo = Static<typeof TronTxInfo>
/** A block header and, for a full block, its transactions. */
export const TronBlock = object({
  blockID: Type.Optional(Type.String()),
  block_header: object({ raw_data: object({ number: Int64, timestamp: Type.Optional(Int64) }) }),
  transactions: Type.Optional(Type.Array(TronTx)),
})

export interface TronTransfer {
  readonly txHash: string
  readonly currency: 'TRX' | 'USDT'
  readonly from: string
  readonly to: string
  readonly amount: bigint
  readonly succeeded: boolean
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest()

/** 41-prefixed hex (21 bytes) -> base58check `T…`. */
export function tronBase58(hex: string): string {
  const payload = Buffer.from(hex.length === 40 ? `41${hex}` : hex, 'hex')
  return encodeBase58(Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]))
}

/** `T…` -> the 20-byte hex body (no 41 prefix), lower case, as logs print contract addresses. */
export function tronHex20(base58: string): string {
  return decodeBase58(base58).toString(16).padStart(50, '0').slice(2, 42)
}

/** An int64 field: a string with int64_as_string; a plain JSON number is accepted only while exact. */
export function int64(value: unknown): bigint {
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value)
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  throw new RangeError(`not an exact int64: ${String(value)}`)
}

const word = (hex: string, i: number) => hex.slice(i * 64, (i + 1) * 64)

export function transfersOf(tx: TronTx, info: TronTxInfo | undefined, usdtHex20: string | null): TronTransfer[] {
  const succeeded = (tx.ret?.[0]?.contractRet ?? 'SUCCESS') === 'SUCCESS' && info?.result !== 'FAILED'
  const out: TronTransfer[] = []
  for (const contract of tx.raw_data.contract) {
    const v = contract.parameter.value
    if (contract.type === 'TransferContract') {
      out.push({
        txHash: tx.txID,
        currency: 'TRX',
        from: tronBase58(String(v.owner_address)),
        to: tronBase58(String(v.to_address)),
        amount: int64(v.amount),
        succeeded,
      })
    } else if (contract.type === 'TriggerSmartContract' && usdtHex20 && String(v.contract_address).toLowerCase().endsWith(usdtHex20)) {
      if (succeeded && info?.log) {
        for (const log of info.log) {
          if (log.address.toLowerCase().slice(-40) !== usdtHex20 || log.topics[0] !== TRANSFER_TOPIC || log.topics.length < 3) continue
          out.push({
            txHash: tx.txID,
            currency: 'USDT',
            from: tronBase58(log.topics[1]!.slice(-40)),
            to: tronBase58(log.topics[2]!.slice(-40)),
            amount: BigInt(`0x${log.data || '0'}`),
            succeeded,
          })
        }
      } else if (!succeeded && String(v.data ?? '').startsWith(TRANSFER_SELECTOR)) {
        const args = String(v.data).slice(8)
        out.push({
          txHash: tx.txID,
          currency: 'USDT',
          from: tronBase58(String(v.owner_address)),
          to: tronBase58(word(args, 0).slice(-40)),
          amount: BigInt(`0x${word(args, 1)}`),
          succeeded,
        })
      }
    }
  }
  return out
}
