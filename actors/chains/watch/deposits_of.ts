/** The deposits to one address as their actors last committed them (for immediate checks that cannot wait for the outbox). */
import type { Sql } from 'postgres'
import type { DepositView } from './deposit_router'
import { writtenState } from '../../runtime/stored_state'
import { depositKind } from '../deposit/decide'

export async function depositsOf(sql: Sql, network: string, address: string): Promise<DepositView[]> {
  const rows = await sql<{ state: string }[]>`
    SELECT a.state::text FROM chain_deposits d JOIN actor_state a ON a.kind = 'deposit' AND a.id = d.id
    WHERE d.address = ${address} AND d.network = ${network}`
  return rows.map((r) => writtenState(depositKind, r.state))
}
