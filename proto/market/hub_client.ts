/**
 * The gateway's connection to the hub: unary reads for REST, one tick stream
 * per node. Every call carries a fresh link token for the `market` audience.
 */
import * as grpc from '@grpc/grpc-js'
import { PlatformError } from '../../platform/errors'
import { MarketClient, type HealthReply, type PricesReply, type TickBatch } from '../gen/market'
import { linkCallCredentials, type LinkToken } from '../mux/link_grpc'

export class HubClient {
  private readonly client: MarketClient
  private readonly credentials: grpc.CallCredentials
  private streamUp = false

  constructor(address: string, token: LinkToken) {
    this.credentials = linkCallCredentials(token)
    this.client = new MarketClient(address, grpc.credentials.createInsecure(), {
      'grpc.initial_reconnect_backoff_ms': 100,
      'grpc.max_reconnect_backoff_ms': 2_000,
    })
  }

  private unary<Req, Res>(
    fn: (req: Req, meta: grpc.Metadata, opts: Partial<grpc.CallOptions>, cb: (e: grpc.ServiceError | null, r: Res) => void) => unknown,
    req: Req,
  ): Promise<Res> {
    return new Promise((resolve, reject) => {
      fn(req, new grpc.Metadata(), { deadline: Date.now() + 3_000, credentials: this.credentials }, (error, reply) => {
        if (error) reject(new PlatformError('hub_unavailable', 'market data is temporarily unavailable', { temporary: true, cause: error }))
        else resolve(reply)
      })
    })
  }

  prices(symbols: string[]): Promise<PricesReply> {
    return this.unary((req, meta, opts, cb) => this.client.getPrices(req, meta, opts, cb), { symbols })
  }

  symbols(): Promise<{ symbols: string[] }> {
    return this.unary((req, meta, opts, cb) => this.client.listSymbols(req, meta, opts, cb), {})
  }

  health(): Promise<HealthReply> {
    return this.unary((req, meta, opts, cb) => this.client.health(req, meta, opts, cb), {})
  }

  /** Whether the tick stream is delivering: true from its first batch until it breaks (readiness). */
  get streaming(): boolean {
    return this.streamUp
  }

  /** Follows the tick stream, reconnecting with backoff; each (re)connect starts with a snapshot batch. */
  follow(onBatch: (batch: TickBatch) => void): () => void {
    let stopped = false
    let call: grpc.ClientReadableStream<TickBatch> | undefined
    let delayMs = 100
    const connect = () => {
      if (stopped) return
      // grpc-js reads waitForReady from the options though its CallOptions type does not name it.
      const options = { waitForReady: true, credentials: this.credentials }
      call = this.client.streamTicks({}, options)
      call.on('data', (batch: TickBatch) => {
        this.streamUp = true
        delayMs = 100
        onBatch(batch)
      })
      // A failed stream may say so twice ('error', then 'end'): one reconnect per stream, or the loops multiply.
      let retried = false
      const retry = () => {
        this.streamUp = false
        if (stopped || retried) return
        retried = true
        setTimeout(connect, delayMs).unref()
        delayMs = Math.min(delayMs * 2, 2_000)
      }
      call.on('error', retry)
      call.on('end', retry)
    }
    connect()
    return () => {
      stopped = true
      call?.cancel()
    }
  }

  close(): void {
    this.client.close()
  }
}
