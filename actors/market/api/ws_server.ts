/**
 * `/v1/market/ws?key=<API_KEY>` on uWebSockets.js. The key is checked in the
 * upgrade (401 refuses it). Each symbol is a uWS topic (`q:BTC`), and `q:*`
 * carries one combined frame per hub batch, so fan-out is one serialization
 * and one publish per topic, done in native code, with no per-client work per
 * tick. A sweep every SWEEP_MS (not every tick) finds clients whose send
 * buffer passed SOFT bytes: they are taken off their topics and conflated,
 * keeping only the latest quote per symbol, sent in one frame once they
 * drain. Past HARD bytes uWS closes them. One slow client therefore never
 * holds back the others.
 */
import type { TemplatedApp, WebSocket } from 'uWebSockets.js'
import type { Logger } from '../../../platform/log'
import type { Quote, TickBatch } from '../../../proto/gen/market'
import type { Authenticator } from '../../../gateway/http/route'
import { loadNativeUws } from '../../../gateway/core/uws'
import { LocalBook } from '../local_book'
import { errorFrame, frame, snapshotFrame, ticksFrame } from './ws_frames'
import { MAX_SYMBOLS_PER_SOCKET, parseClientMessage } from './ws_protocol'

const SOFT_BUFFER_BYTES = 64 * 1024
const HARD_BUFFER_BYTES = 1024 * 1024
/** Slow-client checks run on their own clock, so their cost does not grow with the tick rate. */
const SWEEP_MS = 250

interface Session {
  businessId: string
  symbols: Set<string> | '*'
  /** Non-null while conflating: latest quote per symbol since the client fell behind. */
  pending: Map<string, Quote> | null
}

const topicOf = (symbol: string) => `q:${symbol}`
const ALL = 'q:*'
const topicsOf = (session: Session): string[] => (session.symbols === '*' ? [ALL] : [...session.symbols].map(topicOf))

export class MarketSocketServer {
  readonly book = new LocalBook()
  private readonly sockets = new Set<WebSocket<Session>>()
  /** Clients being conflated; the only ones that cost anything per batch. */
  private readonly slow = new Set<WebSocket<Session>>()
  private readonly sweep: NodeJS.Timeout
  private lastHubTimeMs = 0
  framesPublished = 0

  constructor(
    private readonly app: TemplatedApp,
    private readonly authenticator: Authenticator,
    private readonly logger: Logger,
  ) {
    const uws = loadNativeUws()
    app.ws<Session>('/v1/market/ws', {
      compression: uws.DISABLED,
      maxPayloadLength: 16 * 1024,
      idleTimeout: 120,
      sendPingsAutomatically: true,
      maxBackpressure: HARD_BUFFER_BYTES,
      // Typed as a number in this build; any non-zero value means "close at the limit".
      closeOnBackpressureLimit: 1,
      upgrade: (res, req, context) => {
        const key = new URLSearchParams(req.getQuery() ?? '').get('key') ?? req.getHeader('x-api-key')
        const secKey = req.getHeader('sec-websocket-key')
        const protocol = req.getHeader('sec-websocket-protocol')
        const extensions = req.getHeader('sec-websocket-extensions')
        let aborted = false
        res.onAborted(() => (aborted = true))
        void this.authenticator
          .authenticate({ kind: 'apiKey', product: 'payments', permission: 'any_key' }, key ? { 'x-api-key': key } : {}, {})
          .then(
            (auth) => {
              if (aborted) return
              res.cork(() => {
                if (!auth.ok || auth.principal.kind !== 'apiKey') {
                  res
                    .writeStatus('401 Unauthorized')
                    .writeHeader('content-type', 'application/json')
                    .end(JSON.stringify({ error: 'invalid API key', code: 'UNAUTHORIZED' }))
                  return
                }
                res.upgrade<Session>(
                  { businessId: auth.principal.businessId, symbols: new Set(), pending: null },
                  secKey,
                  protocol,
                  extensions,
                  context,
                )
              })
            },
            () => {
              if (!aborted) res.cork(() => res.writeStatus('503 Service Unavailable').end())
            },
          )
      },
      open: (ws) => void this.sockets.add(ws),
      message: (ws, message) => this.onMessage(ws, Buffer.from(message).toString('utf8')),
      drain: (ws) => this.flushConflated(ws),
      close: (ws) => {
        this.sockets.delete(ws)
        this.slow.delete(ws)
      },
    })
    this.sweep = setInterval(() => this.sweepSlowClients(), SWEEP_MS).unref()
  }

  get clients(): number {
    return this.sockets.size
  }

  private onMessage(ws: WebSocket<Session>, text: string): void {
    const message = parseClientMessage(text)
    if ('error' in message) {
      ws.send(errorFrame('BAD_REQUEST', message.error))
      return
    }
    const session = ws.getUserData()
    if (message.op === 'ping') {
      ws.send(frame('pong', { id: message.id, time: Date.now() }))
      return
    }
    if (message.op === 'unsubscribe') {
      const drop = message.symbols === '*' ? (session.symbols === '*' ? ['*'] : [...session.symbols]) : message.symbols
      for (const s of drop) ws.unsubscribe(s === '*' ? ALL : topicOf(s))
      session.symbols =
        message.symbols === '*' || session.symbols === '*' ? new Set() : new Set([...session.symbols].filter((s) => !drop.includes(s)))
      ws.send(frame('unsubscribed', { symbols: drop }))
      return
    }
    const wanted = message.symbols
    if (wanted === '*') {
      if (session.symbols !== '*') for (const s of session.symbols) ws.unsubscribe(topicOf(s))
      session.symbols = '*'
      ws.subscribe(ALL)
    } else {
      if (session.symbols === '*') {
        ws.send(errorFrame('ALREADY_SUBSCRIBED_ALL', 'unsubscribe "*" before subscribing to symbols'))
        return
      }
      if (session.symbols.size + wanted.length > MAX_SYMBOLS_PER_SOCKET) {
        ws.send(errorFrame('TOO_MANY_SYMBOLS', `at most ${MAX_SYMBOLS_PER_SOCKET} symbols per connection`))
        return
      }
      for (const s of wanted) {
        session.symbols.add(s)
        ws.subscribe(topicOf(s))
      }
    }
    const unknown = wanted === '*' ? [] : wanted.filter((s) => !this.book.quotes.has(s))
    ws.send(frame('subscribed', { symbols: wanted, unknown }))
    const quotes = this.book.select(wanted)
    const position = { offset: this.book.offset, epoch: this.book.epoch }
    if (message.resume && message.resume.epoch === this.book.epoch) {
      const since = BigInt(message.resume.offset)
      ws.send(
        ticksFrame(
          quotes.filter((q) => q.offset > since),
          position,
          this.lastHubTimeMs,
          'resumed',
        ),
      )
    } else {
      ws.send(snapshotFrame(quotes, position, message.resume !== undefined))
    }
  }

  /** Called for every batch from the hub. */
  publish(batch: TickBatch): void {
    const epochChanged = batch.position?.epoch !== this.book.epoch
    this.book.apply(batch)
    this.lastHubTimeMs = Number(batch.hubTimeMs)
    if (batch.snapshot && !epochChanged) return
    const position = { offset: this.book.offset, epoch: this.book.epoch }
    if (batch.snapshot) {
      // A new hub epoch: everyone gets a fresh snapshot of what they follow.
      for (const ws of this.sockets) {
        const symbols = ws.getUserData().symbols
        ws.send(snapshotFrame(this.book.select(symbols === '*' ? '*' : [...symbols]), position, true))
      }
      return
    }
    for (const ws of this.slow) {
      const session = ws.getUserData()
      for (const q of batch.quotes) if (session.symbols === '*' || session.symbols.has(q.symbol)) session.pending?.set(q.symbol, q)
    }
    if (this.app.numSubscribers(ALL) > 0) {
      this.app.publish(ALL, ticksFrame(batch.quotes, position, this.lastHubTimeMs))
      this.framesPublished++
    }
    for (const q of batch.quotes) {
      // Serializing a frame nobody follows would be the only per-tick cost left; skip it.
      const topic = topicOf(q.symbol)
      if (this.app.numSubscribers(topic) === 0) continue
      this.app.publish(topic, ticksFrame([q], position, this.lastHubTimeMs))
      this.framesPublished++
    }
  }

  private sweepSlowClients(): void {
    for (const ws of this.sockets) {
      const session = ws.getUserData()
      if (session.pending) {
        // A drain event can be missed when the buffer empties between two writes; flush here too.
        this.flushConflated(ws)
        continue
      }
      if (ws.getBufferedAmount() <= SOFT_BUFFER_BYTES) continue
      // Off the topics: from now on only the latest value per symbol is kept for it.
      session.pending = new Map()
      this.slow.add(ws)
      for (const topic of topicsOf(session)) ws.unsubscribe(topic)
    }
  }

  private flushConflated(ws: WebSocket<Session>): void {
    const session = ws.getUserData()
    if (!session.pending || ws.getBufferedAmount() > SOFT_BUFFER_BYTES / 2) return
    const quotes = [...session.pending.values()]
    session.pending = null
    this.slow.delete(ws)
    if (quotes.length > 0)
      ws.send(ticksFrame(quotes, { offset: this.book.offset, epoch: this.book.epoch }, this.lastHubTimeMs, 'conflated'))
    for (const topic of topicsOf(session)) ws.subscribe(topic)
  }

  close(): void {
    clearInterval(this.sweep)
    for (const ws of this.sockets) ws.end(1001, 'server shutting down')
    this.logger.debug('market sockets closed')
  }
}
