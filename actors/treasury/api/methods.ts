/** The treasury's payments methods (operations.ts). Reads and on-demand work only: every move is made by sweeps.ts and refunds.ts. */
import { NATIVE_CURRENCY } from '../../../chains/assets'
import { NETWORKS } from '../../../chains/networks'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import { requireBusiness } from '../../../platform/caller'
import { watchTreasury, type TreasuryContext } from '../context'
import { listMoves, type Move } from '../moves'
import * as ops from './operations'
import { reconcile } from '../reconcile'
import { sweepPass } from '../sweeps'

function moveView(m: Move) {
  return {
    id: m.id,
    purpose: m.purpose,
    business_id: m.businessId,
    is_test_mode: m.isTest,
    network: m.network,
    currency: m.currency,
    from_class: m.fromClass,
    from_address: m.fromAddress,
    to_class: m.toClass,
    to_address: m.toAddress,
    amount: m.amount.toString(),
    status: m.status,
    ...(m.txHash ? { tx_hash: m.txHash } : {}),
    ...(m.fee !== null ? { network_fee: m.fee.toString() } : {}),
    ...(m.failure ? { failure_reason: m.failure } : {}),
    booked: m.booked,
    serves: m.serves,
    created_at: new Date(m.createdAtMs).toISOString(),
  }
}

export function treasuryMethods(c: TreasuryContext): Record<string, MethodHandler> {
  return methodTable(
    implement(ops.treasuryAddresses, async (_input, caller) => {
      const businessId = requireBusiness(caller)
      const networks = NETWORKS.filter((n) => c.chains.adapter(n, caller.isTestMode) !== null)
      // Watched before shown: money the merchant sends here is booked (the gas it provides, say).
      const addresses = []
      for (const network of networks) {
        const t = await watchTreasury(c, businessId, network, caller.isTestMode)
        addresses.push({ network, address: t.address, native_currency: NATIVE_CURRENCY[network] })
      }
      return { is_test_mode: caller.isTestMode, addresses }
    }),
    implement(ops.runSweeps, async ({ environment }) => ({ moves: (await sweepPass(c, environment === 'test')).map(moveView) })),
    implement(ops.listMoves, async (q) => ({
      moves: (
        await listMoves(c.payments.sql, {
          isTest: q.environment === 'test',
          limit: q.limit,
          ...(q.business_id ? { businessId: q.business_id } : {}),
        })
      ).map(moveView),
    })),
    implement(ops.reconciliation, async ({ environment }) => {
      const rows = await reconcile(c, environment === 'test')
      return {
        environment,
        checked_at: new Date(c.nowMs()).toISOString(),
        differences: rows.filter((r) => r.status !== 'ok').length,
        accounts: rows.map((r) => ({
          account_id: r.accountId,
          address_class: r.addressClass,
          network: r.network,
          currency: r.currency,
          addresses: r.addresses,
          ledger_balance: r.ledger.toString(),
          ...(r.chain !== null ? { chain_balance: r.chain.toString() } : {}),
          ...(r.difference !== null ? { difference: r.difference.toString() } : {}),
          status: r.status,
          ...(r.error ? { error: r.error } : {}),
        })),
      }
    }),
  )
}
