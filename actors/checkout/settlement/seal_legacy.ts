/**
 * Start-up step: seals settlement account numbers stored in clear before
 * they were sealed. SQL cannot seal, so SQL only finds the merchants with
 * such rows and each one's actor does the change as its own decision: the
 * list is read, the clear numbers are sealed here, and `seal_legacy`
 * replaces only numbers still in clear, so an update that stored a new
 * (sealed) number in between wins. Safe on every start and on several
 * payments roles at once: a second pass finds nothing, or changes nothing.
 */
import { settlementRef } from './decide'
import type { PaymentsContext } from '../../runtime/service/module'
import { unwrap } from '../../runtime/unwrap'
import { isLegacyAccount } from './decide'
import type { SettlementCommand, SettlementReply } from './commands'
import { sealNumber, settlementSealer } from '../api/methods_settlement'

/** Seals every clear account number; returns how many it sealed. */
export async function sealLegacySettlementAccounts(ctx: PaymentsContext): Promise<number> {
  const sealer = settlementSealer(ctx.masterKey)
  const ask = async (id: string, command: SettlementCommand) => unwrap(await ctx.host.ask(settlementRef(id), command))
  // Left on actor_state (test/architecture/actor_state_queries.test.ts): a backfill of old rows, run once per start, that
  // no commit feeds any more; a read model would keep a column for rows that only ever go away.
  const rows = await ctx.sql<{ id: string }[]>`
    SELECT id FROM actor_state WHERE kind = 'settlement' AND jsonb_path_exists(state, '$.accounts[*].accountNumber')`
  let count = 0
  for (const { id: businessId } of rows) {
    const { accounts } = await ask(businessId, { type: 'list' })
    const sealed = accounts
      .filter(isLegacyAccount)
      .map((a) => ({ accountId: a.id, ...sealNumber(sealer, businessId, a.id, a.accountNumber) }))
    if (sealed.length === 0) continue
    await ask(businessId, { type: 'seal_legacy', sealed })
    count += sealed.length
  }
  return count
}
