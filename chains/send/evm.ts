/** ETH, BSC and POL sends: native value or an ERC-20 `transfer`, gas from the node, signed in the worker pool. */
import { formatCoins } from '../assets'
import { viem } from '../esm_deps'
import type { EvmAdapter } from '../evm/adapter'
import type { DerivationPool } from '../../workers/pool'
import { keyOf, refused, type TransferOutcome, type TransferRequest } from './outcome'

const ERC20_TRANSFER = viem.parseAbiItem('function transfer(address to, uint256 value) returns (bool)')

export async function sendEvm(adapter: EvmAdapter, pool: DerivationPool, req: TransferRequest): Promise<TransferOutcome> {
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
  if (value <= 0n) {
    const fee = formatCoins(req.network, adapter.nativeCurrency, gas * prep.maxFeePerGas)
    return refused(
      'insufficient_funds',
      `insufficient funds: ${formatCoins(req.network, req.currency, req.amount)} does not cover the network fee of ${fee}`,
    )
  }
  const signed = await pool.signEvm(req.walletId, req.envelope, keyOf(req), {
    chainId: prep.chainId,
    to: call.to,
    value: value.toString(),
    ...('data' in call ? { data: call.data } : {}),
    nonce: prep.nonce,
    gas: gas.toString(),
    maxFeePerGas: prep.maxFeePerGas.toString(),
    maxPriorityFeePerGas: prep.maxPriorityFeePerGas.toString(),
  })
  const txHash = await adapter.broadcast(signed.raw)
  return {
    ok: true,
    txHash,
    fee: gas * prep.maxFeePerGas,
    feeCurrency: adapter.nativeCurrency,
    ...(req.feeFromAmount ? { sent: value } : {}),
  }
}
