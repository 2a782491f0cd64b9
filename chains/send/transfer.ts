/**
 * Sends funds out of a derived address, the one path every product uses
 * (wallet transfers, fee collection, refunds from the business wallet, CaaS
 * settlement in sandbox). Test keys move funds on the sandbox ledger; live
 * keys build the network's transaction here, sign it in the worker pool
 * (the only place a key exists) and broadcast it through the adapter.
 * Outcomes are values: a failure names its code and never throws to the caller.
 */
import { viem } from '../esm_deps'
import { NATIVE_CURRENCY } from '../assets'
import { utxoNetwork } from '../derive/addresses'
import type { Network } from '../networks'
import type { ChainService } from '../service'
import { buildTransferPsbt } from '../utxo/psbt'
import { coinsToUnits } from '../utxo/rpc'

export interface TransferRequest {
  readonly walletId: string
  /** The sealed mnemonic of the wallet that owns `fromAddress`. */
  readonly envelope: string
  readonly network: Network
  readonly index: number
  readonly isTestnet: boolean
  readonly sandbox: boolean
  readonly currency: string
  readonly fromAddress: string
  readonly toAddress: string
  /** Base units. */
  readonly amount: bigint
}

export type TransferFailure = 'insufficient_funds' | 'network_unavailable' | 'currency_unavailable' | 'broadcast_failed'

export type TransferOutcome =
  | { readonly ok: true; readonly txHash: string; readonly fee: bigint; readonly feeCurrency: string }
  | { readonly ok: false; readonly code: TransferFailure; readonly message: string }

const ERC20_TRANSFER = viem.parseAbiItem('function transfer(address to, uint256 value) returns (bool)')
const FALLBACK_SAT_PER_VB = 2n

export async function sendTransfer(chains: ChainService, req: TransferRequest): Promise<TransferOutcome> {
  if (req.amount <= 0n) return { ok: false, code: 'broadcast_failed', message: 'amount must be positive' }
  if (req.sandbox) {
    const sent = await chains.ledger.send({ network: req.network, currency: req.currency, fromAddress: req.fromAddress, toAddress: req.toAddress, amount: req.amount })
    return sent.ok ? { ok: true, txHash: sent.transfer.txHash, fee: sent.fee, feeCurrency: NATIVE_CURRENCY[req.network] } : sent
  }
  try {
    if (chains.evm(req.network)) return await sendEvm(chains, req)
    if (chains.utxo(req.network)) return await sendUtxo(chains, req)
  } catch (error) {
    return { ok: false, code: 'broadcast_failed', message: error instanceof Error ? (error as { shortMessage?: string }).shortMessage ?? error.message : String(error) }
  }
  return { ok: false, code: 'network_unavailable', message: `no live ${req.network} endpoint is configured (${req.network}_RPC_URL)` }
}

async function sendEvm(chains: ChainService, req: TransferRequest): Promise<TransferOutcome> {
  const adapter = chains.evm(req.network)!
  const native = req.currency === adapter.nativeCurrency || (req.network === 'POL' && req.currency === 'MATIC')
  const token = native ? undefined : adapter.tokens[req.currency]
  if (!native && !token) return { ok: false, code: 'currency_unavailable', message: `${req.currency} has no contract configured on ${req.network}` }
  const from = viem.getAddress(req.fromAddress)
  const call = native
    ? { to: viem.getAddress(req.toAddress), value: req.amount }
    : { to: token!, value: 0n, data: viem.encodeFunctionData({ abi: [ERC20_TRANSFER], functionName: 'transfer', args: [viem.getAddress(req.toAddress), req.amount] }) }
  const [prep, gas] = await Promise.all([adapter.prepare(from), adapter.client.estimateGas({ account: from, ...call })])
  const signed = await chains.pool.signEvm(req.walletId, req.envelope, { network: req.network, index: req.index, isTestnet: req.isTestnet }, {
    chainId: prep.chainId, to: call.to, value: call.value.toString(), ...('data' in call ? { data: call.data } : {}), nonce: prep.nonce, gas: gas.toString(),
    maxFeePerGas: prep.maxFeePerGas.toString(), maxPriorityFeePerGas: prep.maxPriorityFeePerGas.toString(),
  })
  const txHash = await adapter.broadcast(signed.raw)
  return { ok: true, txHash, fee: gas * prep.maxFeePerGas, feeCurrency: adapter.nativeCurrency }
}

async function sendUtxo(chains: ChainService, req: TransferRequest): Promise<TransferOutcome> {
  const adapter = chains.utxo(req.network)!
  const estimate = await adapter.rpc.call<{ feerate?: string | number }>('estimatesmartfee', [6]).catch(() => ({ feerate: undefined }))
  // feerate is coins per kvB, rounded up to whole sat/vB. Regtest nodes have no estimate: a small fixed rate.
  const satPerVb = estimate.feerate !== undefined ? (coinsToUnits(String(estimate.feerate)) + 999n) / 1000n : FALLBACK_SAT_PER_VB
  const unspents = await adapter.unspent(req.fromAddress)
  let built: ReturnType<typeof buildTransferPsbt>
  try {
    built = buildTransferPsbt({ unspents, from: req.fromAddress, to: req.toAddress, amount: req.amount, feeRateSatPerVb: satPerVb, network: utxoNetwork(req.network as 'BTC' | 'LTC', req.isTestnet) })
  } catch (error) {
    return { ok: false, code: 'insufficient_funds', message: (error as Error).message }
  }
  const signed = await chains.pool.signPsbt(req.walletId, req.envelope, { network: req.network, index: req.index, isTestnet: req.isTestnet }, built.psbtBase64)
  return { ok: true, txHash: await adapter.broadcast(signed.hex), fee: built.fee, feeCurrency: req.network }
}
