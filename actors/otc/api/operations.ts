/**
 * OTC operations (spec "OTC": JWT, the business approved for OTC by an operator; docs/otc.md): the desk's
 * accounts, quote, orders (create, mark paid, get, refresh), history; the AML form (status, draft, submit); the
 * operators' form review and review queue; the sandbox bank payment of an order.
 */
import { Type } from '@sinclair/typebox'
import * as input from '../../../platform/input_fields'
import { operation } from '../../../platform/operation'
import { object } from '../../../platform/schema_object'
import * as wire from './wire'

const Amount = Type.String({ pattern: '^[0-9]{1,12}(\\.[0-9]{1,2})?$', maxLength: 15, description: 'In `from`, at most 2 decimals' })
const ACCESS = ['OTC_ACCESS_REQUIRED'] as const
const TRADE = [...ACCESS, 'OTC_FORM_NOT_APPROVED'] as const

export const QuoteQuery = object({
  from: input.currencyCode({ description: 'What you pay: GBP or EUR' }),
  to: input.currencyCode({ description: 'What your balance is credited: NGN, USD, GBP or EUR' }),
  amount: Amount,
})
export const OrderBody = object({
  ...QuoteQuery.properties,
  account_id: Type.String({ minLength: 1, maxLength: 64, description: 'A desk account (GET /accounts) in `from`' }),
})
export const OrderPath = object({ id: Type.String({ pattern: '^otc_[0-9a-f]{24}$', maxLength: 28 }) })
export const PaidBody = object({ note: Type.Optional(Type.String({ maxLength: 200, description: 'e.g. your bank’s payment reference' })) })
export const HistoryQuery = object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
})
export const DraftBody = object(wire.FormFields)
export const ReviewPath = object({ business_id: Type.String({ minLength: 1, maxLength: 64 }) })
export const ReviewBody = object({
  decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
  reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: 'Required to reject: the business sees it' })),
})
export const SandboxPayBody = object({
  amount: Type.Optional({ ...Amount, description: 'Default: the order’s from_amount (send another to test review)' }),
})

export const accounts = operation({
  name: 'otc.accounts',
  input: object({}),
  output: wire.OtcAccountList,
  errors: [...ACCESS, 'PARTNER_UNAVAILABLE', 'PARTNER_REFUSED'],
})
export const quote = operation({
  name: 'otc.quote',
  input: QuoteQuery,
  output: wire.OtcQuote,
  errors: [...ACCESS, 'OTC_PAIR_UNAVAILABLE', 'INVALID_AMOUNT'],
})
export const createOrder = operation({
  name: 'otc.createOrder',
  input: OrderBody,
  output: wire.OtcOrder,
  errors: [...TRADE, 'OTC_PAIR_UNAVAILABLE', 'INVALID_AMOUNT', 'OTC_ACCOUNT_NOT_FOUND', 'PARTNER_UNAVAILABLE', 'PARTNER_REFUSED'],
})
export const markPaid = operation({
  name: 'otc.markPaid',
  input: object({ ...OrderPath.properties, ...PaidBody.properties }),
  output: wire.OtcOrder,
  errors: [...TRADE, 'OTC_ORDER_NOT_FOUND', 'OTC_ORDER_EXPIRED', 'OTC_ORDER_CLOSED'],
})
export const getOrder = operation({
  name: 'otc.getOrder',
  input: OrderPath,
  output: wire.OtcOrder,
  errors: [...ACCESS, 'OTC_ORDER_NOT_FOUND'],
})
export const refreshOrder = operation({
  name: 'otc.refresh',
  input: OrderPath,
  output: wire.OtcOrder,
  errors: [...TRADE, 'OTC_ORDER_NOT_FOUND', 'OTC_ORDER_NOT_EXPIRED', 'OTC_ORDER_CLOSED', 'OTC_PAIR_UNAVAILABLE'],
})
export const history = operation({ name: 'otc.history', input: HistoryQuery, output: wire.OtcHistory, errors: [...ACCESS] })
export const formStatus = operation({ name: 'otc.formStatus', input: object({}), output: wire.OtcFormView })
export const saveDraft = operation({ name: 'otc.saveDraft', input: DraftBody, output: wire.OtcFormView, errors: ['OTC_FORM_LOCKED'] })
export const submitForm = operation({
  name: 'otc.submitForm',
  input: object({}),
  output: wire.OtcFormView,
  errors: ['OTC_FORM_INCOMPLETE', 'OTC_FORM_LOCKED'],
})
export const formQueue = operation({ name: 'otc.formQueue', input: object({}), output: wire.OtcFormQueue })
export const reviewForm = operation({
  name: 'otc.reviewForm',
  input: object({ ...ReviewPath.properties, ...ReviewBody.properties }),
  output: wire.OtcFormView,
  errors: ['OTC_FORM_NOT_SUBMITTED', 'INVALID_REQUEST'],
})
export const ResolveBody = object({
  reason: Type.String({ minLength: 1, maxLength: 500, description: 'Why it is settled at what arrived (audited)' }),
})
export const resolveOrder = operation({
  name: 'otc.resolve',
  input: object({ ...OrderPath.properties, ...ResolveBody.properties }),
  output: wire.OtcOrder,
  errors: ['OTC_ORDER_NOT_FOUND', 'OTC_ORDER_CLOSED', 'INVALID_REQUEST'],
})
export const reviewQueue = operation({ name: 'otc.reviewQueue', input: object({}), output: wire.OtcReviewList })
export const sandboxPay = operation({
  name: 'otc.sandboxPay',
  input: object({ ...OrderPath.properties, ...SandboxPayBody.properties }),
  output: wire.SandboxPaid,
  errors: [...ACCESS, 'OTC_ORDER_NOT_FOUND', 'SANDBOX_ONLY', 'PARTNER_UNAVAILABLE', 'PARTNER_REFUSED'],
})
