/** The OTC methods: the desk (dashboard), the AML form, the operators' reviews, the sandbox payment. */
import { randomBytes } from 'node:crypto'
import type { Sql } from 'postgres'
import { actingParty } from '../../../platform/audit'
import { requireBusiness, type Caller } from '../../../platform/caller'
import { PlatformError } from '../../../platform/errors'
import { convertDown, decimalOf, minorOf, rateUnits } from '../../../platform/fiat_amounts'
import type { MethodHandler } from '../../../platform/module'
import { omitAbsent } from '../../../platform/omit_absent'
import { implement, methodTable } from '../../../platform/operation'
import { sandboxPayIn } from '../../virtual_accounts'
import { fail, type OtcContext } from '../context'
import type { OrderQuote } from '../order/state'
import { PAY_IN_CURRENCIES, type PayInCurrency } from '../rates'
import { formView, orderView } from '../views'
import * as ops from './operations'
import { FormFields } from './wire'

const FORM_FIELDS: ReadonlySet<string> = new Set(Object.keys(FormFields))

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** "OTC" + 12 characters of Crockford's base 32 (60 random bits): 15 characters, inside Faster Payments' 18. */
function newReference(): string {
  const bytes = randomBytes(12)
  return `OTC${Array.from(bytes, (b) => CROCKFORD[b & 31]).join('')}`
}

const isPayIn = (currency: string): currency is PayInCurrency => PAY_IN_CURRENCIES.some((c) => c === currency)

async function requireAccess(c: OtcContext, caller: Caller): Promise<string> {
  const businessId = requireBusiness(caller)
  const m = await c.merchant(businessId)
  if (m.status !== 'active' || !m.otcApproved) fail('OTC_ACCESS_REQUIRED', 'an operator has not approved this business for OTC')
  return businessId
}

async function requireTrading(c: OtcContext, caller: Caller): Promise<string> {
  const businessId = await requireAccess(c, caller)
  const form = await c.form(businessId, { type: 'get' })
  if (form.status !== 'approved') fail('OTC_FORM_NOT_APPROVED', `trading needs an approved AML form (yours is ${form.status})`)
  return businessId
}

/** The desk's price for `amount` of `from` in `to`, valid for `ttlMs`. */
function price(c: OtcContext, from: string, to: string, amount: string, ttlMs: number): OrderQuote & { readonly fromMinor: bigint } {
  const rate = c.settings.rates.get(`${from}${to}`)
  const units = rate === undefined ? null : rateUnits(rate)
  if (rate === undefined || units === null) fail('OTC_PAIR_UNAVAILABLE', `the desk does not quote ${from} to ${to}`)
  const fromMinor = minorOf(amount)
  if (fromMinor <= 0n) fail('INVALID_AMOUNT', 'amount must be more than zero', 'amount')
  const nowMs = c.payments.clock.nowMs()
  return { rate, toMinor: convertDown(fromMinor, units), quotedAtMs: nowMs, expiresAtMs: nowMs + ttlMs, fromMinor }
}

/** The desk's account, or the method's 503/502 when the bank cannot open it now (a retry asks again). */
async function deskAccount(c: OtcContext, currency: PayInCurrency) {
  try {
    return await c.account(currency)
  } catch (error) {
    if (error instanceof PlatformError) fail('PARTNER_UNAVAILABLE', `the desk's ${currency} account is not available: ${error.message}`)
    throw error
  }
}

async function history(sql: Sql, businessId: string, isTest: boolean, limit: number, offset: number) {
  const rows = await sql<{ id: string; total: string }[]>`
    SELECT id, count(*) OVER () AS total FROM otc_orders WHERE business_id = ${businessId} AND is_test = ${isTest}
    ORDER BY created_at_ms DESC, id DESC LIMIT ${limit} OFFSET ${offset}`
  return { ids: rows.map((r) => r.id), total: rows[0] ? Number(rows[0].total) : 0 }
}

export function otcMethods(c: OtcContext): Record<string, MethodHandler> {
  return methodTable(
    implement(ops.accounts, async (_q, caller) => {
      await requireAccess(c, caller)
      const accounts = await Promise.all(PAY_IN_CURRENCIES.map((cur) => deskAccount(c, cur)))
      return {
        accounts: accounts.map((a) => ({
          id: a.id,
          currency: a.currency,
          bank_name: a.identifiers.bankName,
          account_name: 'OTC Desk',
          ...omitAbsent({
            account_number: a.currency === 'GBP' ? a.identifiers.accountNumber : a.identifiers.iban,
            sort_code: a.identifiers.sortCode,
            iban: a.identifiers.iban,
            bic: a.identifiers.bic,
          }),
        })),
      }
    }),
    implement(ops.quote, async (q, caller) => {
      await requireAccess(c, caller)
      const from = q.from.toUpperCase()
      const to = q.to.toUpperCase()
      const p = price(c, from, to, q.amount, c.settings.quoteTtlMs)
      return {
        rate: p.rate,
        from,
        to,
        amount: decimalOf(p.fromMinor),
        converted: decimalOf(p.toMinor),
        expires_at: new Date(p.expiresAtMs).toISOString(),
      }
    }),
    implement(ops.createOrder, async (b, caller) => {
      const businessId = await requireTrading(c, caller)
      const from = b.from.toUpperCase()
      const to = b.to.toUpperCase()
      const p = price(c, from, to, b.amount, c.settings.orderTtlMs)
      if (!isPayIn(from)) fail('OTC_PAIR_UNAVAILABLE', `the desk is paid in GBP or EUR, not ${from}`)
      const account = await deskAccount(c, from)
      if (account.id !== b.account_id)
        fail('OTC_ACCOUNT_NOT_FOUND', `account_id must be the desk's ${from} account (GET /api/v1/otc/accounts)`, 'account_id')
      const { fromMinor, ...quote } = p
      const id = `otc_${randomBytes(12).toString('hex')}`
      const o = await c.order(id, {
        type: 'create',
        order: {
          businessId,
          isTest: c.isTest,
          from,
          to,
          fromMinor,
          accountId: account.id,
          payee: {
            bankName: account.identifiers.bankName,
            accountName: 'OTC Desk',
            accountNumber: from === 'GBP' ? account.identifiers.accountNumber : account.identifiers.iban,
            sortCode: account.identifiers.sortCode,
            iban: account.identifiers.iban,
            bic: account.identifiers.bic,
          },
          reference: newReference(),
        },
        quote,
        by: actingParty(caller),
      })
      return orderView(o)
    }),
    implement(ops.markPaid, async ({ id }, caller) => {
      const businessId = await requireTrading(c, caller)
      await c.order(id, { type: 'get', businessId })
      // Expiry is a timer: an order past its time whose timer has not fired yet is expired first.
      await c.order(id, { type: 'expire' })
      return orderView(await c.order(id, { type: 'mark_paid' }))
    }),
    implement(ops.getOrder, async ({ id }, caller) => {
      const businessId = await requireAccess(c, caller)
      return orderView(await c.order(id, { type: 'get', businessId }))
    }),
    implement(ops.refreshOrder, async ({ id }, caller) => {
      const businessId = await requireTrading(c, caller)
      const o = await c.order(id, { type: 'get', businessId })
      const { fromMinor: _amount, ...quote } = price(c, o.from, o.to, decimalOf(o.fromMinor), c.settings.orderTtlMs)
      await c.order(id, { type: 'expire' })
      return orderView(await c.order(id, { type: 'refresh', quote }))
    }),
    implement(ops.history, async ({ limit, offset }, caller) => {
      const businessId = await requireAccess(c, caller)
      const page = await history(c.payments.sql, businessId, c.isTest, limit, offset)
      const orders = await Promise.all(page.ids.map((id) => c.order(id, { type: 'get', businessId })))
      return { orders: orders.map(orderView), total: page.total, limit, offset }
    }),
    implement(ops.formStatus, async (_q, caller) => {
      const businessId = requireBusiness(caller)
      const m = await c.merchant(businessId)
      return formView(await c.form(businessId, { type: 'get' }), m.status === 'active' && m.otcApproved)
    }),
    implement(ops.saveDraft, async (body, caller) => {
      const businessId = requireBusiness(caller)
      // Only the form's own fields are kept: a body may carry others (the schema is open), and they are dropped.
      const fields = Object.fromEntries(Object.entries(body).filter(([name]) => FORM_FIELDS.has(name)))
      const m = await c.merchant(businessId)
      return formView(await c.form(businessId, { type: 'save', fields }), m.status === 'active' && m.otcApproved)
    }),
    implement(ops.submitForm, async (_q, caller) => {
      const businessId = requireBusiness(caller)
      const m = await c.merchant(businessId)
      return formView(await c.form(businessId, { type: 'submit' }), m.status === 'active' && m.otcApproved)
    }),
    implement(ops.formQueue, async () => {
      const rows = await c.payments.sql<{ business_id: string; status: string; submitted_at_ms: string | null }[]>`
        SELECT business_id, status, submitted_at_ms FROM otc_forms WHERE status = 'submitted' ORDER BY submitted_at_ms LIMIT 200`
      return {
        forms: rows.map((r) => ({
          business_id: r.business_id,
          status: r.status,
          ...omitAbsent({ submitted_at: r.submitted_at_ms === null ? null : new Date(Number(r.submitted_at_ms)).toISOString() }),
        })),
      }
    }),
    implement(ops.reviewForm, async ({ business_id, decision, reason }, caller) => {
      if (decision === 'reject' && reason === undefined)
        fail('INVALID_REQUEST', 'a rejection needs a reason the business can act on', 'reason')
      const m = await c.merchant(business_id).catch(() => null)
      const form = await c.form(business_id, {
        type: 'review',
        approve: decision === 'approve',
        reason: reason ?? null,
        by: actingParty(caller),
      })
      return formView(form, m?.status === 'active' && m.otcApproved)
    }),
    implement(ops.resolveOrder, async ({ id, reason }, caller) => {
      const o = await c.order(id, { type: 'get', businessId: null })
      const received = o.payments.filter((p) => p.currency === o.from).reduce((sum, p) => sum + p.amountMinor, 0n)
      const rate = rateUnits(o.quote.rate)
      if (o.payments.some((p) => p.currency !== o.from) || rate === null)
        fail('INVALID_REQUEST', `a payment in another currency than ${o.from} is not settled here: return it through the bank`)
      return orderView(await c.order(id, { type: 'resolve', creditMinor: convertDown(received, rate), reason, by: actingParty(caller) }))
    }),
    implement(ops.reviewQueue, async () => {
      const rows = await c.payments.sql<
        { id: string }[]
      >`SELECT id FROM otc_orders WHERE status = 'review' ORDER BY created_at_ms LIMIT 200`
      const orders = await Promise.all(rows.map((r) => c.order(r.id, { type: 'get', businessId: null })))
      return { orders: orders.map(orderView) }
    }),
    implement(ops.sandboxPay, async ({ id, amount }, caller) => {
      const businessId = await requireAccess(c, caller)
      if (!c.isTest) fail('SANDBOX_ONLY', 'sandbox payments exist only outside production')
      const o = await c.order(id, { type: 'get', businessId })
      if (!isPayIn(o.from)) fail('OTC_ORDER_NOT_FOUND', 'no such order')
      const account = await deskAccount(c, o.from)
      const paymentId = await sandboxPayIn(c.payments, account, {
        amount: amount === undefined ? decimalOf(o.fromMinor) : decimalOf(minorOf(amount)),
        payerName: 'Sandbox Payer',
        reference: o.reference,
      })
      return { partner_payment_id: paymentId }
    }),
  )
}
