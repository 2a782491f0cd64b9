/** ETH, BSC and POL sends: native value, an ERC-20 `transfer` or a contract call (a swap), gas from the node, signed in the worker pool. */
import { formatCoins } from '../assets'
import { viem } from '../esm_deps'
import type { EvmAdapter } from '../evm/adapter'
import type { DerivationPool } from '../../workers/pool'
import { keyOf, type TransferRequest } from './outcome'
import type { Prepared } from './signed'

const ERC20_TRANSFER = viem.parseAbiItem('function transfer(address to, uint256 value) returns (bool)')

const refused = (code: 'insufficient_funds' | 'currency_unavailable', message: string): Prepared => ({ ok: false, code, message })

/** Builds and signs; sends nothing. The hash is the keccak of the signed bytes. */
export async function prepareEvm(adapter: EvmAdapter, pool: DerivationPool, req: TransferRequest): Promise<Prepared> {
  if (req.call) return prepareEvmCall(adapter, pool, req, req.call)
  const native = req.currency === adapter.nativeCurrency || (req.network === 'POL' && req.currency === 'MATIC')
  const token = native ? undefined : adapter.tokens[req.currency]
  if (!native && !token) return refused('currency_unavailable', `${req.currency} has no contract configured on ${req.network}`)
  const from = viem.getAddress(req.fromAddress)
  const call = native
    ? { to: viem.getAddress(req.toAddress), value: req.amount }
    : {
        to: token!,
        value: 0n,
        data: viem.encodeFunctionData({
          abi: [ERC20_TRANSFER],
          functionName: 'transfer',
          args: [viem.getAddress(req.toAddress), req.amount],
        }),
      }
  // A fee taken from the amount is estimated for the smaller value (a plain transfer's gas does not depend on it).
  const [prep, gas] = await Promise.all([
    adapter.prepare(from),
    adapter.client.estimateGas({ account: from, ...call, ...(req.feeFromAmount ? { value: 0n } : {}) }),
  ])
  const value = req.feeFromAmount ? call.value - gas * prep.maxFeePerGas : call.value
  // Only a fee taken from the amount can leave nothing to send; a token transfer carries no value at all.
  if (req.feeFromAmount && value <= 0n) {
    const fee = formatCoins(req.network, adapter.nativeCurrency, gas * prep.maxFeePerGas)
    return refused(
      'insufficient_funds',
      `insufficient funds: ${formatCoins(req.network, req.currency, req.amount)} does not cover the network fee of ${fee}`,
    )
  }
  return signEvm(adapter, pool, req, { to: call.to, value, ...('data' in call ? { data: call.data } : {}) }, gas, prep)
}

/** A contract call (TransferRequest.call): the caller's gas when given, else the node's estimate. */
async function prepareEvmCall(
  adapter: EvmAdapter,
  pool: DerivationPool,
  req: TransferRequest,
  call: NonNullable<TransferRequest['call']>,
): Promise<Prepared> {
  const from = viem.getAddress(req.fromAddress)
  const tx = { to: viem.getAddress(call.to), value: call.value, data: call.data }
  const [prep, gas] = await Promise.all([adapter.prepare(from), call.gas ?? adapter.client.estimateGas({ account: from, ...tx })])
  return signEvm(adapter, pool, req, tx, gas, prep)
}

async function signEvm(
  adapter: EvmAdapter,
  pool: DerivationPool,
  req: TransferRequest,
  call: { to: `0x${string}`; value: bigint; data?: `0x${string}` },
  gas: bigint,
  prep: Awaited<ReturnType<EvmAdapter['prepare']>>,
): Promise<Prepared> {
  const signed = await pool.signEvm(req.walletId, req.envelope, keyOf(req), {
    chainId: prep.chainId,
    to: call.to,
    value: call.value.toString(),
    ...(call.data ? { data: call.data } : {}),
    nonce: prep.nonce,
    gas: gas.toString(),
    maxFeePerGas: prep.maxFeePerGas.toString(),
    maxPriorityFeePerGas: prep.maxPriorityFeePerGas.toString(),
  })
  return {
    ok: true,
    payload: {
      mode: 'live',
      network: req.network,
      txHash: viem.keccak256(signed.raw),
      raw: signed.raw,
      from: viem.getAddress(req.fromAddress),
      fee: gas * prep.maxFeePerGas,
      feeCurrency: adapter.nativeCurrency,
      nonce: prep.nonce,
      ...(req.feeFromAmount ? { sent: call.value } : {}),
    },
  }
}
