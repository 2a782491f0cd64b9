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

/** A rejection a user can see: a stable code plus a message. The gateway maps codes to HTTP statuses. */
export type Rejection = { readonly code: string; readonly message: string; readonly field?: string }

export function reject(code: string, message: string, field?: string): Rejection {
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
