/**
 * Routes that rotate, revoke or toggle a key, or change or remove a member,
 * also drop it from this node's caches once the change committed: the
 * payments role's invalidation reaches other nodes over the bus, which may
 * be down, but the node that served the change never honours the old state.
 */
import { AUTH_INVALIDATE_CHANNEL } from '../context'
import type { Broadcast } from '../../../platform/broadcast'
import type { RouteRequest, RouteSpec } from '../../../gateway/http/route'

export type Invalidation = { keyId: string } | { userId: string }

/** Wraps a route so that, after it answered, this node drops what `of` names from its caches. */
export type InvalidatingHere = (
  route: RouteSpec<any, any, any>,
  of: (req: RouteRequest<any, any, any>) => Invalidation,
) => RouteSpec<any, any, any>

export function invalidatingHere(broadcast: Broadcast): InvalidatingHere {
  return (route, of) => ({
    ...route,
    handler: async (req) => {
      const reply = await route.handler(req)
      broadcast.deliverLocally(AUTH_INVALIDATE_CHANNEL, JSON.stringify(of(req)))
      return reply
    },
  })
}

export const keyInPath = (req: RouteRequest<any, any, any>): Invalidation => ({ keyId: (req.params as { id: string }).id })
export const userInPath = (req: RouteRequest<any, any, any>): Invalidation => ({ userId: (req.params as { id: string }).id })
