/**
 * Accounts and access routes: auth (register, login, refresh, 2FA), API
 * keys, subscription, admin. How credentials are obtained (the spec leaves
 * it out): register -> JWT pair; JWT -> API keys; ADMIN_TOKEN -> admin.
 * Routes that rotate, revoke or toggle a key, or change or remove a member,
 * also drop it from this node's caches once the change committed: the
 * payments role's invalidation reaches other nodes over the bus, which may
 * be down, but the node that served the change never honours the old state.
 */
import { Type } from '@sinclair/typebox'
import { AUTH_INVALIDATE_CHANNEL } from '../../actors/access/context'
import type { Broadcast } from '../../platform/broadcast'
import type { PaymentsClient } from '../../platform/module'
import { rpcRoute } from '../core/rpc_route'
import type { AuthRequirement, RouteRequest, RouteSpec } from '../http/route'

const Email = Type.String({ format: 'email', maxLength: 254 })
const Password = Type.String({ minLength: 8, maxLength: 256 })
const Otp = Type.String({ pattern: '^[0-9]{6}$' })
const Plan = Type.Union([Type.Literal('starter'), Type.Literal('professional'), Type.Literal('business'), Type.Literal('enterprise')])
const Duration = Type.Union([Type.Literal('monthly'), Type.Literal('annual')])
const Id = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) })
const JWT: AuthRequirement = { kind: 'jwt', permission: 'any_member' }
const KEYS: AuthRequirement = { kind: 'jwt', permission: 'api_keys:manage' }
const SUBSCRIPTION: AuthRequirement = { kind: 'jwt', permission: 'any_member', alsoHeader: 'x-authorization' }
const BILLING: AuthRequirement = { kind: 'jwt', permission: 'billing:manage', alsoHeader: 'x-authorization' }
// Any name is let through to the method, which answers 400 UNKNOWN_PERMISSION naming it.
const PermissionNames = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 50 })
const ADMIN: AuthRequirement = { kind: 'admin' }
const Tokens = Type.Object({ access_token: Type.String(), refresh_token: Type.String(), expires_in: Type.Integer() })

type Invalidation = { keyId: string } | { userId: string }

export function accessRoutes(payments: PaymentsClient, broadcast: Broadcast): RouteSpec<any, any, any>[] {
  const r = (spec: Parameters<typeof rpcRoute>[1]) => rpcRoute(payments, spec)
  const invalidatingHere = (spec: Parameters<typeof rpcRoute>[1], of: (req: RouteRequest<any, any, any>) => Invalidation) => {
    const route = r(spec)
    return {
      ...route,
      handler: async (req: RouteRequest<any, any, any>) => {
        const reply = await route.handler(req)
        broadcast.deliverLocally(AUTH_INVALIDATE_CHANNEL, JSON.stringify(of(req)))
        return reply
      },
    }
  }
  const keyInPath = (req: RouteRequest<any, any, any>) => ({ keyId: (req.params as { id: string }).id })
  const userInPath = (req: RouteRequest<any, any, any>) => ({ userId: (req.params as { id: string }).id })
  return [
    r({
      method: 'POST',
      path: '/api/v1/auth/register',
      summary: 'Create a business and its owner; returns a token pair',
      tags: ['auth'],
      auth: { kind: 'public' },
      status: 201,
      body: Type.Object(
        {
          email: Email,
          password: Password,
          business_name: Type.String({ minLength: 1, maxLength: 200 }),
          account_type: Type.Union([Type.Literal('business'), Type.Literal('individual')]),
        },
        { additionalProperties: false },
      ),
      responses: {
        201: Type.Object({ user_id: Type.String(), business_id: Type.String(), access_token: Type.String(), refresh_token: Type.String() }),
      },
      rpc: 'auth.register',
    }),
    r({
      method: 'POST',
      path: '/api/v1/auth/login',
      summary: 'Log in; 401 OTP_REQUIRED when 2FA is on and no otp_code was sent',
      tags: ['auth'],
      auth: { kind: 'public' },
      body: Type.Object(
        { email: Email, password: Type.String({ minLength: 1, maxLength: 256 }), otp_code: Type.Optional(Otp) },
        { additionalProperties: false },
      ),
      // The peer address keys the login throttle (per account and client), so a stranger cannot lock the real user out.
      responses: { 200: Tokens },
      rpc: 'auth.login',
      input: (req) => ({ ...(req.body as object), client: req.remoteAddress }),
    }),
    r({
      method: 'POST',
      path: '/api/v1/auth/refresh',
      summary: 'Exchange a refresh token for a new pair (the old refresh token dies)',
      tags: ['auth'],
      auth: { kind: 'public' },
      body: Type.Object({ refresh_token: Type.String({ minLength: 10, maxLength: 300 }) }, { additionalProperties: false }),
      responses: { 200: Tokens },
      rpc: 'auth.refresh',
    }),
    r({
      method: 'GET',
      path: '/api/v1/auth/2fa/status',
      summary: 'Two-factor status',
      tags: ['auth'],
      auth: JWT,
      responses: {},
      rpc: '2fa.status',
    }),
    r({
      method: 'POST',
      path: '/api/v1/auth/2fa/setup',
      summary: 'Start TOTP setup: secret and otpauth URI',
      tags: ['auth'],
      auth: JWT,
      responses: {},
      rpc: '2fa.setup',
      input: () => ({}),
    }),
    r({
      method: 'POST',
      path: '/api/v1/auth/2fa/enable',
      summary: 'Enable TOTP with a valid code',
      tags: ['auth'],
      auth: JWT,
      body: Type.Object({ code: Otp }),
      responses: {},
      rpc: '2fa.enable',
    }),
    r({
      method: 'POST',
      path: '/api/v1/auth/2fa/disable',
      summary: 'Disable TOTP with a valid code',
      tags: ['auth'],
      auth: JWT,
      body: Type.Object({ code: Otp }),
      responses: {},
      rpc: '2fa.disable',
    }),
    r({
      method: 'POST',
      path: '/api/v1/api-keys',
      summary: 'Create an API key; the key is shown once',
      tags: ['api-keys'],
      auth: KEYS,
      status: 201,
      body: Type.Object(
        {
          name: Type.String({ minLength: 1, maxLength: 100 }),
          environment: Type.Union([Type.Literal('test'), Type.Literal('live')]),
          product: Type.Union([Type.Literal('payments'), Type.Literal('caas')]),
          permissions: Type.Optional(PermissionNames),
          legacy: Type.Optional(
            Type.Boolean({ description: 'Create a legacy key without prefix (environment then follows toggle-sandbox)' }),
          ),
        },
        { additionalProperties: false },
      ),
      responses: {},
      rpc: 'apikeys.create',
    }),
    r({
      method: 'GET',
      path: '/api/v1/api-keys',
      summary: 'List API keys (never the secret)',
      tags: ['api-keys'],
      auth: KEYS,
      responses: {},
      rpc: 'apikeys.list',
      input: () => ({}),
    }),
    invalidatingHere(
      {
        method: 'POST',
        path: '/api/v1/api-keys/:id/rotate',
        summary: 'Rotate: a new key, the old one gets 401 at once',
        tags: ['api-keys'],
        auth: KEYS,
        params: Id,
        responses: {},
        rpc: 'apikeys.rotate',
      },
      keyInPath,
    ),
    invalidatingHere(
      {
        method: 'DELETE',
        path: '/api/v1/api-keys/:id',
        summary: 'Revoke: 401 at once on every gateway node',
        tags: ['api-keys'],
        auth: KEYS,
        params: Id,
        responses: {},
        rpc: 'apikeys.revoke',
      },
      keyInPath,
    ),
    invalidatingHere(
      {
        method: 'POST',
        path: '/api/v1/api-keys/toggle-sandbox',
        summary: 'Toggle sandbox for a legacy key without prefix (spec rule 3)',
        tags: ['api-keys'],
        auth: KEYS,
        body: Id,
        responses: {},
        rpc: 'apikeys.toggleSandbox',
      },
      (req) => ({ keyId: (req.body as { id: string }).id }),
    ),
    r({
      method: 'GET',
      path: '/api/v1/subscription/current',
      summary: 'Plan, limits, features and usage',
      tags: ['subscription'],
      auth: SUBSCRIPTION,
      responses: {},
      rpc: 'subscription.current',
    }),
    r({
      method: 'GET',
      path: '/api/v1/subscription/plans',
      summary: 'Available plans',
      tags: ['subscription'],
      auth: { kind: 'public' },
      responses: {},
      rpc: 'subscription.plans',
    }),
    r({
      method: 'POST',
      path: '/api/v1/subscription/upgrade',
      summary: 'Change plan; effective immediately',
      tags: ['subscription'],
      auth: BILLING,
      body: Type.Object({ plan: Plan, duration: Duration }),
      responses: {},
      rpc: 'subscription.upgrade',
    }),
    r({
      method: 'GET',
      path: '/api/v1/team/roles-permissions',
      summary: 'Roles and their default permissions',
      tags: ['team'],
      auth: JWT,
      responses: {},
      rpc: 'team.rolesPermissions',
    }),
    r({
      method: 'GET',
      path: '/api/v1/team',
      summary: 'Team members',
      tags: ['team'],
      auth: { kind: 'jwt', permission: 'team:view' },
      responses: {},
      rpc: 'team.list',
      input: () => ({}),
    }),
    r({
      method: 'POST',
      path: '/api/v1/team/invites',
      summary: 'Invite by e-mail (the token travels only in the e-mail)',
      tags: ['team'],
      auth: { kind: 'jwt', permission: 'team:invite' },
      status: 201,
      body: Type.Object(
        { email: Email, role: Type.Union([Type.Literal('admin'), Type.Literal('member')]), permissions: Type.Optional(PermissionNames) },
        { additionalProperties: false },
      ),
      responses: {},
      rpc: 'team.invite',
    }),
    r({
      method: 'GET',
      path: '/api/v1/team/invites/verify/:token',
      summary: 'Check an invitation token',
      tags: ['team'],
      auth: { kind: 'public' },
      params: Type.Object({ token: Type.String({ minLength: 20, maxLength: 100 }) }),
      responses: {},
      rpc: 'team.verifyInvite',
    }),
    r({
      method: 'POST',
      path: '/api/v1/team/register',
      summary: 'Join a team through an invitation',
      tags: ['team'],
      auth: { kind: 'public' },
      status: 201,
      body: Type.Object(
        {
          token: Type.String({ minLength: 20, maxLength: 100 }),
          first_name: Type.String({ minLength: 1, maxLength: 100 }),
          last_name: Type.String({ minLength: 1, maxLength: 100 }),
          password: Password,
        },
        { additionalProperties: false },
      ),
      responses: {},
      rpc: 'team.register',
    }),
    invalidatingHere(
      {
        method: 'PUT',
        path: '/api/v1/team/:id/permissions',
        summary: "Replace a member's permissions",
        tags: ['team'],
        auth: { kind: 'jwt', permission: 'team:manage_permissions' },
        params: Id,
        body: Type.Object({ permissions: PermissionNames }),
        responses: {},
        rpc: 'team.setPermissions',
      },
      userInPath,
    ),
    invalidatingHere(
      {
        method: 'DELETE',
        path: '/api/v1/team/:id',
        summary: 'Remove a member',
        tags: ['team'],
        auth: { kind: 'jwt', permission: 'team:manage_permissions' },
        params: Id,
        responses: {},
        rpc: 'team.remove',
      },
      userInPath,
    ),
    r({
      method: 'PUT',
      path: '/admin/businesses/:id/kyc',
      summary: 'Set KYC status',
      tags: ['admin'],
      auth: ADMIN,
      params: Id,
      body: Type.Object({ status: Type.Union([Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('pending')]) }),
      responses: {},
      rpc: 'admin.setKyc',
    }),
    r({
      method: 'GET',
      path: '/admin/businesses/:id/subscription',
      summary: 'Full subscription state',
      tags: ['admin'],
      auth: ADMIN,
      params: Id,
      responses: {},
      rpc: 'admin.getSubscription',
    }),
    r({
      method: 'PUT',
      path: '/admin/businesses/:id/subscription',
      summary: 'Set plan (as upgrade; optional status to expire or cancel)',
      tags: ['admin'],
      auth: ADMIN,
      params: Id,
      body: Type.Object({
        plan: Plan,
        duration: Duration,
        status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('cancelled'), Type.Literal('expired')])),
      }),
      responses: {},
      rpc: 'admin.setSubscription',
    }),
    r({
      method: 'PUT',
      path: '/admin/businesses/:id/otc-access',
      summary: 'Approve or withdraw OTC access',
      tags: ['admin'],
      auth: ADMIN,
      params: Id,
      body: Type.Object({ approved: Type.Boolean() }),
      responses: {},
      rpc: 'admin.setOtcAccess',
    }),
  ]
}
