/** Sign-up, login, refresh and two-factor routes (actors/accounts/api/operations_auth.ts). */
import * as ops from './operations_auth'
import type { PaymentsClient } from '../../../platform/module'
import { operationRoute } from '../../../gateway/core/operation_route'
import type { AuthRequirement, RouteSpec } from '../../../gateway/http/route'

const PUBLIC: AuthRequirement = { kind: 'public' }
const JWT: AuthRequirement = { kind: 'jwt', permission: 'any_member' }

export function authRoutes(payments: PaymentsClient): RouteSpec[] {
  return [
    operationRoute(payments, ops.register, {
      method: 'POST',
      path: '/api/v1/auth/register',
      summary: 'Create a business and its owner; returns a token pair',
      tags: ['auth'],
      auth: PUBLIC,
      status: 201,
      body: ops.RegisterBody,
    }),
    operationRoute(payments, ops.login, {
      method: 'POST',
      path: '/api/v1/auth/login',
      summary: 'Log in; 401 OTP_REQUIRED when 2FA is on and no otp_code was sent',
      tags: ['auth'],
      auth: PUBLIC,
      body: ops.LoginBody,
      // The peer address keys the login throttle (per account and client), so a stranger cannot lock the real user out.
      input: (req) => ({ ...req.body, client: req.remoteAddress }),
    }),
    operationRoute(payments, ops.refresh, {
      method: 'POST',
      path: '/api/v1/auth/refresh',
      summary: 'Exchange a refresh token for a new pair (the old refresh token dies)',
      tags: ['auth'],
      auth: PUBLIC,
      body: ops.refresh.input,
    }),
    operationRoute(payments, ops.twoFactorStatus, {
      method: 'GET',
      path: '/api/v1/auth/2fa/status',
      summary: 'Two-factor status',
      tags: ['auth'],
      auth: JWT,
    }),
    operationRoute(payments, ops.twoFactorSetup, {
      method: 'POST',
      path: '/api/v1/auth/2fa/setup',
      summary: 'Start TOTP setup: secret and otpauth URI',
      tags: ['auth'],
      auth: JWT,
      input: () => ({}),
    }),
    operationRoute(payments, ops.twoFactorEnable, {
      method: 'POST',
      path: '/api/v1/auth/2fa/enable',
      summary: 'Enable TOTP with a valid code',
      tags: ['auth'],
      auth: JWT,
      body: ops.CodeBody,
    }),
    operationRoute(payments, ops.twoFactorDisable, {
      method: 'POST',
      path: '/api/v1/auth/2fa/disable',
      summary: 'Disable TOTP with a valid code',
      tags: ['auth'],
      auth: JWT,
      body: ops.CodeBody,
    }),
  ]
}
