/**
 * The hub role: one price source, the snapshot book, the gRPC service for
 * gateway nodes, and the debug listener (`{market_data_url}`: /healthz,
 * /metrics, /debug/prices).
 */
import { Registry, collectDefaultMetrics, Counter } from 'prom-client'
import type { Config } from '../platform/config'
import { startDebugListener } from '../platform/debug_http'
import type { Logger } from '../platform/log'
import { loadLinkKeys } from '../platform/secrets/link_keys'
import type { HealthReply } from '../proto/gen/market'
import { LinkVerifier } from '../proto/mux/link_auth'
import { SnapshotBook } from '../hub/book'
import { HubServer, toQuote } from '../hub/grpc_server'
import type { PriceSource } from '../hub/source'
import { SimulatedMarket } from '../hub/source_simulated'
import { ExchangeSource } from '../hub/source_exchange'
import { ReplaySource, readRecording } from '../hub/source_replay'
import { configEnv, platformNumber } from '../platform/config_variables'

/** MARKET_SOURCE = simulated (default) | live (MARKET_LIVE_URL) | replay (MARKET_REPLAY_FILE). */
function sourceFromEnv(env: NodeJS.ProcessEnv): PriceSource {
  switch (env.MARKET_SOURCE ?? 'simulated') {
    case 'live':
      if (!env.MARKET_LIVE_URL) throw new Error('MARKET_SOURCE=live needs MARKET_LIVE_URL (an exchange combined-stream URL)')
      return new ExchangeSource(env.MARKET_LIVE_URL, env.MARKET_QUOTE_ASSET ?? 'USDT')
    case 'replay':
      if (!env.MARKET_REPLAY_FILE) throw new Error('MARKET_SOURCE=replay needs MARKET_REPLAY_FILE')
      return new ReplaySource(readRecording(env.MARKET_REPLAY_FILE), platformNumber('MARKET_REPLAY_SPEED', env))
    case 'simulated':
      return new SimulatedMarket({
        seed: platformNumber('MARKET_SEED', env),
        ticksPerSecond: platformNumber('MARKET_TICKS_PER_SECOND', env),
      })
    default:
      throw new Error(`unknown MARKET_SOURCE ${env.MARKET_SOURCE}`)
  }
}

/** A source with no tick for this long is stale: REST health answers 503. */
const STALE_AFTER_MS = 10_000

export interface HubRole {
  readonly grpcPort: number
  readonly httpPort: number
  readonly book: SnapshotBook
  close(): Promise<void>
}

export async function startHub(deps: { config: Config; logger: Logger; source?: PriceSource }): Promise<HubRole> {
  const { config, logger } = deps
  const source = deps.source ?? sourceFromEnv(configEnv())
  const book = new SnapshotBook()
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const ticks = new Counter({ name: 'market_ticks_total', help: 'Quotes received from the source', registers: [registry] })
  const health = (): HealthReply => {
    const staleness = book.lastTickMs === 0 ? Number.MAX_SAFE_INTEGER : Date.now() - book.lastTickMs
    return {
      source: source.name,
      status: book.lastTickMs === 0 ? 'down' : staleness > STALE_AFTER_MS ? 'stale' : 'ok',
      lastTickMs: BigInt(book.lastTickMs),
      stalenessMs: BigInt(Math.min(staleness, Number.MAX_SAFE_INTEGER)),
      symbols: book.symbols().length,
      position: { offset: book.offset, epoch: book.epoch },
    }
  }
  // Tokens are checked against wall-clock time, as their minters stamp them.
  const server = new HubServer(book, health, logger, new LinkVerifier(loadLinkKeys(config), Date.now))
  const grpcPort = await server.listen(config.hubGrpcAddress)
  await source.start(
    (batch) => {
      ticks.inc(batch.length)
      server.publish(book.apply(batch))
    },
    () => {
      // Continuity lost: a new epoch tells every client to take a fresh snapshot.
      book.resetEpoch()
      logger.warn({ source: source.name, epoch: book.epoch }, 'price source reset; new epoch')
    },
  )
  const debug = await startDebugListener({
    port: config.hubHttpPort,
    host: config.debugHttpHost,
    role: 'hub',
    registry,
    health: async () => {
      const h = health()
      return { ok: h.status === 'ok', checks: { source: `${h.source}: ${h.status}`, symbols: String(h.symbols) } }
    },
    pages: {
      '/debug/prices': () => ({
        epoch: book.epoch,
        offset: book.offset.toString(),
        quotes: book.all().map((q) => ({ ...toQuote(q), timeMs: q.timeMs, offset: q.offset.toString() })),
      }),
    },
  })
  logger.info({ grpc: grpcPort, http: debug.port, source: source.name }, 'hub role started')
  return {
    grpcPort,
    httpPort: debug.port,
    book,
    async close() {
      await source.stop()
      await server.close()
      await debug.close()
    },
  }
}
