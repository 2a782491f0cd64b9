/**
 * A TRON fee estimate in sun, from the chain's own prices
 * (getTransactionFee: sun per bandwidth byte; getEnergyFee: sun per energy)
 * and, for USDT, the energy the node says the transfer would use. It is an
 * upper bound: an account's free daily bandwidth and staked resources only
 * lower what is burnt.
 */
import type { TronWebClient } from './client'
import { field, isList } from '../../platform/json_object'
import { int64 } from './parse'

// Serialized size of a signed transfer, with one 65-byte signature and the protobuf overhead java-tron bills.
const TRX_TRANSFER_BYTES = 270n
const TRC20_TRANSFER_BYTES = 345n

export async function estimateTronFee(
  tron: TronWebClient,
  input: { currency: 'TRX' | 'USDT'; from: string; to: string; amount: bigint; usdtContract: string | undefined },
): Promise<bigint> {
  const params: unknown = await tron.trx.raw.getChainParameters()
  if (!isList(params)) throw new Error(`getChainParameters: the node answered no list: ${JSON.stringify(params)}`)
  const param = (key: string) =>
    int64(
      field(
        params.find((p) => field(p, 'key') === key),
        'value',
      ) ?? '0',
    )
  const perByte = param('getTransactionFee')
  if (input.currency === 'TRX') return TRX_TRANSFER_BYTES * perByte
  if (!input.usdtContract) throw new Error('USDT is not configured on TRX')
  const call = await tron.transactionBuilder.triggerConstantContract(
    input.usdtContract,
    'transfer(address,uint256)',
    {},
    [
      { type: 'address', value: input.to },
      { type: 'uint256', value: input.amount.toString() },
    ],
    input.from,
  )
  if (!call.result?.result) throw new Error(`transfer simulation failed: ${JSON.stringify(call.result)}`)
  return BigInt(call.energy_used ?? 0) * param('getEnergyFee') + TRC20_TRANSFER_BYTES * perByte
}
