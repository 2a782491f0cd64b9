/** The treasury tests' platform: checkout, balance and treasury on top of chains, with an admin client. */
import { accessModule } from '../../actors/accounts/module'
import { balanceModule } from '../../actors/balance/module'
import { chainsModule } from '../../actors/chains/module'
import { checkoutModule } from '../../actors/checkout/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { treasuryModule } from '../../actors/treasury/module'
import { webhooksModule } from '../../actors/webhooks/module'
import type { Sql } from 'postgres'
import { client } from '../support/http'
import { eventually } from '../support/merchant'

export const TREASURY_MODULES = [accessModule, webhooksModule, sandboxModule, chainsModule, checkoutModule, balanceModule, treasuryModule]

export function adminClient(baseUrl: string, adminToken: string) {
  const call = client(baseUrl)
  return (method: string, path: string, body?: unknown) =>
    call(method, path, { headers: { 'x-admin-token': adminToken }, ...(body !== undefined ? { body } : {}) })
}

export interface MoveRow {
  id: string
  purpose: 'sweep' | 'gas' | 'refund'
  status: string
  booked: boolean
  amount: string
  currency: string
  network_fee?: string
  tx_hash?: string
  from_address: string
  to_address: string
}

/** Waits until the move `pick` finds is settled and booked. */
export async function settledMove(
  admin: ReturnType<typeof adminClient>,
  environment: 'test' | 'live',
  pick: (m: MoveRow) => boolean,
  timeoutMs = 60_000,
): Promise<MoveRow> {
  return eventually(async () => {
    const moves = (await admin('GET', `/admin/treasury/moves?environment=${environment}`)).body.moves as MoveRow[]
    const m = moves.find(pick)
    return m && m.booked && (m.status === 'confirmed' || m.status === 'failed') ? m : undefined
  }, timeoutMs)
}

/** Every ledger sums to zero: each transfer debits one account what it credits another. */
export async function ledgerSums(sql: Sql): Promise<Record<string, string>> {
  const rows = await sql<{ ledger: string; net: string }[]>`
    SELECT ledger, sum(debits_posted - credits_posted)::text AS net FROM ledger_accounts GROUP BY ledger ORDER BY ledger`
  return Object.fromEntries(rows.map((r) => [r.ledger, r.net]))
}
