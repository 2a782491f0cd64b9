/** An API key: created once, rotated (new secret, same id, old secret dead at once), revoked for good. */
import { auditEvent } from '../../../platform/audit'
import { reject } from '../../../platform/errors'
import { accepted, rejected, unchanged, type ActorKind, type Decision, refTo } from '../../runtime/types'
import type { ApiKeyRejection } from './rejections'
import type { ApiKeyCommand } from './commands'
import { apiKeyEvents } from './events'
import type { ActiveKey, ApiKeyState } from './state'
import { apiKeyReadModel } from './read_model'

export function decideApiKey(state: ApiKeyState, command: ApiKeyCommand, nowMs: number): Decision<ApiKeyState, ActiveKey, ApiKeyRejection> {
  if (command.type === 'create') {
    if (state.status !== 'new') return rejected(reject('KEY_EXISTS', 'key id already used'))
    const next: ActiveKey = {
      status: 'active',
      id: state.id,
      businessId: command.businessId,
      name: command.name,
      product: command.product,
      environment: command.environment,
      legacySandbox: command.environment === 'legacy' && command.legacySandbox,
      permissions: [...command.permissions],
      exact: true,
      createdBy: command.createdBy,
      hash: command.hash,
      hint: command.hint,
      createdAtMs: nowMs,
      rotatedAtMs: null,
      revokedAtMs: null,
    }
    return accepted(next, next, [
      apiKeyEvents.event('apikey.created', { keyId: state.id, businessId: command.businessId }),
      auditEvent({
        businessId: command.businessId,
        action: 'api_key.created',
        by: command.by,
        target: { type: 'api_key', id: state.id },
        changes: {
          name: command.name,
          product: command.product,
          environment: command.environment,
          permissions: [...command.permissions],
          hint: command.hint,
        },
      }),
    ])
  }
  // Another merchant's key id behaves exactly like a missing one.
  if (state.status === 'new' || state.businessId !== command.businessId) return rejected(reject('KEY_NOT_FOUND', 'API key not found'))
  const k = state
  if (command.type === 'get') return unchanged(k)
  if (k.status === 'revoked') return rejected(reject('KEY_REVOKED', 'this API key was revoked'))
  switch (command.type) {
    case 'rotate': {
      const next = { ...k, hash: command.hash, hint: command.hint, rotatedAtMs: nowMs }
      return accepted(next, next, [
        apiKeyEvents.event('apikey.rotated', { keyId: k.id, businessId: k.businessId }),
        auditEvent({
          businessId: k.businessId,
          action: 'api_key.rotated',
          by: command.by,
          target: { type: 'api_key', id: k.id },
          changes: { hint: { from: k.hint, to: command.hint } },
        }),
      ])
    }
    case 'revoke': {
      const next: ActiveKey = { ...k, status: 'revoked', revokedAtMs: nowMs }
      return accepted(next, next, [
        apiKeyEvents.event('apikey.revoked', { keyId: k.id, businessId: k.businessId }),
        auditEvent({
          businessId: k.businessId,
          action: 'api_key.revoked',
          by: command.by,
          target: { type: 'api_key', id: k.id },
          changes: { name: k.name, permissions: [...k.permissions], ...(command.reason ? { reason: command.reason } : {}) },
        }),
      ])
    }
    case 'toggle_sandbox': {
      if (k.environment !== 'legacy')
        return rejected(
          reject('NOT_LEGACY_KEY', 'only legacy keys without a prefix can toggle sandbox; the prefix decides the environment'),
        )
      const next = { ...k, legacySandbox: !k.legacySandbox }
      return accepted(next, next)
    }
  }
}

export const apiKeyKind: ActorKind<ApiKeyState, ApiKeyCommand, ActiveKey> = {
  kind: 'apikey',
  initial: (id) => ({ status: 'new', id }),
  decide: decideApiKey,
  readModel: apiKeyReadModel,
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const apiKeyRef = (id: string) => refTo(apiKeyKind, id)
