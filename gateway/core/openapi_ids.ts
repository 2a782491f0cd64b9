/**
 * Operation ids: the names a generated client gives the operations
 * (`checkout.create` becomes `checkoutCreate`, or `checkout.create()` in a
 * client grouped by namespace). They are public: renaming one renames a method
 * in every merchant's SDK, so test/gateway/operation_ids.txt lists them all and
 * test/gateway/operation_ids.test.ts fails when one changes without that list.
 *  - An operation route is named after its operation (the payments method it
 *    calls), under the product name a merchant knows where the link's differs:
 *    the method `waas.derive` is the operation `wallets.derive`.
 *  - A route that calls no operation names itself (`operationId`: `market.prices`).
 *  - The spec shows some operations at two paths (`/caas/v1` and
 *    `/caas/api/v1`; `/swap/{customerID}` beside `/swap/customer/{customerID}`).
 *    The first route of an operation in the route table is the operation; each
 *    later one is an alias, `<id>.alias` (then `.alias2`, ...), with
 *    `x-alias-of: <id>`, so the document has one id per route and a client can
 *    leave the aliases out.
 */
import type { RouteSpec } from '../http/route'

/** Link method prefixes whose public (SDK) namespace differs. The link's names stay: a mixed-version deploy calls them. */
const SDK_NAMESPACES: readonly (readonly [link: string, sdk: string])[] = [
  ['waas.', 'wallets.'],
  ['2fa.', 'auth.twoFactor.'],
  ['apikeys.', 'apiKeys.'],
]

/** The public name of a payments method. */
function sdkName(method: string): string {
  const rename = SDK_NAMESPACES.find(([link]) => method.startsWith(link))
  return rename ? rename[1] + method.slice(rename[0].length) : method
}

export interface OperationName {
  readonly id: string
  /** The id of the operation this route serves at another path. */
  readonly aliasOf?: string
}

/** A route with neither an operation nor its own id (a test's route): named after its method and path. */
const fromPath = (route: RouteSpec) => `${route.method.toLowerCase()}_${route.path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`

/** The id of every route, in route-table order; the first route of an id holds it, later ones are its aliases. */
export function operationNames(routes: readonly RouteSpec[]): Map<RouteSpec, OperationName> {
  const names = new Map<RouteSpec, OperationName>()
  const seen = new Map<string, number>()
  for (const route of routes) {
    const id = route.operationId ?? (route.operation ? sdkName(route.operation.name) : fromPath(route))
    const before = seen.get(id) ?? 0
    seen.set(id, before + 1)
    names.set(route, before === 0 ? { id } : { id: `${id}.alias${before === 1 ? '' : before}`, aliasOf: id })
  }
  return names
}
