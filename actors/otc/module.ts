/**
 * The OTC desk: quotes and orders paid by bank transfer into the desk's accounts at the virtual accounts' banking
 * partner, matched by reference and credited to the merchant balance once; the AML form and its review
 * (docs/otc.md). Builds on virtual accounts (the desk's accounts and their payments) and the balance.
 */
import type { PlatformModule } from '../../gateway/core/platform_module'
import { numberSetting } from '../../platform/config_schema'
import { configEnv } from '../../platform/config_variables'
import { REMIT_VARIABLES } from '../../platform/remit_variables'
import type { PaymentsContext } from '../runtime/service/module'
import { otcMethods } from './api/methods'
import { otcRoutes } from './api/routes'
import { OtcContext } from './context'
import { otcFormKind } from './form/decide'
import { paymentMatcher } from './matching'
import { otcOrderKind } from './order/decide'
import { deskRates } from './rates'
import { settlementWorkflow } from './workflow'

const SCAN_EVERY_MS = 5_000

export function createOtcModule(options: { readonly env?: NodeJS.ProcessEnv } = {}): PlatformModule {
  const contexts = new WeakMap<PaymentsContext, OtcContext>()
  const of = (ctx: PaymentsContext): OtcContext => {
    let c = contexts.get(ctx)
    if (!c) {
      const env = options.env ?? configEnv()
      c = new OtcContext(ctx, {
        rates: deskRates(env),
        quoteTtlMs: numberSetting(REMIT_VARIABLES, 'OTC_QUOTE_TTL_MS', env),
        orderTtlMs: numberSetting(REMIT_VARIABLES, 'OTC_ORDER_TTL_MS', env),
      })
      contexts.set(ctx, c)
    }
    return c
  }
  return {
    name: 'otc',
    actors: [otcOrderKind, otcFormKind],
    methods: (ctx) => otcMethods(of(ctx)),
    subscribers: (ctx) => [paymentMatcher(of(ctx))],
    workflows: (ctx) => [{ workflow: settlementWorkflow(of(ctx)), scanEveryMs: SCAN_EVERY_MS }],
    routes: (ctx) => otcRoutes(ctx.payments),
  }
}

export const otcModule = createOtcModule()
