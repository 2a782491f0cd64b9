/**
 * Most routes are "validate, call one payments method, return its result".
 * This builds such a RouteSpec: the method gets the validated params, query
 * and body merged (or what `input` returns) and the caller of the request.
 */
import type { Caller } from '../../platform/caller'
import type { PaymentsClient } from '../../platform/module'
import type { RouteRequest, RouteSpec } from '../http/route'
import { callerFrom } from './caller'
import { routeInput } from './route_input'

export type RpcRouteSpec = Omit<RouteSpec<any, any, any>, 'handler'> & {
  readonly rpc: string
  readonly status?: number
  readonly input?: (req: RouteRequest<any, any, any>) => unknown
}

export function rpcRoute(payments: PaymentsClient, spec: RpcRouteSpec): RouteSpec<any, any, any> {
  const { rpc, status, input, ...rest } = spec
  return {
    ...rest,
    handler: async (req) => {
      const caller: Caller = callerFrom(req)
      const body = input
        ? input(req)
        : routeInput(
            rest.query ? (req.query as Record<string, unknown>) : undefined,
            req.body as Record<string, unknown> | undefined,
            req.params as Record<string, unknown>,
          )
      return { status: status ?? 200, body: await payments.call(rpc, body, caller) }
    },
  }
}
