/**
 * The `Idempotency-Key` header on money-moving routes (checkout create,
 * refunds, wallet transfers): it joins the method's input as
 * `idempotency_key`; the method names the operation after it, so a retry
 * answers the same result and moves nothing twice.
 */
import { HttpError } from './failures'
import type { RouteRequest } from '../http/route'
import { routeInput } from './route_input'

export function withIdempotencyKey<B, P>(req: RouteRequest<B, unknown, P>): B & P & { idempotency_key?: string } {
  const key = req.headers['idempotency-key']
  if (key !== undefined && (key.length === 0 || key.length > 255))
    throw new HttpError(400, 'INVALID_IDEMPOTENCY_KEY', 'Idempotency-Key must be 1 to 255 characters')
  // Path parameters win over the body (as in operationRoute), and the header over a body field of the same name.
  const input = routeInput(undefined, req.body as Record<string, unknown> | undefined, req.params as Record<string, unknown>)
  if (key) input.idempotency_key = key
  return input as B & P & { idempotency_key?: string }
}
