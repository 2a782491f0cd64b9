/**
 * The one place that tells a database outage from everything else. A
 * postgres.js error that means "the server cannot be reached or is going
 * away" becomes a temporary PlatformError (`database_unavailable`): the
 * gateway answers 503 with Retry-After, an activation reloads on its next
 * message. Any other database error (a constraint, a syntax error: a bug)
 * passes through unchanged and stays a 500.
 */
import { PlatformError } from '../errors'
import { field } from '../json_object'

/** Socket and pool failures postgres.js reports in `code`. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
])

/**
 * SQLSTATEs of a server that is shutting down or refuses connections for now:
 * 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now,
 * 53300 too many connections; class 08 is every connection exception.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300'])

function isConnectionFault(error: unknown): boolean {
  const code = field(error, 'code')
  if (typeof code !== 'string') return false
  return CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)
}

/** `error` as a temporary `database_unavailable` fault when it is a connection fault; otherwise `error` itself. */
export function asDbFault(error: unknown): unknown {
  if (error instanceof PlatformError || !isConnectionFault(error)) return error
  return new PlatformError('database_unavailable', 'the database is unreachable', { temporary: true, cause: error })
}

/** Awaits `work`, translating a connection fault (see asDbFault). */
export async function dbCall<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (error) {
    throw asDbFault(error)
  }
}
