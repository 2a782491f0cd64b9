/**
 * The hub's gRPC service. Each gateway node holds one StreamTicks stream:
 * a snapshot first, then one batch per source round. A node that cannot
 * keep up is conflated (latest quote per symbol), never buffered without
 * bound. Every call must carry a link token for the `market` audience
 * (proto/mux/link_auth.ts); others are refused UNAUTHENTICATED.
 */
import * as grpc from '@grpc/grpc-js'
import type { Logger } from '../platform/log'
import type { LinkVerifier } from '../proto/mux/link_auth'
import { LINK_REFUSED, linkAudienceOf } from '../proto/mux/link_grpc'
import { MarketService, type HealthReply, type PricesReply, type Quote, type TickBatch } from '../proto/gen/market'
import type { QuoteState, SnapshotBook } from './book'

export function toQuote(q: QuoteState): Quote {
  return {
    symbol: q.symbol,
    price: q.price,
    open24h: q.open24h,
    high24h: q.high24h,
    low24h: q.low24h,
    volume24h: q.volume24h.toFixed(4),
    timeMs: BigInt(q.timeMs),
    offset: q.offset,
  }
}

export class HubServer {
  private readonly server = new grpc.Server()
  private readonly streams = new Set<{ stream: grpc.ServerWritableStream<unknown, TickBatch>; backlog: Map<string, QuoteState> | null }>()

  constructor(
    private readonly book: SnapshotBook,
    private readonly health: () => HealthReply,
    private readonly logger: Logger,
    private readonly verifier: LinkVerifier,
  ) {
    this.server.addService(MarketService, {
      getPrices: (call: grpc.ServerUnaryCall<{ symbols: string[] }, PricesReply>, cb: grpc.sendUnaryData<PricesReply>) => {
        if (!this.admits(call)) return cb(LINK_REFUSED)
        const quotes: Quote[] = []
        const unknown: string[] = []
        for (const symbol of call.request.symbols) {
          const q = book.get(symbol)
          if (q) quotes.push(toQuote(q))
          else unknown.push(symbol)
        }
        cb(null, { quotes, unknown, position: { offset: book.offset, epoch: book.epoch } })
      },
      listSymbols: (call: grpc.ServerUnaryCall<unknown, unknown>, cb: grpc.sendUnaryData<{ symbols: string[] }>) =>
        this.admits(call) ? cb(null, { symbols: book.symbols() }) : cb(LINK_REFUSED),
      health: (call: grpc.ServerUnaryCall<unknown, unknown>, cb: grpc.sendUnaryData<HealthReply>) =>
        this.admits(call) ? cb(null, this.health()) : cb(LINK_REFUSED),
      streamTicks: (stream: grpc.ServerWritableStream<unknown, TickBatch>) =>
        this.admits(stream) ? this.subscribe(stream) : stream.emit('error', LINK_REFUSED),
    })
  }

  private admits(call: grpc.ServerUnaryCall<unknown, unknown> | grpc.ServerWritableStream<unknown, TickBatch>): boolean {
    return linkAudienceOf(this.verifier, call, ['market'], this.logger, 'hub') !== undefined
  }

  listen(address: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.bindAsync(address, grpc.ServerCredentials.createInsecure(), (error, port) => (error ? reject(error) : resolve(port)))
    })
  }

  private subscribe(stream: grpc.ServerWritableStream<unknown, TickBatch>): void {
    const entry: { stream: typeof stream; backlog: Map<string, QuoteState> | null } = { stream, backlog: null }
    this.streams.add(entry)
    stream.write({
      snapshot: true,
      quotes: this.book.all().map(toQuote),
      position: { offset: this.book.offset, epoch: this.book.epoch },
      hubTimeMs: BigInt(Date.now()),
    })
    stream.on('drain', () => {
      const backlog = entry.backlog
      entry.backlog = null
      if (backlog && backlog.size > 0) this.write(entry, [...backlog.values()])
    })
    const gone = () => this.streams.delete(entry)
    stream.on('cancelled', gone)
    stream.on('error', gone)
    stream.on('close', gone)
  }

  private write(
    entry: { stream: grpc.ServerWritableStream<unknown, TickBatch>; backlog: Map<string, QuoteState> | null },
    quotes: QuoteState[],
  ): void {
    if (entry.backlog) {
      for (const q of quotes) entry.backlog.set(q.symbol, q)
      return
    }
    const ok = entry.stream.write({
      snapshot: false,
      quotes: quotes.map(toQuote),
      position: { offset: this.book.offset, epoch: this.book.epoch },
      hubTimeMs: BigInt(Date.now()),
    })
    if (!ok) entry.backlog = new Map()
  }

  publish(changed: QuoteState[]): void {
    for (const entry of this.streams) this.write(entry, changed)
  }

  async close(): Promise<void> {
    for (const { stream } of this.streams) stream.end()
    await Promise.race([
      new Promise<void>((resolve) => this.server.tryShutdown(() => resolve())),
      new Promise((r) => setTimeout(r, 1_000).unref()),
    ])
    this.server.forceShutdown()
    this.logger.debug('hub gRPC closed')
  }
}
