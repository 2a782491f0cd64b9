/**
 * A method's input checked against its operation's input schema where the method runs, on the payments side of
 * the link: the gateway validated the request already, but the link is a boundary of its own (another gateway
 * version, a peer, a test client may call it), so a body the schema refuses is a VALIDATION_FAILED rejection
 * with the words the gateway would use, never a half-typed value reaching a method. The check is compiled on the
 * method's first call.
 */
import type { Static, TSchema } from '@sinclair/typebox'
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler'
import type { ValueError } from '@sinclair/typebox/errors'
import './schema_formats'
import { RejectionError, reject } from './errors'
import { errorWords } from './expected_words'

/**
 * For a union (two accepted body shapes), "Expected union value" names no
 * field; report instead the first error of the variant the input comes
 * closest to (fewest errors).
 */
export function closestError(schema: TSchema, check: TypeCheck<TSchema>, value: unknown): ValueError | undefined {
  const variants: unknown = schema.anyOf
  if (!Array.isArray(variants)) return check.Errors(value).First()
  let best: { count: number; first: ValueError } | undefined
  for (const variant of variants) {
    const errors = [...TypeCompiler.Compile(variant).Errors(value)]
    const first = errors[0]
    if (first && (!best || errors.length < best.count)) best = { count: errors.length, first }
  }
  return best?.first ?? check.Errors(value).First()
}

/** The dotted field an error is about (`to.amount`), or `fallback` for the value as a whole. */
export function fieldOf(error: ValueError | undefined, fallback: string): string {
  return error?.path ? error.path.replace(/^\//, '').replace(/\//g, '.') : fallback
}

/** Returns the input typed by its schema, or throws VALIDATION_FAILED naming the first field that is wrong. */
export function inputChecker<S extends TSchema>(schema: S): (value: unknown) => Static<S> {
  let check: TypeCheck<S> | undefined
  return (value) => {
    check ??= TypeCompiler.Compile(schema)
    if (check.Check(value)) return value
    const first = closestError(schema, check, value)
    const field = fieldOf(first, '')
    throw new RejectionError(
      reject('VALIDATION_FAILED', `${field || 'body'}: ${first ? errorWords(first) : 'invalid value'}`, field || undefined),
    )
  }
}
