/** The webhooks product module: settings and dashboard methods and routes (the engine itself runs in the payments role). */
import type { PlatformModule } from '../module'
import { webhookRoutes } from '../../gateway/webhooks/routes'
import { webhookMethods } from '../../actors/webhooks/methods'

export const webhooksModule: PlatformModule = {
  name: 'webhooks',
  methods: webhookMethods,
  routes: webhookRoutes,
  statuses: {
    endpoint_not_found: 404,
    endpoint_deactivated: 410,
    invalid_webhook_url: 400,
    WEBHOOK_TARGET_NOT_ALLOWED: 400,
    PLAN_FEATURE_UNAVAILABLE: 403,
    delivery_not_redeliverable: 404,
    unauthorized: 401,
  },
}
