/** Builds a host with the webhook engine on a test schema. */
import { randomBytes } from 'node:crypto'
import { ManualClock } from '../../platform/clock'
import type { PlatformModule } from '../../gateway/core/platform_module'
import { Sealer } from '../../platform/secrets/sealer'
import type { Resolve } from '../../actors/webhooks/address_policy'
import { createWebhookEngine, type WebhookEngine } from '../../actors/webhooks/engine'
import type { WebhookGate } from '../../actors/webhooks/dispatch_gate'
import type { ActorHost } from '../../actors/runtime/host'
import type { MerchantCommand } from '../../actors/accounts/merchant/commands'
import type { EndpointCommand } from '../../actors/webhooks/endpoint/commands'
import { SYSTEM_PARTY } from '../../platform/audit'
import { merchantKind } from '../../actors/accounts/merchant/decide'
import { teamPolicyKind } from '../../actors/accounts/team_policy/decide'
import type { PlanId } from '../../actors/accounts/merchant/plans'
import { webhooksModule } from '../../actors/webhooks/module'
import { staticAuthenticator } from '../fixtures/static_authenticator'
import { createTestDb, type TestDb } from './db'
import type { Merchant } from './merchant'
import { quietLogger, testHost } from './host'
import { startTestPlatform } from './platform'
import { startReceiver } from './receiver'

export interface WebhookRig {
  readonly host: ActorHost
  readonly engine: WebhookEngine
  readonly clock: ManualClock
  readonly sealer: Sealer
  /** Creates or updates an endpoint through its actor; returns the plaintext secret on creation. */
  endpoint(input: {
    id: string
    businessId: string
    product: 'payments' | 'caas'
    url: string
    events?: string[]
    secret?: string
    walletWebhookEnabled?: boolean
  }): Promise<string>
  stop(): Promise<void>
}

export async function webhookRig(
  db: TestDb,
  options: { gate?: WebhookGate; production?: boolean; timeoutMs?: number; clock?: ManualClock; resolve?: Resolve } = {},
): Promise<WebhookRig> {
  const clock = options.clock ?? new ManualClock(Date.UTC(2026, 10, 22, 12))
  const host = testHost(db.sql, { hostId: `wh-${randomBytes(3).toString('hex')}`, clock })
  const sealer = new Sealer(randomBytes(32), 'webhooks')
  const engine = createWebhookEngine({
    sql: db.sql,
    host,
    sealer,
    clock,
    logger: quietLogger,
    production: options.production ?? false,
    gate: options.gate ?? (async () => true),
    claimer: 'test-dispatcher',
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.resolve ? { resolve: options.resolve } : {}),
    dispatcher: { pollMs: 60_000 },
  })
  await host.start()
  await engine.start()
  return {
    host,
    engine,
    clock,
    sealer,
    async endpoint(input) {
      const secret = input.secret ?? `whsec_${randomBytes(32).toString('base64')}`
      const result = await host.ask({ kind: 'webhook_endpoint', id: input.id }, {
        type: 'configure',
        businessId: input.businessId,
        product: input.product,
        url: input.url,
        events: input.events ?? [],
        walletWebhookEnabled: input.walletWebhookEnabled ?? false,
        sealedSecret: sealer.seal(secret, input.id),
        by: SYSTEM_PARTY,
      } satisfies EndpointCommand)
      if (!result.ok) throw new Error(result.rejection.code)
      return secret
    },
    async stop() {
      await engine.stop()
      await host.stop()
    },
  }
}

/** Pays a new checkout session in full with sandbox USDC on ETH (the merchant needs a business wallet); returns the session id. */
export async function paySandboxCheckout(m: Merchant, amountUsd: number): Promise<string> {
  const id = (await m.api('POST', '/api/v1/checkout/create', { amount: amountUsd, currency: 'USD' })).body.session_id as string
  const sel = (await m.call('POST', `/api/v1/checkout/${id}/select-network`, { body: { network: 'ETH', currency: 'USDC' } })).body
  const paid = await m.api('POST', '/api/v1/sandbox/deposits', {
    network: 'ETH',
    currency: 'USDC',
    address: sel.address,
    amount: sel.amount_crypto,
  })
  if (paid.status !== 201) throw new Error(`sandbox deposit: ${paid.status} ${JSON.stringify(paid.body)}`)
  return id
}

/** A test platform on its own schema with a local webhook receiver; `close` stops both and drops the schema. */
export async function platformWithReceiver(
  schemaPrefix: string,
  modules: PlatformModule[],
  options: Parameters<typeof startTestPlatform>[2] = {},
) {
  const db = await createTestDb(schemaPrefix)
  const receiver = await startReceiver()
  const platform = await startTestPlatform(db, modules, options)
  return {
    db,
    receiver,
    platform,
    async close(): Promise<void> {
      await platform.close()
      await receiver.close()
      await db.drop()
    },
  }
}

/**
 * The webhooks module with the static test authenticator (`Bearer
 * user:<business>:<permissions>`) and the merchant actor, so the plan gate
 * can answer. `givePlan` sets a business's plan directly on its merchant
 * actor (setup; the admin route needs the accounts module).
 */
export async function staticAuthWebhookPlatform(schemaPrefix: string) {
  const rig = await platformWithReceiver(
    schemaPrefix,
    [webhooksModule, { name: 'merchant-actor', actors: [merchantKind, teamPolicyKind] }],
    {
      authenticator: staticAuthenticator,
    },
  )
  const host = rig.platform.payments.host
  return {
    ...rig,
    async givePlan(businessId: string, plan: PlanId): Promise<void> {
      const merchant = { kind: 'merchant', id: businessId }
      await host.ask(merchant, { type: 'create', name: businessId, accountType: 'business', ownerUserId: `u-${businessId}` })
      const result = await host.ask(merchant, { type: 'set_plan', plan, duration: 'monthly', by: SYSTEM_PARTY } satisfies MerchantCommand)
      if (!result.ok) throw new Error(result.rejection.code)
    },
  }
}
