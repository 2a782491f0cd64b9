/** The gateway's own routes: health, metrics, the OpenAPI document and its human page. */
import { Type } from '@sinclair/typebox'
import type { RouteSpec } from '../http/route'
import type { GatewayMetrics } from './metrics'
import { buildOpenApi } from './openapi_doc'
import { renderDocsPage } from './docs_page'

export type ReadinessCheck = () => Promise<boolean>

export function builtinRoutes(deps: {
  metrics: GatewayMetrics
  allRoutes: () => readonly RouteSpec<any, any, any>[]
  readiness: Record<string, ReadinessCheck>
  serverUrl: string
}): RouteSpec<any, any, any>[] {
  let doc: Record<string, unknown> | undefined
  const document = () => (doc ??= buildOpenApi(deps.allRoutes(), { title: 'Payments platform', version: '1.0.0', serverUrl: deps.serverUrl }))
  return [
    {
      method: 'GET', path: '/healthz', summary: 'Gateway health and readiness of what it depends on', tags: ['operations'], auth: { kind: 'public' },
      responses: { 200: Type.Object({ status: Type.String(), checks: Type.Record(Type.String(), Type.String()) }) },
      handler: async () => {
        const checks: Record<string, string> = {}
        let ok = true
        await Promise.all(Object.entries(deps.readiness).map(async ([name, check]) => {
          const up = await check().catch(() => false)
          checks[name] = up ? 'ok' : 'down'
          ok &&= up
        }))
        return { status: ok ? 200 : 503, body: { status: ok ? 'ok' : 'unavailable', checks } }
      },
    },
    {
      method: 'GET', path: '/metrics', summary: 'Prometheus metrics', tags: ['operations'], auth: { kind: 'public' }, responses: {},
      handler: async () => ({ status: 200, raw: { contentType: deps.metrics.registry.contentType, payload: await deps.metrics.registry.metrics() } }),
    },
    {
      method: 'GET', path: '/openapi.json', summary: 'OpenAPI 3.1 document of this gateway', tags: ['operations'], auth: { kind: 'public' }, responses: {},
      handler: async () => ({ status: 200, body: document() }),
    },
    {
      method: 'GET', path: '/docs', summary: 'Human-readable API reference', tags: ['operations'], auth: { kind: 'public' }, responses: {},
      handler: async () => ({ status: 200, raw: { contentType: 'text/html; charset=utf-8', payload: renderDocsPage(document() as never) } }),
    },
  ]
}
