/**
 * Input validation from each route's TypeBox schemas, compiled once per
 * route. Query strings and path parameters arrive as text; the properties
 * the schema declares as integer, number or boolean are converted before
 * the check (a precomputed list, so the hot path does no schema walking).
 * Defaults are applied only when the schema declares any. Errors name the
 * field and say what is expected (expected_words.ts).
 */
import type { TSchema } from '@sinclair/typebox'
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler'
import { Value } from '@sinclair/typebox/value'
import { closestError, fieldOf } from '../../platform/input_check'
import { isJsonObject, objectField } from '../../platform/json_object'
import '../../platform/schema_formats'
import { errorWords } from '../../platform/expected_words'

export type Validator = (value: unknown) => { ok: true; value: unknown } | { ok: false; message: string; field: string }

type Conversion = { name: string; to: 'number' | 'boolean' }

function conversionsOf(schema: TSchema): Conversion[] {
  const properties = objectField(schema, 'properties') ?? {}
  return Object.entries(properties).flatMap(([name, p]): Conversion[] => {
    const type = isJsonObject(p) ? p.type : undefined
    return type === 'integer' || type === 'number' ? [{ name, to: 'number' }] : type === 'boolean' ? [{ name, to: 'boolean' }] : []
  })
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
    if (conversions.length > 0 && isJsonObject(value)) {
      const copy: Record<string, unknown> = { ...value }
      for (const c of conversions) {
        const text = copy[c.name]
        if (typeof text === 'string') copy[c.name] = convertText(text, c.to)
      }
      value = copy
    }
    if (hasDefaults) value = Value.Default(schema, value)
    if (check.Check(value)) return { ok: true, value }
    const first = closestError(schema, check, value)
    const field = fieldOf(first, mode)
    return { ok: false, field, message: `${field || mode}: ${first ? errorWords(first) : 'invalid value'}` }
  }
}
