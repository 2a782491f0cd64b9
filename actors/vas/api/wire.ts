/**
 * The wire shapes of VAS answers. Money is a decimal string of the balance
 * currency (USDT or USDC count 1:1 against the provider's USD), as the spec's
 * quote shows `merchant_price`, `merchant_markup` and `customer_price`; a
 * field that does not apply is left out.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { named } from '../../../platform/schema_name'
import { VasCategory as Category, VasOrder as Order } from '../../../platform/webhook_payloads'

const Decimal = Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$' })
const Time = Type.String({ format: 'date-time' })

// An order is what the vas.order.* webhooks carry: the webhook contract (platform/webhook_payloads.ts) holds its schema.
export { VasCategory as Category, VasOrder as Order } from '../../../platform/webhook_payloads'

export const OrderList = named('VasOrderList').Object({
  orders: Type.Array(Order),
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
})

export const Countries = named('GiftCardCountries').Object({
  countries: Type.Array(
    object({
      iso_name: Type.String(),
      name: Type.String(),
      currency_code: Type.String(),
      currency_name: Type.String(),
      flag_url: Type.String(),
    }),
  ),
})

export const Product = named('GiftCardProduct').Object({
  product_id: Type.Integer(),
  product_name: Type.String(),
  brand_name: Type.String(),
  country_code: Type.String(),
  denomination_type: Type.Union([Type.Literal('FIXED'), Type.Literal('RANGE')]),
  sender_currency: Type.String(),
  fixed_denominations: Type.Array(Decimal),
  min_denomination: Type.Optional(Decimal),
  max_denomination: Type.Optional(Decimal),
  sender_fee: Decimal,
})

export const Products = named('GiftCardProductList').Object({ products: Type.Array(Product) })

export const Operator = named('AirtimeOperator').Object({
  operator_id: Type.Integer(),
  name: Type.String(),
  country_code: Type.String(),
  sender_currency: Type.String(),
  destination_currency: Type.String(),
  fx_rate: Type.String({ description: 'Recipient currency units per sender currency unit' }),
  min_amount: Decimal,
  max_amount: Decimal,
})

export const AirtimeQuote = named('AirtimeQuote').Object({
  phone: Type.String(),
  operator: Operator,
  amount: Decimal,
  recipient_amount: Decimal,
  recipient_currency: Type.String(),
  currency: Type.String({ description: 'The sender currency of amount (USD)' }),
  merchant_price: Decimal,
  merchant_markup: Decimal,
  customer_price: Decimal,
})

export const Margins = named('VasMargins').Object({
  margins: Type.Array(
    object({
      category: Category,
      type: Type.Union([Type.Literal('percent'), Type.Literal('fixed')]),
      value: Decimal,
    }),
    { description: 'The merchant’s margin per category (fixed 0 when none is set); merchant_markup on quotes and orders' },
  ),
})

export const Bundles = named('DataBundles').Object({
  operators: Type.Array(
    object({
      operator_id: Type.Integer(),
      name: Type.String(),
      country_code: Type.String(),
      bundles: Type.Array(object({ amount: Decimal, description: Type.String() }), {
        description: 'amount in USD; pass it as `amount`',
      }),
    }),
  ),
})

export const Billers = named('Billers').Object({
  billers: Type.Array(
    object({
      biller_id: Type.Integer(),
      name: Type.String(),
      country_code: Type.String(),
      type: Type.String({ description: 'ELECTRICITY_BILL_PAYMENT, TV_BILL_PAYMENT, …' }),
      service_type: Type.String(),
      currency: Type.String({ description: 'Currency of the amounts (USD)' }),
      min_amount: Decimal,
      max_amount: Decimal,
      fee: Decimal,
    }),
  ),
})
