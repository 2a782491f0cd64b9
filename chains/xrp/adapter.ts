/**
 * XRP over rippled (XRP_RPC_URL, WebSocket or JSON-RPC). Deposits come from
 * `account_tx` per watched address over validated ledgers only, so a
 * deposit is final when first seen: XRP settles by time (a validated
 * ledger) and `confirmations` stays 0. The cursor is the last validated
 * ledger index scanned. Amounts are drops from `delivered_amount`, never
 * `Amount`, which a partial payment can exceed.
 */
import type { ChainAdapter, IncomingTransfer } from '../adapter'
import { rejected, type BroadcastResult } from '../broadcast'
import { submitResult } from './submit'
import { field, listField, objectField } from '../../platform/json_object'
import { answerInteger, answerNumber, XrpRpcError, xrpTransport, type XrpTransport } from './transport'

const PAGE = 200
/** Ledgers a signed payment stays valid for (about a minute and a half), so a lost one expires instead of lingering. */
const VALID_FOR_LEDGERS = 20

/** An entry's transaction: API v2 puts it in `tx_json` next to `hash`; v1 flattened it (the `tx` command) or used `tx`. */
const txOf = (entry: unknown): unknown => objectField(entry, 'tx_json') ?? objectField(entry, 'tx') ?? entry

export interface XrpAdapter extends ChainAdapter {
  readonly transport: XrpTransport
  /** The open-ledger fee in drops: what a transaction pays to get into the next ledger now. */
  fee(): Promise<bigint>
  /** Sequence, fee and LastLedgerSequence for a payment from `from` (what `sign_xrp` needs). */
  prepare(from: string): Promise<{ sequence: number; feeDrops: bigint; lastLedgerSequence: number }>
  /** Submits a blob signed by the worker's `sign_xrp`. */
  broadcast(txBlob: string): Promise<BroadcastResult>
}

const drops = (value: unknown): bigint | null => (typeof value === 'string' && /^\d+$/.test(value) ? BigInt(value) : null)

export function xrpAdapter(options: { rpcUrl: string; rpcTimeoutMs?: number }): XrpAdapter {
  const rpc = xrpTransport(options.rpcUrl, options.rpcTimeoutMs)
  const validatedIndex = async () => answerNumber(await rpc.request('ledger', { ledger_index: 'validated' }), 'ledger_index')
  const txEntry = async (txHash: string) => {
    try {
      return await rpc.request('tx', { transaction: txHash })
    } catch (error) {
      if (error instanceof XrpRpcError && error.code === 'txnNotFound') return null
      throw error
    }
  }

  /** A payment of XRP as a transfer; null for anything else (other types, issued currencies). */
  const view = (entry: unknown, nowMs: number): IncomingTransfer | null => {
    const tx = txOf(entry)
    // A binary (string) meta is never asked for; only the JSON form is read.
    const meta = objectField(entry, 'meta')
    const destination = field(tx, 'Destination')
    if (field(tx, 'TransactionType') !== 'Payment' || typeof destination !== 'string' || !destination || !meta) return null
    const account = field(tx, 'Account')
    if (typeof account !== 'string') throw new Error(`rippled answered a Payment without an Account: ${String(account)}`)
    const succeeded = meta.TransactionResult === 'tesSUCCESS'
    // A failed payment delivered nothing; report what it tried to send so the failure is visible.
    const amount = succeeded ? drops(meta.delivered_amount) : drops(field(tx, 'DeliverMax') ?? field(tx, 'Amount'))
    if (amount === null) return null
    const settled = field(entry, 'validated') === true
    const hash = field(entry, 'hash') ?? field(tx, 'hash')
    return {
      // A Payment has one destination and one delivered amount: index 0.
      txHash: typeof hash === 'string' ? hash : '',
      network: 'XRP',
      currency: 'XRP',
      fromAddress: account,
      toAddress: destination,
      amount,
      index: 0,
      status: !settled ? 'detected' : succeeded ? 'confirmed' : 'failed',
      confirmations: 0,
      detectedAtMs: nowMs,
      confirmedAtMs: settled ? nowMs : null,
    }
  }

  return {
    network: 'XRP',
    transport: rpc,
    async balance(address, currency) {
      if (currency !== 'XRP') throw new Error(`${currency} is not supported on XRP`)
      try {
        const info = await rpc.request('account_info', {
          account: address,
          ledger_index: 'validated',
        })
        return answerInteger(info, 'account_data', 'Balance')
      } catch (error) {
        if (error instanceof XrpRpcError && error.code === 'actNotFound') return 0n
        throw error
      }
    },
    async depositsSince(watched, cursor) {
      const validated = await validatedIndex()
      const from = cursor === null ? validated : Number(cursor) + 1
      if (from > validated) return { transfers: [], cursor: String(from - 1) }
      const transfers: IncomingTransfer[] = []
      const now = Date.now()
      // The node answers per account (account_tx): this round grows with the watched list.
      for (const account of await watched.list()) {
        let marker: unknown
        do {
          const page = await rpc.request('account_tx', {
            account,
            ledger_index_min: from,
            ledger_index_max: validated,
            forward: true,
            limit: PAGE,
            ...(marker === undefined ? {} : { marker }),
          })
          for (const entry of listField(page, 'transactions')) {
            const transfer = view(entry, now)
            // account_tx also lists payments the address sent; only incoming ones are deposits.
            if (transfer && transfer.toAddress === account) transfers.push(transfer)
          }
          marker = field(page, 'marker')
        } while (marker !== undefined)
      }
      return { transfers, cursor: String(validated) }
    },
    async transaction(txHash) {
      const entry = await txEntry(txHash)
      return entry === null ? null : view(entry, Date.now())
    },
    async settlement(txHash) {
      const entry = await txEntry(txHash)
      // Only a validated ledger is final; the open ledger's index may still change.
      const ledger = field(entry, 'ledger_index')
      if (field(entry, 'validated') !== true || typeof ledger !== 'number') return null
      // The Fee is destroyed whether the payment succeeded or failed with a tec code.
      const fee = drops(field(txOf(entry), 'Fee'))
      return fee === null ? { blockNumber: ledger } : { blockNumber: ledger, fee }
    },
    async fee() {
      const reply = await rpc.request('fee')
      const open = answerInteger(reply, 'drops', 'open_ledger_fee')
      const base = answerInteger(reply, 'drops', 'base_fee')
      return open > base ? open : base
    },
    async prepare(from) {
      const [info, feeDrops, validated] = await Promise.all([
        rpc.request('account_info', { account: from, ledger_index: 'current' }),
        this.fee(),
        validatedIndex(),
      ])
      return { sequence: answerNumber(info, 'account_data', 'Sequence'), feeDrops, lastLedgerSequence: validated + VALID_FOR_LEDGERS }
    },
    async broadcast(txBlob) {
      try {
        return submitResult(await rpc.request('submit', { tx_blob: txBlob }))
      } catch (error) {
        // rippled refuses a blob that fails its local checks (a bad signature among them) as an RPC error, not an engine result.
        if (error instanceof XrpRpcError && error.code === 'invalidTransaction')
          return rejected(/signature/i.test(error.message) ? 'invalid_signature' : 'rejected', error.message)
        throw error
      }
    },
  }
}
