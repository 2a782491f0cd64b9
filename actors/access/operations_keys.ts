/** API key operations (dashboard, api_keys:manage): routes in gateway/access/routes_keys.ts, methods in methods_keys.ts. */
import { Type } from '@sinclair/typebox'
import { operation } from '../../platform/operation'
import { Id, Nothing, PermissionNames, closed, codes } from './inputs'
import { KeyList, KeyView, KeyWithSecret } from './wire'

/** The body of POST /api/v1/api-keys. */
export const CreateKeyBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    environment: Type.Union([Type.Literal('test'), Type.Literal('live')]),
    product: Type.Union([Type.Literal('payments'), Type.Literal('caas')]),
    permissions: Type.Optional(PermissionNames),
    legacy: Type.Optional(Type.Boolean({ description: 'Create a legacy key without prefix (environment then follows toggle-sandbox)' })),
  },
  closed,
)
const GRANTS = ['UNAUTHORIZED', 'PERMISSION_NOT_HELD', 'OWNER_ONLY_PERMISSION'] as const

export const createKey = operation({
  name: 'apikeys.create',
  input: CreateKeyBody,
  output: KeyWithSecret,
  errors: codes(...GRANTS, 'VALIDATION_FAILED', 'UNKNOWN_PERMISSION', 'KEY_EXISTS'),
})

export const listKeys = operation({ name: 'apikeys.list', input: Nothing, output: KeyList, errors: codes('UNAUTHORIZED') })

export const rotateKey = operation({
  name: 'apikeys.rotate',
  input: Id,
  output: KeyWithSecret,
  errors: codes(...GRANTS, 'NOT_KEY_CREATOR', 'KEY_NOT_FOUND', 'KEY_REVOKED'),
})

export const revokeKey = operation({
  name: 'apikeys.revoke',
  input: Id,
  output: KeyView,
  errors: codes(...GRANTS, 'KEY_NOT_FOUND', 'KEY_REVOKED'),
})

export const toggleSandbox = operation({
  name: 'apikeys.toggleSandbox',
  input: Id,
  output: KeyView,
  errors: codes(...GRANTS, 'KEY_NOT_FOUND', 'KEY_REVOKED', 'NOT_LEGACY_KEY'),
})
