/**
 * Customer wallets: create (create_customer.ts), list and search, and the two permitted
 * secret endpoints (seed, export-key), which decrypt only inside a worker.
 */
import { actingParty } from '../../../platform/audit'
import { recordAuditNow } from '../../accounts'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import * as ops from './operations'
import { businessOf, modeOf, walletActorId, type WaasContext } from '../context'
import { createCustomerMethod } from '../create_customer'
import { networkOf } from '../inputs'
import { listWallets } from '../queries'

export function customerMethods(waas: WaasContext): Record<string, MethodHandler> {
  const { sql } = waas.payments
  return methodTable(
    createCustomerMethod(waas),
    implement(ops.listCustomers, async (q, caller) => {
      const listed = await listWallets(sql, businessOf(caller), modeOf(caller), q.search ?? '', q.limit, (q.page - 1) * q.limit)
      return { customers: listed.customers, total: listed.total, page: q.page, limit: q.limit }
    }),
    implement(ops.seed, async ({ customerID }, caller) => {
      const w = await waas.wallet(walletActorId(caller, customerID), { type: 'get' })
      // On record before the secret leaves: a reveal whose entry cannot be written does not happen.
      await recordAuditNow(
        sql,
        {
          businessId: businessOf(caller),
          action: 'wallet.seed_revealed',
          by: actingParty(caller),
          // The wallet's id: a test and a live wallet may share a customer id.
          target: { type: 'customer_wallet', id: w.id },
          changes: { customer_id: w.customerId, mode: modeOf(caller) },
        },
        waas.payments.clock.nowMs(),
      )
      const mnemonic = await waas.chains.pool.revealMnemonic(w.id, w.envelope)
      return { customer_id: w.customerId, mnemonic, word_count: mnemonic.length }
    }),
    implement(ops.exportKey, async (b, caller) => {
      const network = networkOf(b.network)
      const w = await waas.wallet(walletActorId(caller, b.customerID), { type: 'get' })
      // The key of an address already derived (with its testnet flag), else of the path the body names.
      const known = w.addresses.find(
        (a) => a.network === network && a.index === b.index && (b.is_testnet === undefined || a.isTestnet === b.is_testnet),
      )
      const request = { network, index: b.index, isTestnet: known?.isTestnet ?? b.is_testnet ?? false }
      const [derived] = known ? [known] : await waas.chains.pool.deriveAddresses(w.id, w.envelope, [request])
      if (!derived) throw new Error(`no address derived on ${network} at index ${b.index}`)
      await recordAuditNow(
        sql,
        {
          businessId: businessOf(caller),
          action: 'wallet.key_exported',
          by: actingParty(caller),
          target: { type: 'customer_wallet', id: w.id },
          changes: {
            customer_id: w.customerId,
            mode: modeOf(caller),
            network,
            index: b.index,
            address: derived.address,
            derivation_path: derived.derivationPath,
          },
        },
        waas.payments.clock.nowMs(),
      )
      const privateKey = await waas.chains.pool.exportKey(w.id, w.envelope, request)
      return { address: derived.address, private_key: privateKey, network, index: b.index, derivation_path: derived.derivationPath }
    }),
  )
}
