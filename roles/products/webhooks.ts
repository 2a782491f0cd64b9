/** The webhooks product module: settings and dashboard methods and routes (the engine itself runs in the payments role). */
import type { PlatformModule } from '../module'
import { webhookRoutes } from '../../gateway/webhooks/routes'
import { webhookMethods } from '../../actors/webhooks/methods'

export const webhooksModule: PlatformModule = {
  name: 'webhooks',
  methods: webhookMethods,
  routes: webhookRoutes,
}
