/** The CaaS treasury for operators (treasury.ts): its account per environment and what USDC it holds. */
import { implement, type Implementation } from '../../../platform/operation'
import type { CaasContext } from '../context'
import { treasuryOf } from '../treasury'
import { walletBalance } from '../wallet_balance'
import { fixedUnits } from '../views'
import { caasTreasury } from './operations_fiat'

export function treasuryMethods(caas: CaasContext): Implementation[] {
  return [
    implement(caasTreasury, async () => {
      const accounts = await Promise.all(
        (['test', 'live'] as const).map(async (environment) => {
          const t = await treasuryOf(caas, environment)
          // A live chain that cannot be read now is shown as unknown, not as an error of the whole page.
          const units = await walletBalance(caas, t.wallet, environment === 'test').catch(() => null)
          return {
            environment,
            wallet_address: t.wallet,
            network: caas.config.network,
            token: caas.config.token,
            ...(units === null ? {} : { balance: fixedUnits(units, caas.config.decimals) }),
          }
        }),
      )
      return { accounts }
    }),
  ]
}
