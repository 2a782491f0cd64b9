/**
 * The deposit watcher, one loop per network and mode (sandbox or live):
 *  1. new transfers to monitored addresses since the persisted cursor go to
 *     their deposit actors, and only then does the cursor move, so a crash
 *     repeats (harmlessly: deposits are idempotent) but never misses;
 *  2. deposits still `detected` are re-checked until they confirm, fail or
 *     vanish (a reorg), which reverses them.
 */
import type { Sql } from 'postgres'
import type { ActorHost } from '../../actors/runtime/host'
import { decodeJson } from '../../platform/json'
import type { ChainAdapter } from '../adapter'
import type { Network } from '../networks'
import { depositId, type DepositState, type Owner } from './deposit_actor'

export class DepositWatcher {
  constructor(
    private readonly sql: Sql,
    private readonly host: ActorHost,
    private readonly adapter: ChainAdapter,
    readonly sandbox: boolean,
  ) {}

  get network(): Network {
    return this.adapter.network
  }

  async monitor(address: string, owner: Owner): Promise<void> {
    await this.sql`INSERT INTO monitored_addresses (network, address, sandbox, owner_kind, owner_id)
      VALUES (${this.network}, ${address}, ${this.sandbox}, ${owner.kind}, ${owner.id}) ON CONFLICT DO NOTHING`
  }

  /** One round: new transfers, then open deposits. Returns how many observations were delivered. */
  async pollOnce(): Promise<number> {
    const rows = await this.sql<{ address: string; owner_kind: string; owner_id: string }[]>`
      SELECT address, owner_kind, owner_id FROM monitored_addresses WHERE network = ${this.network} AND sandbox = ${this.sandbox}`
    const owners = new Map(rows.map((r) => [r.address, { kind: r.owner_kind, id: r.owner_id }]))
    let delivered = 0
    if (owners.size > 0) {
      const [cursorRow] = await this.sql<{ cursor: string }[]>`SELECT cursor FROM chain_cursors WHERE network = ${this.network} AND sandbox = ${this.sandbox}`
      const page = await this.adapter.depositsSince([...owners.keys()], cursorRow?.cursor ?? null)
      for (const transfer of page.transfers) {
        const owner = owners.get(transfer.toAddress)
        if (!owner) continue
        await this.observe(transfer.txHash, transfer.toAddress, { type: 'observe', transfer, owner, sandbox: this.sandbox })
        delivered++
      }
      await this.sql`INSERT INTO chain_cursors (network, sandbox, cursor) VALUES (${this.network}, ${this.sandbox}, ${page.cursor})
        ON CONFLICT (network, sandbox) DO UPDATE SET cursor = EXCLUDED.cursor`
    }
    const open = await this.sql<{ state: string }[]>`
      SELECT state::text FROM actor_state WHERE kind = 'deposit' AND state->>'network' = ${this.network} AND state->>'status' = 'detected'
        AND (state->>'sandbox')::boolean = ${this.sandbox} LIMIT 1000`
    for (const row of open) {
      const deposit = decodeJson<Exclude<DepositState, { status: 'new' }>>(row.state)
      const transfer = await this.adapter.transaction(deposit.txHash)
      if (!transfer) await this.observe(deposit.txHash, deposit.address, { type: 'vanished' })
      else if (transfer.status !== 'detected' || transfer.confirmations !== deposit.confirmations) {
        await this.observe(deposit.txHash, deposit.address, { type: 'observe', transfer, owner: deposit.owner, sandbox: this.sandbox })
      }
      delivered++
    }
    return delivered
  }

  private async observe(txHash: string, address: string, command: unknown): Promise<void> {
    const result = await this.host.ask({ kind: 'deposit', id: depositId(this.network, txHash, address) }, command)
    if (!result.ok) throw new Error(`deposit actor refused: ${result.rejection.code}`)
  }
}
