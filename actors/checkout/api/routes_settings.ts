/** Dashboard settings that checkout owns: business wallet, session lifetime, settlement accounts (JWT). */
import * as settings from './operations_settings'
import * as settlement from './operations_settlement'
import type { PaymentsClient } from '../../../platform/module'
import { operationRoute } from '../../../gateway/core/operation_route'
import type { AuthRequirement, RouteSpec } from '../../../gateway/http/route'

const WALLET: AuthRequirement = { kind: 'jwt', permission: 'wallet:manage' }
const SETTINGS: AuthRequirement = { kind: 'jwt', permission: 'settings:manage' }
const nothing = () => ({})

export function checkoutSettingsRoutes(payments: PaymentsClient): RouteSpec[] {
  return [
    operationRoute(payments, settings.generateWallet, {
      method: 'POST',
      path: '/api/v1/settings/wallet/generate',
      summary: 'Generate the business wallet (once; approved KYC)',
      tags: ['settings'],
      auth: WALLET,
      status: 201,
      input: nothing,
    }),
    operationRoute(payments, settings.getWallet, {
      method: 'GET',
      path: '/api/v1/settings/wallet',
      summary: 'The business wallet and its addresses',
      tags: ['settings'],
      auth: WALLET,
    }),
    operationRoute(payments, settings.walletAddress, {
      method: 'GET',
      path: '/api/v1/settings/wallet/address/:network',
      summary: 'The business wallet address on one network',
      tags: ['settings'],
      auth: WALLET,
      params: settings.walletAddress.input,
    }),
    operationRoute(payments, settings.revealSeed, {
      method: 'POST',
      path: '/api/v1/settings/wallet/seed',
      summary: 'Reveal the recovery words (approved KYC, 2FA, otp_code)',
      tags: ['settings'],
      auth: { kind: 'jwt', permission: 'wallet:reveal_seed' },
      body: settings.SeedBody,
    }),
    operationRoute(payments, settings.getCheckoutSettings, {
      method: 'GET',
      path: '/api/v1/settings/checkout',
      summary: 'Checkout defaults (session lifetime)',
      tags: ['settings'],
      auth: SETTINGS,
    }),
    operationRoute(payments, settings.updateCheckoutSettings, {
      method: 'PUT',
      path: '/api/v1/settings/checkout',
      summary: 'Set the default session lifetime (5 minutes to 7 days)',
      tags: ['settings'],
      auth: SETTINGS,
      body: settings.TtlBody,
    }),
    operationRoute(payments, settlement.createAccount, {
      method: 'POST',
      path: '/api/v1/settings/settlement-accounts',
      summary: 'Add a settlement bank account',
      tags: ['settings'],
      auth: SETTINGS,
      status: 201,
      body: settlement.NewAccountBody,
    }),
    operationRoute(payments, settlement.listAccounts, {
      method: 'GET',
      path: '/api/v1/settings/settlement-accounts',
      summary: 'Settlement bank accounts (numbers masked)',
      tags: ['settings'],
      auth: SETTINGS,
    }),
    operationRoute(payments, settlement.updateAccount, {
      method: 'PUT',
      path: '/api/v1/settings/settlement-accounts/:id',
      summary: 'Change fields of a settlement account',
      tags: ['settings'],
      auth: SETTINGS,
      params: settlement.AccountId,
      body: settlement.AccountChangeBody,
    }),
    operationRoute(payments, settings.planCryptoCheckout, {
      method: 'POST',
      path: '/api/v1/subscription/crypto-checkout',
      summary: 'Pay for a plan in crypto: a checkout session; the plan upgrades when it is paid',
      tags: ['subscription'],
      auth: { kind: 'jwt', permission: 'billing:manage', alsoHeader: 'x-authorization' },
      status: 201,
      body: settings.PlanCheckoutBody,
    }),
    operationRoute(payments, settlement.deleteAccount, {
      method: 'DELETE',
      path: '/api/v1/settings/settlement-accounts/:id',
      summary: 'Delete a settlement account',
      tags: ['settings'],
      auth: SETTINGS,
      params: settlement.AccountId,
      body: settlement.AccountDeleteBody,
    }),
  ]
}
