/**
 * Sandbox funding for CaaS test keys: credits a user's smart account on the
 * sandbox ledger (USDC, or the network's coin for user-operation fees), the
 * CaaS counterpart of POST /api/v1/sandbox/deposits.
 */
import { positiveUnits } from '../../../chains/sandbox/amount'
import { NATIVE_CURRENCY, decimalsOf, formatUnits } from '../../../chains/assets'
import { RejectionError, reject } from '../../../platform/errors'
import { implement, type Implementation } from '../../../platform/operation'
import type { CaasContext } from '../context'
import { fundSandbox } from './operations'
import { rfc3339 } from '../../webhooks'

export function sandboxFundMethods(caas: CaasContext): Implementation[] {
  return [
    implement(fundSandbox, async (b, caller) => {
      if (!caller.isTestMode) throw new RejectionError(reject('SANDBOX_ONLY', 'sandbox funding needs a CaaS test key (svc_sk_test_)'))
      const network = caas.config.network
      const currency = (b.currency ?? caas.config.token).toUpperCase()
      const decimals = decimalsOf(network, currency)
      if (decimals === undefined || (currency !== caas.config.token && currency !== NATIVE_CURRENCY[network])) {
        throw new RejectionError(reject('UNSUPPORTED_TOKEN', `fund ${caas.config.token} or ${NATIVE_CURRENCY[network]}`, 'currency'))
      }
      const units = positiveUnits(b.amount, decimals)
      const user = await caas.member(caas.phone(b.phone_number, caller), caller)
      const t = await caas.chains.ledger.credit({ network, currency, toAddress: user.wallet.address, amount: units })
      return {
        tx_hash: t.txHash,
        network,
        currency,
        wallet_address: user.wallet.address,
        amount: formatUnits(units, decimals),
        amount_base_units: units.toString(),
        status: t.status,
        created_at: rfc3339(t.detectedAtMs),
      }
    }),
  ]
}
