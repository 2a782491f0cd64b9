/**
 * What a product gives the payments role: actor kinds, RPC methods, outbox subscribers and background work.
 * The payments role receives the module list and never imports a product.
 */
import type { Sql } from 'postgres'
import type { Broadcast } from '../../../platform/broadcast'
import type { Clock } from '../../../platform/clock'
import type { Config } from '../../../platform/config'
import type { Logger } from '../../../platform/log'
import type { MethodHandler } from '../../../platform/module'
import type { PriceOracle } from '../../../platform/prices'
import type { ActorHost } from '../host'
import type { EventSubscriber } from '../outbox_relay'
import type { ActorKind } from '../types'
import type { WorkflowDirectory, WorkflowRun } from '../workflow'
import type { WebhookService } from './webhooks'

export interface PaymentsContext {
  readonly config: Config
  readonly logger: Logger
  readonly clock: Clock
  readonly sql: Sql
  readonly host: ActorHost
  /** Products add their event-to-webhook mappers to `webhooks.catalogue` (the engine is actors/webhooks/engine.ts). */
  readonly webhooks: WebhookService
  readonly broadcast: Broadcast
  readonly masterKey: Buffer
  /** Latest market prices from the hub (checkout pricing, fee estimates in USD). */
  readonly prices: PriceOracle
  /** The workflows every module registered, by name (one product kicks work another runs). */
  readonly workflows: WorkflowDirectory
}

export interface PaymentsModule {
  readonly name: string
  readonly actors?: ReadonlyArray<ActorKind<any, any, any>>
  methods?(ctx: PaymentsContext): Record<string, MethodHandler>
  subscribers?(ctx: PaymentsContext): EventSubscriber[]
  /** Work that outlives a request (workflow.ts): subscribed to the outbox, scanned, stopped and drained by the role. */
  workflows?(ctx: PaymentsContext): readonly WorkflowRun[]
  /** Background work on the payments role (watchers, pollers); returns its stop function. */
  start?(ctx: PaymentsContext): () => void | Promise<void>
}
