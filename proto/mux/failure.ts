/**
 * Errors across the RPC link, translated in exactly one place each way:
 * rejections stay rejections (their codes become HTTP statuses at the
 * gateway), faults keep their `temporary` flag, and anything unexpected
 * becomes an opaque internal_error (details stay in the server's log).
 */
import { asDbFault } from '../../platform/db/faults'
import { PlatformError, RejectionError, type RejectionCode } from '../../platform/errors'
import type { Failure } from '../gen/payments'

export function toFailure(raw: unknown): { failure: Failure; unexpected: boolean } {
  // A method that queries Postgres itself surfaces the driver's error: an outage is a temporary fault, not a bug.
  const error = asDbFault(raw)
  if (error instanceof RejectionError) {
    const r = error.rejection
    return { failure: { code: r.code, message: r.message, rejection: true, temporary: false, field: r.field ?? '' }, unexpected: false }
  }
  if (error instanceof PlatformError) {
    return {
      failure: { code: error.code, message: error.message, rejection: false, temporary: error.temporary, field: '' },
      unexpected: !error.temporary,
    }
  }
  return { failure: { code: 'INTERNAL_ERROR', message: 'internal error', rejection: false, temporary: false, field: '' }, unexpected: true }
}

export function fromFailure(failure: Failure): PlatformError {
  if (failure.rejection) {
    return new RejectionError(
      // Trusted as declared: the gateway answers 500 (and logs) for a code its catalogue lacks.
      failure.field
        ? { code: failure.code as RejectionCode, message: failure.message, field: failure.field }
        : { code: failure.code as RejectionCode, message: failure.message },
    )
  }
  return new PlatformError(failure.code, failure.message, { temporary: failure.temporary })
}
