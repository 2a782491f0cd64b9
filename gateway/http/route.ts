/**
 * The one shape every gateway route has. A route declares its method, path,
 * authentication, input schemas and response schemas in one object; the
 * router validates input from the schemas, the OpenAPI document is generated
 * from the same objects, and the authorization matrix test walks them. A route
 * without an `auth` entry does not type-check, so none can be added without one.
 */
import type { TSchema, Static } from '@sinclair/typebox'
import type { Permission } from '../../platform/permissions'
import type { RejectionCode } from '../../platform/errors'
import type { Operation } from '../../platform/operation'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

type Product = 'payments' | 'caas'

/** Any valid key of the route's product: for reads every key may do (market prices, WaaS listings). */
export const ANY_KEY = 'any_key'
/** Any current member of the business: for what concerns the caller alone (2FA, plan reading). */
export const ANY_MEMBER = 'any_member'

/**
 * Who may call a route. Declared per route, enforced by the router before the
 * handler runs. The permission is required and closed: one of the catalogue
 * (platform/permissions.ts) or the explicit "any credential" literal, so
 * a route that forgot to say what it needs does not compile.
 */
export type AuthRequirement =
  | { readonly kind: 'public' }
  | {
      readonly kind: 'apiKey'
      readonly product: Product
      readonly permission: Permission | typeof ANY_KEY
      /** The 401 message for a missing or invalid key, where the spec words it differently (swap: `business not found in context`). */
      readonly unauthorized?: string
    }
  | { readonly kind: 'jwt'; readonly permission: Permission | typeof ANY_MEMBER; readonly alsoHeader?: 'x-authorization' }
  | { readonly kind: 'admin' }

/** The authenticated caller, fixed for the whole request (spec rule 2: is_test_mode never changes mid-flow). */
export type Principal =
  | { readonly kind: 'anonymous' }
  | {
      readonly kind: 'apiKey'
      readonly businessId: string
      readonly keyId: string
      readonly product: Product
      readonly isTestMode: boolean
      readonly permissions: readonly string[]
    }
  | {
      readonly kind: 'user'
      readonly businessId: string
      readonly userId: string
      readonly role: string
      readonly permissions: readonly string[]
    }
  | { readonly kind: 'admin' }

export interface RouteRequest<B = unknown, Q = unknown, P = unknown> {
  readonly requestId: string
  readonly method: HttpMethod
  readonly path: string
  readonly params: P
  readonly query: Q
  readonly body: B
  /** Exact bytes received; webhook signature checks and idempotency hashing use these. */
  readonly rawBody: Buffer
  /** Lower-cased header names. */
  readonly headers: Readonly<Record<string, string>>
  readonly principal: Principal
  readonly remoteAddress: string
}

export interface RouteReply {
  readonly status: number
  /** Serialised with JSON.stringify; money is already a decimal string here, never a bigint. */
  readonly body?: unknown
  readonly headers?: Readonly<Record<string, string>>
  /** For non-JSON responses (the hosted page, the live market page, /metrics). */
  readonly raw?: { readonly contentType: string; readonly payload: string | Buffer }
}

/** A schema's value type, or the fallback where the route declares no schema. */
type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback

/** The request a route's handler receives: params, query and body typed from the route's own schemas. */
export type RequestOf<B, Q, P> = RouteRequest<
  StaticOr<B, undefined>,
  StaticOr<Q, Record<string, string>>,
  StaticOr<P, Record<string, string>>
>

/**
 * A route with its input types. The plain `RouteSpec` (no type arguments) is every route at once, as the router, the
 * document and the route lists hold them: its handler takes a request whose params, query and body are `unknown`.
 */
export interface RouteSpec<
  B extends TSchema | undefined = TSchema | undefined,
  Q extends TSchema | undefined = TSchema | undefined,
  P extends TSchema | undefined = TSchema | undefined,
> {
  readonly method: HttpMethod
  /** Path with `:name` parameters, e.g. `/api/v1/checkout/verify/:sessionId`. */
  readonly path: string
  readonly summary: string
  readonly tags: readonly string[]
  readonly auth: AuthRequirement
  readonly body?: B
  readonly query?: Q
  readonly params?: P
  /** Response schemas by status, for the OpenAPI document. */
  readonly responses: Readonly<Record<number, TSchema>>
  /**
   * Rejection codes the handler may answer besides the gateway's own (auth,
   * validation, limits): their catalogue statuses become the document's error
   * responses (gateway/core/openapi_statuses.ts). An operation route takes its operation's.
   */
  readonly errors?: readonly RejectionCode[]
  /** The operation an operation route calls: its examples and Idempotency-Key support feed the document. */
  readonly operation?: Operation
  /** The OpenAPI operation id (SDK method name) of a route that calls no operation: gateway/core/openapi_ids.ts. */
  readonly operationId?: string
  /** Still served, but superseded: the document marks it `deprecated` (its summary names the replacement). */
  readonly deprecated?: boolean
  handler(req: RequestOf<B, Q, P>): Promise<RouteReply>
}

/**
 * Declares a route that answers by itself, its handler's request typed from the schemas it declares (a route without
 * a body schema gets `undefined`, without a query or params schema the raw strings).
 */
export function route<
  B extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
  P extends TSchema | undefined = undefined,
>(spec: RouteSpec<B, Q, P>): RouteSpec<NoInfer<B>, NoInfer<Q>, NoInfer<P>> {
  return spec
}

/** Resolves credentials for a route's AuthRequirement. The Accounts issue supplies the real one. */
export interface Authenticator {
  authenticate(
    requirement: AuthRequirement,
    headers: Readonly<Record<string, string>>,
    query: Readonly<Record<string, string>>,
  ): Promise<{ ok: true; principal: Principal } | { ok: false; status: 401 | 403; code: 'UNAUTHORIZED' | 'FORBIDDEN'; message: string }>
}
