/** BTC and LTC sends: a P2PKH PSBT from the node's unspent outputs at its fee estimate, signed in the worker pool. */
import { utxoNetwork } from '../derive/addresses'
import type { UtxoAdapter } from '../utxo/adapter'
import { buildTransferPsbt, InsufficientInputs } from '../utxo/psbt'
import { formatCoins } from '../assets'
import { coinsToUnits } from '../utxo/rpc'
import type { DerivationPool } from '../../workers/pool'
import { keyOf, type TransferRequest } from './outcome'
import type { Prepared } from './signed'
import { outpointsOf } from './utxo_settle'

const FALLBACK_SAT_PER_VB = 2n

/** Builds and signs; sends nothing. The inputs are recorded so a rival spend of them is recognised. */
export async function prepareUtxo(adapter: UtxoAdapter, pool: DerivationPool, req: TransferRequest): Promise<Prepared> {
  const network = req.network
  if (network !== 'BTC' && network !== 'LTC') throw new Error(`a BTC or LTC send cannot be on ${network}`)
  const estimate = await adapter.rpc.call<{ feerate?: string | number }>('estimatesmartfee', [6]).catch(() => ({ feerate: undefined }))
  // feerate is coins per kvB, rounded up to whole sat/vB. Regtest nodes have no estimate: a small fixed rate.
  const satPerVb = estimate.feerate !== undefined ? (coinsToUnits(String(estimate.feerate)) + 999n) / 1000n : FALLBACK_SAT_PER_VB
  const unspents = await adapter.unspent(req.fromAddress)
  let built: ReturnType<typeof buildTransferPsbt>
  try {
    built = buildTransferPsbt({
      unspents,
      from: req.fromAddress,
      to: req.toAddress,
      amount: req.amount,
      feeRateSatPerVb: satPerVb,
      network: utxoNetwork(network, req.isTestnet),
      ...(req.feeFromAmount ? { feeFromAmount: true } : {}),
    })
  } catch (error) {
    if (!(error instanceof InsufficientInputs))
      return { ok: false, code: 'insufficient_funds', message: error instanceof Error ? error.message : String(error) }
    const coins = (units: bigint) => formatCoins(req.network, req.network, units)
    return {
      ok: false,
      code: 'insufficient_funds',
      message: `insufficient funds: ${req.fromAddress} holds ${coins(error.have)}, the transfer needs ${coins(error.need)} including the fee`,
    }
  }
  const signed = await pool.signPsbt(req.walletId, req.envelope, keyOf(req), built.psbtBase64)
  return {
    ok: true,
    payload: {
      mode: 'live',
      network: req.network,
      txHash: signed.txid,
      raw: signed.hex,
      from: req.fromAddress,
      fee: built.fee,
      feeCurrency: req.network,
      inputs: outpointsOf(signed.hex),
      ...(req.feeFromAmount ? { sent: built.sent } : {}),
    },
  }
}
