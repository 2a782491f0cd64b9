/**
 * Whether a sandbox address was issued to a merchant. The sandbox credits
 * only those (actors/sandbox/module.ts): any test key could otherwise pay
 * another merchant's checkout session, or fund its balance or its customers'
 * wallets. Issued means one of:
 *  - watched by the deposit watcher (monitored_addresses, sandbox rows), its
 *    owner naming the merchant: an actor whose state holds the businessId
 *    (a checkout session, a customer wallet, a merchant balance), or the
 *    treasury, whose owner id is the business itself; a session of the
 *    platform's billing account (a plan's crypto checkout) is issued to the
 *    merchant buying the plan, whom the platform wrote into its metadata;
 *  - derived into one of the merchant's test customer wallets without
 *    monitoring: no watcher row, but the wallet's read model lists it.
 * The owner is read where each product wrote it, so no second copy can drift
 * and rows from before this check need nothing backfilled.
 */
import type { Sql } from 'postgres'
import type { Network } from '../../chains/networks'
import { parseTreasuryOwner } from '../treasury'
import { PLATFORM_BILLING } from '../checkout'
import { BoundedSet } from '../../platform/bounded'

/** A watched address's owner, with the businessId its actor's state holds (null when the owner is no actor with one). */
export interface Watched {
  readonly ownerKind: string
  readonly ownerId: string
  readonly actorBusinessId: string | null
  /** The buyer a platform billing session's metadata names (set by the platform, never by a caller); null otherwise. */
  readonly buyerBusinessId?: string | null
}

/**
 * The merchant a watched address was issued to, or null. Owner kinds and where they are registered:
 * checkout (actors/checkout/api/methods_public.ts), wallet (actors/wallets/api/methods_addresses.ts), balance
 * (actors/balance/topups.ts), treasury (actors/treasury/context.ts). `caas_user` (and any kind not listed) is
 * nobody's here: CaaS users are funded through CaaS's own /sandbox/fund, never by a payments key.
 */
export function watchedBy(w: Watched): string | null {
  switch (w.ownerKind) {
    case 'checkout':
      return w.actorBusinessId === PLATFORM_BILLING ? (w.buyerBusinessId ?? null) : w.actorBusinessId
    case 'wallet':
    case 'balance':
      return w.actorBusinessId
    case 'treasury':
      return parseTreasuryOwner(w.ownerId).businessId
    default:
      return null
  }
}

async function issuedTo(sql: Sql, businessId: string, network: Network, address: string): Promise<boolean> {
  // Left on actor_state (test/architecture/actor_state_queries.test.ts): the owner is one row found by its primary key
  // from the watcher's row, and the JSON path only reads two fields of it; nothing is filtered or listed by them.
  const [row] = await sql<{ owner_kind: string; owner_id: string; business_id: string | null; buyer: string | null }[]>`
    SELECT m.owner_kind, m.owner_id, a.state->>'businessId' AS business_id, a.state->'metadata'->>'business_id' AS buyer
    FROM monitored_addresses m LEFT JOIN actor_state a ON a.kind = m.owner_kind AND a.id = m.owner_id
    WHERE m.network = ${network} AND m.sandbox AND m.address = ${address}`
  // A watched address has one owner (the table's key): its answer is final, whatever wallets list.
  if (row) {
    const watched = { ownerKind: row.owner_kind, ownerId: row.owner_id, actorBusinessId: row.business_id, buyerBusinessId: row.buyer }
    return watchedBy(watched) === businessId
  }
  return derivedInTestWallet(sql, businessId, network, address)
}

/** A customer wallet of the merchant's test environment lists the address (the wallets' read model, index wallet_addresses_address). */
async function derivedInTestWallet(sql: Sql, businessId: string, network: Network, address: string): Promise<boolean> {
  const [row] = await sql<{ found: boolean }[]>`
    SELECT EXISTS (
      SELECT 1 FROM wallet_addresses
      WHERE network = ${network} AND address = ${address} AND business_id = ${businessId} AND mode = 'test'
    ) AS found`
  return row!.found
}

/** Yes answers kept: far more than the addresses a sandbox integration tops up at once. */
const KEPT = 10_000

/**
 * issuedTo with its yes answers kept: an issued address keeps its owner (the watcher's key) and an owner its merchant,
 * so a yes is final, and a merchant topping up the same addresses again (a test suite, the balance bench) costs no
 * second look at the owner's state. A no is asked again each time: the address may be issued a moment later.
 */
export class IssuedAddresses {
  private readonly yes = new BoundedSet<string>(KEPT)

  constructor(private readonly sql: Sql) {}

  async issuedTo(businessId: string, network: Network, address: string): Promise<boolean> {
    const key = `${businessId}\u0000${network}\u0000${address}`
    if (this.yes.has(key)) return true
    if (!(await issuedTo(this.sql, businessId, network, address))) return false
    this.yes.add(key)
    return true
  }
}
