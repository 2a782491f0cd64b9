/**
 * Reads webhook endpoints found through their read model (webhook_endpoints) from their actors' state, with the
 * signing secret opened only at the moment of sending. No cache: a rotated
 * secret or a deactivation takes effect on the very next attempt.
 */
import type { Sql } from 'postgres'
import type { Sealer } from '../../platform/secrets/sealer'
import type { EndpointState } from './endpoint/state'
import type { WebhookProduct } from './schedule'
import { writtenState } from '../runtime/stored_state'
import { webhookEndpointKind } from './endpoint/decide'

export type Endpoint = Extract<EndpointState, { status: 'active' | 'deactivated' }>

export class EndpointDirectory {
  constructor(
    private readonly sql: Sql,
    private readonly sealer: Sealer,
  ) {}

  async activeFor(pairs: ReadonlyArray<{ businessId: string; product: WebhookProduct }>): Promise<Endpoint[]> {
    if (pairs.length === 0) return []
    const rows = await this.sql<{ state: string }[]>`
      SELECT a.state::text FROM webhook_endpoints e JOIN actor_state a ON a.kind = 'webhook_endpoint' AND a.id = e.id
      WHERE e.status = 'active'
        AND (e.business_id, e.product) IN (
          SELECT * FROM unnest(${pairs.map((p) => p.businessId)}::text[], ${pairs.map((p) => p.product)}::text[]))`
    return rows.map((r) => writtenState(webhookEndpointKind, r.state))
  }

  async byIds(ids: readonly string[]): Promise<Map<string, Endpoint>> {
    if (ids.length === 0) return new Map()
    const rows = await this.sql<{ state: string }[]>`
      SELECT state::text FROM actor_state WHERE kind = 'webhook_endpoint' AND id = ANY(${[...ids]}::text[])`
    return new Map(
      rows
        .map((r) => writtenState(webhookEndpointKind, r.state))
        .filter((e) => e.status !== undefined && 'url' in e)
        .map((e) => [e.id, e]),
    )
  }

  secretOf(endpoint: Endpoint): string {
    return this.sealer.open(endpoint.sealedSecret, endpoint.id)
  }
}
