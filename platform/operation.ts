/**
 * One typed contract per operation. An Operation names a payments method (the
 * name the link carries) and holds the schemas of what the method receives and
 * answers. Everything else is derived from it: the method's parameter and
 * return types (`implement`), the link's method table (`methodTable`), the
 * gateway route and its OpenAPI response schema (gateway/core/operation_route),
 * and the typed call (`invoke`). A method that answers a field its output
 * schema lacks, or misses one it requires, does not compile.
 */
import type { Static, TSchema } from '@sinclair/typebox'
import type { Caller } from './caller'
import type { RejectionCode } from './errors'
import type { RawJson } from './json'
import { inputChecker } from './input_check'

export interface Operation<I extends TSchema = TSchema, O extends TSchema = TSchema> {
  /** The method name on the link, e.g. `checkout.create`. */
  readonly name: string
  /** What the method receives: the route's query, body and path parameters merged (gateway/core/route_input.ts). */
  readonly input: I
  /** The success answer. */
  readonly output: O
  /** Rejection codes the method may answer with, for the reader and the document: codes of the closed catalogue only. */
  readonly errors?: readonly RejectionCode[]
  /**
   * A create keyed by a field of its own request instead of the Idempotency-Key header (an input `idempotency_key`):
   * a VAS order's `reference`. The same rule holds (platform/idempotency.ts): the document lists
   * IDEMPOTENCY_KEY_REUSED for it, and the idempotency walk (test/support/idempotency_walk.ts) covers it.
   */
  readonly keyedBy?: 'reference'
  /** A typical call, shown in the OpenAPI document (and checked against the schemas by its linter). */
  readonly examples?: { readonly input?: Static<I>; readonly output?: Static<O> }
}

/** Declares an operation, keeping its schema types. */
export function operation<I extends TSchema, O extends TSchema>(op: Operation<I, O>): Operation<I, O> {
  return op
}

export type InputOf<Op> = Op extends Operation<infer I, TSchema> ? Static<I> : never

/** An RPC method on the payments role, untyped as the link carries it. Throw RejectionError for a rule that said no. */
export type MethodHandler = (body: unknown, caller: Caller) => Promise<unknown>

/** A method bound to its operation: the entry of the link's method table. */
export interface Implementation {
  readonly op: Operation
  readonly handle: MethodHandler
}

type AllKeys<T> = T extends unknown ? keyof T : never
type ValueAt<T, K extends PropertyKey> = T extends unknown ? (K extends keyof T ? T[K] : never) : never
type ElementOf<T> = T extends readonly (infer E)[] ? E : never

/**
 * The names of the fields of R (at any depth) that the schema type T does not
 * declare; never when there are none. TypeScript lets a value carry fields its
 * type does not name; a wire answer must not, so `implement` checks this.
 */
export type ExtraFields<T, R> = unknown extends T
  ? never
  : R extends RawJson<infer V>
    ? ExtraFields<T, V>
    : R extends readonly (infer E)[]
      ? ExtraFields<ElementOf<T>, E>
      : R extends object
        ? Exclude<keyof R, AllKeys<T>> | { [K in keyof R & AllKeys<T>]-?: ExtraFields<ValueAt<T, K>, R[K]> }[keyof R & AllKeys<T>]
        : never

/** A value as it is sent: arrays and fields may be readonly (the answer is only serialised). */
type Sendable<T> = T extends readonly (infer E)[]
  ? readonly Sendable<E>[]
  : T extends object
    ? { readonly [K in keyof T]: Sendable<T[K]> }
    : T

/** What a method may answer: the output, or the output already serialised. */
type Answer<O extends TSchema> = Sendable<Static<O>> | RawJson<Static<O>>

/**
 * The method of an operation: its input typed from the input schema, its answer
 * checked against the output schema (missing, mistyped and extra fields alike).
 * What arrives over the link is checked against the input schema before the
 * method runs (platform/input_check.ts): a body the schema refuses is answered
 * VALIDATION_FAILED, the gateway's own 400, and the method never sees it.
 */
export function implement<I extends TSchema, O extends TSchema, R extends Answer<O>>(
  op: Operation<I, O>,
  method: (input: Static<I>, caller: Caller) => Promise<R>,
  ..._exact: [ExtraFields<Static<O>, R>] extends [never] ? [] : [answers_fields_its_output_schema_lacks: ExtraFields<Static<O>, R>]
): Implementation {
  const accepted = inputChecker(op.input)
  return { op, handle: async (body, caller) => method(accepted(body), caller) }
}

/** The link's method table, keyed by each operation's name. */
export function methodTable(...implementations: readonly Implementation[]): Record<string, MethodHandler> {
  const table: Record<string, MethodHandler> = {}
  for (const { op, handle } of implementations) {
    if (table[op.name]) throw new Error(`operation ${op.name} is implemented twice`)
    table[op.name] = handle
  }
  return table
}

/** The link as a typed call: the input and the answer follow the operation's schemas. */
export interface Link {
  call<T = unknown>(method: string, body: unknown, caller: Caller): Promise<T>
}

/** Calls an operation over the link; a cached answer (RawJson) arrives as its value's type. */
export function invoke<I extends TSchema, O extends TSchema>(
  link: Link,
  op: Operation<I, O>,
  input: Static<I>,
  caller: Caller,
): Promise<Static<O>> {
  return link.call<Static<O>>(op.name, input, caller)
}
