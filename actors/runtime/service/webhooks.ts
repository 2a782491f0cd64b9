/**
 * The webhook engine as the payments role's modules see it (PaymentsContext.webhooks): products add the mappers
 * that turn their committed events into webhooks, and the webhooks product's settings methods reach its deliveries,
 * endpoints and dispatcher. The engine itself is actors/webhooks/engine.ts; this port names only what the context
 * needs, so the kernel imports no product.
 *
 * A mapper's message is typed against the webhook contract (platform/webhook_payloads.ts): its body is the `Static`
 * of one event's payload schema, chosen by the body's `event`, so a mapper that sends a field the schema does not
 * name, leaves out one it requires or gives one the wrong type does not compile.
 */
import type { Static } from '@sinclair/typebox'
import type { Sealer } from '../../../platform/secrets/sealer'
import type { CAAS_WEBHOOKS, PAYMENTS_WEBHOOKS } from '../../../platform/webhook_payloads'
import type { StoredEvent } from '../store'

export type WebhookProduct = 'payments' | 'caas'

type PaymentsWebhooks = typeof PAYMENTS_WEBHOOKS
type CaasWebhooks = typeof CAAS_WEBHOOKS

/** The body of one payments webhook, e.g. `PaymentsWebhookBody<'payment.confirmed'>`; every one by default. */
export type PaymentsWebhookBody<E extends keyof PaymentsWebhooks = keyof PaymentsWebhooks> = {
  [K in E]: Static<PaymentsWebhooks[K]>
}[E]

/** The body of one CaaS webhook; every one by default. */
type CaasWebhookBody<E extends keyof CaasWebhooks = keyof CaasWebhooks> = { [K in E]: Static<CaasWebhooks[K]> }[E]

interface Addressed {
  readonly businessId: string
  /** Restricts delivery to one endpoint (test sends). */
  readonly endpointId?: string
  /** Payments wallet events need the endpoint's wallet_webhook_enabled switch. */
  readonly needsWalletWebhooks?: boolean
}

/**
 * One webhook to deliver: the JSON body already in wire form (money as decimal strings), whose `event` is the
 * webhook event name merchants see (e.g. `payment.confirmed`) and picks the schema the body is checked against.
 */
export type WebhookMessage =
  | (Addressed & { readonly product: 'payments'; readonly body: PaymentsWebhookBody })
  | (Addressed & { readonly product: 'caas'; readonly body: CaasWebhookBody })

/** A product's committed event as a webhook, or null for events that are not for merchants. */
export type WebhookMapper = (event: StoredEvent) => WebhookMessage | null

/** Whether a merchant may receive webhooks of a product now (payments: professional plans and above). Throws when it cannot tell. */
export type WebhookGate = (businessId: string, product: WebhookProduct) => Promise<boolean>

/** Why a webhook URL is refused: not a URL the policy takes, or an address it must not reach. */
export type TargetRefusal = { readonly kind: 'url' | 'address'; readonly reason: string }

/** What a delivery is skipped for: the merchant's plan has no webhooks when it was due. */
export type SkipReason = 'plan'

export interface DeliveryLogEntry {
  readonly id: string
  readonly eventId: string
  readonly endpointId: string
  readonly eventType: string
  /** The URL this delivery is for (null: created before deliveries recorded it, and not attempted since). */
  readonly url: string | null
  readonly status: 'pending' | 'delivered' | 'failed' | 'skipped'
  /** Why a skipped delivery was not sent: 'plan' (the merchant's plan has no webhooks when it was due). */
  readonly skipReason: SkipReason | null
  readonly attempts: number
  readonly nextAttemptAtMs: number | null
  readonly lastStatusCode: number | null
  readonly lastError: string | null
  readonly createdAtMs: number
  readonly deliveredAtMs: number | null
  readonly history: Array<{ attempt: number; atMs: number; statusCode: number | null; durationMs: number; error: string | null }>
}

export interface DeliveryLogQuery {
  readonly businessId: string
  readonly product: WebhookProduct
  readonly endpointId?: string
  readonly limit: number
  readonly offset: number
}

export interface WebhookService {
  /** Products add their event-to-webhook mappers here. */
  readonly catalogue: { add(mapper: WebhookMapper): void }
  readonly deliveries: {
    /** A page of a business's deliveries for one product (optionally one endpoint), with the total. */
    log(input: DeliveryLogQuery): Promise<{ total: number; entries: DeliveryLogEntry[] }>
    /** A merchant's delivery as the redeliver method decides on it, or null when it has none with this id. */
    target(
      id: string,
      businessId: string,
    ): Promise<{ readonly endpointId: string; readonly status: string; readonly url: string | null } | null>
    /** Makes a finished delivery due again now; false when there is none to redeliver. */
    redeliver(id: string, businessId: string, nowMs: number): Promise<boolean>
  }
  readonly directory: { byIds(ids: readonly string[]): Promise<ReadonlyMap<string, { readonly url: string }>> }
  readonly dispatcher: { wake(): void }
  readonly sealer: Sealer
  /** Whether a merchant's webhooks of a product are dispatched now (its plan). */
  readonly gate: WebhookGate
  /** The configuration-time target check under the engine's address policy (null: allowed). */
  checkTarget(url: string): Promise<TargetRefusal | null>
}
