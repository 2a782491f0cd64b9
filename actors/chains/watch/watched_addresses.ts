/**
 * The monitored_addresses rows of one network and mode, asked by what a round found on chain: `match` is one indexed
 * query over the recipients (network, sandbox, address_key), so its cost follows the chain's activity, not the
 * table's size. Owners of the matched addresses are kept for the round that asked.
 */
import type { Sql, TransactionSql } from 'postgres'
import type { WatchedAddresses } from '../../../chains/watched'
import type { Network } from '../../../chains/networks'

export interface Owner {
  readonly kind: string
  readonly id: string
}

interface Row {
  readonly address: string
  readonly owner_kind: string
  readonly owner_id: string
}

/** Answers at most this many recipients per query (a block of a busy chain holds thousands). */
const MATCH_CHUNK = 5_000

export class MonitoredAddresses implements WatchedAddresses {
  private readonly owners = new Map<string, Owner>()
  private someWatched = false
  /** Whether `list` was asked this round: a per-account adapter read a list that may have grown since (see scanNew). */
  listed: ReadonlySet<string> | undefined

  constructor(
    private readonly sql: Sql | TransactionSql,
    private readonly network: Network,
    private readonly sandbox: boolean,
    readonly key: (address: string) => string,
  ) {}

  async match(recipients: Iterable<string>): Promise<ReadonlyMap<string, string>> {
    const byKey = new Map<string, string[]>()
    for (const r of recipients) {
      const k = this.key(r)
      const spellings = byKey.get(k)
      if (spellings === undefined) byKey.set(k, [r])
      else if (!spellings.includes(r)) spellings.push(r)
    }
    const found = new Map<string, string>()
    const keys = [...byKey.keys()]
    for (let i = 0; i < keys.length; i += MATCH_CHUNK) {
      const rows = await this.sql<(Row & { address_key: string })[]>`
        SELECT address, address_key, owner_kind, owner_id FROM monitored_addresses
        WHERE network = ${this.network} AND sandbox = ${this.sandbox} AND address_key = ANY(${keys.slice(i, i + MATCH_CHUNK)}::text[])
        ORDER BY created_at, address`
      for (const row of rows) {
        this.owners.set(row.address, { kind: row.owner_kind, id: row.owner_id })
        // Two spellings of one address registered apart: the first registration answers for both.
        for (const spelling of byKey.get(row.address_key) ?? []) if (!found.has(spelling)) found.set(spelling, row.address)
      }
    }
    return found
  }

  async list(): Promise<readonly string[]> {
    const rows = await this.all()
    this.listed = new Set(rows.map((r) => r.address))
    return rows.map((r) => r.address)
  }

  /** The addresses registered since `list` was asked this round (empty when it was not). */
  async joinedSinceListed(): Promise<string[]> {
    if (this.listed === undefined) return []
    const before = this.listed
    return (await this.all()).map((r) => r.address).filter((a) => !before.has(a))
  }

  ownerOf(address: string): Owner | undefined {
    return this.owners.get(address)
  }

  /**
   * Whether anything is watched at all. Rows are never removed, so once there is one the answer stays yes. The probe
   * walks the primary key in its order: a plain `LIMIT 1` let the planner pick a sequential scan, which for a network
   * nobody watches read every row of every other network (two million: 0.2 s, every round of every idle watcher).
   */
  async any(): Promise<boolean> {
    if (this.someWatched) return true
    const [row] = await this.sql`SELECT 1 FROM monitored_addresses WHERE network = ${this.network} AND sandbox = ${this.sandbox}
      ORDER BY network, sandbox, address LIMIT 1`
    this.someWatched = row !== undefined
    return this.someWatched
  }

  /** Forgets the round's owners and list. */
  reset(): void {
    this.owners.clear()
    this.listed = undefined
  }

  private async all(): Promise<Row[]> {
    const rows = await this.sql<Row[]>`
      SELECT address, owner_kind, owner_id FROM monitored_addresses WHERE network = ${this.network} AND sandbox = ${this.sandbox}`
    for (const row of rows) this.owners.set(row.address, { kind: row.owner_kind, id: row.owner_id })
    return rows
  }
}
