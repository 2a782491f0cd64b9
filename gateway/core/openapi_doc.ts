/**
 * The OpenAPI 3.1 document, generated from the same RouteSpec objects the
 * router validates with, so the document cannot drift from the behaviour.
 */
import type { Static, TSchema } from '@sinclair/typebox'
import type { OpenApiDocument } from './builtin_schemas'
import { ANY_KEY, ANY_MEMBER, type AuthRequirement, type RouteSpec } from '../http/route'

type Json = Record<string, unknown>

const plain = (schema: TSchema): Json => JSON.parse(JSON.stringify(schema)) as Json

/** A response schema names its media type when it is not JSON (the metrics text, the docs page). */
const mediaType = (schema: TSchema): string => (typeof schema.contentMediaType === 'string' ? schema.contentMediaType : 'application/json')

function security(auth: AuthRequirement): Json[] {
  switch (auth.kind) {
    case 'public':
      return []
    case 'apiKey':
      return [{ ApiKey: [] }]
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
  const s = plain(schema) as { properties?: Record<string, Json>; required?: string[] }
  return Object.entries(s.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (s.required ?? []).includes(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }))
}

const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string' }, code: { type: 'string' }, request_id: { type: 'string' } },
}

export function buildOpenApi(
  routes: readonly RouteSpec<any, any, any>[],
  info: { title: string; version: string; serverUrl: string },
): Static<typeof OpenApiDocument> {
  const paths: Record<string, Record<string, Json>> = {}
  for (const route of routes) {
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
    const responses: Record<string, Json> = {}
    for (const [status, schema] of Object.entries(route.responses)) {
      responses[status] = { description: `HTTP ${status}`, content: { [mediaType(schema)]: { schema: plain(schema) } } }
    }
    if (Object.keys(responses).length === 0) responses['200'] = { description: 'Success' }
    responses['4XX'] = { description: 'Client error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }
    const operation: Json = {
      summary: route.summary,
      description: describeAuth(route.auth),
      tags: [...route.tags],
      operationId: `${route.method.toLowerCase()}_${route.path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`,
      parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
      security: security(route.auth),
      responses,
    }
    if (route.body) operation.requestBody = { required: true, content: { 'application/json': { schema: plain(route.body) } } }
    ;(paths[path] ??= {})[route.method.toLowerCase()] = operation
  }
  return {
    openapi: '3.1.0' as const,
    info: { title: info.title, version: info.version },
    servers: [{ url: info.serverUrl }],
    paths,
    components: {
      schemas: { Error: ERROR_SCHEMA },
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        BearerJwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        XAuthorization: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Authorization',
          description: 'Bearer <access token> (subscription endpoints)',
        },
        AdminToken: { type: 'apiKey', in: 'header', name: 'X-Admin-Token' },
      },
    },
  }
}
