/**
 * The market WebSocket (`/v1/market/ws?key=…`, README: Market data): subscribe, a snapshot of full quotes,
 * then compact tick tuples decoded here into objects. The client remembers the last stream position
 * (offset within the hub's epoch); when the connection drops it reconnects with backoff and subscribes
 * with `resume`, so it receives only what changed meanwhile, or a fresh snapshot (`reset`) when the hub's
 * epoch moved on.
 */
import type { paths } from './schema'

export type Quote = paths['/v1/market/prices']['get']['responses'][200]['content']['application/json']['prices'][string]
export type Position = { readonly offset: string; readonly epoch: string }

/** One quote of a ticks frame: `[symbol, price, change_24h_percent, volume_24h, offset]`, every number a decimal string. */
export interface Tick {
  readonly symbol: string
  readonly price: string
  readonly change_24h_percent: string
  readonly volume_24h: string
  readonly offset: string
}

export interface TicksInfo {
  readonly hubTime: number
  readonly position: Position
  /** The catch-up answer to a resume. */
  readonly resumed: boolean
  /** The latest-per-symbol frame a slow client gets after it drains. */
  readonly conflated: boolean
}

/** The WHATWG WebSocket surface this client uses (global WebSocket of Node 22+, browsers, or the `ws` package). */
export interface WebSocketLike {
  send(data: string): void
  close(code?: number, reason?: string): void
  onopen: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: ((event: { code: number; reason: unknown }) => void) | null
  onerror: ((event: unknown) => void) | null
}
export type WebSocketConstructor = new (url: string) => WebSocketLike

export interface MarketStreamOptions {
  readonly baseUrl: string
  readonly apiKey: string
  readonly symbols: readonly string[] | '*'
  readonly onSnapshot?: (quotes: Quote[], info: { readonly position: Position; readonly reset: boolean }) => void
  readonly onTicks?: (ticks: Tick[], info: TicksInfo) => void
  /** An error frame (`BAD_REQUEST`, `TOO_MANY_SYMBOLS`, …): the connection stays open. */
  readonly onError?: (code: string, message: string) => void
  readonly onConnection?: (state: 'open' | 'closed') => void
  /** Defaults to the global WebSocket, else the `ws` package (Node 20). */
  readonly WebSocket?: WebSocketConstructor
  /** Reconnect delays: first and largest, ms (default 250 and 5000). */
  readonly backoffMs?: readonly [number, number]
}

function defaultWebSocket(): WebSocketConstructor {
  const global = (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket
  if (global) return global
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('ws') as WebSocketConstructor
}

const later = (a: Position, b: Position | undefined) => !b || a.epoch !== b.epoch || BigInt(a.offset) >= BigInt(b.offset)

export class MarketStream {
  private socket: WebSocketLike | undefined
  private last: Position | undefined
  private stopped = false
  private delay: number
  private readonly Ctor: WebSocketConstructor

  constructor(private readonly options: MarketStreamOptions) {
    this.Ctor = options.WebSocket ?? defaultWebSocket()
    this.delay = options.backoffMs?.[0] ?? 250
    this.connect()
  }

  /** The last position seen (what a reconnect resumes from). */
  get position(): Position | undefined {
    return this.last
  }

  close(): void {
    this.stopped = true
    this.socket?.close(1000, 'client closed')
  }

  /** Drops the current connection as a network failure would; the stream reconnects and resumes. */
  dropConnection(): void {
    this.socket?.close(4000, 'dropped by client')
  }

  private connect(): void {
    const url = `${this.options.baseUrl.replace(/^http/, 'ws').replace(/\/+$/, '')}/v1/market/ws?key=${encodeURIComponent(this.options.apiKey)}`
    const socket = new this.Ctor(url)
    this.socket = socket
    socket.onopen = () => {
      this.delay = this.options.backoffMs?.[0] ?? 250
      this.options.onConnection?.('open')
      socket.send(JSON.stringify({ op: 'subscribe', symbols: this.options.symbols, ...(this.last ? { resume: this.last } : {}) }))
    }
    socket.onmessage = (event) => this.receive(String(event.data))
    socket.onerror = () => undefined // onclose follows and decides
    socket.onclose = () => {
      this.options.onConnection?.('closed')
      if (this.stopped) return
      setTimeout(() => this.stopped || this.connect(), this.delay)
      this.delay = Math.min(this.delay * 2, this.options.backoffMs?.[1] ?? 5000)
    }
  }

  private track(position: Position): void {
    if (later(position, this.last)) this.last = { offset: position.offset, epoch: position.epoch }
  }

  private receive(text: string): void {
    const frame = JSON.parse(text) as Record<string, unknown> & { type: string; position?: Position }
    if (frame.type === 'snapshot' && frame.position) {
      if (frame.reset) this.last = undefined
      this.track(frame.position)
      this.options.onSnapshot?.(frame.quotes as Quote[], { position: frame.position, reset: frame.reset === true })
    } else if (frame.type === 'ticks' && frame.position) {
      this.track(frame.position)
      const ticks = (frame.q as string[][]).map(([symbol, price, change, volume, offset]) => ({
        symbol: symbol!,
        price: price!,
        change_24h_percent: change!,
        volume_24h: volume!,
        offset: offset!,
      }))
      this.options.onTicks?.(ticks, {
        hubTime: frame.hub_time as number,
        position: frame.position,
        resumed: frame.resumed === true,
        conflated: frame.conflated === true,
      })
    } else if (frame.type === 'error') {
      this.options.onError?.(String(frame.code), String(frame.message))
    }
  }
}

export function streamMarket(options: MarketStreamOptions): MarketStream {
  return new MarketStream(options)
}
