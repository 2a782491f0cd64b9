/**
 * The analytics dashboard page, `GET /dashboard/analytics`: an HTML shell with no data in it (so public), in
 * English or German (Accept-Language, or `?lang=`). It signs in with the dashboard login and draws the
 * analytics endpoints' answers (actors/analytics/api/routes.ts) with the user's token.
 */
import { Type } from '@sinclair/typebox'
import { route, type RouteSpec } from '../../../gateway/http/route'
import { object } from '../../../platform/schema_object'
import { dashboardPage, PAGE_CSP } from './html'
import { languageOf } from './strings'

const Html = Type.String({ contentMediaType: 'text/html; charset=utf-8' })
const PageQuery = object({
  lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('de')], { description: 'The page’s language, over Accept-Language' })),
})

export function dashboardPageRoutes(): RouteSpec[] {
  return [
    route({
      method: 'GET',
      path: '/dashboard/analytics',
      operationId: 'analytics.dashboardPage',
      summary: 'The analytics dashboard page (English or German): sign in, then overview, charts, transactions and fraud alerts',
      tags: ['analytics'],
      auth: { kind: 'public' },
      query: PageQuery,
      responses: { 200: Html },
      handler: async (req) => {
        const { lang, locale } = languageOf(req.headers['accept-language'], req.query.lang)
        return {
          status: 200,
          raw: { contentType: 'text/html; charset=utf-8', payload: dashboardPage(lang, locale) },
          headers: {
            'cache-control': 'no-store',
            'content-security-policy': PAGE_CSP,
            'referrer-policy': 'no-referrer',
            'x-frame-options': 'DENY',
            vary: 'accept-language',
          },
        }
      },
    }),
  ]
}
