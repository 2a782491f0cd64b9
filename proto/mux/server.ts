/**
 * The payments side of the multiplexed link: serves Exchange streams (many
 * requests per stream, handled concurrently, replies batched per tick) and
 * the unary Call. Each stream or call must open with a link token
 * (link_auth.ts); its audience picks the one method table it may reach
 * (the gateway's, or the peers'), and anything else is refused
 * UNAUTHENTICATED before a frame is read.
 */
import * as grpc from '@grpc/grpc-js'
import type { Caller } from '../../platform/caller'
import { decodeJson, encodeJson, RawJson } from '../../platform/json'
import type { Logger } from '../../platform/log'
import { PaymentsService, type Frame, type Reply, type Request } from '../gen/payments'
import { fromWireCaller } from './caller'
import { fromFailure, toFailure } from './failure'
import type { LinkVerifier } from './link_auth'
import { LINK_REFUSED, linkAudienceOf } from './link_grpc'

export type MuxHandler = (body: unknown, caller: Caller) => Promise<unknown>
/** The payments link's method tables, one per audience it serves. */
export type MuxTables = Readonly<Record<'gateway' | 'peer', ReadonlyMap<string, MuxHandler>>>
const LINK_AUDIENCES_SERVED = ['gateway', 'peer'] as const

export class MuxServer {
  private readonly server = new grpc.Server({ 'grpc.max_receive_message_length': 16 * 1024 * 1024 })
  private readonly streams = new Set<grpc.ServerDuplexStream<Frame, Frame>>()
  private inFlight = 0
  private opened = false
  private idle: (() => void) | undefined

  constructor(
    private readonly tables: MuxTables,
    private readonly logger: Logger,
    private readonly verifier: LinkVerifier,
  ) {
    this.server.addService(PaymentsService, {
      exchange: (stream: grpc.ServerDuplexStream<Frame, Frame>) => {
        const audience = linkAudienceOf(this.verifier, stream, LINK_AUDIENCES_SERVED, this.logger, 'payments')
        if (audience) this.serveStream(stream, audience)
        else stream.emit('error', LINK_REFUSED)
      },
      call: (call: grpc.ServerUnaryCall<Request, Reply>, callback: grpc.sendUnaryData<Reply>) => {
        const audience = linkAudienceOf(this.verifier, call, LINK_AUDIENCES_SERVED, this.logger, 'payments')
        if (audience) void this.handle(call.request, audience).then((reply) => callback(null, reply))
        else callback(LINK_REFUSED)
      },
    })
  }

  /** Binds `address` (host:port, port 0 for any) and returns the bound port. */
  listen(address: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.bindAsync(address, grpc.ServerCredentials.createInsecure(), (error, port) => (error ? reject(error) : resolve(port)))
    })
  }

  private serveStream(stream: grpc.ServerDuplexStream<Frame, Frame>, audience: keyof MuxTables): void {
    this.streams.add(stream)
    let replies: Reply[] = []
    let scheduled = false
    const flush = () => {
      scheduled = false
      const batch = replies
      replies = []
      if (batch.length > 0 && !stream.destroyed && stream.writable) stream.write({ requests: [], replies: batch })
    }
    stream.on('data', (frame: Frame) => {
      for (const request of frame.requests) {
        void this.handle(request, audience).then((reply) => {
          replies.push(reply)
          if (!scheduled) {
            scheduled = true
            setImmediate(flush)
          }
        })
      }
    })
    const done = () => {
      this.streams.delete(stream)
      if (!stream.destroyed && stream.writable) stream.end()
    }
    stream.on('end', done)
    stream.on('error', () => this.streams.delete(stream))
    stream.on('cancelled', () => this.streams.delete(stream))
  }

  private async handle(request: Request, audience: keyof MuxTables): Promise<Reply> {
    try {
      const body = request.body && request.body.length > 0 ? decodeJson(request.body.toString('utf8')) : undefined
      const result = await this.invoke(request.method, body, fromWireCaller(request.caller), audience)
      return { id: request.id, body: Buffer.from(result instanceof RawJson ? result.text : encodeJson(result)) }
    } catch (error) {
      return { id: request.id, failure: toFailure(error).failure }
    }
  }

  /** Starts answering calls: the method tables are complete. */
  open(): void {
    this.opened = true
  }

  /**
   * Runs a method of `audience`'s table: the one path for calls from the
   * link and from a gateway in this very process (local_client.ts, which
   * needs no token: it is this process). Errors leave it already
   * translated (a rejection, a PlatformError with its code and `temporary`,
   * or an opaque internal_error whose details only reach the log), so both
   * callers see exactly what the other would.
   */
  async invoke(method: string, body: unknown, caller: Caller, audience: keyof MuxTables = 'gateway'): Promise<unknown> {
    // The port listens before the modules have filled the tables (a host's id names its port): until open(),
    // a call is a temporary fault (503, retry), never a "no such method" a client would take as final.
    if (!this.opened)
      throw fromFailure({
        code: 'starting',
        message: 'the payments host is starting; retry shortly',
        rejection: false,
        temporary: true,
        field: '',
      })
    const handler = this.tables[audience].get(method)
    if (!handler)
      throw fromFailure({ code: 'METHOD_NOT_FOUND', message: `no method ${method}`, rejection: true, temporary: false, field: '' })
    this.inFlight++
    try {
      return (await handler(body, caller)) ?? null
    } catch (error) {
      const { failure, unexpected } = toFailure(error)
      if (unexpected) this.logger.error({ err: error, method, requestId: caller.requestId }, 'rpc handler failed')
      throw fromFailure(failure)
    } finally {
      if (--this.inFlight === 0) this.idle?.()
    }
  }

  /** Stops taking calls, lets in-flight ones finish (up to drainMs), then closes the streams. */
  async close(drainMs = 5_000): Promise<void> {
    if (this.inFlight > 0) {
      await Promise.race([
        new Promise<void>((resolve) => (this.idle = resolve)),
        new Promise((resolve) => setTimeout(resolve, drainMs).unref()),
      ])
    }
    await new Promise((resolve) => setImmediate(resolve))
    for (const stream of this.streams) if (!stream.destroyed && stream.writable) stream.end()
    await Promise.race([
      new Promise<void>((resolve) => this.server.tryShutdown(() => resolve())),
      new Promise((resolve) => setTimeout(resolve, 1_000).unref()),
    ])
    this.server.forceShutdown()
  }
}
