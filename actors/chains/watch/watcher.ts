/**
 * The deposit watcher, one loop per network and mode (sandbox or live):
 *  1. new transfers to monitored addresses since the persisted cursor go to
 *     their deposit actors, and only then does the cursor move, so a crash
 *     repeats (harmlessly: deposit ids come from the chain, so a repeat
 *     reaches the same actor) but never misses. The adapter asks the index
 *     which recipients of what it read are monitored (MonitoredAddresses), so
 *     a round costs what the chain carried, not what the table holds. The
 *     deposits of a round are handed over together, HANDOVER_CONCURRENCY at
 *     a time (the actor host commits concurrent asks in one statement);
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
import { watchedList } from '../../../chains/watched'
import { MonitoredAddresses } from './watched_addresses'
import { inBatches } from '../../../platform/in_batches'

/** After this long a re-mined transaction is above the cursor, where step 1 finds it: no need to keep looking it up. */
const REVERSED_RECHECK_MS = 60 * 60_000
/** A node failing this many look-ups in a row is down: stop the round instead of waiting out a timeout per deposit. */
const FAILURES_IN_A_ROW_MAX = 5
/** Deposit actors asked at once when a round hands its deposits over (each is its own actor: no order between them). */
const HANDOVER_CONCURRENCY = 256
/** BCH rows registered before address keys existed get theirs in batches of this many (migration 033). */
const KEY_BACKFILL_BATCH = 5_000

type Deposit = Exclude<DepositState, { status: 'new' }>

export class DepositWatcher {
  private readonly watched: MonitoredAddresses
  private keysFilled = false
  /** The head the chain had when last asked (headMoved). */
  private lastHead: string | undefined

  constructor(
    private readonly sql: Sql,
    private readonly host: ActorHost,
    private readonly adapter: ChainAdapter,
    readonly sandbox: boolean,
    /** The deposit actors' clock (their reversal times are compared with it). */
    private readonly clock: Clock = systemClock,
  ) {
    this.watched = new MonitoredAddresses(sql, adapter.network, sandbox, adapter.addressKey ?? ((a) => a))
  }

  get network(): Network {
    return this.adapter.network
  }

  /** Whether the chain can say cheaply that it has new blocks (ChainAdapter.head); without it, rounds follow the interval. */
  get followsHead(): boolean {
    return this.adapter.head !== undefined
  }

  /** Whether the chain's head moved since the last ask: a round would find new blocks. */
  async headMoved(): Promise<boolean> {
    if (!this.adapter.head) return false
    const head = await this.adapter.head()
    const moved = head !== this.lastHead
    this.lastHead = head
    return moved
  }

  async monitor(address: string, owner: { kind: string; id: string }): Promise<void> {
    await this.sql`INSERT INTO monitored_addresses (network, address, address_key, sandbox, owner_kind, owner_id)
      VALUES (${this.network}, ${address}, ${this.watched.key(address)}, ${this.sandbox}, ${owner.kind}, ${owner.id})
      ON CONFLICT DO NOTHING`
  }

  /** One round: new transfers, then open and recently reversed deposits. Returns how many observations were delivered. */
  async pollOnce(): Promise<number> {
    return (await this.scanNew()) + (await this.recheck())
  }

  private async scanNew(): Promise<number> {
    if (!this.keysFilled) await this.fillKeys()
    if (!(await this.watched.any())) return 0
    this.watched.reset()
    const [cursorRow] = await this.sql<
      { cursor: string }[]
    >`SELECT cursor FROM chain_cursors WHERE network = ${this.network} AND sandbox = ${this.sandbox}`
    const from = cursorRow?.cursor ?? null
    const page = await this.adapter.depositsSince(this.watched, from)
    // An adapter that matched what it read asked the index after reading it: an address paid in the page was
    // registered before its payment was mined, so before the read, and matched. One that listed every address first
    // (a per-account node) may have missed an address registered while the page was read; a second read from the
    // same cursor finds its payments. A payment to an address registered later still is mined after the page's tip.
    const late = await this.watched.joinedSinceListed()
    const latePage = late.length > 0 ? await this.adapter.depositsSince(watchedList(late, this.watched.key), from) : { transfers: [] }
    const observations = [...page.transfers, ...latePage.transfers].flatMap((transfer) => {
      const owner = this.watched.ownerOf(transfer.toAddress)
      return owner ? [{ id: depositId(transfer), command: { type: 'observe', transfer, owner, sandbox: this.sandbox } as const }] : []
    })
    // Every deposit of the page is with its actor before the cursor moves: a crash here repeats the page, never skips it.
    await inBatches(observations, HANDOVER_CONCURRENCY, (o) => this.observe(o.id, o.command))
    // The late read may reach past page.cursor; what it found there comes again next round, to the same deposit actor.
    await this.sql`INSERT INTO chain_cursors (network, sandbox, cursor) VALUES (${this.network}, ${this.sandbox}, ${page.cursor})
      ON CONFLICT (network, sandbox) DO UPDATE SET cursor = EXCLUDED.cursor`
    return observations.length
  }

  /** Gives rows registered before address keys existed (BCH: migration 033 could not compute them) their key. */
  private async fillKeys(): Promise<void> {
    for (;;) {
      const rows = await this.sql<{ address: string }[]>`
        SELECT address FROM monitored_addresses WHERE network = ${this.network} AND sandbox = ${this.sandbox} AND address_key IS NULL
        LIMIT ${KEY_BACKFILL_BATCH}`
      if (rows.length === 0) break
      const keys = rows.map((r) => this.watched.key(r.address))
      await this.sql`UPDATE monitored_addresses m SET address_key = k.key
        FROM unnest(${rows.map((r) => r.address)}::text[], ${keys}::text[]) AS k(address, key)
        WHERE m.network = ${this.network} AND m.sandbox = ${this.sandbox} AND m.address = k.address`
    }
    this.keysFilled = true
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
