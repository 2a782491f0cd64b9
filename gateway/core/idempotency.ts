/**
 * The `Idempotency-Key` header on money-moving routes (checkout create,
 * refunds, wallet transfers): it joins the method's input as
 * `idempotency_key`; the method names the operation after it, so a retry
 * answers the same result and moves nothing twice.
 */
import { HttpError } from './failures'
import type { RouteRequest } from '../http/route'

export function withIdempotencyKey(req: RouteRequest<any, any, any>): unknown {
  const key = req.headers['idempotency-key']
  if (key !== undefined && (key.length === 0 || key.length > 255)) throw new HttpError(400, 'invalid_idempotency_key', 'Idempotency-Key must be 1 to 255 characters')
  return { ...(req.params as object), ...(req.body as object), ...(key ? { idempotency_key: key } : {}) }
}
