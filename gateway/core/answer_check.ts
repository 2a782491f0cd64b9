/**
 * Checks answers against their schemas, in tests only. Two checks:
 *  - each operation's answer against its output schema (TypeBox, below): the
 *    compiler proves a method's answer has the schema's type, this proves the
 *    values do too (a string that is not a date, an empty field the view forgot
 *    to leave out);
 *  - every answer of every route, errors included, against the OpenAPI
 *    document the gateway serves (ajv, contract_check.ts, wired in app.ts).
 * Off in production, where checkout create is benchmarked and the
 * compile-time check is the guarantee; test/support/platform.ts turns it on.
 */
import type { TSchema } from '@sinclair/typebox'
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler'
import { RawJson } from '../../platform/json'

let enabled = false
let violationsFile: string | undefined
const compiled = new WeakMap<TSchema, TypeCheck<TSchema>>()

/**
 * Turns the checks on for every route built in this process from now on
 * (tests); contract violations are also appended to `violations` (a JSON line each).
 */
export function checkAnswersAgainstSchemas(on = true, violations?: string): void {
  enabled = on
  violationsFile = violations
}

/** Whether answers are checked; operation routes built while it is off never check. */
export function answersChecked(): boolean {
  return enabled
}

/** Where contract violations are written, when the tests named a file. */
export function contractViolationsFile(): string | undefined {
  return violationsFile
}

/** Throws when checks are on and the answer does not match the schema; the request then fails with a 500. */
export function checkAnswer(operation: string, schema: TSchema, answer: unknown): void {
  let check = compiled.get(schema)
  if (!check) compiled.set(schema, (check = TypeCompiler.Compile(schema)))
  // The wire form is what the schema describes: a cached answer as its text, bigints never reach here.
  const value = answer instanceof RawJson ? JSON.parse(answer.text) : JSON.parse(JSON.stringify(answer))
  const error = check.Errors(value).First()
  if (error) throw new Error(`${operation} answered outside its output schema at ${error.path || '/'}: ${error.message}`)
}
