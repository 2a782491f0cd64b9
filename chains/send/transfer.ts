/**
 * Sends funds out of a derived address, the one path every product uses
 * (wallet transfers, fee collection, refunds from the business wallet, CaaS
 * settlement in sandbox), in three steps (signed.ts): prepare, broadcast,
 * check. Test keys move funds on the sandbox ledger; live keys build the
 * network's transaction in its branch (evm, utxo, bch, tron, solana, xrp
 * beside this file), sign it in the worker pool (the only place a key
 * exists, opened from the sealed envelope there) and broadcast it through
 * the adapter. Outcomes are values: a failure names its code.
 *
 * Products send through actors/chains/send (sendOnce), which records the
 * prepared payload before the first broadcast and settles it by hash.
 * `sendTransfer` is the one-call form (prepare and broadcast, an unknown
 * outcome reported as a failed broadcast), with no record: only for tools
 * and the per-network chain tests, never for moving customer funds.
 */
import { NATIVE_CURRENCY } from '../assets'
import type { NetworkAccess } from '../network_access'
import { prepareBch } from './bch'
import { prepareEvm } from './evm'
import { refused, type TransferOutcome, type TransferRequest } from './outcome'
import { prepareSolana } from './solana'
import { prepareTron } from './tron'
import { prepareUtxo } from './utxo'
import { prepareXrp } from './xrp'
import { errorText, type Prepared } from './signed'
import { broadcastSend } from './settle'

export type { TransferOutcome, TransferRequest } from './outcome'

/** Builds and signs the send (nothing leaves); a refusal (funds, currency, no endpoint) is a value, node faults throw. */
export async function prepareTransfer(chains: NetworkAccess, req: TransferRequest): Promise<Prepared> {
  if (req.call) return prepareCall(chains, req)
  if (req.amount <= 0n) return { ok: false, code: 'broadcast_failed', message: 'amount must be positive' }
  if (req.feeFromAmount && req.currency !== NATIVE_CURRENCY[req.network])
    return { ok: false, code: 'broadcast_failed', message: 'only a native-coin send can pay its fee from the amount' }
  if (req.sandbox) {
    const { network, currency, fromAddress: from, toAddress: to, amount } = req
    return {
      ok: true,
      payload: { mode: 'sandbox', network, currency, from, to, amount, ...(req.feeFromAmount ? { feeFromAmount: true } : {}) },
    }
  }
  const prepared = prepareLive(chains, req)
  if (prepared) return prepared
  return { ok: false, code: 'network_unavailable', message: `no live ${req.network} endpoint is configured (${req.network}_RPC_URL)` }
}

/** A contract call: live EVM only (the sandbox ledger moves balances, it runs no contracts). */
function prepareCall(chains: NetworkAccess, req: TransferRequest): Promise<Prepared> {
  const evm = req.sandbox ? null : chains.evm(req.network)
  if (evm) return prepareEvm(evm, chains.pool, req)
  return Promise.resolve({
    ok: false,
    code: req.sandbox ? 'broadcast_failed' : 'network_unavailable',
    message: req.sandbox ? 'the sandbox ledger runs no contract calls' : `no live ${req.network} EVM endpoint is configured`,
  })
}

/** The network's branch, or null when the network has no live endpoint. */
function prepareLive(chains: NetworkAccess, req: TransferRequest): Promise<Prepared> | null {
  const { network } = req
  const evm = chains.evm(network)
  if (evm) return prepareEvm(evm, chains.pool, req)
  const utxo = chains.utxo(network)
  if (utxo) return prepareUtxo(utxo, chains.pool, req)
  // The other networks take the fee on top; a send of everything held is refused there for want of funds.
  if (req.feeFromAmount && (chains.bch(network) || chains.tron(network) || chains.solana(network) || chains.xrp(network)))
    return Promise.resolve({
      ok: false,
      code: 'insufficient_funds',
      message: `${network} cannot take the network fee out of the amount; leave room for it`,
    })
  const bch = chains.bch(network)
  if (bch) return prepareBch(bch, chains.pool, req)
  const tron = chains.tron(network)
  if (tron) return prepareTron(tron, chains.pool, req)
  const solana = chains.solana(network)
  if (solana) return prepareSolana(solana, chains.pool, req)
  const xrp = chains.xrp(network)
  return xrp ? prepareXrp(xrp, chains.pool, req) : null
}

/** Prepare and broadcast in one call, an unknown outcome reported as broadcast_failed (see the header). */
export async function sendTransfer(chains: NetworkAccess, req: TransferRequest): Promise<TransferOutcome> {
  let prepared: Prepared
  try {
    prepared = await prepareTransfer(chains, req)
  } catch (error) {
    return refused('broadcast_failed', errorText(error))
  }
  if (!prepared.ok) return refused(prepared.code, prepared.message)
  const payload = prepared.payload
  const answer = await broadcastSend(chains, payload, undefined)
  if (answer.kind === 'rejected') return refused(answer.code, answer.message)
  if (answer.kind === 'unknown') return refused('broadcast_failed', answer.detail)
  if (payload.mode === 'sandbox')
    return {
      ok: true,
      txHash: answer.txHash,
      fee: answer.fee ?? 0n,
      feeCurrency: NATIVE_CURRENCY[req.network],
      ...(answer.sent !== undefined ? { sent: answer.sent } : {}),
    }
  return {
    ok: true,
    txHash: payload.txHash,
    fee: payload.fee,
    feeCurrency: payload.feeCurrency,
    ...(payload.sent !== undefined ? { sent: payload.sent } : {}),
  }
}
