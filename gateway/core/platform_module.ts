/**
 * How a product plugs into the platform: one module with the payments half (actor kinds, methods,
 * subscribers, background work) and the gateway half (routes, authenticator, statuses). Each role takes
 * only its half, so the layers below never see this composition.
 */
import type { PaymentsModule } from '../../actors/runtime/service/module'
import type { GatewayModule } from './module'

export type PlatformModule = PaymentsModule & GatewayModule
