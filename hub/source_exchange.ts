/**
 * A live exchange ticker stream speaking Binance's combined-stream protocol
 * (`/stream?streams=!miniTicker@arr`: arrays of 24 h mini tickers). The URL
 * comes from configuration (MARKET_LIVE_URL); nothing is hard-coded. Pairs
 * quoted in the configured quote asset (USDT) become bare symbols (BTC).
 * A dropped connection reconnects with backoff and resets the hub's epoch,
 * since ticks may have been missed meanwhile.
 */
import WebSocket from 'ws'
import { isJsonObject, isList, listField } from '../platform/json_object'
import type { PriceSource, SourceTick } from './source'

interface MiniTicker {
  readonly e: string
  readonly E: number
  readonly s: string
  readonly c: string
  readonly o: string
  readonly h: string
  readonly l: string
  readonly v: string
}

/** A 24 h mini ticker, field by field; null for another event, and a thrown error (the frame is skipped) for a malformed one. */
function miniTickerOf(value: unknown): MiniTicker | null {
  if (!isJsonObject(value) || value.e !== '24hrMiniTicker') return null
  const { e, E, s, c, o, h, l, v } = value
  if (typeof E !== 'number') throw new Error(`a mini ticker without its event time: ${JSON.stringify(value)}`)
  if (
    typeof s !== 'string' ||
    typeof c !== 'string' ||
    typeof o !== 'string' ||
    typeof h !== 'string' ||
    typeof l !== 'string' ||
    typeof v !== 'string'
  )
    throw new Error(`a mini ticker without its symbol or prices: ${JSON.stringify(value)}`)
  return { e, E, s, c, o, h, l, v }
}

export class ExchangeSource implements PriceSource {
  readonly name = 'exchange'
  generation = 0
  private socket: WebSocket | undefined
  private stopped = false
  private delayMs = 250
  connected = false

  constructor(
    private readonly url: string,
    private readonly quoteAsset = 'USDT',
  ) {}

  parse(text: string): SourceTick[] {
    const message: unknown = JSON.parse(text)
    const tickers = isList(message) ? message : listField(message, 'data')
    const ticks: SourceTick[] = tickers.flatMap((item) => {
      const t = miniTickerOf(item)
      if (!t || !t.s.endsWith(this.quoteAsset)) return []
      const symbol = t.s.slice(0, -this.quoteAsset.length)
      return [{ symbol, price: t.c, volume: '0', timeMs: t.E, stats24h: { open: t.o, high: t.h, low: t.l, volume: t.v } }]
    })
    // The quote asset is the unit of every other price, worth exactly 1 by definition; it rides along
    // with each frame so its quote stays as fresh as the others (checkout prices USDT sessions with it).
    if (ticks.length > 0) ticks.push({ symbol: this.quoteAsset, price: '1', volume: '0', timeMs: Math.max(...ticks.map((x) => x.timeMs)) })
    return ticks
  }

  async start(onTicks: (ticks: readonly SourceTick[]) => void, onReset?: () => void): Promise<void> {
    const connect = () => {
      if (this.stopped) return
      const socket = new WebSocket(this.url, { handshakeTimeout: 10_000 })
      this.socket = socket
      socket.on('open', () => {
        this.connected = true
        this.delayMs = 250
        this.generation++
        if (this.generation > 1) onReset?.()
      })
      socket.on('message', (data) => {
        try {
          const ticks = this.parse(String(data))
          if (ticks.length > 0) onTicks(ticks)
        } catch {
          // A malformed frame is skipped; the next one carries full state again.
        }
      })
      socket.on('close', () => {
        this.connected = false
        if (this.stopped) return
        setTimeout(connect, this.delayMs).unref()
        this.delayMs = Math.min(this.delayMs * 2, 10_000)
      })
      socket.on('error', () => socket.close())
    }
    connect()
  }

  async stop(): Promise<void> {
    this.stopped = true
    this.socket?.terminate()
  }
}
