/**
 * Why a commit statement failed, as far as retrying it matters. A group
 * commit carries many writes; when Postgres refuses the statement for what
 * one of them holds (a data exception, a constraint violation), the others
 * are innocent and are retried without it. When the database itself is
 * away, every retry would fail the same way, so nothing is retried.
 */
import { field } from '../../platform/json_object'

/** SQLSTATE classes of a write refused for its content: 22 data exception (NUL in jsonb, out of range), 23 integrity violation. */
const REFUSED_DATA_CLASSES = new Set(['22', '23'])

/** postgres.js codes of a connection that failed or closed, besides SQLSTATE class 08 and Node's socket errors. */
const CONNECTION_CODES = new Set(['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT'])

function codeOf(error: unknown): string {
  const code = field(error, 'code')
  return typeof code === 'string' ? code : ''
}

function isSqlState(code: string): boolean {
  return /^[0-9A-Z]{5}$/.test(code)
}

/** Postgres refused the statement for a value one write carries: the same write alone fails again, the others do not. */
export function isRefusedData(error: unknown): boolean {
  const code = codeOf(error)
  return isSqlState(code) && REFUSED_DATA_CLASSES.has(code.slice(0, 2))
}

/** The database could not be reached, dropped the connection or is shutting down: no retry can help now. */
export function isConnectionFault(error: unknown): boolean {
  const code = codeOf(error)
  if (CONNECTION_CODES.has(code) || /^E[A-Z]+$/.test(code)) return true
  // 08: connection exception; 57P0x: the server is shutting down or restarting.
  return isSqlState(code) && (code.startsWith('08') || code.startsWith('57P0'))
}
