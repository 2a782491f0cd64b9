/**
 * Airtime against the provider's operators: detect, quote and the order
 * draft. Amounts are in the operator's sender currency (USD); with
 * `use_local_amount` the amount is in the recipient's currency and is
 * converted at the operator's rate, rounded up to the cent, so the recipient
 * gets at least what was asked. What the merchant pays is the amount plus the
 * operator's fee; the provider's discount on it is the platform's margin.
 * Phone numbers must be valid in the country's numbering plan
 * (libphonenumber, platform/phone.ts) and are sent to the provider as E.164.
 */
import { createHash } from 'node:crypto'
import { formatUnits, parseUnits } from '../../chains/assets'
import { parseForRegion } from '../../platform/phone'
import { cents, type ReloadlyClient } from './providers/reloadly/reloadly'
import type { VasOrderDraft } from './order/state'
import { fail } from './context'
import { unitsOfCents } from './ledger_moves'
import { markupOf } from './margins'
import type { Margin } from './settings/state'
import { TOP_UP_DECIMALS } from '../balance'
import { field, listField } from '../../platform/json_object'

/** The number in E.164 if it is valid in the country's numbering plan (libphonenumber); 400 INVALID_PHONE otherwise. */
export function phoneIn(phone: string, countryCode: string): string {
  const parsed = parseForRegion(phone, countryCode)
  if (!parsed.ok) fail('INVALID_PHONE', parsed.reason, 'phone')
  return parsed.e164
}

export interface AirtimeAsk {
  readonly phone: string
  readonly country_code: string
  readonly operator_id?: number | undefined
  readonly amount: string
  readonly use_local_amount?: boolean | undefined
}

/** A Reloadly operator as the API answers it (the provider's JSON, read field by field). */
export function operatorView(op: unknown) {
  return {
    operator_id: Number(field(op, 'operatorId')),
    name: String(field(op, 'name')),
    country_code: String(field(op, 'country', 'isoName') ?? ''),
    sender_currency: String(field(op, 'senderCurrencyCode') ?? 'USD'),
    destination_currency: String(field(op, 'destinationCurrencyCode') ?? ''),
    fx_rate: String(field(op, 'fx', 'rate') ?? ''),
    min_amount: formatUnits(cents(field(op, 'minAmount')), 2),
    max_amount: formatUnits(cents(field(op, 'maxAmount')), 2),
  }
}

export async function detect(p: ReloadlyClient, phone: string, countryCode: string): Promise<unknown> {
  const e164 = phoneIn(phone, countryCode)
  const op = await p.read('topups', `/operators/auto-detect/phone/${encodeURIComponent(e164)}/countries/${countryCode.toUpperCase()}`)
  if (!op) fail('OPERATOR_NOT_DETECTED', `no operator found for this number in ${countryCode.toUpperCase()}`, 'phone')
  return op
}

/** The operator and the price breakdown of an airtime top-up; nothing is bought. */
export async function quote(p: ReloadlyClient, ask: AirtimeAsk, margin: Margin | undefined) {
  phoneIn(ask.phone, ask.country_code)
  const op =
    ask.operator_id === undefined ? await detect(p, ask.phone, ask.country_code) : await p.read('topups', `/operators/${ask.operator_id}`)
  if (!op) fail('OPERATOR_NOT_FOUND', `no operator ${ask.operator_id}`, 'operator_id')
  if (String(field(op, 'country', 'isoName')) !== ask.country_code.toUpperCase())
    fail('INVALID_REQUEST', 'the operator is not of this country', 'country_code')
  const rate = parseUnits(String(field(op, 'fx', 'rate') ?? '0'), 6)
  let asked: bigint
  try {
    asked = parseUnits(ask.amount, 2)
  } catch {
    fail('INVALID_DENOMINATION', 'amount must be a decimal with at most 2 places', 'amount')
  }
  if (rate <= 0n) fail('OPERATOR_NOT_FOUND', 'the operator has no exchange rate', 'operator_id')
  // Local cents * 1e6 / rate(1e6-scaled) = USD cents, rounded up.
  const senderCents = ask.use_local_amount ? (asked * 1_000_000n + rate - 1n) / rate : asked
  if (senderCents < cents(field(op, 'minAmount')) || senderCents > cents(field(op, 'maxAmount')))
    fail('INVALID_DENOMINATION', `the amount is outside ${String(field(op, 'name'))}’s range`, 'amount')
  const feeCents = cents(field(op, 'fees', 'international') ?? 0)
  const merchantPrice = unitsOfCents(senderCents + feeCents)
  const merchantMarkup = markupOf(margin, merchantPrice)
  const recipientCents = (senderCents * rate) / 1_000_000n
  return { op, senderCents, merchantPrice, merchantMarkup, recipientCents }
}

const decimal = (units: bigint) => formatUnits(units, TOP_UP_DECIMALS)

export function quoteView(q: Awaited<ReturnType<typeof quote>>, phone: string) {
  return {
    phone,
    operator: operatorView(q.op),
    amount: formatUnits(q.senderCents, 2),
    recipient_amount: formatUnits(q.recipientCents, 2),
    recipient_currency: String(field(q.op, 'destinationCurrencyCode') ?? ''),
    currency: 'USD',
    merchant_price: decimal(q.merchantPrice),
    merchant_markup: decimal(q.merchantMarkup),
    customer_price: decimal(q.merchantPrice + q.merchantMarkup),
  }
}

export async function airtimeDraft(
  p: ReloadlyClient,
  base: {
    businessId: string
    isTest: boolean
    orderId: string
    reference: string
    requestHash: string
    currency?: 'USDT' | 'USDC' | undefined
    customerId?: string | undefined
  },
  ask: AirtimeAsk,
  margin: Margin | undefined,
): Promise<VasOrderDraft> {
  const q = await quote(p, ask, margin)
  return {
    businessId: base.businessId,
    isTest: base.isTest,
    reference: base.reference,
    category: 'airtime',
    requestHash: base.requestHash,
    currency: base.currency ?? 'USDT',
    productId: Number(field(q.op, 'operatorId')),
    productName: String(field(q.op, 'name')),
    countryCode: ask.country_code.toUpperCase(),
    unitPrice: formatUnits(q.senderCents, 2),
    quantity: 1,
    recipient: { phone: phoneIn(ask.phone, ask.country_code) },
    ...(base.customerId === undefined ? {} : { customerId: base.customerId }),
    merchantPrice: q.merchantPrice,
    merchantMarkup: q.merchantMarkup,
    customerPrice: q.merchantPrice + q.merchantMarkup,
    customIdentifier: `vas_${createHash('sha256').update(base.orderId).digest('hex').slice(0, 32)}`,
  }
}
