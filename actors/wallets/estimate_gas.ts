/**
 * POST /wallet/estimate-gas (public, EVM only): the node's gas estimate for
 * the transfer, the fee cap per gas the send path would use, the fee in the
 * native coin and in USD from the hub's price, all exact decimal strings.
 */
import { viem } from '../../chains/esm_deps'
import { NATIVE_CURRENCY, formatUnits } from '../../chains/assets'
import { parseDecimal } from '../../platform/decimal'
import { errorText } from '../../chains/send/signed'
import { RejectionError, reject } from '../../platform/errors'
import type { MethodHandler } from '../../platform/module'
import { implement, methodTable } from '../../platform/operation'
import * as ops from './api/operations'
import type { WaasContext } from './context'
import { addressOf, amountOf, currencyOf, networkOf } from './inputs'

const ERC20_TRANSFER = viem.parseAbiItem('function transfer(address to, uint256 value) returns (bool)')
const USD_PLACES = 6

/** fee (wei, 18 decimals) x price (decimal string) as USD with 6 places, rounded half up. Exact. */
function feeInUsd(feeWei: bigint, price: string): string {
  const p = parseDecimal(price)
  const divisor = 10n ** BigInt(18 + p.scale - USD_PLACES)
  const scaled = (feeWei * p.units * 2n + divisor) / (2n * divisor)
  return formatUnits(scaled, USD_PLACES)
}

export function estimateGasMethods(waas: WaasContext): Record<string, MethodHandler> {
  return methodTable(
    implement(ops.estimateGas, async (b) => {
      const network = networkOf(b.network)
      if (network !== 'ETH' && network !== 'BSC' && network !== 'POL')
        throw new RejectionError(reject('UNSUPPORTED_NETWORK', 'estimate-gas supports the EVM networks BSC, ETH and POL only', 'network'))
      const { currency, decimals } = currencyOf(network, b.currency)
      const from = viem.getAddress(addressOf(network, b.from_address, 'from_address'))
      const to = viem.getAddress(addressOf(network, b.to_address, 'to_address'))
      const amount = amountOf(b.amount, decimals)
      const evm = waas.chains.evm(network)
      if (!evm) throw new RejectionError(reject('NETWORK_UNAVAILABLE', `no ${network} endpoint is configured (${network}_RPC_URL)`))
      const native = currency === NATIVE_CURRENCY[network]
      const token = native ? undefined : evm.tokens[currency]
      if (!native && !token)
        throw new RejectionError(reject('CURRENCY_UNAVAILABLE', `${currency} has no contract configured on ${network}`, 'currency'))
      // Past the check, a token is there exactly when the currency is not the native coin.
      const call =
        token === undefined
          ? { to, value: amount }
          : { to: token, data: viem.encodeFunctionData({ abi: [ERC20_TRANSFER], functionName: 'transfer', args: [to, amount] }) }
      let gas: bigint
      let maxFeePerGas: bigint
      try {
        gas = await evm.client.estimateGas({ account: from, ...call })
        ;({ maxFeePerGas } = await evm.client.estimateFeesPerGas())
      } catch (error) {
        throw new RejectionError(reject('ESTIMATE_FAILED', `the node cannot estimate this transfer: ${errorText(error)}`))
      }
      const fee = gas * maxFeePerGas
      const symbol = NATIVE_CURRENCY[network]
      // The fee in the native coin stands on its own: a hub outage only leaves the USD figure out.
      const quote = await waas.payments.prices.usdQuotes([symbol]).then(
        (quotes) => quotes.get(symbol),
        () => undefined,
      )
      return {
        gas_limit: gas.toString(),
        gas_price: maxFeePerGas.toString(),
        estimated_fee: fee.toString(),
        estimated_fee_decimal: formatUnits(fee, 18),
        fee_currency: symbol,
        estimated_fee_usd: quote ? feeInUsd(fee, quote.price) : null,
      }
    }),
  )
}
