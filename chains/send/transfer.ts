/**
 * Sends funds out of a derived address, the one path every product uses
 * (wallet transfers, fee collection, refunds from the business wallet, CaaS
 * settlement in sandbox). Test keys move funds on the sandbox ledger; live
 * keys build the network's transaction in its branch (evm, utxo, bch, tron,
 * solana, xrp beside this file), sign it in the worker pool (the only place
 * a key exists, opened from the sealed envelope there) and broadcast it
 * through the adapter. Outcomes are values: a failure names its code and
 * never throws to the caller.
 */
import { NATIVE_CURRENCY } from '../assets'
import type { ChainService } from '../service'
import { sendBch } from './bch'
import { sendEvm } from './evm'
import { refused, type TransferOutcome, type TransferRequest } from './outcome'
import { sendSolana } from './solana'
import { sendTron } from './tron'
import { sendUtxo } from './utxo'
import { sendXrp } from './xrp'

export type { TransferFailure, TransferOutcome, TransferRequest } from './outcome'

export async function sendTransfer(chains: ChainService, req: TransferRequest): Promise<TransferOutcome> {
  if (req.amount <= 0n) return refused('broadcast_failed', 'amount must be positive')
  if (req.feeFromAmount && req.currency !== NATIVE_CURRENCY[req.network])
    return refused('broadcast_failed', 'only a native-coin send can pay its fee from the amount')
  if (req.sandbox) {
    const sent = await chains.ledger.send({
      network: req.network,
      currency: req.currency,
      fromAddress: req.fromAddress,
      toAddress: req.toAddress,
      amount: req.amount,
      feeFromAmount: req.feeFromAmount,
    })
    return sent.ok
      ? { ok: true, txHash: sent.transfer.txHash, fee: sent.fee, feeCurrency: NATIVE_CURRENCY[req.network], sent: sent.transfer.amount }
      : sent
  }
  try {
    const sent = await sendLive(chains, req)
    if (sent) return sent
  } catch (error) {
    return refused(
      'broadcast_failed',
      error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : String(error),
    )
  }
  return refused('network_unavailable', `no live ${req.network} endpoint is configured (${req.network}_RPC_URL)`)
}

/** The network's branch, or null when the network has no live endpoint. */
function sendLive(chains: ChainService, req: TransferRequest): Promise<TransferOutcome> | null {
  const { network } = req
  const evm = chains.evm(network)
  if (evm) return sendEvm(evm, chains.pool, req)
  const utxo = chains.utxo(network)
  if (utxo) return sendUtxo(utxo, chains.pool, req)
  // The other networks take the fee on top; a send of everything held is refused there for want of funds.
  if (req.feeFromAmount)
    return Promise.resolve(refused('insufficient_funds', `${network} cannot take the network fee out of the amount; leave room for it`))
  const bch = chains.bch(network)
  if (bch) return sendBch(bch, chains.pool, req)
  const tron = chains.tron(network)
  if (tron) return sendTron(tron, chains.pool, req)
  const solana = chains.solana(network)
  if (solana) return sendSolana(solana, chains.pool, req)
  const xrp = chains.xrp(network)
  return xrp ? sendXrp(xrp, chains.pool, req) : null
}
