/**
 * VAS operations (X-API-Key, permission vas:manage): gift card orders and
 * catalogue, order look-up and list. The gift card order takes the spec's
 * fields exactly, plus an optional `currency` (which balance pays; USDT by
 * default). Errors: 400 INVALID_REQUEST, PRODUCT_NOT_FOUND,
 * INVALID_DENOMINATION, BALANCE_TOO_LOW (nothing attempted); 409
 * IDEMPOTENCY_KEY_REUSED (the reference is the order's key: keyedBy); 502 PROVIDER_FAILED (the hold released); 503
 * PROVIDER_FLOAT_EXHAUSTED (the hold released, nothing bought), VAS_UNAVAILABLE.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { countryCode, partnerId } from '../../../platform/input_fields'
import { operation } from '../../../platform/operation'
import type { RejectionCode } from '../../../platform/errors'
import * as wire from './wire'

const Reference = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._:-]+$', description: 'Idempotency key' })

export const GiftcardOrderBody = object({
  reference: Reference,
  product_id: partnerId({ description: 'A gift card product (GET /api/v1/giftcards/products)' }),
  unit_price: Type.String({ minLength: 1, maxLength: 20, description: 'In the product’s sender currency' }),
  quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, default: 1 })),
  customer_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  recipient_email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
  sender_name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  country_code: Type.Optional(countryCode()),
  currency: Type.Optional(Type.Union([Type.Literal('USDT'), Type.Literal('USDC')], { description: 'Which balance pays (default USDT)' })),
})

export const ReferenceParams = object({ reference: Reference })

export const OrderListQuery = object({
  status: Type.Optional(Type.Union([Type.Literal('processing'), Type.Literal('successful'), Type.Literal('failed')])),
  category: Type.Optional(wire.Category),
  customer_id: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
})

export const CountryQuery = object({ country_code: Type.Optional(countryCode()) })

const ORDER_ERRORS: readonly RejectionCode[] = [
  'INVALID_REQUEST',
  'PRODUCT_NOT_FOUND',
  'INVALID_DENOMINATION',
  'BALANCE_TOO_LOW',
  'PROVIDER_FAILED',
  'PROVIDER_FLOAT_EXHAUSTED',
  'VAS_UNAVAILABLE',
]

export const giftcardOrder = operation({
  name: 'vas.giftcardOrder',
  input: GiftcardOrderBody,
  output: wire.Order,
  errors: ORDER_ERRORS,
  keyedBy: 'reference',
})
export const getOrder = operation({ name: 'vas.getOrder', input: ReferenceParams, output: wire.Order, errors: ['ORDER_NOT_FOUND'] })
export const listOrders = operation({ name: 'vas.listOrders', input: OrderListQuery, output: wire.OrderList })
export const giftcardCountries = operation({
  name: 'vas.giftcardCountries',
  input: object({}),
  output: wire.Countries,
  errors: ['VAS_UNAVAILABLE'],
})
export const giftcardProducts = operation({
  name: 'vas.giftcardProducts',
  input: CountryQuery,
  output: wire.Products,
  errors: ['VAS_UNAVAILABLE'],
})

const Phone = Type.String({ minLength: 8, maxLength: 16, description: 'International format, +countrycode…' })
const Country = countryCode()

export const DetectQuery = object({ phone: Phone, country_code: Country })
export const AirtimeQuoteBody = object({
  phone: Phone,
  country_code: Country,
  operator_id: Type.Optional(partnerId({ description: 'Detected from the phone when absent' })),
  amount: Type.String({ minLength: 1, maxLength: 20 }),
  use_local_amount: Type.Optional(Type.Boolean({ description: 'amount is in the recipient’s currency' })),
})
export const AirtimeOrderBody = object({
  ...AirtimeQuoteBody.properties,
  reference: Reference,
  customer_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  currency: Type.Optional(Type.Union([Type.Literal('USDT'), Type.Literal('USDC')], { description: 'Which balance pays (default USDT)' })),
})

const AIRTIME_ERRORS: readonly RejectionCode[] = [
  'INVALID_PHONE',
  'OPERATOR_NOT_FOUND',
  'OPERATOR_NOT_DETECTED',
  'INVALID_DENOMINATION',
  'VAS_UNAVAILABLE',
]

export const airtimeDetect = operation({ name: 'vas.airtimeDetect', input: DetectQuery, output: wire.Operator, errors: AIRTIME_ERRORS })
export const airtimeQuote = operation({
  name: 'vas.airtimeQuote',
  input: AirtimeQuoteBody,
  output: wire.AirtimeQuote,
  errors: AIRTIME_ERRORS,
})
export const airtimeOrder = operation({
  name: 'vas.airtimeOrder',
  input: AirtimeOrderBody,
  output: wire.Order,
  errors: [...ORDER_ERRORS, ...AIRTIME_ERRORS],
  keyedBy: 'reference',
})

export const MarginBody = object({
  category: wire.Category,
  type: Type.Union([Type.Literal('percent'), Type.Literal('fixed'), Type.Literal('none')], {
    description: 'percent of merchant_price, fixed per order (balance currency), or none (clears it)',
  }),
  value: Type.Optional(Type.String({ maxLength: 20, description: 'percent: 0-100, 2 places; fixed: up to 6 places' })),
})

export const getMargins = operation({ name: 'vas.getMargins', input: object({}), output: wire.Margins })
export const setMargin = operation({ name: 'vas.setMargin', input: MarginBody, output: wire.Margins, errors: ['INVALID_MARGIN'] })

export const DataOrderBody = object({
  reference: Reference,
  phone: Phone,
  country_code: Country,
  operator_id: partnerId({ description: 'A data bundle operator (GET /api/v1/data/bundles)' }),
  amount: Type.String({ minLength: 1, maxLength: 20, description: 'One of the operator’s bundle amounts' }),
  customer_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  currency: Type.Optional(Type.Union([Type.Literal('USDT'), Type.Literal('USDC')])),
})
export const BillOrderBody = object({
  reference: Reference,
  biller_id: partnerId({ description: 'A biller (GET /api/v1/bills/billers)' }),
  account_number: Type.String({ pattern: '^[0-9]{6,20}$', maxLength: 20, description: 'The subscriber’s account or meter number' }),
  amount: Type.String({ minLength: 1, maxLength: 20, description: 'In the biller’s international currency (USD)' }),
  customer_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  currency: Type.Optional(Type.Union([Type.Literal('USDT'), Type.Literal('USDC')])),
})
export const BillerQuery = object({ country_code: Country, type: Type.Optional(Type.String({ maxLength: 40 })) })
export const BundleQuery = object({ country_code: Country })

export const dataBundles = operation({ name: 'vas.dataBundles', input: BundleQuery, output: wire.Bundles, errors: ['VAS_UNAVAILABLE'] })
export const dataOrder = operation({
  name: 'vas.dataOrder',
  input: DataOrderBody,
  output: wire.Order,
  errors: [...ORDER_ERRORS, ...AIRTIME_ERRORS],
  keyedBy: 'reference',
})
export const billers = operation({ name: 'vas.billers', input: BillerQuery, output: wire.Billers, errors: ['VAS_UNAVAILABLE'] })
export const billOrder = operation({
  name: 'vas.billOrder',
  input: BillOrderBody,
  output: wire.Order,
  errors: ORDER_ERRORS,
  keyedBy: 'reference',
})
