/**
 * BCH sends: inputs from the node's unspent outputs at the node's fee rate
 * (chains/bch/transfer.ts), signed with SIGHASH_ALL|FORKID in the worker
 * pool, sent with the node's refusals as values. Coin selection is the
 * funds check: an address whose confirmed outputs cannot cover amount plus
 * fee is refused before anything is signed.
 */
import type { BchAdapter } from '../bch/adapter'
import { buildBchTransfer } from '../bch/transfer'
import type { DerivationPool } from '../../workers/pool'
import { keyOf, type TransferRequest } from './outcome'
import type { Prepared } from './signed'
import { outpointsOf } from './utxo_settle'

const refused = (code: 'insufficient_funds' | 'currency_unavailable' | 'broadcast_failed', message: string): Prepared => ({
  ok: false,
  code,
  message,
})

/** Builds and signs; sends nothing. */
export async function prepareBch(adapter: BchAdapter, pool: DerivationPool, req: TransferRequest): Promise<Prepared> {
  if (req.currency !== 'BCH') return refused('currency_unavailable', `${req.currency} is not sent on BCH (native BCH only)`)
  const [feeRateSatPerByte, unspents] = await Promise.all([adapter.feeRateSatPerByte(), adapter.unspent(req.fromAddress)])
  const built = buildBchTransfer({ unspents, from: req.fromAddress, to: req.toAddress, amount: req.amount, feeRateSatPerByte })
  if (!built.ok)
    return refused(built.code === 'insufficient_funds' ? 'insufficient_funds' : 'broadcast_failed', `${built.code}: ${built.detail}`)
  const signed = await pool.signBch(req.walletId, req.envelope, keyOf(req), built.request)
  const payload = { mode: 'live', network: req.network, txHash: signed.txid, raw: signed.hex, from: req.fromAddress } as const
  return { ok: true, payload: { ...payload, fee: built.fee, feeCurrency: 'BCH', inputs: outpointsOf(signed.hex) } }
}
