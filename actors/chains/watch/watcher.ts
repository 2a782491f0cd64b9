/**
 * The deposit watcher, one loop per network and mode (sandbox or live):
 *  1. new transfers to monitored addresses since the persisted cursor go to
 *     their deposit actors, and only then does the cursor move, so a crash
 *     repeats (harmlessly: deposit ids come from the chain, so a repeat
 *     reaches the same actor) but never misses; an address registered while
 *     a round reads the chain is read again from the same cursor (scanNew);
 *  2. deposits still `detected` are re-checked until they confirm, fail or
 *     vanish (a reorg), which reverses them after VANISHED_ROUNDS_TO_REVERSE
 *     rounds; a node that cannot answer (timeout, 5xx) makes the adapter
 *     throw, and the deposit is simply checked again next round;
 *  3. deposits reversed within the last REVERSED_RECHECK_MS are looked up
 *     again: a transaction mined again soon after a reorg lands at a height
 *     the cursor has already passed, so step 1 would never see it.
 */
import { depositKind, depositRef } from '../deposit/decide'
import type { Sql } from 'postgres'
import type { ActorHost } from '../../runtime/host'
import { systemClock, type Clock } from '../../../platform/clock'
import type { ChainAdapter, IncomingTransfer } from '../../../chains/adapter'
import type { Network } from '../../../chains/networks'
import { depositId } from '../deposit/decide'
import type { DepositCommand } from '../deposit/commands'
import type { DepositState } from '../deposit/state'
import { writtenState } from '../../runtime/stored_state'

/** After this long a re-mined transaction is above the cursor, where step 1 finds it: no need to keep looking it up. */
const REVERSED_RECHECK_MS = 60 * 60_000
/** A node failing this many look-ups in a row is down: stop the round instead of waiting out a timeout per deposit. */
const FAILURES_IN_A_ROW_MAX = 5

type Deposit = Exclude<DepositState, { status: 'new' }>

export class DepositWatcher {
  constructor(
    private readonly sql: Sql,
    private readonly host: ActorHost,
    private readonly adapter: ChainAdapter,
    readonly sandbox: boolean,
    /** The deposit actors' clock (their reversal times are compared with it). */
    private readonly clock: Clock = systemClock,
  ) {}

  get network(): Network {
    return this.adapter.network
  }

  async monitor(address: string, owner: { kind: string; id: string }): Promise<void> {
    await this.sql`INSERT INTO monitored_addresses (network, address, sandbox, owner_kind, owner_id)
      VALUES (${this.network}, ${address}, ${this.sandbox}, ${owner.kind}, ${owner.id}) ON CONFLICT DO NOTHING`
  }

  /** One round: new transfers, then open and recently reversed deposits. Returns how many observations were delivered. */
  async pollOnce(): Promise<number> {
    return (await this.scanNew()) + (await this.recheck())
  }

  private async monitored(): Promise<Map<string, { kind: string; id: string }>> {
    const rows = await this.sql<{ address: string; owner_kind: string; owner_id: string }[]>`
      SELECT address, owner_kind, owner_id FROM monitored_addresses WHERE network = ${this.network} AND sandbox = ${this.sandbox}`
    return new Map(rows.map((r) => [r.address, { kind: r.owner_kind, id: r.owner_id }]))
  }

  private async scanNew(): Promise<number> {
    const before = await this.monitored()
    if (before.size === 0) return 0
    const [cursorRow] = await this.sql<
      { cursor: string }[]
    >`SELECT cursor FROM chain_cursors WHERE network = ${this.network} AND sandbox = ${this.sandbox}`
    const from = cursorRow?.cursor ?? null
    const page = await this.adapter.depositsSince([...before.keys()], from)
    // An address registered while the page was read (after the list above, before the adapter read the tip)
    // can be paid inside the page's range: the list above lacks it, and the cursor is about to pass its payment.
    // It is registered before anyone is shown it, so such a payment was mined after it joined the table: reading
    // the table again after the page finds every such address, and a second read from the same cursor finds its
    // payments. A payment to an address registered later still is mined after the page's tip: the next round's.
    const after = await this.monitored()
    const late = [...after.keys()].filter((a) => !before.has(a))
    const latePage = late.length > 0 ? await this.adapter.depositsSince(late, from) : { transfers: [] }
    let delivered = 0
    for (const transfer of [...page.transfers, ...latePage.transfers]) {
      const owner = after.get(transfer.toAddress)
      if (!owner) continue
      await this.observe(depositId(transfer), { type: 'observe', transfer, owner, sandbox: this.sandbox })
      delivered++
    }
    // The late read may reach past page.cursor; what it found there comes again next round, to the same deposit actor.
    await this.sql`INSERT INTO chain_cursors (network, sandbox, cursor) VALUES (${this.network}, ${this.sandbox}, ${page.cursor})
      ON CONFLICT (network, sandbox) DO UPDATE SET cursor = EXCLUDED.cursor`
    return delivered
  }

  private async recheck(): Promise<number> {
    const open = await this.sql<{ state: string }[]>`
      SELECT a.state::text FROM chain_deposits d JOIN actor_state a ON a.kind = 'deposit' AND a.id = d.id
      WHERE d.network = ${this.network} AND d.status = 'detected' AND d.sandbox = ${this.sandbox} LIMIT 1000`
    const reversed = await this.sql<{ state: string }[]>`
      SELECT a.state::text FROM chain_deposits d JOIN actor_state a ON a.kind = 'deposit' AND a.id = d.id
      WHERE d.network = ${this.network} AND d.status = 'reversed' AND d.sandbox = ${this.sandbox}
        AND d.settled_at_ms > ${this.clock.nowMs() - REVERSED_RECHECK_MS} LIMIT 100`
    let delivered = 0
    let failuresInARow = 0
    let firstFailure: unknown
    // Several deposits may share a transaction (two outputs to one address): one look-up each round, one answer for all.
    const lookups = new Map<string, Promise<IncomingTransfer | null>>()
    const lookUp = (txHash: string) => lookups.get(txHash) ?? lookups.set(txHash, this.adapter.transaction(txHash)).get(txHash)!
    for (const row of [...open, ...reversed]) {
      try {
        delivered += await this.recheckOne(writtenState(depositKind, row.state), lookUp)
        failuresInARow = 0
      } catch (error) {
        // One deposit's failure must not starve the others; the round still reports it, and the next one retries.
        firstFailure ??= error
        if (++failuresInARow >= FAILURES_IN_A_ROW_MAX) break
      }
    }
    if (firstFailure !== undefined) throw firstFailure
    return delivered
  }

  private async recheckOne(deposit: Deposit, lookUp: (txHash: string) => Promise<IncomingTransfer | null>): Promise<number> {
    // Throws when the node cannot say (timeout, 5xx, refused): that is no evidence the transaction left the chain.
    const transfer = await lookUp(deposit.txHash)
    if (!transfer) {
      if (deposit.status !== 'detected') return 0
      await this.observe(deposit.id, { type: 'vanished' })
      return 1
    }
    // A reversed deposit found again is a new sighting; a detected one only needs news (settled, deeper, back after a miss).
    const news =
      deposit.status === 'reversed' ||
      transfer.status !== 'detected' ||
      transfer.confirmations !== deposit.confirmations ||
      (deposit.missedRounds ?? 0) > 0
    if (news) await this.observe(deposit.id, { type: 'observe', transfer, owner: deposit.owner, sandbox: this.sandbox })
    return 1
  }

  private async observe(id: string, command: DepositCommand): Promise<void> {
    const result = await this.host.ask(depositRef(id), command)
    if (!result.ok) throw new Error(`deposit actor refused: ${result.rejection.code}`)
  }
}
