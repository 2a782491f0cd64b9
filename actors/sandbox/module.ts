/**
 * The sandbox module: `POST /api/v1/sandbox/deposits` simulates an incoming
 * transfer on the sandbox ledger, for test keys only (a live key gets 403).
 * It is how merchants test an integration end to end without funds, so it
 * credits only addresses the platform issued to the key's own merchant
 * (actors/sandbox/ownership.ts): anything else is 403 and nothing is written.
 */
import { positiveUnits } from '../../chains/sandbox/amount'
import { RejectionError, reject } from '../../platform/errors'
import type { PlatformModule } from '../../gateway/core/platform_module'
import { implement, methodTable } from '../../platform/operation'
import { operationRoute } from '../../gateway/core/operation_route'
import { HttpError } from '../../gateway/core/failures'
import { decimalsOf, formatUnits, looksLikeAddress } from '../../chains/assets'
import { NETWORKS, isNetwork } from '../../chains/networks'
import { SandboxLedger } from '../../chains/sandbox/ledger'
import { IssuedAddresses } from './ownership'
import { DepositBody, simulateDeposit } from '../../chains/sandbox/operations'
import { platformNumber } from '../../platform/config_variables'

export const sandboxModule: PlatformModule = {
  name: 'sandbox',
  methods: (ctx) => {
    const ledger = new SandboxLedger(ctx.sql, () => ctx.clock.nowMs(), platformNumber('SANDBOX_BLOCK_TIME_MS'))
    const issued = new IssuedAddresses(ctx.sql)
    return methodTable(
      implement(simulateDeposit, async (b, caller) => {
        if (!caller.isTestMode) throw new RejectionError(reject('SANDBOX_ONLY', 'sandbox deposits need a test key (test_sk_)'))
        const network = b.network.toUpperCase()
        if (!isNetwork(network))
          throw new RejectionError(reject('INVALID_NETWORK', `network must be one of ${NETWORKS.join(', ')}`, 'network'))
        const currency = b.currency.toUpperCase()
        const decimals = decimalsOf(network, currency)
        if (decimals === undefined)
          throw new RejectionError(reject('INVALID_CURRENCY', `${currency} is not supported on ${network}`, 'currency'))
        if (!looksLikeAddress(network, b.address))
          throw new RejectionError(reject('INVALID_ADDRESS', `not a ${network} address`, 'address'))
        const units = positiveUnits(b.amount, decimals)
        if (!(await issued.issuedTo(caller.businessId, network, b.address))) {
          throw new RejectionError(
            reject('SANDBOX_ADDRESS_NOT_YOURS', `${b.address} is not a ${network} sandbox address this platform issued to you`, 'address'),
          )
        }
        const t = await ledger.credit({ network, currency, toAddress: b.address, amount: units, fail: b.simulate === 'fail' })
        return {
          tx_hash: t.txHash,
          network,
          currency,
          address: t.toAddress,
          amount: formatUnits(t.amount, decimals),
          amount_base_units: t.amount.toString(),
          status: t.status,
          confirmations: t.confirmations,
          detected_at: new Date(t.detectedAtMs).toISOString(),
          ...(t.confirmedAtMs === null ? {} : { confirmed_at: new Date(t.confirmedAtMs).toISOString() }),
        }
      }),
    )
  },
  routes: (ctx) => [
    operationRoute(ctx.payments, simulateDeposit, {
      method: 'POST',
      path: '/api/v1/sandbox/deposits',
      summary: 'Simulate an incoming transfer (test keys only)',
      tags: ['sandbox'],
      status: 201,
      auth: { kind: 'apiKey', product: 'payments', permission: 'any_key' },
      body: DepositBody,
      input: (req) => {
        if (req.principal.kind !== 'apiKey' || !req.principal.isTestMode)
          throw new HttpError(403, 'SANDBOX_ONLY', 'sandbox deposits need a test key (test_sk_)')
        return req.body
      },
    }),
  ],
}
