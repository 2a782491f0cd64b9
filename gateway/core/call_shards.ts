/**
 * The shard of the actor a payments call asks, for the methods whose body
 * names it (a checkout session by its id): the router sends those straight
 * to the host holding the shard, saving the hop the payments role would
 * otherwise forward. Every other method names its actor only inside its
 * handler (often from the caller's business) and goes to any live host.
 * A wrong or stale answer costs one forward, never a wrong result.
 */
import { shardOf } from '../../actors/runtime/shards'
import { isJsonObject } from '../../platform/json_object'

const stringField = (body: unknown, field: string): string | undefined => {
  const value = isJsonObject(body) ? body[field] : undefined
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** Method -> the body field holding the id of the checkout session it asks. */
const CHECKOUT_SESSION_FIELD: Readonly<Record<string, string>> = {
  'checkout.public': 'uuid',
  'checkout.select': 'uuid',
  'checkout.verifyNow': 'uuid',
  // The hosted page asks this every few seconds while it is open.
  'checkout.page': 'uuid',
  'checkout.verify': 'sessionId',
}

/** The shard of the actor `method` asks with `body`, or undefined when only the payments role knows it. */
export function shardOfCall(method: string, body: unknown, shardCount: number): number | undefined {
  const field = CHECKOUT_SESSION_FIELD[method]
  const id = field === undefined ? undefined : stringField(body, field)
  return id === undefined ? undefined : shardOf({ kind: 'checkout', id }, shardCount)
}
