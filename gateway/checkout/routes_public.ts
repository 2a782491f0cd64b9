/** The customer's side of checkout: public session calls and the hosted page. */
import { publicSession, selectNetwork, SelectNetworkBody, SessionPath, verifyNow } from '../../actors/checkout/operations_public'
import type { PaymentsClient } from '../../platform/module'
import { invoke } from '../../platform/operation'
import { operationRoute } from '../core/operation_route'
import { Type } from '@sinclair/typebox'
import type { RouteSpec } from '../http/route'
import { callerFrom } from '../core/caller'
import { RejectionError } from '../../platform/errors'
import { notFoundPage, payPage } from './pay_page'

const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'self'; img-src 'self' data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'",
}

const PUBLIC = { kind: 'public' } as const
/** The hosted page is HTML, also when the session is unknown (a 404 page); `contentMediaType` is what the document shows. */
const PayPage = Type.String({ contentMediaType: 'text/html; charset=utf-8' })

export function checkoutPublicRoutes(payments: PaymentsClient): RouteSpec<any, any, any>[] {
  return [
    operationRoute(payments, publicSession, {
      method: 'GET',
      path: '/api/v1/checkout/:uuid',
      summary: 'Public session view',
      tags: ['checkout-public'],
      auth: PUBLIC,
      params: SessionPath,
    }),
    operationRoute(payments, selectNetwork, {
      method: 'POST',
      path: '/api/v1/checkout/:uuid/select-network',
      summary: 'Choose network and currency: address, locked crypto amount, QR code',
      tags: ['checkout-public'],
      auth: PUBLIC,
      params: SessionPath,
      body: SelectNetworkBody,
    }),
    operationRoute(payments, verifyNow, {
      method: 'GET',
      path: '/api/v1/checkout/:uuid/verify-now',
      summary: 'Check the chain now: pending, paid, partial, expired',
      tags: ['checkout-public'],
      auth: PUBLIC,
      params: SessionPath,
    }),
    {
      method: 'GET',
      path: '/pay/:uuid',
      summary: 'Hosted payment page',
      tags: ['checkout-public'],
      auth: PUBLIC,
      params: SessionPath,
      responses: { 200: PayPage, 404: PayPage },
      handler: async (req) => {
        const uuid = (req.params as { uuid: string }).uuid
        // An unknown session is a 404 page, not a page that fails after loading.
        const found = await invoke(payments, publicSession, { uuid }, callerFrom(req)).then(
          () => true,
          (error: unknown) => {
            if (error instanceof RejectionError && error.rejection.code === 'SESSION_NOT_FOUND') return false
            throw error
          },
        )
        return {
          status: found ? 200 : 404,
          raw: { contentType: 'text/html; charset=utf-8', payload: found ? payPage(uuid) : notFoundPage() },
          headers: PAGE_HEADERS,
        }
      },
    },
  ]
}
