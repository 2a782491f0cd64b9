/**
 * Merchant analytics (docs/analytics.md): reports from the rollups every product's commits keep
 * (actors/runtime/activity.ts), the transactions and their CSV export, the fraud rules with their alerts and
 * webhook, and the dashboard page. Builds on every product's facts and imports none of the products.
 */
import type { PlatformModule } from '../../gateway/core/platform_module'
import { numberSetting } from '../../platform/config_schema'
import { configEnv } from '../../platform/config_variables'
import { REMIT_VARIABLES } from '../../platform/remit_variables'
import type { PaymentsContext } from '../runtime/service/module'
import { fraudAlertKind } from './alert/decide'
import { analyticsMethods } from './api/methods'
import { analyticsRoutes } from './api/routes'
import { activitySources, backfillPending } from './backfill'
import { AnalyticsContext } from './context'
import { startScanning } from './fraud/scan'
import { dashboardPageRoutes } from './page/routes'
import { fraudSettingsKind } from './settings/decide'
import { fraudWebhookMapper } from './webhooks'

export function createAnalyticsModule(options: { readonly env?: NodeJS.ProcessEnv } = {}): PlatformModule {
  const contexts = new WeakMap<PaymentsContext, AnalyticsContext>()
  const of = (ctx: PaymentsContext): AnalyticsContext => {
    let c = contexts.get(ctx)
    if (!c) {
      c = new AnalyticsContext(ctx)
      ctx.webhooks.catalogue.add(fraudWebhookMapper)
      contexts.set(ctx, c)
    }
    return c
  }
  return {
    name: 'analytics',
    actors: [fraudAlertKind, fraudSettingsKind],
    methods: (ctx) => analyticsMethods(of(ctx)),
    start: (ctx) => {
      of(ctx)
      const everyMs = numberSetting(REMIT_VARIABLES, 'FRAUD_SCAN_MS', options.env ?? configEnv())
      const backfill = backfillPending(ctx.sql, activitySources(ctx.host), ctx.logger).catch((err: unknown) =>
        ctx.logger.error(
          { error: err instanceof Error ? err.message : String(err) },
          'activity backfill failed: it runs again at the next start',
        ),
      )
      const stop = startScanning({ sql: ctx.sql, host: ctx.host, logger: ctx.logger, now: () => ctx.clock.nowMs(), everyMs })
      return async () => {
        await stop()
        await backfill
      }
    },
    routes: (ctx) => [...analyticsRoutes(ctx.payments), ...dashboardPageRoutes()],
  }
}

export const analyticsModule = createAnalyticsModule()
