/** The gateway's own routes: liveness, readiness, metrics, the OpenAPI document and its human page. */
import type { Static } from '@sinclair/typebox'
import type { RouteSpec } from '../http/route'
import { AsyncApiDocument, DocsPage, Liveness, MetricsText, OpenApiDocument, Readiness } from './builtin_schemas'
import { checkedReply } from './checked_reply'
import type { GatewayMetrics } from './metrics'
import { buildOpenApi } from './openapi_doc'
import { renderDocsPage } from './docs_page'
import type { ReadinessReport } from './readiness'

export function builtinRoutes(deps: {
  metrics: GatewayMetrics
  allRoutes: () => readonly RouteSpec[]
  readiness: () => Promise<ReadinessReport>
  serverUrl: string
  environment: 'production' | 'development' | 'test'
  /** The market WebSocket's AsyncAPI document, built by the market product (the kernel serves it, never imports it). */
  asyncApi: () => Static<typeof AsyncApiDocument>
}): RouteSpec[] {
  let doc: ReturnType<typeof buildOpenApi> | undefined
  let asyncDoc: Static<typeof AsyncApiDocument> | undefined
  const document = () =>
    (doc ??= buildOpenApi(deps.allRoutes(), {
      title: 'Payments platform',
      version: '1.0.0',
      serverUrl: deps.serverUrl,
      environment: deps.environment,
    }))
  return [
    {
      // Liveness only: restarting a gateway never fixes a database outage, so this ignores every dependency (see /readyz).
      method: 'GET',
      path: '/healthz',
      operationId: 'platform.health',
      summary: 'Liveness: the gateway process runs and answers',
      tags: ['operations'],
      auth: { kind: 'public' },
      responses: { 200: Liveness },
      handler: async () => checkedReply(Liveness, { status: 200, body: { status: 'ok' } }),
    },
    {
      method: 'GET',
      path: '/readyz',
      operationId: 'platform.readiness',
      summary: 'Readiness: 503 while the database (via payments) is unreachable; hub stream and Redis are reported as degraded',
      tags: ['operations'],
      auth: { kind: 'public' },
      responses: { 200: Readiness, 503: Readiness },
      handler: async () => {
        const report = await deps.readiness()
        return checkedReply(Readiness, {
          status: report.ready ? 200 : 503,
          body: report,
          ...(report.ready ? {} : { headers: { 'retry-after': '1' } }),
        })
      },
    },
    {
      method: 'GET',
      path: '/metrics',
      operationId: 'platform.metrics',
      summary: 'Prometheus metrics',
      tags: ['operations'],
      auth: { kind: 'public' },
      responses: { 200: MetricsText },
      handler: async () => ({
        status: 200,
        raw: { contentType: deps.metrics.registry.contentType, payload: await deps.metrics.registry.metrics() },
      }),
    },
    {
      method: 'GET',
      path: '/openapi.json',
      operationId: 'platform.openapi',
      summary: 'OpenAPI 3.1 document of this gateway',
      tags: ['operations'],
      auth: { kind: 'public' },
      responses: { 200: OpenApiDocument },
      handler: async () => checkedReply(OpenApiDocument, { status: 200, body: document() }),
    },
    {
      method: 'GET',
      path: '/asyncapi.json',
      operationId: 'platform.asyncapi',
      summary: 'AsyncAPI 3.0 document of the market WebSocket /v1/market/ws',
      tags: ['operations'],
      auth: { kind: 'public' },
      responses: { 200: AsyncApiDocument },
      handler: async () =>
        checkedReply(AsyncApiDocument, {
          status: 200,
          body: (asyncDoc ??= deps.asyncApi()),
        }),
    },
    {
      method: 'GET',
      path: '/docs',
      operationId: 'platform.docs',
      summary: 'Human-readable API reference',
      tags: ['operations'],
      auth: { kind: 'public' },
      responses: { 200: DocsPage },
      handler: async (req) => {
        const page = await renderDocsPage(document())
        // Served gzipped to a client that takes it (every browser): the renderer inside compresses well.
        const gzipped = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
        return {
          status: 200,
          headers: { vary: 'accept-encoding', ...(gzipped ? { 'content-encoding': 'gzip' } : {}) },
          raw: { contentType: 'text/html; charset=utf-8', payload: gzipped ? page.gzip : page.html },
        }
      },
    },
  ]
}
