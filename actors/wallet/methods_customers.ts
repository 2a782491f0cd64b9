/**
 * Customer wallets: create (plan cap, 409 on a duplicate, mnemonic sealed
 * in a worker and shown once), list and search, and the two permitted
 * secret endpoints (seed, export-key), which decrypt only inside a worker.
 */
import { randomUUID } from 'node:crypto'
import { RejectionError, reject } from '../../platform/errors'
import type { MethodHandler } from '../../platform/module'
import { businessOf, modeOf, walletActorId, type WaasContext } from './context'
import { networkOf } from './inputs'
import { listWallets } from './queries'
import { walletView } from './views'

export function customerMethods(waas: WaasContext): Record<string, MethodHandler> {
  const { sql } = waas.payments
  return {
    'waas.createCustomer': async (body, caller) => {
      const b = body as { customer_id: string; word_count?: unknown }
      const wordCount = b.word_count ?? 12
      if (wordCount !== 12 && wordCount !== 24) throw new RejectionError(reject('INVALID_WORD_COUNT', 'invalid word count: must be 12 or 24', 'word_count'))
      const businessId = businessOf(caller)
      const id = walletActorId(caller, b.customer_id)
      const existing = await waas.payments.host.ask({ kind: 'wallet', id }, { type: 'get' })
      if (existing.ok) throw new RejectionError(reject('WALLET_EXISTS', 'customer already has a wallet'))
      // The plan check and the slot count are one merchant decision; each attempt has its own op id, so a failed one gives its slot back.
      const opId = `wallet:${id}:${randomUUID()}`
      await waas.merchant(businessId, { type: 'reserve_wallet', opId })
      try {
        const [row] = await sql<{ id: string }[]>`SELECT nextval('waas_wallet_ids')::text AS id`
        let sealed: { envelope: string; words: string[] }
        try {
          sealed = await waas.chains.pool.generateWallet(id, wordCount)
        } catch {
          throw new RejectionError(reject('WALLET_CREATION_FAILED', 'failed to create the wallet'))
        }
        const wallet = await waas.wallet(id, { type: 'create', businessId, customerId: b.customer_id, mode: modeOf(caller), walletId: Number(row!.id), envelope: sealed.envelope, wordCount })
        return { ...walletView(wallet), mnemonic: sealed.words }
      } catch (error) {
        await waas.merchant(businessId, { type: 'release_wallet', opId }).catch(() => undefined)
        throw error
      }
    },
    'waas.listCustomers': async (body, caller) => {
      const q = body as { page: number; limit: number; search?: string }
      const listed = await listWallets(sql, businessOf(caller), modeOf(caller), q.search ?? '', q.limit, (q.page - 1) * q.limit)
      return { customers: listed.customers, total: listed.total, page: q.page, limit: q.limit }
    },
    'waas.seed': async (body, caller) => {
      const w = await waas.wallet(walletActorId(caller, (body as { customerID: string }).customerID), { type: 'get' })
      const mnemonic = await waas.chains.pool.revealMnemonic(w.id, w.envelope)
      return { customer_id: w.customerId, mnemonic, word_count: mnemonic.length }
    },
    'waas.exportKey': async (body, caller) => {
      const b = body as { customerID: string; network: string; index: number; is_testnet?: boolean }
      const network = networkOf(b.network)
      const w = await waas.wallet(walletActorId(caller, b.customerID), { type: 'get' })
      // The key of an address already derived (with its testnet flag), else of the path the body names.
      const known = w.addresses.find((a) => a.network === network && a.index === b.index && (b.is_testnet === undefined || a.isTestnet === b.is_testnet))
      const request = { network, index: b.index, isTestnet: known?.isTestnet ?? b.is_testnet ?? false }
      const [derived] = known ? [known] : await waas.chains.pool.deriveAddresses(w.id, w.envelope, [request])
      const privateKey = await waas.chains.pool.exportKey(w.id, w.envelope, request)
      return { address: derived!.address, private_key: privateKey, network, index: b.index, derivation_path: derived!.derivationPath }
    },
  }
}
