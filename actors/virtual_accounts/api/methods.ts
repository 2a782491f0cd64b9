/** The virtual account methods: the merchant's (dashboard), the partner's notification, the operators'. */
import { actingParty } from '../../../platform/audit'
import { accessContext, requireSecondFactor } from '../../accounts'
import { requireBusiness } from '../../../platform/caller'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import { fail, type VaContext } from '../context'
import { virtualAccountId } from '../ids'
import { receiveNotification } from '../inbound'
import { minorDecimal, minorUnits } from '../money'
import { answered, confirm } from '../opening'
import { accountView, paymentView } from '../views'
import { accountBusiness, listAccounts, suspended } from '../queries'
import * as ops from './operations'

export function virtualAccountMethods(c: VaContext): Record<string, MethodHandler> {
  const access = accessContext(c.payments)
  return methodTable(
    implement(ops.createAccount, async (b, caller) => {
      const businessId = requireBusiness(caller)
      const currency = b.currency.toUpperCase()
      if (currency !== 'GBP' && currency !== 'EUR') fail('INVALID_CURRENCY', 'currency must be GBP or EUR', 'currency')
      if (!(await c.kycApproved(businessId))) fail('KYC_REQUIRED', 'virtual accounts need approved KYC')
      const id = virtualAccountId(businessId, c.isTest, currency, b.customer_reference)
      const recorded = await c.account(id, {
        type: 'open',
        businessId,
        isTest: c.isTest,
        currency,
        customerReference: b.customer_reference,
        customerName: b.customer_name,
        by: actingParty(caller),
      })
      return accountView(await confirm(c, recorded))
    }),
    implement(ops.listAccounts, async (q, caller) => {
      const { accounts, total } = await listAccounts(c, requireBusiness(caller), q.page, q.limit)
      return { accounts: accounts.map(accountView), total, page: q.page, limit: q.limit }
    }),
    implement(ops.getAccount, async ({ id }, caller) =>
      accountView(await c.account(id, { type: 'get', businessId: requireBusiness(caller) })),
    ),
    implement(ops.closeAccount, async ({ id, reason, otp_code }, caller) => {
      const businessId = requireBusiness(caller)
      const a = await c.account(id, { type: 'get', businessId })
      if (a.status === 'opening') fail('VIRTUAL_ACCOUNT_OPENING', 'the account is not open yet')
      if (a.status === 'closed') return accountView(a)
      // Closing is final and turns the customer's later transfers back: a step-up act, as re-pointing payouts is.
      await requireSecondFactor(access, caller, otp_code)
      answered(await c.partner().closeAccount(a.partnerAccountId))
      return accountView(
        await c.account(id, { type: 'closed', businessId, reason: reason ?? 'closed by the merchant', by: actingParty(caller) }),
      )
    }),
    implement(ops.sandboxCredit, async ({ id, amount, payer_name, reference, scheme }, caller) => {
      if (!c.isTest) fail('PARTNER_REFUSED', 'sandbox credits exist only outside production')
      const a = await c.account(id, { type: 'get', businessId: requireBusiness(caller) })
      if (a.status === 'opening') fail('VIRTUAL_ACCOUNT_OPENING', 'the account is not open yet')
      await c.subscribeSandbox()
      const credited = answered(
        await c.partner().sandboxCredit({
          accountId: a.partnerAccountId,
          amount: minorDecimal(minorUnits(amount)),
          payerName: payer_name ?? 'Sandbox Payer',
          reference: reference ?? a.customerReference,
          ...(scheme ? { scheme } : {}),
        }),
      )
      return { partner_payment_id: credited.paymentId }
    }),
    implement(ops.partnerNotification, async ({ body, headers }) => receiveNotification(c, body, headers)),
    implement(ops.suspenseList, async ({ limit }) => {
      const payments = await suspended(c, limit)
      return { payments: payments.map(paymentView), total: payments.length }
    }),
    implement(ops.assignPayment, async ({ payment_id, virtual_account_id }, caller) => {
      const a = await c.account(virtual_account_id, { type: 'get', businessId: null })
      const p = await c.payment(payment_id, { type: 'get' })
      if (a.status === 'opening' || a.currency !== p.currency || a.isTest !== p.isTest)
        fail('VIRTUAL_ACCOUNT_NOT_FOUND', `no open ${p.currency} account ${virtual_account_id} in this environment`, 'virtual_account_id')
      const target = { accountId: a.id, businessId: a.businessId, customerReference: a.customerReference }
      return paymentView(await c.payment(payment_id, { type: 'assign', target, by: actingParty(caller) }))
    }),
    implement(ops.returnPayment, async ({ payment_id, reason }, caller) => {
      const p = await c.payment(payment_id, { type: 'get' })
      const businessId = await accountBusiness(c, p.payin.accountId)
      return paymentView(await c.payment(payment_id, { type: 'return', reason, by: actingParty(caller), businessId }))
    }),
    // A freeze is the platform's hold, not the bank's: the account keeps receiving (a blocked account at the bank
    // would bounce payments back to their payers unseen), and what arrives waits in suspense for an operator.
    implement(ops.freezeAccount, async ({ id, reason }, caller) => {
      const a = await c.account(id, { type: 'get', businessId: null })
      if (a.status === 'opening') fail('VIRTUAL_ACCOUNT_OPENING', 'the account is not open yet')
      return accountView(await c.account(id, { type: 'freeze', reason, by: actingParty(caller) }))
    }),
    implement(ops.unfreezeAccount, async ({ id }, caller) => {
      const a = await c.account(id, { type: 'get', businessId: null })
      if (a.status === 'opening') fail('VIRTUAL_ACCOUNT_OPENING', 'the account is not open yet')
      return accountView(await c.account(id, { type: 'unfreeze', by: actingParty(caller) }))
    }),
  )
}
