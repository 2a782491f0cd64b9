/** The deposits to one address as their actors last committed them (for immediate checks that cannot wait for the outbox). */
import type { Sql } from 'postgres'
import { decodeJson } from '../../../platform/json'
import type { DepositView } from './deposit_router'

export async function depositsOf(sql: Sql, network: string, address: string): Promise<DepositView[]> {
  const rows = await sql<{ state: string }[]>`
    SELECT a.state::text FROM chain_deposits d JOIN actor_state a ON a.kind = 'deposit' AND a.id = d.id
    WHERE d.address = ${address} AND d.network = ${network}`
  return rows.map((r) => decodeJson<DepositView>(r.state))
}
