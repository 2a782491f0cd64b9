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

type OrderInput = Static<typeof ops.GiftcardOrderBody>

const decimalOfCents = (c: bigint) => formatUnits(c, 2)

export function productView(p: any): Static<typeof wire.Product> {
  const range = p.denominationType === 'RANGE'
  return {
    product_id: Number(p.productId),
    product_name: String(p.productName),
    brand_name: String(p.brand?.brandName ?? ''),
    country_code: String(p.country?.isoName ?? ''),
    denomination_type: range ? 'RANGE' : 'FIXED',
    sender_currency: String(p.senderCurrencyCode),
    fixed_denominations: ((p.fixedRecipientDenominations ?? []) as unknown[]).map((d) => decimalOfCents(cents(d))),
    ...(range
      ? {
          min_denomination: decimalOfCents(cents(p.minRecipientDenomination)),
          max_denomination: decimalOfCents(cents(p.maxRecipientDenomination)),
        }
      : {}),
    sender_fee: decimalOfCents(cents(p.senderFee ?? 0)),
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
  if (product.senderCurrencyCode !== 'USD') fail('PRODUCT_NOT_FOUND', `product ${input.product_id} is not sold in USD`, 'product_id')
  const country = String(product.country?.isoName ?? '')
  if (input.country_code !== undefined && input.country_code.toUpperCase() !== country)
    fail('INVALID_REQUEST', `product ${input.product_id} is sold in ${country}`, 'country_code')
  let unit: bigint
  try {
    unit = parseUnits(input.unit_price, 2)
  } catch {
    fail('INVALID_DENOMINATION', 'unit_price must be a decimal with at most 2 places', 'unit_price')
  }
  const allowed =
    product.denominationType === 'RANGE'
      ? unit >= cents(product.minRecipientDenomination) && unit <= cents(product.maxRecipientDenomination)
      : ((product.fixedRecipientDenominations ?? []) as unknown[]).some((d) => cents(d) === unit)
  if (!allowed)
    fail('INVALID_DENOMINATION', `unit_price ${input.unit_price} is not a denomination of product ${input.product_id}`, 'unit_price')
  const quantity = input.quantity ?? 1
  const merchantPrice = unitsOfCents((unit + cents(product.senderFee ?? 0)) * BigInt(quantity))
  const merchantMarkup = markupOf(margin, merchantPrice)
  return {
    businessId,
    isTest,
    reference: input.reference,
    category: 'giftcard',
    requestHash,
    currency: input.currency ?? 'USDT',
    productId: input.product_id,
    productName: String(product.productName),
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
