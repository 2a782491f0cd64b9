/**
 * A reply of a third-party service (a node's JSON-RPC, a provider's API), checked against the schema of the fields
 * we read instead of asserted to a type: a reply of another shape fails where it arrives, naming what was wrong,
 * rather than as an undefined field deep inside. Schemas name only what is read and leave other fields open.
 * Each check is compiled on its first use.
 */
import type { Static, TSchema } from '@sinclair/typebox'
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler'

/** Returns the value typed by `schema`, or throws an Error saying which reply (`what`) had which field wrong. */
export function wireChecker<S extends TSchema>(schema: S, what: string): (value: unknown) => Static<S> {
  let check: TypeCheck<S> | undefined
  return (value) => {
    check ??= TypeCompiler.Compile(schema)
    if (check.Check(value)) return value
    const first = check.Errors(value).First()
    throw new Error(`${what}: unexpected reply${first ? ` at ${first.path || '/'}: ${first.message}` : ''}`)
  }
}
