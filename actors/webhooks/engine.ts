/**
 * Assembles the webhook engine on a payments host: the endpoint actor kind,
 * the outbox subscriber that creates deliveries, and the dispatcher that
 * sends them. Product modules add their event mappers to `catalogue`.
 */
import type { Sql } from 'postgres'
import type { Clock } from '../../platform/clock'
import type { Logger } from '../../platform/log'
import type { Sealer } from '../../platform/secrets/sealer'
import type { ActorHost } from '../runtime/host'
import type { WebhookService } from '../runtime/service/webhooks'
import { DEVELOPMENT_POLICY, PRODUCTION_POLICY, checkTarget, systemResolve, type AddressPolicy, type Resolve } from './address_policy'
import { WebhookCatalogue } from './catalogue'
import { DeliveryStore } from './delivery_store'
import { WebhookDispatcher, type DispatcherOptions } from './dispatcher'
import { webhookEndpointKind } from './endpoint/decide'
import { EndpointDirectory } from './endpoint_directory'
import { WebhookSender } from './sender'
import type { WebhookGate } from './dispatch_gate'
import { webhookSubscriber } from './subscriber'

/** The engine: the kernel's port (what the payments context offers modules) with its parts as the classes they are. */
export interface WebhookEngine extends WebhookService {
  readonly catalogue: WebhookCatalogue
  readonly deliveries: DeliveryStore
  readonly directory: EndpointDirectory
  readonly dispatcher: WebhookDispatcher
  start(): Promise<void>
  stop(): Promise<void>
}

/**
 * Attempts in flight per endpoint at first and at least: a slow or dead endpoint holds only these eight sockets and
 * its own queue. An endpoint answering quickly gets more, up to MAX_PER_ENDPOINT_CONCURRENCY (lane_limit.ts): a block
 * paying a thousand of one merchant's sessions then drains in about half a second (bench deposits.latency).
 */
export const PER_ENDPOINT_CONCURRENCY = 8
export const MAX_PER_ENDPOINT_CONCURRENCY = 64

export function createWebhookEngine(deps: {
  sql: Sql
  host: ActorHost
  sealer: Sealer
  clock: Clock
  logger: Logger
  production: boolean
  gate: WebhookGate
  claimer: string
  policy?: AddressPolicy
  /** DNS for target checks; tests inject names that resolve where they need. */
  resolve?: Resolve
  timeoutMs?: number
  dispatcher?: Partial<DispatcherOptions>
}): WebhookEngine {
  const policy = deps.policy ?? (deps.production ? PRODUCTION_POLICY : DEVELOPMENT_POLICY)
  const catalogue = new WebhookCatalogue()
  const deliveries = new DeliveryStore(deps.sql)
  const directory = new EndpointDirectory(deps.sql, deps.sealer)
  const resolve = deps.resolve ?? systemResolve
  const sender = new WebhookSender(policy, deps.timeoutMs, resolve)
  const nowMs = () => deps.clock.nowMs()
  const dispatcher = new WebhookDispatcher(deliveries, directory, sender, deps.gate, nowMs, deps.logger, {
    claimer: deps.claimer,
    perEndpointConcurrency: PER_ENDPOINT_CONCURRENCY,
    maxPerEndpointConcurrency: MAX_PER_ENDPOINT_CONCURRENCY,
    claimMs: 20_000,
    batch: 200,
    pollMs: 500,
    ...deps.dispatcher,
  })
  deps.host.register(webhookEndpointKind)
  deps.host.subscribe(webhookSubscriber({ catalogue, directory, store: deliveries, nowMs, wake: () => dispatcher.wake() }))
  return {
    catalogue,
    deliveries,
    directory,
    dispatcher,
    sealer: deps.sealer,
    gate: deps.gate,
    checkTarget: (url) => checkTarget(url, policy, resolve),
    start: () => dispatcher.start(),
    stop: async () => {
      await dispatcher.stop()
      sender.close()
    },
  }
}
