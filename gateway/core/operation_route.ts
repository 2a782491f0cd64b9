/**
 * The route of an operation: validate the input, make the operation's call,
 * answer with its result. The response schema is the operation's output (for
 * the OpenAPI document and the contract check in tests), and the route's
 * params, query and body (or its `input` function) must produce what the
 * operation takes, or the route does not compile. Every route that calls a
 * payments method is built here; there is no untyped way left to make one.
 */
import type { Static, TSchema } from '@sinclair/typebox'
import type { PaymentsClient } from '../../platform/module'
import type { Operation } from '../../platform/operation'
import type { RequestOf, RouteReply, RouteSpec } from '../http/route'
import { answersChecked, checkAnswer } from './answer_check'
import { callerFrom } from './caller'
import { routeInput } from './route_input'

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback

/** What routeInput builds from the declared parts: query, then body, then path parameters. */
type Merged<B, Q, P> = StaticOr<Q, {}> & StaticOr<B, {}> & StaticOr<P, {}>

export type OperationRouteSpec<I extends TSchema, B, Q, P> = Omit<RouteSpec, 'handler' | 'responses' | 'body' | 'query' | 'params'> & {
  readonly body?: B
  readonly query?: Q
  readonly params?: P
  /** The success status (200 unless said). */
  readonly status?: number
  /** Builds the method's input when it is not the merged params, query and body (a header, a constant). */
  readonly input?: (req: RequestOf<B, Q, P>) => Static<I>
}

/** A route that calls one operation; `responses` comes from the operation's output. */
export function operationRoute<
  I extends TSchema,
  O extends TSchema,
  B extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
  P extends TSchema | undefined = undefined,
>(
  payments: PaymentsClient,
  op: Operation<I, O>,
  spec: OperationRouteSpec<I, B, Q, P> &
    // Without an input function, what the route validates must be what the operation takes.
    (Merged<B, Q, P> extends Static<I> ? unknown : { readonly input: OperationRouteSpec<I, B, Q, P>['input'] & {} }),
): RouteSpec<NoInfer<B>, NoInfer<Q>, NoInfer<P>> {
  const declared: OperationRouteSpec<I, B, Q, P> = spec
  const { status = 200, input, ...rest } = declared
  const call = async (req: RequestOf<B, Q, P>): Promise<RouteReply> => {
    // Without an input function the method gets the validated params, query and body merged (path parameters win).
    const body = input ? input(req) : routeInput(rest.query ? req.query : undefined, req.body, req.params)
    return { status, body: await payments.call<Static<O>>(op.name, body, callerFrom(req)) }
  }
  const route: RouteSpec<B, Q, P> = {
    ...rest,
    responses: { [status]: op.output },
    errors: op.errors ?? [],
    operation: op,
    handler: call,
  }
  // Decided when the routes are built, so production requests pay nothing for the check.
  if (!answersChecked()) return route
  return {
    ...route,
    handler: async (req) => {
      const reply = await call(req)
      checkAnswer(op.name, op.output, reply.body)
      return reply
    },
  }
}
