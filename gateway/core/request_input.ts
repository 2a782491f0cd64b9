/**
 * The checks every request's input passes before validation: the JSON body
 * is scanned (depth, inexact numbers) before it is parsed, and no string of
 * the path, the query or the body may hold text Postgres cannot store. Each
 * refusal is a 400 naming what was wrong, so no handler ever sees such input.
 */
import { HttpError } from './failures'
import { findUnstorableText } from './input_strings'
import { scanJson } from './json_scan'

/** Deep enough for any body a route declares; shallow enough for every recursive walk after the parse. */
const MAX_JSON_DEPTH = 32

/** A request body's JSON (an empty body is `{}`), refused with a 400 when it is not safe to hand on. */
export function parseJsonBody(raw: Buffer): unknown {
  if (raw.length === 0) return {}
  const text = raw.toString('utf8')
  const scan = scanJson(text, MAX_JSON_DEPTH)
  if (!scan.ok) throw new HttpError(400, scan.code, scan.message)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'INVALID_JSON', 'request body is not valid JSON')
  }
  // Only an escape can put NUL or a lone surrogate into a parsed string: walk the value only then.
  if (scan.suspectEscapes) refuseUnstorableText(value, 'body')
  return value
}

const UNDECODABLE = 'percent-encoding that is not UTF-8 text (a lone surrogate such as %ED%A0%80, or a cut-off sequence)'

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text)
    return true
  } catch {
    return false
  }
}

/**
 * A 400 for a path no route matched because a segment does not decode (the
 * route table cannot read it as a parameter), otherwise the 404.
 */
export function unmatchedPath(method: string, path: string): HttpError {
  if (path.includes('%') && !decodes(path)) return new HttpError(400, 'INVALID_STRING', `path: ${UNDECODABLE}`)
  return new HttpError(404, 'ROUTE_NOT_FOUND', `no route for ${method} ${path}`)
}

/** URLSearchParams turns undecodable bytes into U+FFFD silently; a query that carries them is refused instead, naming the field. */
export function refuseUndecodableQuery(rawQuery: string): void {
  if (!rawQuery.includes('%')) return
  for (const pair of rawQuery.split('&')) {
    const eq = pair.indexOf('=')
    const name = (eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, ' ')
    const value = (eq < 0 ? '' : pair.slice(eq + 1)).replace(/\+/g, ' ')
    if (decodes(name) && decodes(value)) continue
    throw new HttpError(400, 'INVALID_STRING', `${decodes(name) ? decodeURIComponent(name) : 'query'}: ${UNDECODABLE}`)
  }
}

/** Throws a 400 INVALID_STRING naming the first field of `value` whose text (or key) Postgres could not store. */
export function refuseUnstorableText(value: unknown, where: 'body' | 'query' | 'path'): void {
  const field = findUnstorableText(value)
  if (field === undefined) return
  throw new HttpError(400, 'INVALID_STRING', `${field || where}: text must not contain NUL characters or unpaired UTF-16 surrogates`)
}
