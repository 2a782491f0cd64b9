/** The webhook endpoint state machine: new -> active <-> reconfigured -> deactivated (permanent). */
import { reject } from '../../../platform/errors'
import { accepted, rejected, unchanged, type ActorKind, type Decision } from '../../runtime/types'
import type { EndpointState } from './state'
import type { EndpointCommand, EndpointReply } from './commands'
import type { EndpointRejection } from './rejections'

type Active = Extract<EndpointState, { status: 'active' | 'deactivated' }>

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
      if (state.status === 'deactivated')
        return rejected(reject('ENDPOINT_DEACTIVATED', 'this webhook endpoint was deactivated permanently'))
      const created = state.status === 'new'
      const next: Active = {
        status: 'active',
        id,
        businessId: command.businessId,
        product: command.product,
        url: command.url,
        events: [...command.events],
        walletWebhookEnabled: command.walletWebhookEnabled,
        sealedSecret: created ? command.sealedSecret : state.sealedSecret,
        secretVersion: created ? 1 : state.secretVersion,
        createdAtMs: created ? nowMs : state.createdAtMs,
        updatedAtMs: nowMs,
      }
      return accepted(next, { endpoint: next, created }, [
        {
          type: created ? 'webhook.endpoint_created' : 'webhook.endpoint_updated',
          payload: { endpointId: id, businessId: command.businessId },
        },
      ])
    }
    case 'rotate_secret': {
      if (state.status === 'new') return rejected(reject('ENDPOINT_NOT_FOUND', 'webhook endpoint not found'))
      if (state.status === 'deactivated')
        return rejected(reject('ENDPOINT_DEACTIVATED', 'this webhook endpoint was deactivated permanently'))
      const next: Active = { ...state, sealedSecret: command.sealedSecret, secretVersion: state.secretVersion + 1, updatedAtMs: nowMs }
      return accepted(next, { endpoint: next, created: false }, [
        { type: 'webhook.secret_rotated', payload: { endpointId: id, businessId: state.businessId } },
      ])
    }
    case 'deactivate': {
      if (state.status === 'new') return rejected(reject('ENDPOINT_NOT_FOUND', 'webhook endpoint not found'))
      if (state.status === 'deactivated') return unchanged({ endpoint: state, created: false })
      const next: Active = { ...state, status: 'deactivated', updatedAtMs: nowMs }
      return accepted(next, { endpoint: next, created: false }, [
        { type: 'webhook.endpoint_deactivated', payload: { endpointId: id, businessId: state.businessId } },
      ])
    }
    case 'send_test': {
      if (state.status === 'new') return rejected(reject('ENDPOINT_NOT_FOUND', 'webhook endpoint not found'))
      if (state.status === 'deactivated')
        return rejected(reject('ENDPOINT_DEACTIVATED', 'this webhook endpoint was deactivated permanently'))
      return accepted(state, { endpoint: state, created: false }, [
        {
          type: 'webhook.test',
          payload: { endpointId: id, businessId: state.businessId, product: state.product, atMs: nowMs },
        },
      ])
    }
    case 'get':
      if (state.status === 'new') return rejected(reject('ENDPOINT_NOT_FOUND', 'webhook endpoint not found'))
      return unchanged({ endpoint: state, created: false })
  }
}

export const webhookEndpointKind: ActorKind<EndpointState, EndpointCommand, EndpointReply> = {
  kind: 'webhook_endpoint',
  initial: (id) => ({ status: 'new', id }),
  decide: decideEndpoint,
}
