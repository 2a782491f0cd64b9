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
import { field, listField } from '../../platform/json_object'

const usd = (c: bigint) => formatUnits(c, 2)

function amountCents(amount: string): bigint {
  try {
    return parseUnits(amount, 2)
  } catch {
    fail('INVALID_DENOMINATION', 'amount must be a decimal with at most 2 places', 'amount')
  }
}

const bundlesOf = (op: unknown): { amount: string; description: string; cents: bigint }[] =>
  listField(op, 'fixedAmounts').map((a) => {
    const c = cents(a)
    return { amount: usd(c), description: String(field(op, 'fixedAmountsDescriptions', Number(a).toFixed(2)) ?? ''), cents: c }
  })

export async function dataBundles(p: ReloadlyClient, countryCode: string) {
  const ops = listField(await p.read('topups', `/operators/countries/${countryCode.toUpperCase()}?includeData=true&dataOnly=true`))
  return {
    operators: ops.map((op) => ({
      operator_id: Number(field(op, 'operatorId')),
      name: String(field(op, 'name')),
      country_code: String(field(op, 'country', 'isoName') ?? ''),
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
  if (!op || field(op, 'data') !== true) fail('OPERATOR_NOT_FOUND', `no data bundle operator ${ask.operator_id}`, 'operator_id')
  if (String(field(op, 'country', 'isoName')) !== ask.country_code.toUpperCase())
    fail('INVALID_REQUEST', 'the operator is not of this country', 'country_code')
  const asked = amountCents(ask.amount)
  if (!bundlesOf(op).some((b) => b.cents === asked))
    fail('INVALID_DENOMINATION', `${ask.amount} is not a bundle of ${String(field(op, 'name'))}`, 'amount')
  const fee = cents(field(op, 'fees', 'international') ?? 0)
  return draftOf(
    base,
    'data',
    {
      productId: Number(field(op, 'operatorId')),
      productName: String(field(op, 'name')),
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
  return { billers: listField(page, 'content').map(billerView) }
}

/** A Reloadly biller as the API answers it (the provider's JSON, read field by field). */
function billerView(b: unknown) {
  return {
    biller_id: Number(field(b, 'id')),
    name: String(field(b, 'name')),
    country_code: String(field(b, 'countryCode')),
    type: String(field(b, 'type')),
    service_type: String(field(b, 'serviceType') ?? ''),
    currency: String(field(b, 'internationalTransactionCurrencyCode') ?? 'USD'),
    min_amount: usd(cents(field(b, 'minInternationalTransactionAmount'))),
    max_amount: usd(cents(field(b, 'maxInternationalTransactionAmount'))),
    fee: usd(cents(field(b, 'internationalTransactionFee') ?? 0)),
  }
}

export async function billDraft(
  p: ReloadlyClient,
  base: DraftBase,
  ask: { biller_id: number; account_number: string; amount: string },
  margin: Margin | undefined,
): Promise<VasOrderDraft> {
  const page = await p.read('utilities', `/billers?id=${ask.biller_id}`)
  const biller = listField(page, 'content').find((b) => Number(field(b, 'id')) === ask.biller_id)
  if (!biller) fail('PRODUCT_NOT_FOUND', `no biller ${ask.biller_id}`, 'biller_id')
  if (String(field(biller, 'internationalTransactionCurrencyCode') ?? 'USD') !== 'USD')
    fail('PRODUCT_NOT_FOUND', `biller ${ask.biller_id} is not paid in USD`, 'biller_id')
  const asked = amountCents(ask.amount)
  if (
    asked < cents(field(biller, 'minInternationalTransactionAmount')) ||
    asked > cents(field(biller, 'maxInternationalTransactionAmount'))
  )
    fail('INVALID_DENOMINATION', `the amount is outside ${String(field(biller, 'name'))}’s range`, 'amount')
  return draftOf(
    base,
    'bill',
    {
      productId: ask.biller_id,
      productName: String(field(biller, 'name')),
      countryCode: String(field(biller, 'countryCode')),
      unitPrice: usd(asked),
      recipient: { account: ask.account_number },
      merchantPrice: unitsOfCents(asked + cents(field(biller, 'internationalTransactionFee') ?? 0)),
    },
    margin,
  )
}
