/**
 * The simulator's utilities product (Reloadly's bill payments): GET
 * /utilities/billers, POST /utilities/pay (always PROCESSING at first, as
 * Reloadly's bills are), GET /utilities/transactions?referenceId= to follow
 * a payment. Triggers are account numbers (simulator_catalogue.ts).
 */
import type { Reply, Txn } from './simulator_account'
import { centsOf, money, type Trigger } from './simulator_catalogue'

interface Biller {
  readonly id: number
  readonly name: string
  readonly countryCode: string
  readonly type: string
  readonly serviceType: string
  readonly currency: string
  readonly fxRate: number
  readonly minCents: number
  readonly maxCents: number
  readonly feeCents: number
  readonly discountBps: number
}

/** A biller: `[country, local currency, local units per USD]`, its range in cents, fee and discount. */
const biller = (
  id: number,
  name: string,
  [countryCode, currency, fxRate]: [string, string, number],
  [type, serviceType]: [string, string],
  [minCents, maxCents, feeCents, discountBps]: [number, number, number, number],
): Biller => ({ id, name, countryCode, type, serviceType, currency, fxRate, minCents, maxCents, feeCents, discountBps })

const NG: [string, string, number] = ['NG', 'NGN', 1500]

const SIM_BILLERS: readonly Biller[] = [
  biller(61, 'Ikeja Electric Prepaid', NG, ['ELECTRICITY_BILL_PAYMENT', 'PREPAID'], [100, 50000, 50, 100]),
  biller(62, 'DStv Nigeria', NG, ['TV_BILL_PAYMENT', 'POSTPAID'], [100, 50000, 50, 100]),
  biller(71, 'Kenya Power Prepaid', ['KE', 'KES', 130], ['ELECTRICITY_BILL_PAYMENT', 'PREPAID'], [100, 30000, 50, 100]),
]

const ACCOUNT_TRIGGERS: Readonly<Record<string, Trigger>> = { '9001000000': 'fail', '9003000000': 'slow_then_refunded' }

type Purchase = (
  kind: Txn['kind'],
  path: string,
  key: unknown,
  cents: number,
  trigger: Trigger | undefined,
  body: (t: number) => Record<string, unknown>,
) => Reply

export function utilitiesRoutes(h: {
  purchase: Purchase
  report: (kind: Txn['kind'], url: URL, key?: string) => Reply
  ok: (body: unknown) => Reply
  err: (status: number, path: string, code: string, message: string) => Reply
}) {
  const view = (b: Biller) => ({
    id: b.id,
    name: b.name,
    countryCode: b.countryCode,
    type: b.type,
    serviceType: b.serviceType,
    localAmountSupported: false,
    localTransactionCurrencyCode: b.currency,
    internationalTransactionCurrencyCode: 'USD',
    minInternationalTransactionAmount: money(b.minCents),
    maxInternationalTransactionAmount: money(b.maxCents),
    internationalTransactionFee: money(b.feeCents),
    fx: { rate: b.fxRate, currencyCode: b.currency },
  })
  return (method: string, url: URL, body: Record<string, unknown>): Reply => {
    const p = url.pathname
    if (method === 'GET' && p === '/utilities/billers') {
      const cc = url.searchParams.get('countryISOCode')?.toUpperCase()
      const id = url.searchParams.get('id')
      const list = SIM_BILLERS.filter((b) => (!cc || b.countryCode === cc) && (!id || b.id === Number(id))).map(view)
      return h.ok({ content: list, totalElements: list.length, number: 0 })
    }
    if (method === 'GET' && p === '/utilities/transactions') return h.report('bill', url, 'referenceId')
    if (method === 'POST' && p === '/utilities/pay') {
      const biller = SIM_BILLERS.find((b) => b.id === body.billerId)
      if (!biller) return h.err(404, '/pay', 'BILLER_NOT_FOUND', 'Biller not found')
      const account = typeof body.subscriberAccountNumber === 'string' ? body.subscriberAccountNumber : ''
      if (!/^[0-9]{6,20}$/.test(account)) return h.err(400, '/pay', 'INVALID_SUBSCRIBER_ACCOUNT_NUMBER', 'Invalid account number')
      const cents = centsOf(body.amount)
      if (body.useLocalAmount === true || !(cents >= biller.minCents && cents <= biller.maxCents))
        return h.err(400, '/pay', 'INVALID_AMOUNT', 'The amount is outside the biller’s range')
      const paid = cents - Math.floor((cents * biller.discountBps) / 10_000) + biller.feeCents
      const trigger = ACCOUNT_TRIGGERS[account] ?? 'processing_then_successful'
      return h.purchase('bill', '/pay', body.referenceId, paid, trigger, (id) => ({
        id,
        referenceId: body.referenceId,
        customIdentifier: body.referenceId,
        billerId: biller.id,
        subscriberAccountNumber: account,
        amount: money(cents),
        amountCurrencyCode: 'USD',
        balanceInfo: { cost: money(paid), currencyCode: 'USD' },
        code: 'PAYMENT_PROCESSING_IN_PROGRESS',
        message: 'The payment is being processed',
        submittedAt: new Date().toISOString(),
      }))
    }
    return h.err(404, p, 'NOT_FOUND', 'No such resource')
  }
}
