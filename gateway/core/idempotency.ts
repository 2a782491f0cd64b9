/**
 * The `Idempotency-Key` header on the creates a caller may repeat (checkout
 * create, refunds, wallet create and transfers, swap execute, CaaS
 * transfers and swaps): checked against the one rule for keys
 * (platform/idempotency.ts: 1 to 255 printable ASCII characters), it joins
 * the method's input as `idempotency_key`; the method names the operation
 * after it, so a retry answers the same result and moves nothing twice.
 */
import { HttpError } from './failures'
import type { RouteRequest } from '../http/route'
import { keyProblem } from '../../platform/idempotency'

/** The header's key, checked (400 INVALID_IDEMPOTENCY_KEY), or undefined without one. */
export function idempotencyKeyHeader(req: Pick<RouteRequest<unknown>, 'headers'>): string | undefined {
  const key = req.headers['idempotency-key']
  if (key === undefined) return undefined
  const problem = keyProblem(key)
  if (problem) throw new HttpError(400, 'INVALID_IDEMPOTENCY_KEY', `Idempotency-Key ${problem}`)
  return key
}

export function withIdempotencyKey<B, P>(req: RouteRequest<B, unknown, P>): B & P {
  const key = idempotencyKeyHeader(req)
  // Path parameters win over the body (as in operationRoute), and the header over a body field of the same name.
  return key ? { ...req.body, ...req.params, idempotency_key: key } : { ...req.body, ...req.params }
}
