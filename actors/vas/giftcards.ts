/**
 * Gift cards against the provider's catalogue: the product views and the
 * order draft (validation, spec VAS rule 2's first step, and the price).
 * What the merchant pays is the card's face value plus the provider's sender
 * fee, per card; the provider's discount on that is the platform's margin
 * (ledger_moves.ts). Prices are in the product's sender currency, which must
 * be USD: the balance holds USD stablecoins, counted 1:1.
 */
import { createHash } from 'node:crypto'
import type { Static } from '@sinclair/typebox'
import { parseUnits, formatUnits } from '../../chains/assets'
import { cents, type ReloadlyClient } from './providers/reloadly/reloadly'
import type { VasOrderDraft } from './order/state'
import { fail } from './context'
import { unitsOfCents } from './ledger_moves'
import { markupOf } from './margins'
import type { Margin } from './settings/state'
import type * as ops from './api/operations'
import type * as wire from './api/wire'
import { field, listField } from '../../platform/json_object'

type OrderInput = Static<typeof ops.GiftcardOrderBody>

const decimalOfCents = (c: bigint) => formatUnits(c, 2)

/** A Reloadly gift card product as the API answers it (the provider's JSON, read field by field). */
export function productView(p: unknown): Static<typeof wire.Product> {
  const range = field(p, 'denominationType') === 'RANGE'
  return {
    product_id: Number(field(p, 'productId')),
    product_name: String(field(p, 'productName')),
    brand_name: String(field(p, 'brand', 'brandName') ?? ''),
    country_code: String(field(p, 'country', 'isoName') ?? ''),
    denomination_type: range ? 'RANGE' : 'FIXED',
    sender_currency: String(field(p, 'senderCurrencyCode')),
    fixed_denominations: listField(p, 'fixedRecipientDenominations').map((d) => decimalOfCents(cents(d))),
    ...(range
      ? {
          min_denomination: decimalOfCents(cents(field(p, 'minRecipientDenomination'))),
          max_denomination: decimalOfCents(cents(field(p, 'maxRecipientDenomination'))),
        }
      : {}),
    sender_fee: decimalOfCents(cents(field(p, 'senderFee') ?? 0)),
  }
}

export async function giftcardDraft(
  p: ReloadlyClient,
  businessId: string,
  isTest: boolean,
  orderId: string,
  input: OrderInput,
  requestHash: string,
  margin: Margin | undefined,
): Promise<VasOrderDraft> {
  const product = await p.read('giftcards', `/products/${input.product_id}`)
  if (!product) fail('PRODUCT_NOT_FOUND', `no gift card product ${input.product_id}`, 'product_id')
  if (field(product, 'senderCurrencyCode') !== 'USD')
    fail('PRODUCT_NOT_FOUND', `product ${input.product_id} is not sold in USD`, 'product_id')
  const country = String(field(product, 'country', 'isoName') ?? '')
  if (input.country_code !== undefined && input.country_code.toUpperCase() !== country)
    fail('INVALID_REQUEST', `product ${input.product_id} is sold in ${country}`, 'country_code')
  let unit: bigint
  try {
    unit = parseUnits(input.unit_price, 2)
  } catch {
    fail('INVALID_DENOMINATION', 'unit_price must be a decimal with at most 2 places', 'unit_price')
  }
  const allowed =
    field(product, 'denominationType') === 'RANGE'
      ? unit >= cents(field(product, 'minRecipientDenomination')) && unit <= cents(field(product, 'maxRecipientDenomination'))
      : listField(product, 'fixedRecipientDenominations').some((d) => cents(d) === unit)
  if (!allowed)
    fail('INVALID_DENOMINATION', `unit_price ${input.unit_price} is not a denomination of product ${input.product_id}`, 'unit_price')
  const quantity = input.quantity ?? 1
  const merchantPrice = unitsOfCents((unit + cents(field(product, 'senderFee') ?? 0)) * BigInt(quantity))
  const merchantMarkup = markupOf(margin, merchantPrice)
  return {
    businessId,
    isTest,
    reference: input.reference,
    category: 'giftcard',
    requestHash,
    currency: input.currency ?? 'USDT',
    productId: input.product_id,
    productName: String(field(product, 'productName')),
    countryCode: country,
    unitPrice: decimalOfCents(unit),
    quantity,
    recipient: input.recipient_email === undefined ? {} : { email: input.recipient_email },
    ...(input.customer_id === undefined ? {} : { customerId: input.customer_id }),
    ...(input.sender_name === undefined ? {} : { senderName: input.sender_name }),
    merchantPrice,
    merchantMarkup,
    customerPrice: merchantPrice + merchantMarkup,
    customIdentifier: `vas_${createHash('sha256').update(orderId).digest('hex').slice(0, 32)}`,
  }
}
