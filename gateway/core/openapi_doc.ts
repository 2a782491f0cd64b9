/**
 * The OpenAPI 3.1 document, generated from the same RouteSpec objects the
 * router validates with (and, for operation routes, the operation they call),
 * so the document cannot drift from the behaviour: success schemas from the
 * route's responses, every error status from the codes the route can answer
 * (openapi_statuses.ts), security from its auth, the Idempotency-Key header
 * from its operation's input. The test suite checks every answer against it
 * (contract_check.ts) and lints it with Redocly (test/gateway/openapi_lint.test.ts).
 */
import type { Static, TSchema } from '@sinclair/typebox'
import type { OpenApiDocument } from './builtin_schemas'
import { ANY_KEY, ANY_MEMBER, type AuthRequirement, type RouteSpec } from '../http/route'
import { errorBodySchema, errorDescription, errorStatusesOf, takesIdempotencyKey } from './openapi_statuses'
import { openApiWebhooks, WEBHOOK_TAGS } from './openapi_webhooks'
import { tagList } from './openapi_tags'

type Json = Record<string, unknown>

/**
 * A TypeBox schema as the document shows it: the validator's own
 * `errorMessage` (expected_words.ts) becomes the description it stands for,
 * and an `allOf` of identical members (a Composite of two schemas sharing a
 * field) is that member.
 */
function plain(schema: TSchema): Json {
  const tidy = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(tidy)
    if (!node || typeof node !== 'object') return node
    const out: Json = {}
    for (const [k, v] of Object.entries(node as Json)) {
      if (k === 'errorMessage') {
        if (!('description' in (node as Json))) out.description = `Must be ${String(v).replace(/^must be /, '')}`
      } else out[k] = tidy(v)
    }
    if (Array.isArray(out.allOf)) {
      const members = [...new Map((out.allOf as unknown[]).map((m) => [JSON.stringify(m), m])).values()]
      if (members.length === 1 && Object.keys(out).length === 1) return members[0]
      out.allOf = members
    }
    return out
  }
  return tidy(JSON.parse(JSON.stringify(schema))) as Json
}

/**
 * A request schema as a client sees it: a field the server fills with its
 * default is optional to send, whatever the schema's `required` says (the
 * router applies defaults before validating, validation.ts).
 */
export function requestSchema(schema: TSchema): Json {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip)
    if (!node || typeof node !== 'object') return node
    const out: Json = {}
    for (const [k, v] of Object.entries(node as Json)) out[k] = strip(v)
    const props = out.properties as Record<string, Json> | undefined
    if (props && Array.isArray(out.required)) {
      out.required = (out.required as string[]).filter((name) => props[name]?.default === undefined)
      if ((out.required as string[]).length === 0) delete out.required
    }
    return out
  }
  return strip(plain(schema)) as Json
}

/** A response schema names its media type when it is not JSON (the metrics text, the docs page). */
const mediaType = (schema: TSchema): string => (typeof schema.contentMediaType === 'string' ? schema.contentMediaType : 'application/json')

function security(auth: AuthRequirement): Json[] {
  switch (auth.kind) {
    case 'public':
      return []
    case 'apiKey':
      return [{ [auth.product === 'caas' ? 'CaasApiKey' : 'ApiKey']: [] }]
    case 'jwt':
      return auth.alsoHeader ? [{ BearerJwt: [] }, { XAuthorization: [] }] : [{ BearerJwt: [] }]
    case 'admin':
      return [{ AdminToken: [] }]
  }
}

function describeAuth(auth: AuthRequirement): string {
  switch (auth.kind) {
    case 'public':
      return 'No authentication.'
    case 'apiKey':
      return `API key (${auth.product === 'caas' ? 'svc_sk_test_ / svc_sk_live_' : 'test_sk_ / live_sk_'})${auth.permission !== ANY_KEY ? `, permission \`${auth.permission}\`` : ''}.`
    case 'jwt':
      return `Dashboard JWT${auth.permission !== ANY_MEMBER ? `, permission \`${auth.permission}\`` : ''}.`
    case 'admin':
      return 'Admin token (X-Admin-Token).'
  }
}

function parameters(schema: TSchema | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return []
  const s = requestSchema(schema) as { properties?: Record<string, Json>; required?: string[] }
  return Object.entries(s.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (s.required ?? []).includes(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }))
}

const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: the same key with the same body answers the first result and moves nothing twice; another body answers 409.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
  example: 'order-1042-attempt',
}

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'string' } } }

/** The fields of a request example that belong in the body (the rest are path or query parameters). */
function bodyExample(route: RouteSpec<any, any, any>): unknown {
  const input = route.operation?.examples?.input as Json | undefined
  if (!input || !route.body) return undefined
  const params = (route.params as { properties?: Json } | undefined)?.properties ?? {}
  const props = (route.body as { properties?: Json }).properties
  // A union body (one of several shapes) has no properties of its own: everything but the path goes in the body.
  return Object.fromEntries(Object.entries(input).filter(([k]) => (props ? k in props : !(k in params))))
}

function responses(route: RouteSpec<any, any, any>): Record<string, Json> {
  const out: Record<string, Json> = {}
  const example = route.operation?.examples?.output
  for (const [status, schema] of Object.entries(route.responses)) {
    const media: Json = { schema: plain(schema), ...(example !== undefined && Number(status) < 300 ? { example } : {}) }
    out[status] = { description: Number(status) < 300 ? 'Success' : `HTTP ${status}`, content: { [mediaType(schema)]: media } }
  }
  for (const [status, codes] of errorStatusesOf(route)) {
    const error = errorBodySchema(codes)
    const declared = out[status]
    const schema = declared ? { anyOf: [(declared.content as Record<string, Json>)['application/json']?.schema, error] } : error
    out[status] = {
      description: errorDescription(codes),
      ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
      content: { 'application/json': { schema } },
    }
  }
  return out
}

export function buildOpenApi(
  routes: readonly RouteSpec<any, any, any>[],
  info: { title: string; version: string; serverUrl: string },
): Static<typeof OpenApiDocument> {
  const paths: Record<string, Record<string, Json>> = {}
  for (const route of routes) {
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
    const operation: Json = {
      summary: route.summary,
      description: describeAuth(route.auth),
      tags: [...route.tags],
      operationId: `${route.method.toLowerCase()}_${route.path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`,
      parameters: [
        ...parameters(route.params, 'path'),
        ...parameters(route.query, 'query'),
        ...(takesIdempotencyKey(route) ? [IDEMPOTENCY_KEY] : []),
      ],
      security: security(route.auth),
      // Machine-readable: what a credential must hold (a catalogue permission, any_key, any_member, public or admin).
      'x-permission': 'permission' in route.auth ? route.auth.permission : route.auth.kind,
      responses: responses(route),
    }
    if (route.body) {
      const example = bodyExample(route)
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: requestSchema(route.body), ...(example ? { example } : {}) } },
      }
    }
    ;(paths[path] ??= {})[route.method.toLowerCase()] = operation
  }
  return {
    openapi: '3.1.0' as const,
    info: {
      title: info.title,
      version: info.version,
      description:
        'Crypto checkout, wallets-as-a-service, swap, value-added services and Card-as-a-Service. Errors are `{error, code}`; each operation lists the codes it can answer per status. The market WebSocket is described in /asyncapi.json.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: info.serverUrl }],
    tags: [...tagList(routes.flatMap((r) => r.tags)).filter((t) => !WEBHOOK_TAGS.some((w) => w.name === t.name)), ...WEBHOOK_TAGS],
    paths,
    webhooks: openApiWebhooks(),
    components: {
      schemas: {},
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Payments key: `test_sk_…` (sandbox) or `live_sk_…`' },
        CaasApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'CaaS key: `svc_sk_test_…` or `svc_sk_live_…`' },
        BearerJwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Dashboard access token' },
        XAuthorization: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Authorization',
          description: 'Bearer <access token> (subscription endpoints)',
        },
        AdminToken: { type: 'apiKey', in: 'header', name: 'X-Admin-Token', description: 'The platform’s ADMIN_TOKEN' },
      },
    },
  }
}
