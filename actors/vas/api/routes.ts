/**
 * VAS routes (spec "Value-added services", X-API-Key): the gift card order,
 * the order by reference (the spec's path `/vas/orders/{reference}`, and the
 * same under /api/v1), the order list, the gift card countries and products.
 * All need `vas:manage`: spec rule 7 names no VAS permission, but buying
 * spends the merchant's money, so it is sensitive; new keys hold it by
 * default, a key issued with an explicit list only when named.
 */
import * as ops from './operations'
import type { PaymentsClient } from '../../../platform/module'
import { operationRoute } from '../../../gateway/core/operation_route'
import type { AuthRequirement, RouteSpec } from '../../../gateway/http/route'

const VAS: AuthRequirement = { kind: 'apiKey', product: 'payments', permission: 'vas:manage' }
const tags = ['vas']

export function vasRoutes(payments: PaymentsClient): RouteSpec[] {
  const getOrder = (path: string) =>
    operationRoute(payments, ops.getOrder, {
      method: 'GET',
      path,
      tags,
      summary: 'The order by its reference, with its redeem codes once successful',
      auth: VAS,
      params: ops.ReferenceParams,
    })
  return [
    operationRoute(payments, ops.giftcardOrder, {
      method: 'POST',
      path: '/api/v1/giftcards/orders',
      tags,
      summary: 'Buy gift cards from the merchant balance; `reference` is the idempotency key',
      auth: VAS,
      body: ops.GiftcardOrderBody,
    }),
    getOrder('/vas/orders/:reference'),
    getOrder('/api/v1/vas/orders/:reference'),
    operationRoute(payments, ops.listOrders, {
      method: 'GET',
      path: '/api/v1/vas/orders',
      tags,
      summary: 'The merchant’s orders, newest first; filter by status, category, customer',
      auth: VAS,
      query: ops.OrderListQuery,
    }),
    operationRoute(payments, ops.airtimeDetect, {
      method: 'GET',
      path: '/api/v1/airtime/detect',
      tags,
      summary: 'The mobile operator of a phone number',
      auth: VAS,
      query: ops.DetectQuery,
    }),
    operationRoute(payments, ops.airtimeQuote, {
      method: 'POST',
      path: '/api/v1/airtime/quote',
      tags,
      summary: 'The price breakdown of a top-up: merchant_price, merchant_markup, customer_price; nothing bought',
      auth: VAS,
      body: ops.AirtimeQuoteBody,
    }),
    operationRoute(payments, ops.airtimeOrder, {
      method: 'POST',
      path: '/api/v1/airtime/orders',
      tags,
      summary: 'Top up a phone from the merchant balance; `reference` is the idempotency key',
      auth: VAS,
      body: ops.AirtimeOrderBody,
    }),
    operationRoute(payments, ops.getMargins, {
      method: 'GET',
      path: '/api/v1/vas/margins',
      tags,
      summary: 'The merchant’s margin per category',
      auth: VAS,
    }),
    operationRoute(payments, ops.setMargin, {
      method: 'PUT',
      path: '/api/v1/vas/margins',
      tags,
      summary: 'Set one category’s margin: a percent of merchant_price or a fixed amount per order (type none clears it)',
      auth: VAS,
      body: ops.MarginBody,
    }),
    operationRoute(payments, ops.dataBundles, {
      method: 'GET',
      path: '/api/v1/data/bundles',
      tags,
      summary: 'Data bundle operators of a country and the bundles they sell',
      auth: VAS,
      query: ops.BundleQuery,
    }),
    operationRoute(payments, ops.dataOrder, {
      method: 'POST',
      path: '/api/v1/data/orders',
      tags,
      summary: 'Buy a data bundle for a phone from the merchant balance; `reference` is the idempotency key',
      auth: VAS,
      body: ops.DataOrderBody,
    }),
    operationRoute(payments, ops.billers, {
      method: 'GET',
      path: '/api/v1/bills/billers',
      tags,
      summary: 'Billers of a country (electricity, TV, water, internet), with their amount range and fee',
      auth: VAS,
      query: ops.BillerQuery,
    }),
    operationRoute(payments, ops.billOrder, {
      method: 'POST',
      path: '/api/v1/bills/orders',
      tags,
      summary: 'Pay a bill from the merchant balance; `reference` is the idempotency key (bills usually answer processing)',
      auth: VAS,
      body: ops.BillOrderBody,
    }),
    operationRoute(payments, ops.giftcardCountries, {
      method: 'GET',
      path: '/api/v1/giftcards/countries',
      tags,
      summary: 'Countries with gift cards',
      auth: VAS,
    }),
    operationRoute(payments, ops.giftcardProducts, {
      method: 'GET',
      path: '/api/v1/giftcards/products',
      tags,
      summary: 'Gift card products (fixed or range denominations), optionally of one country',
      auth: VAS,
      query: ops.CountryQuery,
    }),
  ]
}
