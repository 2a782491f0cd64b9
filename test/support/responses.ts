/** Checks of a route's response schema as a client sees it: in the OpenAPI document and in the answer. */
import type { Test } from 'tap'
import type { TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'

export type OpenApiDoc = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>
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
  t.same(shown, JSON.parse(JSON.stringify(schema)), `${name}: the document shows its response schema`)
  if (answer !== undefined) t.ok(Value.Check(schema, answer), `${name}: the answer matches its schema`)
}
