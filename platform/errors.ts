/**
 * Faults are exceptions; rejections are values. Every fault the platform raises
 * is a PlatformError so callers can tell a retryable outage (temporary) from a
 * bug or a permanent condition without string matching.
 */
export class PlatformError extends Error {
  readonly code: string
  readonly temporary: boolean
  override readonly cause: unknown

  constructor(code: string, message: string, options: { temporary?: boolean; cause?: unknown } = {}) {
    super(message)
    this.name = 'PlatformError'
    this.code = code
    this.temporary = options.temporary ?? false
    this.cause = options.cause
  }
}

/** Programmer bugs: crash the actor (it is rebuilt from Postgres), never reach a user as data. */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new PlatformError('assertion_failed', message)
}

/**
 * Every rejection code the API can answer. Each product declares its codes in
 * its `rejections.ts` by merging them into this interface, so `reject` takes
 * only a declared code and the gateway's status table (keyed by every member)
 * fails to compile when a code has no status. A closed set across the layers,
 * without the kernel importing any product.
 *
 * @public Module augmentation (`declare module`) merges only into an exported
 * interface, and no file imports it by name, so knip would call it unused.
 */
export interface RejectionCodes {}

export type RejectionCode = keyof RejectionCodes & string

/** A rejection a user can see: a stable code plus a message. The gateway maps codes to HTTP statuses. */
export type Rejection<C extends RejectionCode = RejectionCode> = { readonly code: C; readonly message: string; readonly field?: string }

export function reject<C extends RejectionCode>(code: C, message: string, field?: string): Rejection<C> {
  return field === undefined ? { code, message } : { code, message, field }
}

/**
 * A rejection crossing a process boundary (RPC) or a layer that throws. The
 * gateway maps `code` to an HTTP status in one table.
 */
export class RejectionError extends PlatformError {
  readonly rejection: Rejection
  constructor(rejection: Rejection) {
    super(rejection.code, rejection.message)
    this.name = 'RejectionError'
    this.rejection = rejection
  }
}
