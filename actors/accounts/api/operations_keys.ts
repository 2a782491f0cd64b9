/** API key operations (dashboard, api_keys:manage): routes in actors/accounts/api/routes_keys.ts, methods in methods_keys.ts. */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { operation } from '../../../platform/operation'
import { Id, Nothing, PermissionNames, closed, codes } from '../inputs'
import { KeyList, KeyView, KeyWithSecret } from './wire'
import { STEP_UP, otpCode } from '../step_up_fields'

/** The body of POST /api/v1/api-keys. */
export const CreateKeyBody = object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    environment: Type.Union([Type.Literal('test'), Type.Literal('live')]),
    product: Type.Union([Type.Literal('payments'), Type.Literal('caas')]),
    permissions: Type.Optional(PermissionNames),
    legacy: Type.Optional(Type.Boolean({ description: 'Create a legacy key without prefix (environment then follows toggle-sandbox)' })),
    otp_code: otpCode('A current TOTP code: required for a key holding a money permission when you have 2FA or the team requires it'),
  },
  closed,
)
const GRANTS = ['UNAUTHORIZED', 'PERMISSION_NOT_HELD', 'OWNER_ONLY_PERMISSION'] as const
export const RotateBody = object(
  {
    otp_code: otpCode('A current TOTP code: required to rotate a key holding a money permission when you have 2FA or the team requires it'),
  },
  closed,
)

export const createKey = operation({
  name: 'apikeys.create',
  input: CreateKeyBody,
  output: KeyWithSecret,
  errors: codes(...GRANTS, ...STEP_UP, 'VALIDATION_FAILED', 'UNKNOWN_PERMISSION', 'KEY_EXISTS'),
})

export const listKeys = operation({ name: 'apikeys.list', input: Nothing, output: KeyList, errors: codes('UNAUTHORIZED') })

export const rotateKey = operation({
  name: 'apikeys.rotate',
  input: Type.Composite([Id, RotateBody]),
  output: KeyWithSecret,
  errors: codes(...GRANTS, ...STEP_UP, 'NOT_KEY_CREATOR', 'KEY_NOT_FOUND', 'KEY_REVOKED'),
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

/** The key's id in the path. */
export const IdPath = Id
