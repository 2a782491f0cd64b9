/**
 * The sandbox module: `POST /api/v1/sandbox/deposits` simulates an incoming
 * transfer on the sandbox ledger, for test keys only (a live key gets 403).
 * It is how merchants test an integration end to end without funds.
 */
import { positiveUnits } from './amount'
import { Type } from '@sinclair/typebox'
import { RejectionError, reject } from '../../platform/errors'
import type { PlatformModule } from '../../platform/module'
import { rpcRoute } from '../../gateway/core/rpc_route'
import { HttpError } from '../../gateway/core/failures'
import { decimalsOf, formatUnits, looksLikeAddress } from '../assets'
import { NETWORKS, isNetwork } from '../networks'
import { SandboxLedger } from './ledger'

export const sandboxModule: PlatformModule = {
  name: 'sandbox',
  methods: (ctx) => {
    const ledger = new SandboxLedger(ctx.sql, () => ctx.clock.nowMs(), Number(process.env.SANDBOX_BLOCK_TIME_MS ?? 0))
    return {
      'sandbox.deposit': async (body, caller) => {
        if (!caller.isTestMode) throw new RejectionError(reject('SANDBOX_ONLY', 'sandbox deposits need a test key (test_sk_)'))
        const b = body as { network: string; currency: string; address: string; amount: string; simulate?: 'confirm' | 'fail' }
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
          confirmed_at: t.confirmedAtMs === null ? null : new Date(t.confirmedAtMs).toISOString(),
        }
      },
    }
  },
  routes: (ctx) => [
    rpcRoute(ctx.payments, {
      method: 'POST',
      path: '/api/v1/sandbox/deposits',
      summary: 'Simulate an incoming transfer (test keys only)',
      tags: ['sandbox'],
      status: 201,
      rpc: 'sandbox.deposit',
      auth: { kind: 'apiKey', product: 'payments', permission: 'any_key' },
      body: Type.Object(
        {
          network: Type.String({ minLength: 3, maxLength: 3 }),
          currency: Type.String({ minLength: 2, maxLength: 6 }),
          address: Type.String({ minLength: 20, maxLength: 120 }),
          // 2^256 base units with 18 decimals is 60 integer digits; the cap refuses absurd input before any parsing (MAX_UNITS checks the value).
          amount: Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$', maxLength: 100, description: 'Human decimal, e.g. "25.5"' }),
          simulate: Type.Optional(
            Type.Union([Type.Literal('confirm'), Type.Literal('fail')], { description: 'fail: detected, then never confirmed' }),
          ),
        },
        { additionalProperties: false },
      ),
      responses: {},
      input: (req) => {
        if (req.principal.kind !== 'apiKey' || !req.principal.isTestMode)
          throw new HttpError(403, 'SANDBOX_ONLY', 'sandbox deposits need a test key (test_sk_)')
        return req.body
      },
    }),
  ],
}
