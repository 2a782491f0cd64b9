/**
 * The chain layer as the payments role's products see it: one object per
 * payments process holding the adapter of every network (the sandbox ledger
 * for test keys, the live adapters from configuration), the deposit
 * watchers, and the derivation/signing pool. Checkout, wallets and CaaS ask
 * it to watch an address, to check a network now, and to send.
 */
import type { Sql } from 'postgres'
import type { NetworkAccess } from '../../chains/network_access'
import type { ActorHost } from '../runtime/host'
import type { Clock } from '../../platform/clock'
import type { Logger } from '../../platform/log'
import { createDerivationPool, type DerivationPool } from '../../workers/pool'
import type { ChainAdapter } from '../../chains/adapter'
import type { BchAdapter } from '../../chains/bch/adapter'
import type { EvmAdapter } from '../../chains/evm/adapter'
import { NETWORKS, type Network } from '../../chains/networks'
import { SandboxLedger } from '../../chains/sandbox/ledger'
import type { UtxoAdapter } from '../../chains/utxo/adapter'
import type { TronAdapter } from '../../chains/tron/adapter'
import type { SolanaAdapter } from '../../chains/solana/adapter'
import type { XrpAdapter } from '../../chains/xrp/adapter'
import type { Owner } from './deposit/state'
import { allLive, liveAdapters, type LiveAdapters } from '../../chains/live_adapters'
import { DepositWatcher } from './watch/watcher'
import type { DepositView, OwnTransferTest } from './watch/deposit_router'
import { configEnv, platformNumber } from '../../platform/config_variables'

/** What the chain layer needs of the payments role (a PaymentsContext has it); the layer does not know the products above it. */
export interface ChainsContext {
  readonly sql: Sql
  readonly host: ActorHost
  readonly clock: Clock
  readonly logger: Logger
  readonly masterKey: Buffer
}

const key = (network: Network, sandbox: boolean) => `${network}:${sandbox ? 'sandbox' : 'live'}`

export class ChainService implements NetworkAccess {
  readonly ledger: SandboxLedger
  private readonly live: LiveAdapters
  private readonly liveByNetwork = new Map<Network, ChainAdapter>()
  private readonly watchers = new Map<string, DepositWatcher>()
  /** The round in progress per watcher: rounds of one watcher never overlap, so its cursor only moves forward. */
  private readonly rounds = new Map<string, Promise<void>>()
  /** A round asked for but not started yet, per watcher: later callers share it. */
  private readonly waiting = new Map<string, Promise<void>>()
  private derivation: DerivationPool | undefined
  /** The products' tests for their own moves between platform addresses (deposit_router.ts): any one says so. */
  readonly ownTransfers = new Set<OwnTransferTest>()

  constructor(
    private readonly ctx: ChainsContext,
    env: NodeJS.ProcessEnv = configEnv(),
  ) {
    this.ledger = new SandboxLedger(ctx.sql, () => ctx.clock.nowMs(), platformNumber('SANDBOX_BLOCK_TIME_MS', env))
    this.live = liveAdapters(env)
    for (const adapter of allLive(this.live)) this.liveByNetwork.set(adapter.network, adapter)
    for (const network of NETWORKS) {
      this.watchers.set(key(network, true), new DepositWatcher(ctx.sql, ctx.host, this.ledger.adapter(network), true, ctx.clock))
      const live = this.liveByNetwork.get(network)
      if (live) this.watchers.set(key(network, false), new DepositWatcher(ctx.sql, ctx.host, live, false, ctx.clock))
    }
  }

  /** Which of these deposits are the platform's own moves, by any product's test: the ids. */
  async ownTransfersAmong(deposits: readonly DepositView[]): Promise<Set<string>> {
    const own = new Set<string>()
    for (const test of this.ownTransfers) for (const id of await test(deposits)) own.add(id)
    return own
  }

  /** The derivation and signing pool, started on first use (worker threads cost memory a role without wallets need not pay). */
  get pool(): DerivationPool {
    this.derivation ??= createDerivationPool({ masterKey: this.ctx.masterKey })
    return this.derivation
  }

  /** The adapter for a network in the caller's mode, or null when a live network has no endpoint configured. */
  adapter(network: Network, sandbox: boolean): ChainAdapter | null {
    return sandbox ? this.ledger.adapter(network) : (this.liveByNetwork.get(network) ?? null)
  }

  evm(network: Network): EvmAdapter | null {
    return this.live.evm.get(network) ?? null
  }

  /** BTC and LTC (PSBT signing). BCH is a UTXO node too but signs differently (FORKID): see `bch`. */
  utxo(network: Network): UtxoAdapter | null {
    return this.live.utxo.get(network) ?? null
  }

  bch(network: Network): BchAdapter | null {
    return network === 'BCH' ? this.live.bch : null
  }

  tron(network: Network): TronAdapter | null {
    return network === 'TRX' ? this.live.tron : null
  }

  solana(network: Network): SolanaAdapter | null {
    return network === 'SOL' ? this.live.solana : null
  }

  xrp(network: Network): XrpAdapter | null {
    return network === 'XRP' ? this.live.xrp : null
  }

  /** Follow deposits to `address`; each becomes a deposit actor whose events reach `owner` (see deposit_router). */
  async monitor(network: Network, address: string, sandbox: boolean, owner: Owner): Promise<void> {
    const watcher = this.watchers.get(key(network, sandbox))
    if (!watcher) throw new Error(`no ${sandbox ? 'sandbox' : 'live'} watcher for ${network}: configure ${network}_RPC_URL`)
    await watcher.monitor(address, owner)
  }

  /**
   * One watch round for a network that starts after this call (verify-now), after any round already
   * running. Callers that arrive while a round waits to start share it: fifty customers pressing
   * verify-now cost one more round, not fifty.
   */
  pollNow(network: Network, sandbox: boolean): Promise<void> {
    const k = key(network, sandbox)
    const watcher = this.watchers.get(k)
    if (!watcher) return Promise.resolve()
    const waiting = this.waiting.get(k)
    if (waiting) return waiting
    const previous = this.rounds.get(k) ?? Promise.resolve()
    const round: Promise<void> = previous
      .then(() => {
        if (this.waiting.get(k) === round) this.waiting.delete(k)
        return watcher.pollOnce()
      })
      .then(() => undefined)
    this.waiting.set(k, round)
    const settled = round.catch(() => undefined)
    this.rounds.set(k, settled)
    void settled.then(() => this.rounds.get(k) === settled && this.rounds.delete(k))
    return round
  }

  /**
   * The watchers this host runs now. Each network and mode is watched by one payments host at a time: the host that
   * holds the actor shard of its ref (`deposit_watcher/<network>:<mode>`), so watchers spread over the hosts like
   * actors do and move, with the shard lease, within the lease time when their host dies. The cursor is in Postgres:
   * the next holder goes on from the last page delivered, missing nothing.
   */
  watching(): string[] {
    return [...this.watchers.keys()].filter((k) => this.ctx.host.holds({ kind: 'deposit_watcher', id: k }))
  }

  /**
   * Runs a round of every watcher this host holds each `intervalMs`, and sooner when its chain's head moves: every
   * `headMs` a watcher whose chain can say so cheaply (ChainAdapter.head) is asked, and a new head starts its round at
   * once. A block is then seen within `headMs` instead of waiting out the interval, at one node call per ask, without
   * a full round (its database reads) each time. A watcher whose round (or ask) is still running is skipped until it
   * ends. The check is per watcher, so a slow or hung network delays only its own deposits (its node calls time out,
   * see CHAIN_RPC_TIMEOUT_MS). Returns the stop function. A verify-now (pollNow) runs a round on whichever host it
   * reaches: harmless, as deposits are delivered at least once and deduplicated by their actors.
   */
  startWatching(intervalMs: number, headMs = intervalMs): () => void {
    const lastRound = new Map<string, number>()
    const asking = new Set<string>()
    const round = (k: string, w: DepositWatcher) => {
      lastRound.set(k, performance.now())
      this.pollNow(w.network, w.sandbox).catch((error: unknown) =>
        this.ctx.logger.warn({ err: error, network: w.network, sandbox: w.sandbox }, 'deposit watch round failed'),
      )
    }
    const timer = setInterval(
      () => {
        const held = new Set(this.watching())
        for (const [k, w] of this.watchers) {
          if (!held.has(k) || this.rounds.has(k) || asking.has(k)) continue
          if (performance.now() - (lastRound.get(k) ?? -Infinity) >= intervalMs) round(k, w)
          else if (w.followsHead) {
            asking.add(k)
            w.headMoved()
              .then((moved) => moved && round(k, w))
              // A failed ask waits for the interval's round, which reports the node's failure.
              .catch(() => undefined)
              .finally(() => asking.delete(k))
          }
        }
      },
      Math.min(intervalMs, headMs),
    )
    timer.unref()
    return () => clearInterval(timer)
  }

  async close(): Promise<void> {
    await Promise.all([...this.rounds.values()])
    await this.derivation?.close()
  }
}

const services = new WeakMap<ChainsContext, ChainService>()

/** The chain service of a payments role (one per context, shared by every module). */
export function chainsFor(ctx: ChainsContext): ChainService {
  let service = services.get(ctx)
  if (!service) services.set(ctx, (service = new ChainService(ctx)))
  return service
}
