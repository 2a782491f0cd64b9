/**
 * Input validation from each route's TypeBox schemas, compiled once per
 * route. Query strings arrive as text and are converted by the schema
 * (integers, booleans) before the check. Errors name the field.
 */
import type { TSchema } from '@sinclair/typebox'
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler'
import { Value } from '@sinclair/typebox/value'

export type Validator = (value: unknown) => { ok: true; value: unknown } | { ok: false; message: string; field: string }

export function compileValidator(schema: TSchema, mode: 'body' | 'query' | 'params'): Validator {
  const check: TypeCheck<TSchema> = TypeCompiler.Compile(schema)
  return (input) => {
    let value = input
    if (mode !== 'body') value = Value.Convert(schema, value)
    value = Value.Default(schema, value)
    if (check.Check(value)) return { ok: true, value }
    const first = check.Errors(value).First()
    const field = first?.path ? first.path.replace(/^\//, '').replace(/\//g, '.') : mode
    return { ok: false, field, message: `${field || mode}: ${first?.message ?? 'invalid value'}` }
  }
}
