/** The response schemas of the gateway's own routes (gateway/core/builtin_routes.ts). */
import { Type } from '@sinclair/typebox'
import { object } from '../../platform/schema_object'

export const Liveness = object({ status: Type.Literal('ok') })

/** The same body at 200 (ready) and 503 (a required check is not 'ok'). */
export const Readiness = object({
  ready: Type.Boolean(),
  checks: Type.Record(Type.String(), Type.String(), { description: "Each dependency: 'ok' or why not" }),
  degraded: Type.Array(Type.String(), { description: 'Degradable checks that are not ok; the gateway still serves' }),
})

/** Prometheus text exposition; `contentMediaType` is the media type the document shows (gateway/core/openapi_doc.ts). */
export const MetricsText = Type.String({ contentMediaType: 'text/plain; version=0.0.4' })

export const OpenApiDocument = object({
  openapi: Type.Literal('3.1.0'),
  info: object({
    title: Type.String(),
    version: Type.String(),
    description: Type.String(),
    license: object({ name: Type.String(), identifier: Type.String() }),
  }),
  servers: Type.Array(
    object({ url: Type.String(), description: Type.Optional(Type.String()), 'x-internal': Type.Optional(Type.Boolean()) }),
  ),
  tags: Type.Array(object({ name: Type.String(), 'x-displayName': Type.Optional(Type.String()), description: Type.String() })),
  'x-tagGroups': Type.Array(object({ name: Type.String(), tags: Type.Array(Type.String()) }), {
    description: 'The products in the order the docs page shows them, each with its tags',
  }),
  paths: Type.Record(Type.String(), Type.Record(Type.String(), Type.Unknown()), { description: 'Path -> method -> operation' }),
  webhooks: Type.Record(Type.String(), Type.Unknown(), { description: 'Event -> what the platform POSTs to your endpoint' }),
  components: object({
    schemas: Type.Record(Type.String(), Type.Unknown(), { description: 'Named schemas: the resources and the error body' }),
    responses: Type.Record(Type.String(), Type.Unknown(), { description: 'Error responses many operations share' }),
    headers: Type.Record(Type.String(), Type.Unknown(), { description: 'Answer headers many operations share (the rate-limit fields)' }),
    securitySchemes: Type.Record(Type.String(), Type.Unknown()),
  }),
})

/** The AsyncAPI 3.0 document of the market WebSocket (actors/market/api/asyncapi_doc.ts). */
export const AsyncApiDocument = object({
  asyncapi: Type.Literal('3.0.0'),
  info: object({ title: Type.String(), version: Type.String(), description: Type.String() }),
  defaultContentType: Type.String(),
  servers: Type.Record(Type.String(), Type.Unknown()),
  channels: Type.Record(Type.String(), Type.Unknown()),
  operations: Type.Record(Type.String(), Type.Unknown()),
  components: Type.Record(Type.String(), Type.Unknown()),
})

export const DocsPage = Type.String({ contentMediaType: 'text/html; charset=utf-8' })
