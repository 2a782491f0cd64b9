/**
 * Routes that rotate, revoke or toggle a key, or change or remove a member,
 * also drop it from this node's caches once the change committed: the
 * payments role's invalidation reaches other nodes over the bus, which may
 * be down, but the node that served the change never honours the old state.
 */
import type { TSchema } from '@sinclair/typebox'
import { AUTH_INVALIDATE_CHANNEL } from '../context'
import type { Broadcast } from '../../../platform/broadcast'
import type { RequestOf, RouteRequest, RouteSpec } from '../../../gateway/http/route'

export type Invalidation = { keyId: string } | { userId: string }

/** Wraps a route so that, after it answered, this node drops what `of` names from its caches. */
export type InvalidatingHere = <B extends TSchema | undefined, Q extends TSchema | undefined, P extends TSchema | undefined>(
  route: RouteSpec<B, Q, P>,
  of: (req: RequestOf<B, Q, P>) => Invalidation,
) => RouteSpec<B, Q, P>

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

export const keyInPath = (req: RouteRequest<unknown, unknown, { readonly id: string }>): Invalidation => ({ keyId: req.params.id })
export const userInPath = (req: RouteRequest<unknown, unknown, { readonly id: string }>): Invalidation => ({ userId: req.params.id })
