/**
 * Derived addresses: derive (in a worker, optionally monitored for deposit
 * webhooks), the per-customer list with balances (the wallet's ledger, or
 * live reads with refresh=true), and the search across all customers.
 */
import { DECIMALS, NATIVE_CURRENCY } from '../../../chains/assets'
import { NETWORKS, type Network } from '../../../chains/networks'
import { PlatformError, RejectionError, reject } from '../../../platform/errors'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import * as ops from './operations'
import { present } from '../../../platform/present'
import { businessOf, modeOf, walletActorId, type WaasContext } from '../context'
import { currencyOf, networkOf } from '../inputs'
import { searchAddresses } from '../queries'
import type { ActiveWallet, AddressEntry } from '../state'
import { addressView, balanceOf, type Balance } from '../views'

export function addressMethods(waas: WaasContext): Record<string, MethodHandler> {
  /** Live balances of every currency the network's adapter knows; null when no live endpoint is configured. */
  const liveBalances = async (a: AddressEntry, sandbox: boolean): Promise<Balance[] | null> => {
    const adapter = waas.chains.adapter(a.network, sandbox)
    if (!adapter) return null
    const evm = sandbox ? null : waas.chains.evm(a.network)
    const currencies = sandbox
      ? Object.keys(DECIMALS[a.network]).filter((c) => !(a.network === 'POL' && c === 'MATIC'))
      : [NATIVE_CURRENCY[a.network], ...Object.keys(evm?.tokens ?? {})]
    try {
      return await Promise.all(currencies.map(async (c) => balanceOf(a, c, await adapter.balance(a.address, c))))
    } catch (error) {
      throw new PlatformError('balance_unavailable', `${a.network} balance read failed`, { temporary: true, cause: error })
    }
  }

  return methodTable(
    implement(ops.derive, async (b, caller) => {
      const network = networkOf(b.network)
      await waas.merchant(businessOf(caller), { type: 'check_active' })
      const id = walletActorId(caller, b.customerID)
      const w = await waas.wallet(id, { type: 'get' })
      const [derived] = await waas.chains.pool.deriveAddresses(w.id, w.envelope, [{ network, index: b.index, isTestnet: b.is_testnet }])
      if (!derived) throw new Error(`no address derived on ${network} at index ${b.index}`)
      if (b.enable_monitoring) {
        // Watch first: an address the wallet calls monitored must really be watched.
        await waas.chains.monitor(network, derived.address, caller.isTestMode, { kind: 'wallet', id }).catch((error: unknown) => {
          throw new RejectionError(
            reject(
              'NETWORK_UNAVAILABLE',
              `deposits on ${network} cannot be monitored: ${error instanceof Error ? error.message : String(error)}`,
            ),
          )
        })
      }
      const next = await waas.wallet(id, {
        type: 'add_address',
        address: {
          network,
          index: b.index,
          isTestnet: b.is_testnet,
          address: derived.address,
          derivationPath: derived.derivationPath,
          monitored: b.enable_monitoring,
        },
      })
      // By address: a testnet twin of an account-chain address is the entry already there.
      const entry = present(
        next.addresses.find((a) => a.network === network && a.address === derived.address),
        `the derived address ${derived.address}`,
      )
      return {
        customer_id: w.customerId,
        network,
        address: entry.address,
        index: entry.index,
        derivation_path: entry.derivationPath,
        is_testnet: entry.isTestnet,
        monitored: entry.monitored,
      }
    }),
    implement(ops.addresses, async (b, caller) => {
      const w = await waas.wallet(walletActorId(caller, b.customerID), { type: 'get' })
      // One address at a time: a UTXO node runs one scantxoutset at once and refuses a second.
      const addresses: Array<ReturnType<typeof addressView> & { balances_source?: string }> = []
      for (const a of w.addresses) {
        const live = b.refresh ? await liveBalances(a, caller.isTestMode) : null
        addresses.push({ ...addressView(w, a, live ?? undefined), ...(b.refresh ? { balances_source: live ? 'chain' : 'ledger' } : {}) })
      }
      return { customer_id: w.customerId, addresses, total: addresses.length }
    }),
    implement(ops.searchAddresses, async (q, caller) => {
      let networks: Network[] | null = q.network ? [networkOf(q.network)] : null
      if (q.currency) {
        const currency = q.currency.toUpperCase()
        networks = (networks ?? [...NETWORKS]).filter((n) => DECIMALS[n][currency] !== undefined)
        if (networks.length === 0)
          throw new RejectionError(
            reject('INVALID_CURRENCY', `${q.currency} is not supported${q.network ? ` on ${q.network}` : ''}`, 'currency'),
          )
        if (q.network) currencyOf(networkOf(q.network), currency)
      }
      const found = await searchAddresses(waas.payments.sql, {
        businessId: businessOf(caller),
        mode: modeOf(caller),
        networks,
        search: q.search ?? '',
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      })
      const view = (w: ActiveWallet, seq: number) => {
        const entry = addressView(
          w,
          present(
            w.addresses.find((a) => a.seq === seq),
            `address ${seq} of wallet ${w.id}`,
          ),
        )
        const currency = q.currency?.toUpperCase()
        const balances = currency ? [entry.balances.find((x) => x.currency === currency) ?? balanceOf(entry, currency, 0n)] : entry.balances
        return { customer_id: w.customerId, wallet_id: w.walletId, ...entry, balances }
      }
      return { addresses: found.rows.map((r) => view(r.wallet, r.seq)), total: found.total, page: q.page, limit: q.limit }
    }),
  )
}
