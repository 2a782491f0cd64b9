/** Checks of a route's response schema as a client sees it: in the OpenAPI document and in the answer. */
import type { Test } from 'tap'
import type { TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { withIntegerFormats } from '../../gateway/core/openapi_doc'

export type OpenApiDoc = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>
  components?: { schemas?: Record<string, unknown> }
}

/** The schema with every `$ref` to a named schema replaced by that schema, as the route declared it. */
export function inlined(node: unknown, doc: Pick<OpenApiDoc, 'components'>): unknown {
  if (Array.isArray(node)) return node.map((item) => inlined(item, doc))
  if (!node || typeof node !== 'object') return node
  const ref = (node as { $ref?: unknown }).$ref
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/'))
    return inlined(doc.components?.schemas?.[ref.slice('#/components/schemas/'.length)], doc)
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inlined(v, doc)]))
}

/**
 * A TypeBox schema as JSON without its names (`$id`) and with the integer
 * formats the document derives from bounds: what the document shows once its
 * `$ref`s are inlined.
 */
function unnamed(schema: unknown): unknown {
  return withIntegerFormats(JSON.parse(JSON.stringify(schema), (key, value) => (key === '$id' ? undefined : value)))
}

/**
 * Asserts the document shows `schema` as the success response of the route
 * (at `status`, under `mediaType`) and, when given, that the answer matches it.
 */
export function assertResponse(
  t: Test,
  doc: OpenApiDoc,
  route: { method: string; path: string; status?: string; mediaType?: string },
  schema: TSchema,
  answer?: unknown,
) {
  const name = `${route.method.toUpperCase()} ${route.path}`
  const response = doc.paths[route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[route.method]?.responses[route.status ?? '200']
  const media = response?.content?.[route.mediaType ?? 'application/json']?.schema as { anyOf?: unknown[] } | undefined
  // A status the route answers itself and the gateway answers too (readyz's 503 while draining) shows both: the route's first.
  const shown = media?.anyOf ? media.anyOf[0] : media
  t.same(inlined(shown, doc), unnamed(schema), `${name}: the document shows its response schema`)
  if (answer !== undefined) t.ok(Value.Check(schema, answer), `${name}: the answer matches its schema`)
}
