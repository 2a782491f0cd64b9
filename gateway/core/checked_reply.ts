/**
 * A route that answers by itself (no payments call: the gateway's own routes,
 * market data from the hub) declares its response schema; this ties the body
 * it returns to that schema, as `implement` does for a payments method, so a
 * body with a field the schema lacks, or missing one it requires, does not compile.
 */
import type { Static, TSchema } from '@sinclair/typebox'
import type { ExtraFields } from '../../platform/operation'
import type { RouteReply } from '../http/route'

export function checkedReply<S extends TSchema, R extends Static<S>>(
  _schema: S,
  reply: { readonly status: number; readonly body: R; readonly headers?: Readonly<Record<string, string>> },
  ..._exact: [ExtraFields<Static<S>, R>] extends [never] ? [] : [body_has_fields_its_schema_lacks: ExtraFields<Static<S>, R>]
): RouteReply {
  return reply
}
