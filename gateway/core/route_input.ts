/**
 * A method's input from a request: the query (only where the route declares
 * one), then the body, then the path parameters, so neither the query nor
 * the body can replace a validated id. A body alone is handed over as it is
 * (it was parsed for this request and nobody else holds it); otherwise the
 * parts are copied by plain loops, not spreads, which V8 runs on its generic
 * path for objects of changing shapes.
 */
export function routeInput(query: unknown, body: unknown, params: unknown): unknown {
  if (!query && body && isEmpty(params)) return body
  const out: Record<string, unknown> = {}
  for (const part of [query, body, params]) {
    if (!isRecord(part)) continue
    for (const key of Object.keys(part)) out[key] = part[key]
  }
  return out
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function isEmpty(value: unknown): boolean {
  if (!isRecord(value)) return true
  for (const _ in value) return false
  return true
}
