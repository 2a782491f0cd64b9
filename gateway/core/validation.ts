/**
 * Input validation from each route's TypeBox schemas, compiled once per
 * route. Query strings and path parameters arrive as text; the properties
 * the schema declares as integer, number or boolean are converted before
 * the check (a precomputed list, so the hot path does no schema walking).
 * Defaults are applied only when the schema declares any. Errors name the
 * field and say what is expected (expected_words.ts).
 */
import { FormatRegistry, type TSchema } from '@sinclair/typebox'
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler'
import { Value } from '@sinclair/typebox/value'
import { errorWords } from './expected_words'

// TypeBox checks no string formats until they are registered; these are the ones routes use.
const FORMATS: Record<string, RegExp> = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  'date-time': /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)$/,
}
for (const [name, pattern] of Object.entries(FORMATS))
  if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, (value) => pattern.test(value))
const parsedUrl = (value: string): URL | undefined => {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}
FormatRegistry.Has('uri') || FormatRegistry.Set('uri', (value) => Boolean(parsedUrl(value)?.protocol))
// A URL a browser or our own client will follow: javascript:, data: and file: are not places to send anyone.
FormatRegistry.Has('http-url') ||
  FormatRegistry.Set('http-url', (value) => {
    const url = parsedUrl(value)
    return (url?.protocol === 'http:' || url?.protocol === 'https:') && url.hostname !== ''
  })

export type Validator = (value: unknown) => { ok: true; value: unknown } | { ok: false; message: string; field: string }

type Conversion = { name: string; to: 'number' | 'boolean' }

function conversionsOf(schema: TSchema): Conversion[] {
  const properties = (schema as { properties?: Record<string, { type?: string }> }).properties ?? {}
  return Object.entries(properties).flatMap(([name, p]): Conversion[] =>
    p.type === 'integer' || p.type === 'number' ? [{ name, to: 'number' }] : p.type === 'boolean' ? [{ name, to: 'boolean' }] : [],
  )
}

function convertText(value: string, to: Conversion['to']): unknown {
  if (to === 'boolean') return value === 'true' ? true : value === 'false' ? false : value
  if (value.trim() === '') return value
  const n = Number(value)
  return Number.isNaN(n) ? value : n
}

export function compileValidator(schema: TSchema, mode: 'body' | 'query' | 'params'): Validator {
  const check: TypeCheck<TSchema> = TypeCompiler.Compile(schema)
  const conversions = mode === 'body' ? [] : conversionsOf(schema)
  const hasDefaults = JSON.stringify(schema).includes('"default"')
  return (input) => {
    let value = input
    if (conversions.length > 0 && value && typeof value === 'object') {
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) }
      for (const c of conversions) if (typeof copy[c.name] === 'string') copy[c.name] = convertText(copy[c.name] as string, c.to)
      value = copy
    }
    if (hasDefaults) value = Value.Default(schema, value)
    if (check.Check(value)) return { ok: true, value }
    const first = closestError(schema, check, value)
    const field = first?.path ? first.path.replace(/^\//, '').replace(/\//g, '.') : mode
    return { ok: false, field, message: `${field || mode}: ${first ? errorWords(first) : 'invalid value'}` }
  }
}

/**
 * For a union (two accepted body shapes), "Expected union value" names no
 * field; report instead the first error of the variant the input comes
 * closest to (fewest errors).
 */
function closestError(schema: TSchema, check: TypeCheck<TSchema>, value: unknown) {
  const variants = (schema as { anyOf?: TSchema[] }).anyOf
  if (!variants) return check.Errors(value).First()
  let best: { count: number; first: ReturnType<TypeCheck<TSchema>['Errors']> extends Iterable<infer E> ? E : never } | undefined
  for (const variant of variants) {
    const errors = [...TypeCompiler.Compile(variant).Errors(value)]
    if (errors.length > 0 && (!best || errors.length < best.count)) best = { count: errors.length, first: errors[0]! }
  }
  return best?.first ?? check.Errors(value).First()
}
