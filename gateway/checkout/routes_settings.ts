/** Dashboard settings that checkout owns: business wallet, session lifetime, settlement accounts (JWT). */
import { Type } from '@sinclair/typebox'
import type { PaymentsClient } from '../../platform/module'
import { rpcRoute } from '../core/rpc_route'
import type { AuthRequirement, RouteSpec } from '../http/route'

const WALLET: AuthRequirement = { kind: 'jwt', permission: 'wallet:manage' }
const SETTINGS: AuthRequirement = { kind: 'jwt', permission: 'settings:manage' }
const Id = Type.Object({ id: Type.String({ format: 'uuid' }) })
const Text = (max: number) => Type.String({ minLength: 1, maxLength: max })
const accountFields = {
  account_name: Text(200),
  account_number: Type.String({ pattern: '^[0-9A-Za-z]{4,34}$' }),
  sort_code: Type.String({ maxLength: 20 }),
  bank_name: Text(200),
  currency: Type.String({ pattern: '^[A-Za-z]{3}$' }),
  country: Type.String({ pattern: '^[A-Za-z]{2}$' }),
}

export function checkoutSettingsRoutes(payments: PaymentsClient): RouteSpec<any, any, any>[] {
  const r = (spec: Parameters<typeof rpcRoute>[1]) => rpcRoute(payments, spec)
  return [
    r({
      method: 'POST',
      path: '/api/v1/settings/wallet/generate',
      summary: 'Generate the business wallet (once; approved KYC)',
      tags: ['settings'],
      auth: WALLET,
      status: 201,
      responses: {},
      rpc: 'settings.wallet.generate',
      input: () => ({}),
    }),
    r({
      method: 'GET',
      path: '/api/v1/settings/wallet',
      summary: 'The business wallet and its addresses',
      tags: ['settings'],
      auth: WALLET,
      responses: {},
      rpc: 'settings.wallet.get',
    }),
    r({
      method: 'GET',
      path: '/api/v1/settings/wallet/address/:network',
      summary: 'The business wallet address on one network',
      tags: ['settings'],
      auth: WALLET,
      params: Type.Object({ network: Type.String({ minLength: 3, maxLength: 10 }) }),
      responses: {},
      rpc: 'settings.wallet.address',
    }),
    r({
      method: 'POST',
      path: '/api/v1/settings/wallet/seed',
      summary: 'Reveal the recovery words (approved KYC, 2FA, otp_code)',
      tags: ['settings'],
      auth: { kind: 'jwt', permission: 'wallet:reveal_seed' },
      body: Type.Object({ otp_code: Type.String({ pattern: '^[0-9]{6}$' }) }, { additionalProperties: false }),
      responses: {},
      rpc: 'settings.wallet.seed',
    }),
    r({
      method: 'GET',
      path: '/api/v1/settings/checkout',
      summary: 'Checkout defaults (session lifetime)',
      tags: ['settings'],
      auth: SETTINGS,
      responses: {},
      rpc: 'settings.checkout.get',
    }),
    r({
      method: 'PUT',
      path: '/api/v1/settings/checkout',
      summary: 'Set the default session lifetime (5 minutes to 7 days)',
      tags: ['settings'],
      auth: SETTINGS,
      rpc: 'settings.checkout.update',
      responses: {},
      body: Type.Object({ session_ttl_minutes: Type.Integer({ minimum: 5, maximum: 10_080 }) }, { additionalProperties: false }),
    }),
    r({
      method: 'POST',
      path: '/api/v1/settings/settlement-accounts',
      summary: 'Add a settlement bank account',
      tags: ['settings'],
      auth: SETTINGS,
      status: 201,
      rpc: 'settlement.create',
      responses: {},
      body: Type.Object(accountFields, { additionalProperties: false }),
    }),
    r({
      method: 'GET',
      path: '/api/v1/settings/settlement-accounts',
      summary: 'Settlement bank accounts (numbers masked)',
      tags: ['settings'],
      auth: SETTINGS,
      responses: {},
      rpc: 'settlement.list',
    }),
    r({
      method: 'PUT',
      path: '/api/v1/settings/settlement-accounts/:id',
      summary: 'Change fields of a settlement account',
      tags: ['settings'],
      auth: SETTINGS,
      params: Id,
      rpc: 'settlement.update',
      responses: {},
      body: Type.Partial(Type.Object(accountFields), { additionalProperties: false, minProperties: 1 }),
    }),
    r({
      method: 'POST',
      path: '/api/v1/subscription/crypto-checkout',
      summary: 'Pay for a plan in crypto: a checkout session; the plan upgrades when it is paid',
      tags: ['subscription'],
      auth: { kind: 'jwt', permission: 'billing:manage', alsoHeader: 'x-authorization' },
      status: 201,
      rpc: 'subscription.cryptoCheckout',
      responses: {},
      body: Type.Object(
        {
          plan: Type.Union(['starter', 'professional', 'business', 'enterprise'].map((p) => Type.Literal(p))),
          duration: Type.Optional(Type.Union([Type.Literal('monthly'), Type.Literal('annual')])),
          network: Type.Optional(Type.String({ minLength: 3, maxLength: 3 })),
          currency: Type.Optional(Type.String({ minLength: 3, maxLength: 5 })),
        },
        { additionalProperties: false },
      ),
    }),
    r({
      method: 'DELETE',
      path: '/api/v1/settings/settlement-accounts/:id',
      summary: 'Delete a settlement account',
      tags: ['settings'],
      auth: SETTINGS,
      params: Id,
      responses: {},
      rpc: 'settlement.delete',
    }),
  ]
}
