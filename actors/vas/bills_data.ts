/**
 * Data bundles and bill payments against the provider's catalogue. A data
 * bundle is a top-up of a bundle operator at one of its fixed amounts; a
 * bill is a payment to a biller for a subscriber account, in the biller's
 * international currency (USD), between its minimum and maximum. Either
 * way the merchant pays the amount plus the provider's fee; the provider's
 * discount on it is the platform's margin. Bills are asynchronous at the
 * provider: an order answers `processing` and the executor follows it.
 */
import { formatUnits, parseUnits } from '../../chains/assets'
import { cents, type ReloadlyClient } from './providers/reloadly/reloadly'
import type { Margin } from './settings/state'
import type { VasOrderDraft } from './order/state'
import { phoneIn } from './airtime'
import { fail } from './context'
import { draftOf, type DraftBase } from './draft'
import { unitsOfCents } from './ledger_moves'

const usd = (c: bigint) => formatUnits(c, 2)

function amountCents(amount: string): bigint {
  try {
    return parseUnits(amount, 2)
  } catch {
    fail('INVALID_DENOMINATION', 'amount must be a decimal with at most 2 places', 'amount')
  }
}

const bundlesOf = (op: any): { amount: string; description: string; cents: bigint }[] =>
  ((op.fixedAmounts ?? []) as unknown[]).map((a) => {
    const c = cents(a)
    return { amount: usd(c), description: String(op.fixedAmountsDescriptions?.[Number(a).toFixed(2)] ?? ''), cents: c }
  })

export async function dataBundles(p: ReloadlyClient, countryCode: string) {
  const ops = ((await p.read('topups', `/operators/countries/${countryCode.toUpperCase()}?includeData=true&dataOnly=true`)) ?? []) as any[]
  return {
    operators: ops.map((op) => ({
      operator_id: Number(op.operatorId),
      name: String(op.name),
      country_code: String(op.country?.isoName ?? ''),
      bundles: bundlesOf(op).map(({ amount, description }) => ({ amount, description })),
    })),
  }
}

export async function dataDraft(
  p: ReloadlyClient,
  base: DraftBase,
  ask: { phone: string; country_code: string; operator_id: number; amount: string },
  margin: Margin | undefined,
): Promise<VasOrderDraft> {
  const phone = phoneIn(ask.phone, ask.country_code)
  const op = await p.read('topups', `/operators/${ask.operator_id}`)
  if (!op || op.data !== true) fail('OPERATOR_NOT_FOUND', `no data bundle operator ${ask.operator_id}`, 'operator_id')
  if (String(op.country?.isoName) !== ask.country_code.toUpperCase())
    fail('INVALID_REQUEST', 'the operator is not of this country', 'country_code')
  const asked = amountCents(ask.amount)
  if (!bundlesOf(op).some((b) => b.cents === asked)) fail('INVALID_DENOMINATION', `${ask.amount} is not a bundle of ${op.name}`, 'amount')
  const fee = cents(op.fees?.international ?? 0)
  return draftOf(
    base,
    'data',
    {
      productId: Number(op.operatorId),
      productName: String(op.name),
      countryCode: ask.country_code.toUpperCase(),
      unitPrice: usd(asked),
      recipient: { phone },
      merchantPrice: unitsOfCents(asked + fee),
    },
    margin,
  )
}

export async function billers(p: ReloadlyClient, countryCode: string, type: string | undefined) {
  const query = `countryISOCode=${countryCode.toUpperCase()}${type ? `&type=${encodeURIComponent(type)}` : ''}`
  const page = await p.read('utilities', `/billers?${query}`)
  return { billers: ((page?.content ?? []) as any[]).map(billerView) }
}

function billerView(b: any) {
  return {
    biller_id: Number(b.id),
    name: String(b.name),
    country_code: String(b.countryCode),
    type: String(b.type),
    service_type: String(b.serviceType ?? ''),
    currency: String(b.internationalTransactionCurrencyCode ?? 'USD'),
    min_amount: usd(cents(b.minInternationalTransactionAmount)),
    max_amount: usd(cents(b.maxInternationalTransactionAmount)),
    fee: usd(cents(b.internationalTransactionFee ?? 0)),
  }
}

export async function billDraft(
  p: ReloadlyClient,
  base: DraftBase,
  ask: { biller_id: number; account_number: string; amount: string },
  margin: Margin | undefined,
): Promise<VasOrderDraft> {
  const page = await p.read('utilities', `/billers?id=${ask.biller_id}`)
  const biller = ((page?.content ?? []) as any[]).find((b) => Number(b.id) === ask.biller_id)
  if (!biller) fail('PRODUCT_NOT_FOUND', `no biller ${ask.biller_id}`, 'biller_id')
  if (String(biller.internationalTransactionCurrencyCode ?? 'USD') !== 'USD')
    fail('PRODUCT_NOT_FOUND', `biller ${ask.biller_id} is not paid in USD`, 'biller_id')
  const asked = amountCents(ask.amount)
  if (asked < cents(biller.minInternationalTransactionAmount) || asked > cents(biller.maxInternationalTransactionAmount))
    fail('INVALID_DENOMINATION', `the amount is outside ${biller.name}’s range`, 'amount')
  return draftOf(
    base,
    'bill',
    {
      productId: ask.biller_id,
      productName: String(biller.name),
      countryCode: String(biller.countryCode),
      unitPrice: usd(asked),
      recipient: { account: ask.account_number },
      merchantPrice: unitsOfCents(asked + cents(biller.internationalTransactionFee ?? 0)),
    },
    margin,
  )
}
