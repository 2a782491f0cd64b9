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
import { fromBroadcast, keyOf, refused, type TransferOutcome, type TransferRequest } from './outcome'

export async function sendBch(adapter: BchAdapter, pool: DerivationPool, req: TransferRequest): Promise<TransferOutcome> {
  if (req.currency !== 'BCH') return refused('currency_unavailable', `${req.currency} is not sent on BCH (native BCH only)`)
  const [feeRateSatPerByte, unspents] = await Promise.all([adapter.feeRateSatPerByte(), adapter.unspent(req.fromAddress)])
  const built = buildBchTransfer({ unspents, from: req.fromAddress, to: req.toAddress, amount: req.amount, feeRateSatPerByte })
  if (!built.ok)
    return refused(built.code === 'insufficient_funds' ? 'insufficient_funds' : 'broadcast_failed', `${built.code}: ${built.detail}`)
  const signed = await pool.signBch(req.walletId, req.envelope, keyOf(req), built.request)
  return fromBroadcast(await adapter.send(signed.hex), built.fee, 'BCH')
}
