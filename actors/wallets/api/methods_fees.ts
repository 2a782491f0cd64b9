/** The merchant's fee configuration (GET/POST /fees, PUT /fees/addresses) and the earnings summary. */
import { storedNetwork } from '../../../chains/networks'
import { present } from '../../../platform/present'
import { actingParty } from '../../../platform/audit'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import * as ops from './operations'
import type { FeeConfig } from '../fees/state'
import { businessOf, feesActorId, modeOf, type WaasContext } from '../context'
import { earnings } from '../queries'
import { human, platformFeeAmount } from '../views'

const feeView = (c: FeeConfig) => ({ fee_percent: c.feePercent, is_enabled: c.isEnabled, fee_addresses: c.feeAddresses })

export function feeMethods(waas: WaasContext): Record<string, MethodHandler> {
  return methodTable(
    implement(ops.getFees, async (_input, caller) => feeView(await waas.fees(feesActorId(caller), { type: 'get' }))),
    implement(ops.setFees, async (b, caller) => {
      return feeView(
        await waas.fees(feesActorId(caller), {
          type: 'configure',
          businessId: businessOf(caller),
          by: actingParty(caller),
          feePercent: b.fee_percent,
          isEnabled: b.is_enabled,
          ...(b.fee_addresses ? { feeAddresses: b.fee_addresses } : {}),
        }),
      )
    }),
    implement(ops.setFeeAddresses, async ({ addresses }, caller) => {
      const config = await waas.fees(feesActorId(caller), {
        type: 'set_addresses',
        addresses,
        businessId: businessOf(caller),
        by: actingParty(caller),
      })
      return { ...feeView(config), message: 'fee addresses updated' }
    }),
    implement(ops.earnings, async (_input, caller) => {
      const e = await earnings(waas.payments.sql, businessOf(caller), modeOf(caller))
      return {
        total_fees_by_currency: e.totals.map((r) => ({
          currency: r.currency,
          network: r.network,
          total_amount: r.total,
          total_amount_decimal: human(storedNetwork(r.network), r.currency, BigInt(r.total)),
          count: Number(r.count),
        })),
        recent_fees: e.recent.map(({ customerId, tx }) => {
          const fee = present(tx.fee, `the platform fee of ${tx.txHash}`)
          return {
            customer_id: customerId,
            network: tx.network,
            currency: tx.currency,
            ...platformFeeAmount(tx),
            fee_percent: fee.percent,
            fee_address: fee.address,
            fee_tx_hash: fee.txHash,
            transfer_tx_hash: tx.txHash,
            collected_at: new Date(present(fee.settledAtMs, `the settlement time of the fee of ${tx.txHash}`)).toISOString(),
          }
        }),
        total_transfers: e.totalTransfers,
      }
    }),
  )
}
