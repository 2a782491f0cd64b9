/**
 * RPC methods behind the webhook settings (payments) and dashboard (CaaS)
 * routes. Secrets are generated or accepted here, sealed before they reach
 * an actor, and returned in clear exactly once (first setup, a new URL,
 * configuring again after a deactivation, rotation).
 */
import { webhookEndpointKind, webhookEndpointRef } from '../endpoint/decide'
import { randomBytes, randomUUID } from 'node:crypto'
import { actingParty } from '../../../platform/audit'
import type { Caller } from '../../../platform/caller'
import { RejectionError, reject } from '../../../platform/errors'
import type { MethodHandler } from '../../../platform/module'
import { accessContext } from '../../accounts'
import { notifyOwner, requireSecondFactor } from '../../accounts'
import { mailerFor } from '../../../platform/mail/mailer'
import { configEnv } from '../../../platform/config_variables'
import type { PaymentsContext } from '../../runtime/service/module'
import type { AskResult } from '../../runtime/types'
import { implement, methodTable } from '../../../platform/operation'
import { omitAbsent } from '../../../platform/omit_absent'
import * as ops from './operations'
import type { EndpointCommand, EndpointReply } from '../endpoint/commands'
import type { Endpoint } from '../endpoint_directory'
import type { WebhookProduct } from '../schedule'
import { redeliveryRefusal } from '../bound_url'
import { writtenState } from '../../runtime/stored_state'

const paymentsEndpointId = (businessId: string) => `payments:${businessId}`
/** Standard Webhooks form: `whsec_` + base64 of 32 random bytes (the v1 signature is keyed with those bytes). */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`

function unwrap<R>(result: AskResult<R>): R {
  if (!result.ok) throw new RejectionError(result.rejection)
  return result.reply
}

function requireBusiness(caller: Caller): string {
  if (!caller.businessId) throw new RejectionError(reject('UNAUTHORIZED', 'authentication required'))
  return caller.businessId
}

const PLAN_NOTE = 'Webhooks are dispatched only on an active professional plan or above'

/**
 * `dispatching`: whether events go out now. A merchant may configure the
 * endpoint before upgrading; until then each event is logged as skipped
 * (`dispatching_reason: 'plan'`), and an upgrade starts with the next event.
 */
function paymentsView(endpoint: Endpoint | null, planAllows: boolean) {
  const dispatching = planAllows && endpoint?.status === 'active'
  // Dispatching has no reason to give, and an endpoint never configured has no URL: those fields are left out.
  const dispatch = omitAbsent({ dispatching, dispatching_reason: dispatching ? null : !planAllows ? 'plan' : 'not_configured' })
  if (!endpoint) return { events: [], is_active: false, wallet_webhook_enabled: false, ...dispatch }
  return {
    url: endpoint.url,
    webhook_url: endpoint.url,
    events: endpoint.events,
    is_active: endpoint.status === 'active',
    wallet_webhook_enabled: endpoint.walletWebhookEnabled,
    secret_version: endpoint.secretVersion,
    ...dispatch,
    created_at: new Date(endpoint.createdAtMs).toISOString(),
    updated_at: new Date(endpoint.updatedAtMs).toISOString(),
  }
}

function caasView(endpoint: Endpoint) {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    is_active: endpoint.status === 'active',
    created_at: new Date(endpoint.createdAtMs).toISOString(),
    updated_at: new Date(endpoint.updatedAtMs).toISOString(),
  }
}

export function webhookMethods(ctx: PaymentsContext): Record<string, MethodHandler> {
  const access = accessContext(ctx)
  const mailer = mailerFor(configEnv(), ctx.config.dataDir)
  const { host, webhooks, clock } = ctx
  const ask = async (id: string, command: EndpointCommand) => unwrap(await host.ask(webhookEndpointRef(id), command))
  const checkUrl = async (url: string) => {
    const refusal = await webhooks.checkTarget(url)
    if (refusal)
      throw new RejectionError(reject(refusal.kind === 'url' ? 'INVALID_WEBHOOK_URL' : 'WEBHOOK_TARGET_NOT_ALLOWED', refusal.reason, 'url'))
  }
  const log = async (caller: Caller, product: WebhookProduct, body: { page?: number; limit?: number; endpoint_id?: string }) => {
    const limit = body.limit ?? 20
    const page = body.page ?? 1
    const { total, entries } = await webhooks.deliveries.log({
      businessId: requireBusiness(caller),
      product,
      limit,
      offset: (page - 1) * limit,
      ...(body.endpoint_id ? { endpointId: body.endpoint_id } : {}),
    })
    return {
      deliveries: entries.map((e) =>
        omitAbsent({
          id: e.id,
          event_id: e.eventId,
          endpoint_id: e.endpointId,
          event: e.eventType,
          url: e.url,
          status: e.status,
          skip_reason: e.skipReason,
          attempts: e.attempts,
          last_status_code: e.lastStatusCode,
          last_error: e.lastError,
          created_at: new Date(e.createdAtMs).toISOString(),
          delivered_at: e.deliveredAtMs === null ? null : new Date(e.deliveredAtMs).toISOString(),
          next_attempt_at: e.nextAttemptAtMs === null ? null : new Date(e.nextAttemptAtMs).toISOString(),
          history: e.history.map((h) =>
            omitAbsent({
              attempt: h.attempt,
              at: new Date(h.atMs).toISOString(),
              status_code: h.statusCode,
              duration_ms: h.durationMs,
              error: h.error,
            }),
          ),
        }),
      ),
      total,
      page,
      limit,
    }
  }

  const planAllows = (businessId: string) => webhooks.gate(businessId, 'payments')

  return methodTable(
    implement(ops.getPaymentsWebhook, async (_input, caller) => {
      const businessId = requireBusiness(caller)
      const result = await host.ask(webhookEndpointRef(paymentsEndpointId(businessId)), { type: 'get', businessId })
      return paymentsView(result.ok ? result.reply.endpoint : null, await planAllows(businessId))
    }),
    implement(ops.configurePaymentsWebhook, async (b, caller) => {
      const businessId = requireBusiness(caller)
      await checkUrl(b.url)
      const id = paymentsEndpointId(businessId)
      const secret = newSecret()
      const current = await host.ask(webhookEndpointRef(id), { type: 'get', businessId })
      // Re-pointing a live endpoint sends the merchant's events elsewhere: the second factor where it applies.
      const repointed = current.ok && current.reply.endpoint.url !== b.url
      if (repointed) await requireSecondFactor(access, caller, b.otp_code)
      const reply = await ask(id, {
        type: 'configure',
        businessId,
        product: 'payments',
        url: b.url,
        events: b.events ?? (current.ok ? current.reply.endpoint.events : []),
        walletWebhookEnabled: b.wallet_webhook_enabled ?? (current.ok ? current.reply.endpoint.walletWebhookEnabled : false),
        sealedSecret: webhooks.sealer.seal(secret, id),
        by: actingParty(caller),
      })
      if (repointed) await notifyOwner(access, mailer, caller, `The payments webhook now points at ${b.url} (it pointed elsewhere before).`)
      const view = paymentsView(reply.endpoint, await planAllows(businessId))
      const note = view.dispatching ? '' : ` ${PLAN_NOTE}: until then events are logged as skipped.`
      if (!reply.secretIssued) return { ...view, message: `Webhook updated.${note}` }
      const what = reply.created
        ? 'Webhook configured.'
        : 'Webhook configured with a new secret (a new URL, or configured again after a deactivation); the previous secret no longer signs deliveries.'
      return { ...view, webhook_secret: secret, message: `${what} Store the secret now: it is not shown again.${note}` }
    }),
    implement(ops.rotateSecret, async (_input, caller) => {
      const businessId = requireBusiness(caller)
      const id = paymentsEndpointId(businessId)
      const secret = newSecret()
      await ask(id, { type: 'rotate_secret', businessId, sealedSecret: webhooks.sealer.seal(secret, id), by: actingParty(caller) })
      return { webhook_secret: secret, message: 'Secret rotated. The previous secret no longer signs deliveries.' }
    }),
    implement(ops.testWebhook, async (_input, caller) => {
      const businessId = requireBusiness(caller)
      if (!(await planAllows(businessId))) {
        throw new RejectionError(reject('PLAN_FEATURE_UNAVAILABLE', `${PLAN_NOTE}; upgrade to send a test event.`))
      }
      await ask(paymentsEndpointId(businessId), { type: 'send_test', businessId })
      return { message: 'Test event webhook.test queued for delivery.' }
    }),
    implement(ops.paymentsDeliveries, async (input, caller) => log(caller, 'payments', input)),
    implement(ops.redeliver, async ({ id }, caller) => {
      const businessId = requireBusiness(caller)
      // Settings route, payments deliveries: sent again only when the plan would send it (else it is skipped at once).
      if (!(await planAllows(businessId)))
        throw new RejectionError(reject('PLAN_FEATURE_UNAVAILABLE', `${PLAN_NOTE}; upgrade to redeliver.`))
      const delivery = await webhooks.deliveries.target(id, businessId)
      const endpoint = delivery ? (await webhooks.directory.byIds([delivery.endpointId])).get(delivery.endpointId) : undefined
      const refusal = redeliveryRefusal(delivery, endpoint?.url)
      if (refusal) throw new RejectionError(refusal)
      if (!(await webhooks.deliveries.redeliver(id, businessId, clock.nowMs()))) {
        throw new RejectionError(reject('DELIVERY_NOT_REDELIVERABLE', 'delivery not found, or still pending'))
      }
      webhooks.dispatcher.wake()
      return { id, status: 'pending', message: 'Delivery queued again with the same id.' }
    }),
    implement(ops.createCaasWebhook, async (b, caller) => {
      const businessId = requireBusiness(caller)
      await checkUrl(b.url)
      // Every registration is a new endpoint with the secret its caller chose for this URL. There is no update:
      // a CaaS webhook's URL never changes, so no secret ever signs for a URL its owner did not set it for.
      const id = `whk_${randomUUID()}`
      const reply = await ask(id, {
        type: 'configure',
        businessId,
        product: 'caas',
        url: b.url,
        events: b.events ?? [],
        walletWebhookEnabled: false,
        sealedSecret: webhooks.sealer.seal(b.secret, id),
        by: actingParty(caller),
      })
      return caasView(reply.endpoint)
    }),
    implement(ops.listCaasWebhooks, async (_input, caller) => {
      const businessId = requireBusiness(caller)
      const rows = await ctx.sql<{ state: string }[]>`
        SELECT a.state::text FROM webhook_endpoints e JOIN actor_state a ON a.kind = 'webhook_endpoint' AND a.id = e.id
        WHERE e.business_id = ${businessId} AND e.product = 'caas' ORDER BY e.created_at_ms DESC`
      const endpoints = rows.map((r) => writtenState(webhookEndpointKind, r.state))
      return { webhooks: endpoints.map(caasView), total: endpoints.length }
    }),
    implement(ops.deactivateCaasWebhook, async ({ id }, caller) => {
      // The actor checks the product before it changes anything: the payments endpoint's id is not found here.
      const reply = await ask(id, { type: 'deactivate', businessId: requireBusiness(caller), product: 'caas', by: actingParty(caller) })
      return caasView(reply.endpoint)
    }),
    implement(ops.caasLogs, async (input, caller) => log(caller, 'caas', input)),
  )
}
