/**
 * The OpenAPI 3.1 document, generated from the same RouteSpec objects the
 * router validates with (and, for operation routes, the operation they call),
 * so the document cannot drift from the behaviour: success schemas from the
 * route's responses, every error status from the codes the route can answer
 * (openapi_statuses.ts), security from its auth, the Idempotency-Key header
 * from its operation's input. Named schemas become components referenced by
 * `$ref` (openapi_components.ts), the error body is the named `Error`, and
 * each operation's id is its SDK method name (openapi_ids.ts). The test suite
 * checks every answer against it (contract_check.ts) and lints it with Redocly
 * (test/gateway/openapi_lint.test.ts).
 */
import type { Static, TSchema } from '@sinclair/typebox'
import type { OpenApiDocument } from './builtin_schemas'
import type { RouteSpec } from '../http/route'
import { type JsonObject, isJsonObject, isList, objectField } from '../../platform/json_object'
import { hoistNamedSchemas, sortedByName } from './openapi_components'
import { operationNames } from './openapi_ids'
import { API_INTRO } from './openapi_intro'
import { describeAuth, security, SECURITY_SCHEMES } from './openapi_security'
import {
  errorBodySchema,
  errorDescription,
  errorSchemas,
  errorStatusesOf,
  sharedErrorName,
  sharedErrors,
  takesIdempotencyKey,
} from './openapi_statuses'
import { openApiWebhooks, WEBHOOK_TAGS } from './openapi_webhooks'
import { TAG_DESCRIPTIONS, tagGroups, tagList } from './openapi_tags'

type Json = JsonObject

const INT32 = 2 ** 31

/**
 * Every integer of the document states its wire format, which follows from
 * its bounds: `int32` when both fit, `int64` otherwise (a generated Go or
 * Java client picks its type from it).
 */
export function withIntegerFormats(node: unknown): unknown {
  if (isList(node)) return node.map(withIntegerFormats)
  if (!isJsonObject(node)) return node
  const out: Json = {}
  for (const [k, v] of Object.entries(node)) out[k] = withIntegerFormats(v)
  if (out.type === 'integer' && out.format === undefined) {
    const { minimum, maximum } = out
    out.format = typeof minimum === 'number' && typeof maximum === 'number' && minimum >= -INT32 && maximum < INT32 ? 'int32' : 'int64'
  }
  return out
}

/**
 * A TypeBox schema as the document shows it: the validator's own
 * `errorMessage` (expected_words.ts) becomes the description it stands for,
 * and an `allOf` of identical members (a Composite of two schemas sharing a
 * field) is that member.
 */
function plain(schema: TSchema): unknown {
  const tidy = (node: unknown): unknown => {
    if (isList(node)) return node.map(tidy)
    if (!isJsonObject(node)) return node
    const out: Json = {}
    for (const [k, v] of Object.entries(node)) {
      if (k === 'errorMessage') {
        if (!('description' in node)) out.description = `Must be ${String(v).replace(/^must be /, '')}`
      } else out[k] = tidy(v)
    }
    if (isList(out.allOf)) {
      const members = [...new Map(out.allOf.map((m: unknown) => [JSON.stringify(m), m])).values()]
      if (members.length === 1 && Object.keys(out).length === 1) return members[0]
      out.allOf = members
    }
    return out
  }
  const copy: unknown = JSON.parse(JSON.stringify(schema))
  return tidy(copy)
}

/**
 * A request schema as a client sees it: a field the server fills with its
 * default is optional to send, whatever the schema's `required` says (the
 * router applies defaults before validating, validation.ts).
 */
function requestSchema(schema: TSchema): unknown {
  const strip = (node: unknown): unknown => {
    if (isList(node)) return node.map(strip)
    if (!isJsonObject(node)) return node
    const out: Json = {}
    for (const [k, v] of Object.entries(node)) out[k] = strip(v)
    const props = out.properties
    if (props && isList(out.required)) {
      const required = out.required.filter((name: unknown) => typeof name !== 'string' || objectField(props, name)?.default === undefined)
      out.required = required
      if (required.length === 0) delete out.required
    }
    return out
  }
  return strip(plain(schema))
}

/** A response schema names its media type when it is not JSON (the metrics text, the docs page). */
const mediaType = (schema: TSchema): string => (typeof schema.contentMediaType === 'string' ? schema.contentMediaType : 'application/json')

function parameters(schema: TSchema | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return []
  const s = requestSchema(schema)
  const required = isJsonObject(s) && isList(s.required) ? s.required : []
  return Object.entries(objectField(s, 'properties') ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    schema: property,
    ...(isJsonObject(property) && typeof property.description === 'string' ? { description: property.description } : {}),
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

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'string', maxLength: 10 } } }

/**
 * The IETF rate-limit fields (request_limits.ts), declared on every success
 * and client-error answer: they are sent on each answer once the request has
 * been counted, that is after authentication (a 401 comes before it).
 */
const RATE_LIMIT_HEADERS = {
  RateLimit: { $ref: '#/components/headers/RateLimit' },
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
}
const HEADER_COMPONENTS = {
  RateLimit: {
    description:
      'What is left of each limit this request counted against: `"api";r=<remaining>;t=<seconds until the window has room>`, one item per policy (draft-ietf-httpapi-ratelimit-headers)',
    schema: { type: 'string', maxLength: 200 },
    example: '"api";r=99;t=1',
  },
  'RateLimit-Policy': {
    description:
      'The limits this request counted against: `"<policy>";q=<requests>;w=<window seconds>` — `api` per merchant and environment (or member), `public` per client address, `market` per merchant across nodes (docs/rate-limits.md)',
    schema: { type: 'string', maxLength: 200 },
    example: '"api";q=100;w=1',
  },
}

/** The headers an answer of this status declares. */
const headersOf = (status: number): Json | undefined =>
  status === 429 || status === 503
    ? { ...RETRY_AFTER, ...(status === 429 ? RATE_LIMIT_HEADERS : {}) }
    : status < 300 || (status >= 400 && status < 500)
      ? RATE_LIMIT_HEADERS
      : undefined

/** The fields of a request example that belong in the body (the rest are path or query parameters). */
function bodyExample(route: RouteSpec): unknown {
  const input = route.operation?.examples?.input
  if (!isJsonObject(input) || !route.body) return undefined
  const params = objectField(route.params, 'properties') ?? {}
  const props = objectField(route.body, 'properties')
  // A union body (one of several shapes) has no properties of its own: everything but the path goes in the body.
  return Object.fromEntries(Object.entries(input).filter(([k]) => (props ? k in props : !(k in params))))
}

/** The response of an error status: its codes and what they mean, the `Error` body narrowed to them. */
function errorResponse(status: number, codes: Parameters<typeof errorBodySchema>[0], schema: unknown = errorBodySchema(codes)): Json {
  return {
    description: errorDescription(codes),
    ...(headersOf(status) ? { headers: headersOf(status) } : {}),
    content: { 'application/json': { schema } },
  }
}

/** The route's responses; an error status whose codes many routes share refers to the shared response (`shared` collects its name). */
function responses(route: RouteSpec, shared: Set<string>): Record<string, Json> {
  const out: Record<string, Json> = {}
  const example = route.operation?.examples?.output
  for (const [status, schema] of Object.entries(route.responses)) {
    const media: Json = { schema: plain(schema), ...(example !== undefined && Number(status) < 300 ? { example } : {}) }
    const headers = headersOf(Number(status))
    out[status] = {
      description: Number(status) < 300 ? 'Success' : `HTTP ${status}`,
      ...(headers ? { headers } : {}),
      content: { [mediaType(schema)]: media },
    }
  }
  for (const [status, codes] of errorStatusesOf(route)) {
    const declared = out[status]
    const name = declared ? undefined : sharedErrorName(status, codes)
    if (name) {
      shared.add(name)
      out[status] = { $ref: `#/components/responses/${name}` }
      continue
    }
    const error = errorBodySchema(codes)
    // A status the route answers itself as well: its own body or the error body.
    const own = declared ? objectField(objectField(declared, 'content'), 'application/json')?.schema : undefined
    out[status] = errorResponse(status, codes, declared ? { anyOf: [own, error] } : error)
  }
  return out
}

function operationOf(route: RouteSpec, name: { id: string; aliasOf?: string }, shared: Set<string>): Json {
  const alias = name.aliasOf ? `The operation \`${name.aliasOf}\` at the second path the spec shows; same contract. ` : ''
  const operation: Json = {
    summary: route.summary,
    description: alias + describeAuth(route.auth),
    tags: [...route.tags],
    operationId: name.id,
    ...(name.aliasOf ? { 'x-alias-of': name.aliasOf } : {}),
    ...(route.deprecated ? { deprecated: true } : {}),
    parameters: [
      ...parameters(route.params, 'path'),
      ...parameters(route.query, 'query'),
      ...(takesIdempotencyKey(route) ? [IDEMPOTENCY_KEY] : []),
    ],
    security: security(route.auth),
    // Machine-readable: what a credential must hold (a catalogue permission, any_key, any_member, public or admin).
    'x-permission': 'permission' in route.auth ? route.auth.permission : route.auth.kind,
    responses: responses(route, shared),
  }
  if (route.body) {
    const example = bodyExample(route)
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: requestSchema(route.body), ...(example ? { example } : {}) } },
    }
  }
  return operation
}

export function buildOpenApi(
  routes: readonly RouteSpec[],
  info: { title: string; version: string; serverUrl: string; environment: 'production' | 'development' | 'test' },
): Static<typeof OpenApiDocument> {
  const names = operationNames(routes)
  const shared = new Set<string>()
  const paths: Record<string, Record<string, Json>> = {}
  for (const route of routes) {
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
    ;(paths[path] ??= {})[route.method.toLowerCase()] = operationOf(route, names.get(route) ?? { id: '' }, shared)
  }
  // Every named schema (a TypeBox `$id`) becomes one component, referenced where it occurs.
  const schemas: Record<string, unknown> = errorSchemas()
  const hoisted = hoistNamedSchemas(withIntegerFormats({ paths, webhooks: openApiWebhooks() }), schemas)
  const descriptions = { ...TAG_DESCRIPTIONS, ...Object.fromEntries(WEBHOOK_TAGS.map((t) => [t.name, t.description])) }
  const tags = tagList([...routes.flatMap((r) => r.tags), ...WEBHOOK_TAGS.map((t) => t.name)], descriptions)
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description: API_INTRO,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [
      {
        url: info.serverUrl,
        description: `This platform (its PUBLIC_BASE_URL), ${info.environment === 'production' ? 'production' : 'local development'}: test and live keys both work here`,
        // For merchants' servers: the operator's routes are marked by tag and security, not by a second server.
        'x-internal': false,
      },
    ],
    tags,
    'x-tagGroups': tagGroups(tags.map((t) => t.name)),
    paths: objectsByName(objectField(hoisted, 'paths')),
    webhooks: objectField(hoisted, 'webhooks') ?? {},
    components: {
      schemas: sortedByName(schemas),
      responses: Object.fromEntries(
        sharedErrors()
          .filter(([name]) => shared.has(name))
          .map(([name, status, codes]) => [name, errorResponse(status, codes)]),
      ),
      headers: HEADER_COMPONENTS,
      securitySchemes: SECURITY_SCHEMES,
    },
  }
}

/** The operations of each path, as the walk returned them (every value an object of operations by method). */
function objectsByName(paths: Json | undefined): Record<string, Json> {
  const out: Record<string, Json> = {}
  for (const [name, value] of Object.entries(paths ?? {})) if (isJsonObject(value)) out[name] = value
  return out
}
