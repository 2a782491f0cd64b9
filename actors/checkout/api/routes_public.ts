/** The customer's side of checkout: public session calls and the hosted page. */
import { publicSession, selectNetwork, SelectNetworkBody, SessionPath, verifyNow } from './operations_public'
import type { PaymentsClient } from '../../../platform/module'
import { invoke } from '../../../platform/operation'
import { operationRoute } from '../../../gateway/core/operation_route'
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { route, type RouteSpec } from '../../../gateway/http/route'
import { callerFrom } from '../../../gateway/core/caller'
import { RejectionError } from '../../../platform/errors'
import { notFoundPage, PAGE_CSP, payPage } from './pay_page'
import { payPageBranding, payPageLogo, payPageView } from './operations_page'

const PAGE_HEADERS = { 'cache-control': 'no-store', 'content-security-policy': PAGE_CSP }

const PUBLIC = { kind: 'public' } as const
/** The hosted page is HTML, also when the session is unknown (a 404 page); `contentMediaType` is what the document shows. */
const PayPage = Type.String({ contentMediaType: 'text/html; charset=utf-8' })
const Logo = Type.String({ contentMediaType: 'image/png', description: 'PNG or JPEG, as stored' })
/** The logo URL's version (its content hash), only there to make a new logo a new URL. */
const LogoQuery = object({ v: Type.Optional(Type.String({ maxLength: 64 })) })

export function checkoutPublicRoutes(payments: PaymentsClient): RouteSpec[] {
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
    operationRoute(payments, payPageView, {
      method: 'GET',
      path: '/api/v1/checkout/:uuid/page',
      summary: 'The session as the hosted page draws it: its view (choose, waiting, detected, partial, paid, ...), amounts, payments',
      tags: ['checkout-public'],
      auth: PUBLIC,
      params: SessionPath,
    }),
    route({
      method: 'GET',
      path: '/pay/:uuid',
      operationId: 'checkout.payPage',
      summary: 'Hosted payment page (in the language of Accept-Language: English or German)',
      tags: ['checkout-public'],
      auth: PUBLIC,
      params: SessionPath,
      responses: { 200: PayPage, 404: PayPage },
      handler: async (req) => {
        const uuid = req.params.uuid
        const acceptLanguage = req.headers['accept-language']
        // An unknown session is a 404 page, not a page that fails after loading. The view is drawn here, so
        // the page shows without JavaScript; its script only keeps it live.
        const caller = callerFrom(req)
        const [frame, view] = await Promise.all([
          invoke(payments, payPageBranding, { uuid }, caller).catch(missingAsNull),
          invoke(payments, payPageView, { uuid }, caller).catch(missingAsNull),
        ])
        const payload =
          frame && view
            ? payPage(
                {
                  sessionId: uuid,
                  businessName: frame.business_name,
                  whiteLabel: frame.white_label,
                  isTest: frame.is_test_mode,
                  accentColor: frame.accent_color,
                  logoPath: frame.logo_path,
                  acceptLanguage,
                },
                view,
              )
            : notFoundPage(acceptLanguage)
        return {
          status: frame && view ? 200 : 404,
          raw: { contentType: 'text/html; charset=utf-8', payload },
          headers: { ...PAGE_HEADERS, vary: 'accept-language' },
        }
      },
    }),
    route({
      method: 'GET',
      path: '/pay/:uuid/logo',
      operationId: 'checkout.payPageLogo',
      summary: 'The merchant logo on a session’s page (plans with custom_branding)',
      tags: ['checkout-public'],
      auth: PUBLIC,
      params: SessionPath,
      query: LogoQuery,
      responses: { 200: Logo },
      errors: payPageLogo.errors,
      handler: async (req) => {
        const uuid = req.params.uuid
        const logo = await invoke(payments, payPageLogo, { uuid }, callerFrom(req))
        return {
          status: 200,
          raw: { contentType: logo.content_type, payload: Buffer.from(logo.data, 'base64') },
          // The URL carries the logo's hash, so it may be cached; nosniff and no CSP sources keep it an image.
          headers: {
            'cache-control': 'public, max-age=86400',
            'x-content-type-options': 'nosniff',
            'content-security-policy': "default-src 'none'",
          },
        }
      },
    }),
  ]
}

/** A session that does not exist, as null; any other failure stays one. */
function missingAsNull(error: unknown): null {
  if (error instanceof RejectionError && error.rejection.code === 'SESSION_NOT_FOUND') return null
  throw error
}
