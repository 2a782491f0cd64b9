/**
 * The unsigned TRON transaction of a transfer, built here rather than by the
 * node (wallet/createtransaction), so the recipient and amount signed are
 * the ones asked for whatever a node answers: a TransferContract for TRX or
 * a TriggerSmartContract calling USDT's `transfer(address,uint256)`, with
 * the newest block as its TaPoS reference and an expiry a minute after it.
 * TronWeb's protobuf encoder gives raw_data_hex and the txID (its SHA-256),
 * which the worker's `sign_trx` recomputes before signing.
 */
import type { TronUnsignedTx } from '../sign/trx'

export interface ReferenceBlock {
  readonly number: bigint
  /** The 32-byte block id, hex. */
  readonly id: string
  readonly timestampMs: number
}

export type TronTransferInput =
  | {
      readonly currency: 'TRX'
      readonly from: string
      readonly to: string
      readonly amount: bigint
      readonly block: ReferenceBlock
      readonly nowMs: number
    }
  | {
      readonly currency: 'USDT'
      readonly from: string
      readonly to: string
      readonly amount: bigint
      readonly block: ReferenceBlock
      readonly nowMs: number
      readonly contract: string
      readonly feeLimitSun: bigint
    }

/** How long a built transaction may wait for its broadcast; java-tron refuses it after that (TRANSACTION_EXPIRATION_ERROR). */
const EXPIRES_AFTER_MS = 60_000
const TRANSFER_SELECTOR = 'a9059cbb'

/**
 * java-tron's JSON API refuses int64 fields written as strings, and TronWeb's
 * encoder takes JS numbers: an amount must be exact as a number (2^53 sun is
 * nine billion TRX, far above any single transfer).
 */
function exactNumber(value: bigint, what: string): number {
  if (value < 0n || value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${what} ${value} cannot be encoded exactly`)
  return Number(value)
}

export async function buildTronTransfer(input: TronTransferInput): Promise<TronUnsignedTx> {
  const { TronWeb, utils } = await import('tronweb')
  // Base58check with its checksum: a mistyped address is refused rather than paid.
  if (!TronWeb.isAddress(input.to)) throw new RangeError(`${input.to} is not a TRON address`)
  const hex = (address: string) => TronWeb.address.toHex(address).toLowerCase()
  const contract =
    input.currency === 'TRX'
      ? {
          type: 'TransferContract',
          value: { amount: exactNumber(input.amount, 'amount'), owner_address: hex(input.from), to_address: hex(input.to) },
        }
      : {
          type: 'TriggerSmartContract',
          value: {
            data: `${TRANSFER_SELECTOR}${hex(input.to).slice(2).padStart(64, '0')}${input.amount.toString(16).padStart(64, '0')}`,
            owner_address: hex(input.from),
            contract_address: hex(input.contract),
          },
        }
  const raw_data = {
    contract: [{ parameter: { value: contract.value, type_url: `type.googleapis.com/protocol.${contract.type}` }, type: contract.type }],
    // TaPoS: the block number's two low bytes and bytes 8..16 of the block id.
    ref_block_bytes: (input.block.number & 0xffffn).toString(16).padStart(4, '0'),
    ref_block_hash: input.block.id.slice(16, 32),
    expiration: input.block.timestampMs + EXPIRES_AFTER_MS,
    timestamp: input.nowMs,
    ...(input.currency === 'USDT' ? { fee_limit: exactNumber(input.feeLimitSun, 'fee_limit') } : {}),
  }
  const pb = utils.transaction.txJsonToPb({ raw_data, visible: false })
  return {
    txID: utils.transaction.txPbToTxID(pb).replace(/^0x/, ''),
    raw_data,
    raw_data_hex: utils.transaction.txPbToRawDataHex(pb),
    visible: false,
  }
}
