/** Builds a host with the webhook engine on a test schema. */
import { randomBytes } from 'node:crypto'
import { ManualClock } from '../../platform/clock'
import { Sealer } from '../../platform/secrets/sealer'
import type { Resolve } from '../../actors/webhooks/address_policy'
import { createWebhookEngine, type WebhookEngine } from '../../actors/webhooks/engine'
import type { WebhookGate } from '../../actors/webhooks/subscriber'
import type { ActorHost } from '../../actors/runtime/host'
import type { TestDb } from './db'
import { quietLogger, testHost } from './host'

export interface WebhookRig {
  readonly host: ActorHost
  readonly engine: WebhookEngine
  readonly clock: ManualClock
  readonly sealer: Sealer
  /** Creates or updates an endpoint through its actor; returns the plaintext secret on creation. */
  endpoint(input: { id: string; businessId: string; product: 'payments' | 'caas'; url: string; events?: string[]; secret?: string; walletWebhookEnabled?: boolean }): Promise<string>
  stop(): Promise<void>
}

export async function webhookRig(db: TestDb, options: { gate?: WebhookGate; production?: boolean; timeoutMs?: number; clock?: ManualClock; resolve?: Resolve } = {}): Promise<WebhookRig> {
  const clock = options.clock ?? new ManualClock(Date.UTC(2026, 10, 22, 12))
  const host = testHost(db.sql, { hostId: `wh-${randomBytes(3).toString('hex')}`, clock })
  const sealer = new Sealer(randomBytes(32), 'webhooks')
  const engine = createWebhookEngine({
    sql: db.sql, host, sealer, clock, logger: quietLogger, production: options.production ?? false,
    gate: options.gate ?? (async () => true), claimer: 'test-dispatcher',
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.resolve ? { resolve: options.resolve } : {}),
    dispatcher: { pollMs: 60_000 },
  })
  await host.start()
  await engine.start()
  return {
    host, engine, clock, sealer,
    async endpoint(input) {
      const secret = input.secret ?? `whsec_${randomBytes(32).toString('base64')}`
      const result = await host.ask({ kind: 'webhook_endpoint', id: input.id }, {
        type: 'configure', businessId: input.businessId, product: input.product, url: input.url, events: input.events ?? [],
        walletWebhookEnabled: input.walletWebhookEnabled ?? false, sealedSecret: sealer.seal(secret, input.id),
      })
      if (!result.ok) throw new Error(result.rejection.code)
      return secret
    },
    async stop() {
      await engine.stop()
      await host.stop()
    },
  }
}
