/** The webhooks product module: settings and dashboard methods and routes (the engine itself runs in the payments role). */
import type { PlatformModule } from '../../gateway/core/platform_module'
import { webhookRoutes } from './api/routes'
import { webhookMethods } from './api/methods'

export const webhooksModule: PlatformModule = {
  name: 'webhooks',
  methods: webhookMethods,
  routes: webhookRoutes,
}
