/**
 * The hub role: one price source, the snapshot book, the gRPC service for
 * gateway nodes, and the debug listener (`{market_data_url}`: /healthz,
 * /metrics, /debug/prices).
 */
import { Registry, collectDefaultMetrics, Counter } from 'prom-client'
import type { Config } from '../platform/config'
import { startDebugListener } from '../platform/debug_http'
import type { Logger } from '../platform/log'
import type { HealthReply } from '../proto/gen/market'
import { SnapshotBook } from './book'
import { HubServer, toQuote } from './grpc_server'
import type { PriceSource } from './source'
import { SimulatedMarket } from './source_simulated'

/** A source with no tick for this long is stale: REST health answers 503. */
export const STALE_AFTER_MS = 10_000

export interface HubRole {
  readonly grpcPort: number
  readonly httpPort: number
  readonly book: SnapshotBook
  close(): Promise<void>
}

export async function startHub(deps: { config: Config; logger: Logger; source?: PriceSource }): Promise<HubRole> {
  const { config, logger } = deps
  const source = deps.source ?? new SimulatedMarket({ seed: Number(process.env.MARKET_SEED ?? 42), ticksPerSecond: Number(process.env.MARKET_TICKS_PER_SECOND ?? 2) })
  const book = new SnapshotBook()
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const ticks = new Counter({ name: 'market_ticks_total', help: 'Quotes received from the source', registers: [registry] })
  const health = (): HealthReply => {
    const staleness = book.lastTickMs === 0 ? Number.MAX_SAFE_INTEGER : Date.now() - book.lastTickMs
    return {
      source: source.name, status: book.lastTickMs === 0 ? 'down' : staleness > STALE_AFTER_MS ? 'stale' : 'ok',
      lastTickMs: BigInt(book.lastTickMs), stalenessMs: BigInt(Math.min(staleness, Number.MAX_SAFE_INTEGER)), symbols: book.symbols().length,
      position: { offset: book.offset, epoch: book.epoch },
    }
  }
  const server = new HubServer(book, health, logger)
  const grpcPort = await server.listen(config.hubGrpcAddress)
  await source.start((batch) => {
    ticks.inc(batch.length)
    server.publish(book.apply(batch))
  })
  const debug = await startDebugListener({
    port: config.hubHttpPort, host: '127.0.0.1', role: 'hub', registry,
    health: async () => {
      const h = health()
      return { ok: h.status === 'ok', checks: { source: `${h.source}: ${h.status}`, symbols: String(h.symbols) } }
    },
    pages: { '/debug/prices': () => ({ epoch: book.epoch, offset: book.offset.toString(), quotes: book.all().map((q) => ({ ...toQuote(q), timeMs: q.timeMs, offset: q.offset.toString() })) }) },
  })
  logger.info({ grpc: grpcPort, http: debug.port, source: source.name }, 'hub role started')
  return {
    grpcPort, httpPort: debug.port, book,
    async close() {
      await source.stop()
      await server.close()
      await debug.close()
    },
  }
}
