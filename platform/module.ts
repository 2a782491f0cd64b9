/**
 * How a product plugs into the platform. A module contributes actor kinds
 * (hosted by the payments role), RPC methods (served by the payments role)
 * and gateway routes (served by the gateway, usually one RPC each). The
 * roles never import products directly: they receive the module list.
 */
import type { Sql } from 'postgres'
import type { ActorHost } from '../actors/runtime/host'
import type { EventSubscriber } from '../actors/runtime/outbox_relay'
import type { ActorKind } from '../actors/runtime/types'
import type { WebhookEngine } from '../actors/webhooks/engine'
import type { Authenticator, RouteSpec } from '../gateway/http/route'
import type { Broadcast } from './broadcast'
import type { Caller } from './caller'
import type { Clock } from './clock'
import type { Config } from './config'
import type { Logger } from './log'
import type { PriceOracle } from './prices'

/** An RPC method on the payments role. Throw RejectionError for a rule that said no. */
export type MethodHandler = (body: unknown, caller: Caller) => Promise<unknown>

export interface PaymentsContext {
  readonly config: Config
  readonly logger: Logger
  readonly clock: Clock
  readonly sql: Sql
  readonly host: ActorHost
  /** Products add their event-to-webhook mappers to `webhooks.catalogue`. */
  readonly webhooks: WebhookEngine
  readonly broadcast: Broadcast
  readonly masterKey: Buffer
  /** Latest market prices from the hub (checkout pricing, fee estimates in USD). */
  readonly prices: PriceOracle
}

/** The gateway's view of the payments role: one call per request over the multiplexed stream. */
export interface PaymentsClient {
  call<T = unknown>(method: string, body: unknown, caller: Caller): Promise<T>
}

export interface GatewayContext {
  readonly config: Config
  readonly logger: Logger
  readonly payments: PaymentsClient
  readonly broadcast: Broadcast
}

export interface PlatformModule {
  readonly name: string
  readonly actors?: ReadonlyArray<ActorKind<any, any, any>>
  methods?(ctx: PaymentsContext): Record<string, MethodHandler>
  subscribers?(ctx: PaymentsContext): EventSubscriber[]
  /** Background work on the payments role (watchers, pollers); returns its stop function. */
  start?(ctx: PaymentsContext): () => void | Promise<void>
  routes?(ctx: GatewayContext): RouteSpec<any, any, any>[]
  /** The gateway authenticator this module provides (the accounts module); the first one wins. */
  authenticator?(ctx: GatewayContext): Promise<Authenticator>
}
