/**
 * BCH over a bitcoind-compatible node's RPC (Bitcoin Cash Node, with
 * -txindex). It is the UTXO adapter with cash addresses compared by their
 * legacy form (a node prints `bchreg:` or `bchtest:` prefixes that need not
 * match the stored one), time settlement (confirmations stay 0, settled at
 * `requiredDepth`), and the node's own fee rate. Signing is the worker's
 * `sign_bch` task (SIGHASH_ALL|FORKID through libauth).
 */
import bchaddr from 'bchaddrjs'
import { field } from '../../platform/json_object'
import { utxoAdapter, type UtxoAdapter } from '../utxo/adapter'
import { coinsToUnits } from '../utxo/rpc'
import { rejected, type BroadcastResult } from '../broadcast'

export interface BchAdapterOptions {
  readonly rpcUrl: string
  readonly rpcAuth: string
  readonly requiredDepth: number
  readonly rpcTimeoutMs?: number
}

export interface BchAdapter extends UtxoAdapter {
  /** The node's fee rate in satoshis per byte, at least 1 (BCH's relay minimum). */
  feeRateSatPerByte(): Promise<bigint>
  /** `broadcast` with the node's refusals as values (BCHN error codes -25, -26, -27). */
  send(rawTxHex: string): Promise<BroadcastResult>
}

/** The legacy base58 form of a BCH address, whatever its cashaddr prefix; other strings unchanged. */
function bchAddressKey(address: string): string {
  try {
    return bchaddr.toLegacyAddress(address)
  } catch {
    return address
  }
}

export function bchAdapter(options: BchAdapterOptions): BchAdapter {
  const base = utxoAdapter({ ...options, network: 'BCH', addressKey: bchAddressKey })
  return {
    ...base,
    async feeRateSatPerByte() {
      // estimatefee answers BCH per kilobyte; round up so a transaction is never under the rate.
      const perKb = coinsToUnits(await base.rpc.amount('estimatefee'))
      const perByte = (perKb + 999n) / 1000n
      return perByte > 1n ? perByte : 1n
    },
    async send(raw) {
      try {
        return { ok: true, txHash: await base.broadcast(raw) }
      } catch (error) {
        // NodeRpc puts the node's JSON-RPC error code on the Error.
        const code = field(error, 'code')
        const message = error instanceof Error ? error.message : String(error)
        if (code === -26) return rejected(/fee/i.test(message) ? 'fee_too_low' : 'invalid_signature', message)
        if (code === -25) return rejected('inputs_spent', message)
        if (code === -27) return rejected('duplicate', message)
        if (code === -22) return rejected('rejected', message)
        throw error
      }
    },
  }
}
