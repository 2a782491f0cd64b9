/**
 * Virtual account routes (spec "Virtual accounts": JWT, approved KYC, `virtual_account:manage`), the sandbox
 * credit, the banking partner's notification endpoint (public: the partner's signature is the authentication,
 * checked by the method over the exact bytes), and the operators' routes (admin token).
 */
import type { PaymentsClient } from '../../../platform/module'
import { operationRoute } from '../../../gateway/core/operation_route'
import type { AuthRequirement, RouteSpec } from '../../../gateway/http/route'
import * as ops from './operations'

const MANAGE: AuthRequirement = { kind: 'jwt', permission: 'virtual_account:manage' }
const ADMIN: AuthRequirement = { kind: 'admin' }
const tags = ['virtual-accounts']
const adminTags = ['virtual-accounts-admin']

export function virtualAccountRoutes(payments: PaymentsClient): RouteSpec[] {
  return [
    operationRoute(payments, ops.createAccount, {
      method: 'POST',
      path: '/api/v1/virtual-accounts/create',
      tags,
      summary: 'A GBP or EUR bank account for one of your customers; the same customer_reference and currency again answers that account',
      auth: MANAGE,
      body: ops.CreateBody,
    }),
    operationRoute(payments, ops.listAccounts, {
      method: 'GET',
      path: '/api/v1/virtual-accounts',
      tags,
      summary: 'Your virtual accounts, newest first',
      auth: MANAGE,
      query: ops.ListQuery,
    }),
    operationRoute(payments, ops.getAccount, {
      method: 'GET',
      path: '/api/v1/virtual-accounts/:id',
      tags,
      summary: 'One virtual account',
      auth: MANAGE,
      params: ops.AccountPath,
    }),
    operationRoute(payments, ops.closeAccount, {
      method: 'POST',
      path: '/api/v1/virtual-accounts/:id/close',
      tags,
      summary: 'Close an account for good: payments sent to it afterwards go to suspense and back to their payers',
      auth: MANAGE,
      params: ops.AccountPath,
      body: ops.CloseBody,
    }),
    operationRoute(payments, ops.sandboxCredit, {
      method: 'POST',
      path: '/api/v1/sandbox/virtual-accounts/:id/credit',
      tags,
      summary: 'Outside production: the sandbox bank sends a transfer to the account (its notification credits your balance)',
      auth: MANAGE,
      params: ops.AccountPath,
      body: ops.SandboxCreditBody,
    }),
    operationRoute(payments, ops.partnerNotification, {
      method: 'POST',
      path: '/webhooks/partners/modulr',
      tags: ['partner-notifications'],
      summary: 'The banking partner’s payment notifications (PAYIN), signed with the shared secret (x-mod-hmac-signature)',
      auth: { kind: 'public' },
      input: (req) => ({ body: req.rawBody.toString('utf8'), headers: req.headers }),
    }),
    operationRoute(payments, ops.suspenseList, {
      method: 'GET',
      path: '/api/v1/admin/virtual-accounts/suspense',
      tags: adminTags,
      summary: 'Payments received for no usable account, oldest first: assign each to an account or return it',
      auth: ADMIN,
      query: ops.SuspenseQuery,
    }),
    operationRoute(payments, ops.assignPayment, {
      method: 'POST',
      path: '/api/v1/admin/virtual-accounts/payments/:payment_id/assign',
      tags: adminTags,
      summary: 'Credit a payment in suspense to an account’s merchant balance',
      auth: ADMIN,
      params: ops.PaymentPath,
      body: ops.AssignBody,
    }),
    operationRoute(payments, ops.returnPayment, {
      method: 'POST',
      path: '/api/v1/admin/virtual-accounts/payments/:payment_id/return',
      tags: adminTags,
      summary: 'Send a payment in suspense back to its payer',
      auth: ADMIN,
      params: ops.PaymentPath,
      body: ops.ReturnBody,
    }),
    operationRoute(payments, ops.freezeAccount, {
      method: 'POST',
      path: '/api/v1/admin/virtual-accounts/:id/freeze',
      tags: adminTags,
      summary: 'Hold an account (compliance): payments to it go to suspense until it is unfrozen',
      auth: ADMIN,
      params: ops.AccountPath,
      body: ops.FreezeBody,
    }),
    operationRoute(payments, ops.unfreezeAccount, {
      method: 'POST',
      path: '/api/v1/admin/virtual-accounts/:id/unfreeze',
      tags: adminTags,
      summary: 'Release a frozen account',
      auth: ADMIN,
      params: ops.AccountPath,
    }),
  ]
}
