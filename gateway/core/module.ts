/**
 * What a product gives the gateway role: its routes (usually one RPC each), the authenticator (the accounts
 * module) and the HTTP status of each rejection code its methods raise. The gateway role receives the module
 * list and never imports a product.
 */
import type { Broadcast } from '../../platform/broadcast'
import type { Config } from '../../platform/config'
import type { Logger } from '../../platform/log'
import type { PaymentsClient } from '../../platform/module'
import type { Authenticator, RouteSpec } from '../http/route'

export interface GatewayContext {
  readonly config: Config
  readonly logger: Logger
  readonly payments: PaymentsClient
  readonly broadcast: Broadcast
}

export interface GatewayModule {
  readonly name: string
  routes?(ctx: GatewayContext): RouteSpec[]
  /** The gateway authenticator this module provides (the accounts module); the first one wins. */
  authenticator?(ctx: GatewayContext): Promise<Authenticator>
  /** HTTP status for each rejection code the module's methods raise (default 400). */
  readonly statuses?: Readonly<Record<string, number>>
}
