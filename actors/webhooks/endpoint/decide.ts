/**
 * The webhook endpoint state machine: new -> active <-> reconfigured -> deactivated.
 * A secret belongs to one URL. Deactivated is final for a CaaS dashboard webhook (spec: DELETE "deactivates
 * permanently"; registering again makes a new endpoint with a new id). The payments endpoint has one fixed id
 * per merchant, so there deactivated means "off until configured again": otherwise one deactivation would
 * lock the merchant out of payments webhooks for good.
 */
import { auditEvent } from '../../../platform/audit'
import { reject } from '../../../platform/errors'
import { accepted, rejected, unchanged, type ActorKind, type Decision, refTo } from '../../runtime/types'
import type { EndpointState } from './state'
import type { EndpointCommand, EndpointReply } from './commands'
import type { EndpointRejection } from './rejections'
import { webhookEndpointEvents } from './events'
import { endpointReadModel } from './read_model'

type Active = Extract<EndpointState, { status: 'active' | 'deactivated' }>
/** rotate_secret and send_test come from the payments settings only, where configuring again is the way back. */
const AGAIN = reject('ENDPOINT_DEACTIVATED', 'the webhook is deactivated; configure it again (POST /api/v1/settings/webhook)')

export function decideEndpoint(
  state: EndpointState,
  command: EndpointCommand,
  nowMs: number,
): Decision<EndpointState, EndpointReply, EndpointRejection> {
  const id = state.id
  // Another merchant's endpoint id behaves exactly like a missing one.
  if (state.status !== 'new' && state.businessId !== command.businessId) {
    return rejected(reject('ENDPOINT_NOT_FOUND', 'webhook endpoint not found'))
  }
  switch (command.type) {
    case 'configure': {
      if (state.status !== 'new' && state.product !== command.product)
        return rejected(reject('ENDPOINT_NOT_FOUND', 'webhook endpoint not found'))
      if (state.status === 'deactivated' && state.product === 'caas')
        return rejected(reject('ENDPOINT_DEACTIVATED', 'this webhook endpoint was deactivated permanently'))
      const created = state.status === 'new'
      // Whoever controls a new URL must never receive events signed with the secret the merchant's own
      // receiver trusts (they could be replayed to it): a change of URL issues a new secret, and the old one
      // stops signing with this commit. An endpoint configured again after a deactivation starts afresh too.
      const kept = state.status === 'active' && state.url === command.url ? state : null
      const next: Active = {
        status: 'active',
        id,
        businessId: command.businessId,
        product: command.product,
        url: command.url,
        events: [...command.events],
        walletWebhookEnabled: command.walletWebhookEnabled,
        sealedSecret: kept ? kept.sealedSecret : command.sealedSecret,
        secretVersion: kept ? kept.secretVersion : created ? 1 : state.secretVersion + 1,
        createdAtMs: created ? nowMs : state.createdAtMs,
        updatedAtMs: nowMs,
      }
      const payload = { endpointId: id, businessId: command.businessId }
      const before = state.status === 'new' ? null : state
      return accepted(next, { endpoint: next, created, secretIssued: !kept }, [
        webhookEndpointEvents.event(created ? 'webhook.endpoint_created' : 'webhook.endpoint_updated', payload),
        ...(!created && !kept ? [webhookEndpointEvents.event('webhook.secret_rotated', payload)] : []),
        auditEvent({
          businessId: command.businessId,
          action: 'webhook.configured',
          by: command.by,
          target: { type: `${command.product}_webhook`, id },
          changes: {
            url: { from: before?.url ?? null, to: command.url },
            events: { from: before ? [...before.events] : null, to: [...command.events] },
            wallet_webhook_enabled: { from: before?.walletWebhookEnabled ?? null, to: command.walletWebhookEnabled },
            // A new secret was issued (shown once to the caller; never here).
            secret_rotated: !kept && !created,
          },
        }),
      ])
    }
    case 'rotate_secret': {
      if (state.status === 'new') return rejected(reject('ENDPOINT_NOT_FOUND', 'webhook endpoint not found'))
      if (state.status === 'deactivated') return rejected(AGAIN)
      const next: Active = { ...state, sealedSecret: command.sealedSecret, secretVersion: state.secretVersion + 1, updatedAtMs: nowMs }
      return accepted(next, { endpoint: next, created: false, secretIssued: true }, [
        webhookEndpointEvents.event('webhook.secret_rotated', { endpointId: id, businessId: state.businessId }),
        auditEvent({
          businessId: state.businessId,
          action: 'webhook.configured',
          by: command.by,
          target: { type: `${state.product}_webhook`, id },
          changes: { secret_rotated: true },
        }),
      ])
    }
    case 'deactivate': {
      // Checked before anything changes: the CaaS DELETE route given the payments endpoint's id (or the
      // reverse) answers not found and leaves that endpoint as it was.
      if (state.status === 'new' || state.product !== command.product)
        return rejected(reject('ENDPOINT_NOT_FOUND', 'webhook endpoint not found'))
      if (state.status === 'deactivated') return unchanged({ endpoint: state, created: false, secretIssued: false })
      const next: Active = { ...state, status: 'deactivated', updatedAtMs: nowMs }
      return accepted(next, { endpoint: next, created: false, secretIssued: false }, [
        webhookEndpointEvents.event('webhook.endpoint_deactivated', { endpointId: id, businessId: state.businessId }),
        auditEvent({
          businessId: state.businessId,
          action: 'webhook.deleted',
          by: command.by,
          target: { type: `${state.product}_webhook`, id },
          changes: { url: state.url },
        }),
      ])
    }
    case 'send_test': {
      if (state.status === 'new') return rejected(reject('ENDPOINT_NOT_FOUND', 'webhook endpoint not found'))
      if (state.status === 'deactivated') return rejected(AGAIN)
      return accepted(state, { endpoint: state, created: false, secretIssued: false }, [
        webhookEndpointEvents.event('webhook.test', { endpointId: id, businessId: state.businessId, product: state.product, atMs: nowMs }),
      ])
    }
    case 'get':
      if (state.status === 'new') return rejected(reject('ENDPOINT_NOT_FOUND', 'webhook endpoint not found'))
      return unchanged({ endpoint: state, created: false, secretIssued: false })
  }
}

export const webhookEndpointKind: ActorKind<EndpointState, EndpointCommand, EndpointReply> = {
  kind: 'webhook_endpoint',
  initial: (id) => ({ status: 'new', id }),
  decide: decideEndpoint,
  readModel: endpointReadModel,
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const webhookEndpointRef = (id: string) => refTo(webhookEndpointKind, id)
