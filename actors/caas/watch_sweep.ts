/**
 * At start, has the deposit watcher follow every active CaaS wallet it does
 * not follow yet: users provisioned before provisioning watched their
 * wallets, and live users provisioned while no live endpoint was configured
 * (CaasContext.watch skips those). Provisioning itself watches before the
 * user exists, so this finds nothing in steady state.
 *
 * It reads the chain layer's `monitored_addresses` (never writes it: the
 * registration goes through ChainService.monitor). Every host runs it at
 * start; two hosts registering one wallet at once is harmless, as the
 * registration is an insert that keeps the first row.
 */
import type { CaasContext } from './context'

const BATCH = 500

/** Returns how many wallets were registered. */
export async function watchUnwatchedWallets(caas: CaasContext): Promise<number> {
  const { network } = caas.config
  const modes = caas.chains.adapter(network, false) ? ['test', 'live'] : ['test']
  let registered = 0
  for (;;) {
    const rows = await caas.payments.sql<{ id: string; address: string; mode: 'test' | 'live' }[]>`
      SELECT u.id, u.address, u.mode
      FROM caas_users u
      WHERE u.status = 'active' AND u.mode = ANY(${modes}::text[])
        AND NOT EXISTS (
          SELECT 1 FROM monitored_addresses m
          WHERE m.network = ${network} AND m.sandbox = (u.mode = 'test') AND m.address = u.address)
      LIMIT ${BATCH}`
    let page = 0
    for (const row of rows) if (await caas.watch(row.address, row.mode, row.id)) page++
    registered += page
    // Each registered row leaves the query's result, so a short page is the last one (and a page that registered nothing would repeat).
    if (rows.length < BATCH || page === 0) return registered
  }
}
