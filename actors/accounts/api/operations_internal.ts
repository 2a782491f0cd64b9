/**
 * Access operations no route exposes: the gateway's authenticator resolves
 * keys and users over the link (actors/accounts/api/authenticator.ts), and other
 * products may guard a sensitive step with a TOTP code or an active plan.
 * Methods in methods_auth.ts, methods_keys.ts, methods_2fa.ts, methods_admin.ts.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { operation } from '../../../platform/operation'
import { Nothing, codes } from '../inputs'
import { ResolvedKeyAnswer, ResolvedUserAnswer } from './wire'

export const resolveKey = operation({ name: 'auth.resolveKey', input: object({ key: Type.String() }), output: ResolvedKeyAnswer })

export const resolveUser = operation({
  name: 'auth.resolveUser',
  input: object({ userId: Type.String() }),
  output: ResolvedUserAnswer,
})

export const verifyTwoFactor = operation({
  name: '2fa.verify',
  input: object({ code: Type.String() }),
  output: object({ verified: Type.Literal(true) }),
  errors: codes('UNAUTHORIZED', '2FA_REQUIRED', 'INVALID_OTP', 'OTP_REUSED', 'TOO_MANY_ATTEMPTS'),
})

/** Guard for other products: 402 when the plan is expired or cancelled. */
export const checkActive = operation({
  name: 'merchant.checkActive',
  input: Nothing,
  output: object({
    business_id: Type.String(),
    kyc: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
    account_type: Type.Union([Type.Literal('business'), Type.Literal('individual')]),
  }),
  errors: codes('UNAUTHORIZED', 'BUSINESS_NOT_FOUND', 'SUBSCRIPTION_EXPIRED'),
})
