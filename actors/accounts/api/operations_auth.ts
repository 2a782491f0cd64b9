/**
 * Sign-up, login, token refresh and two-factor operations (dashboard users):
 * routes in actors/accounts/api/routes_auth.ts, methods in methods_auth.ts and
 * methods_2fa.ts.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { operation } from '../../../platform/operation'
import { Email, Nothing, Otp, Password, closed, codes } from '../inputs'
import { RefreshedTokens, Registered, Tokens, TwoFactorChanged, TwoFactorSetup, TwoFactorStatus } from './wire'

/** The body of POST /api/v1/auth/register. */
export const RegisterBody = object(
  {
    email: Email,
    password: Password,
    business_name: Type.String({ minLength: 1, maxLength: 200 }),
    account_type: Type.Union([Type.Literal('business'), Type.Literal('individual')]),
  },
  closed,
)
const loginFields = { email: Email, password: Type.String({ minLength: 1, maxLength: 256 }), otp_code: Type.Optional(Otp) }
/** The body of POST /api/v1/auth/login. */
export const LoginBody = object(loginFields, closed)
/** A six-digit TOTP code (enable, disable). */
export const CodeBody = object({ code: Otp })

export const register = operation({
  name: 'auth.register',
  input: RegisterBody,
  output: Registered,
  errors: codes('EMAIL_TAKEN', 'CLAIM_LOST'),
})

export const login = operation({
  name: 'auth.login',
  // The peer address keys the login throttle (per account and client), so a stranger cannot lock the real user out.
  input: object({ ...loginFields, client: Type.String() }),
  output: Tokens,
  errors: codes('INVALID_CREDENTIALS', 'OTP_REQUIRED', 'INVALID_OTP', 'TOO_MANY_ATTEMPTS'),
})

export const refresh = operation({
  name: 'auth.refresh',
  input: object({ refresh_token: Type.String({ minLength: 10, maxLength: 300 }) }, closed),
  output: RefreshedTokens,
  errors: codes('INVALID_REFRESH_TOKEN'),
})

export const twoFactorStatus = operation({ name: '2fa.status', input: Nothing, output: TwoFactorStatus, errors: codes('UNAUTHORIZED') })

export const twoFactorSetup = operation({
  name: '2fa.setup',
  input: Nothing,
  output: TwoFactorSetup,
  errors: codes('UNAUTHORIZED', '2FA_ALREADY_ENABLED'),
})

export const twoFactorEnable = operation({
  name: '2fa.enable',
  input: CodeBody,
  output: TwoFactorChanged,
  errors: codes('UNAUTHORIZED', '2FA_NOT_SET_UP', 'INVALID_OTP', 'OTP_REUSED', 'TOO_MANY_ATTEMPTS'),
})

export const twoFactorDisable = operation({
  name: '2fa.disable',
  input: CodeBody,
  output: TwoFactorChanged,
  errors: codes('UNAUTHORIZED', '2FA_NOT_ENABLED', 'INVALID_OTP', 'OTP_REUSED', 'TOO_MANY_ATTEMPTS'),
})
