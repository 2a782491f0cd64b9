/**
 * Reconciliation: every ledger account that mirrors chain funds (the custody
 * accounts of accounts.ts, the balance's top-up clearing) against the chain.
 * The chain side of an account is the sum of what the addresses of its class
 * on its network hold (monitored_addresses: the owner kind names the class),
 * read through the adapters (sandbox ledger for test, the node for live).
 * A row for every account, and for every class, network and currency where
 * the chain holds something the ledger has no account for; `difference` is
 * chain minus ledger in the chain's base units.
 */
import { DECIMALS, NATIVE_CURRENCY } from '../../chains/assets'
import { isNetwork, type Network } from '../../chains/networks'
import { custodyAccount, parseCustody, toChainUnits, type AddressClass } from './accounts'
import type { TreasuryContext } from './context'

const CLASS_OF_OWNER: Readonly<Record<string, AddressClass>> = { checkout: 'session', treasury: 'treasury', balance: 'topup' }

export interface ReconciliationRow {
  readonly accountId: string
  readonly addressClass: AddressClass
  readonly network: Network
  readonly currency: string
  readonly addresses: number
  /** Chain base units. */
  readonly ledger: bigint
  readonly chain: bigint | null
  readonly difference: bigint | null
  readonly status: 'ok' | 'difference' | 'unreadable'
  readonly error?: string
}

/** Posted debits minus posted credits (a custody account is debit-normal), by account id. */
async function ledgerBalances(c: TreasuryContext, isTest: boolean): Promise<Map<string, bigint>> {
  const env = isTest ? 'test' : 'live'
  const rows = await c.payments.sql<{ id: string; net: string }[]>`
    SELECT id, (debits_posted - credits_posted)::text AS net FROM ledger_accounts
    WHERE (id LIKE 'custody:%' OR id LIKE 'clearing:%') AND id LIKE ${'%:' + env}`
  return new Map(rows.map((r) => [r.id, BigInt(r.net)]))
}

/** One class's addresses on one network, keyed `class:network`. */
interface ClassAddresses {
  readonly cls: AddressClass
  readonly network: Network
  readonly addresses: string[]
}

async function addressesByClass(c: TreasuryContext, isTest: boolean): Promise<Map<string, ClassAddresses>> {
  const rows = await c.payments.sql<{ network: string; address: string; owner_kind: string }[]>`
    SELECT network, address, owner_kind FROM monitored_addresses WHERE sandbox = ${isTest} AND owner_kind = ANY(${Object.keys(CLASS_OF_OWNER)})`
  const out = new Map<string, ClassAddresses>()
  for (const r of rows) {
    const cls = CLASS_OF_OWNER[r.owner_kind]
    if (cls === undefined || !isNetwork(r.network)) continue
    const key = `${cls}:${r.network}`
    const entry = out.get(key) ?? { cls, network: r.network, addresses: [] }
    entry.addresses.push(r.address)
    out.set(key, entry)
  }
  return out
}

/** What the chain may hold for a network: its native coin and the tokens the adapter can read. */
function currenciesOf(c: TreasuryContext, network: Network, isTest: boolean): string[] {
  const evm = isTest ? null : c.chains.evm(network)
  const all = Object.keys(DECIMALS[network]).filter((x) => !(network === 'POL' && x === 'MATIC'))
  return evm ? [NATIVE_CURRENCY[network], ...Object.keys(evm.tokens)] : all
}

export async function reconcile(c: TreasuryContext, isTest: boolean): Promise<ReconciliationRow[]> {
  const [ledger, addresses] = await Promise.all([ledgerBalances(c, isTest), addressesByClass(c, isTest)])
  const keys = new Map<string, { readonly cls: AddressClass; readonly network: Network; readonly currency: string }>()
  const add = (cls: AddressClass, network: Network, currency: string) =>
    keys.set(`${cls}:${network}:${currency}`, { cls, network, currency })
  for (const id of ledger.keys()) {
    const p = parseCustody(id)
    if (p && isNetwork(p.network)) add(p.cls, p.network, p.currency)
  }
  for (const { cls, network, addresses: list } of addresses.values()) {
    if (list.length > 0) for (const cur of currenciesOf(c, network, isTest)) add(cls, network, cur)
  }
  const rows: ReconciliationRow[] = []
  for (const [, { cls, network, currency }] of [...keys].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (cls === 'topup' && currency !== NATIVE_CURRENCY[network] && !['USDT', 'USDC'].includes(currency)) continue
    const accountId = custodyAccount(cls, network, currency, isTest).id
    const booked = toChainUnits(network, currency, ledger.get(accountId) ?? 0n)
    const list = addresses.get(`${cls}:${network}`)?.addresses ?? []
    const row = { accountId, addressClass: cls, network, currency, addresses: list.length, ledger: booked }
    const adapter = c.chains.adapter(network, isTest)
    try {
      if (!adapter) throw new Error(`no ${network} endpoint is configured`)
      let chain = 0n
      for (const a of list) chain += await adapter.balance(a, currency)
      if (chain === 0n && booked === 0n && !ledger.has(accountId)) continue
      const difference = chain - booked
      rows.push({ ...row, chain, difference, status: difference === 0n ? 'ok' : 'difference' })
    } catch (error) {
      rows.push({
        ...row,
        chain: null,
        difference: null,
        status: 'unreadable',
        error: error instanceof Error ? error.message : String(error),
      })
    }
  }
  return rows
}
