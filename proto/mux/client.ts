/**
 * The gateway side of the multiplexed link. Calls issued in the same tick
 * share one Frame on one of a few long-lived Exchange streams; replies are
 * matched by id. A broken stream fails its in-flight calls at once as
 * temporary `unavailable` and is replaced on the next call; gRPC reconnects
 * the channel underneath (waitForReady) with its own backoff. Each stream
 * opens with a fresh link token (link_auth.ts), minted when gRPC actually
 * sends the stream's headers, so a wait for a connection never stales it.
 */
import * as grpc from '@grpc/grpc-js'
import type { Caller } from '../../platform/caller'
import { PlatformError } from '../../platform/errors'
import { decodeJson, encodeJson } from '../../platform/json'
import { PaymentsClient as GrpcPaymentsClient, type Frame, type Reply, type Request } from '../gen/payments'
import { toWireCaller } from './caller'
import { fromFailure } from './failure'
import { linkCallCredentials, type LinkToken } from './link_grpc'
import { PendingCalls, type PendingCall } from './pending_calls'

export interface MuxClientOptions {
  readonly streams?: number
  readonly defaultDeadlineMs?: number
  /** Calls in flight beyond this are refused at once as temporary `overloaded` (no unbounded queue). */
  readonly maxInFlight?: number
  /**
   * False fails a stream at once when the channel cannot connect (connection refused) instead of
   * waiting for a reconnect until the call's deadline: for callers that have another host to try.
   */
  readonly waitForReady?: boolean
}

/** The stream a call rode on broke: the call may or may not have run on the host (unknown outcome). */
export class LinkLostError extends PlatformError {
  constructor(reason: string) {
    super('unavailable', `payments link lost: ${reason}`, { temporary: true })
  }
}

class Lane {
  readonly pending = new PendingCalls()
  private outbox: Request[] = []
  private scheduled = false
  private stream: grpc.ClientDuplexStream<Frame, Frame> | undefined

  constructor(
    private readonly client: GrpcPaymentsClient,
    private readonly credentials: grpc.CallCredentials,
    private readonly waitForReady: boolean,
  ) {}

  send(request: Request, pending: PendingCall): void {
    this.pending.add(request.id, pending)
    this.outbox.push(request)
    if (!this.scheduled) {
      this.scheduled = true
      setImmediate(() => this.flush())
    }
  }

  private open(): grpc.ClientDuplexStream<Frame, Frame> {
    if (this.stream) return this.stream
    // grpc-js reads waitForReady from the options though its CallOptions type does not name it.
    const options = { waitForReady: this.waitForReady, credentials: this.credentials }
    const stream = this.client.exchange(options)
    stream.on('data', (frame: Frame) => {
      for (const reply of frame.replies) this.settle(reply)
    })
    const broken = (failure: PlatformError) => {
      if (this.stream !== stream) return
      this.stream = undefined
      this.pending.failAll(failure)
    }
    const lost = (reason: string) => new LinkLostError(reason)
    // A refused token means a wrong key or a clock far off: retrying will not help, so those calls fail as permanent faults.
    const refused = new PlatformError('link_unauthenticated', "the payments link refused this caller's token", { temporary: false })
    stream.on('error', (error: grpc.ServiceError) => broken(error.code === grpc.status.UNAUTHENTICATED ? refused : lost(error.message)))
    stream.on('end', () => broken(lost('stream ended')))
    this.stream = stream
    return stream
  }

  private flush(): void {
    this.scheduled = false
    const requests = this.outbox
    this.outbox = []
    if (requests.length > 0) this.open().write({ requests, replies: [] })
  }

  private settle(reply: Reply): void {
    const pending = this.pending.take(reply.id)
    if (!pending) return
    if (reply.failure) pending.reject(fromFailure(reply.failure))
    else pending.resolve(reply.body && reply.body.length > 0 ? decodeJson(reply.body.toString('utf8')) : null)
  }

  close(): void {
    const stream = this.stream
    this.stream = undefined
    stream?.end()
    stream?.cancel()
  }
}

export class MuxClient {
  private readonly client: GrpcPaymentsClient
  private readonly lanes: Lane[]
  private next = 0
  private nextId = 1
  private readonly sweeper: NodeJS.Timeout
  private readonly defaultDeadlineMs: number
  private readonly maxInFlight: number

  constructor(address: string, token: LinkToken, options: MuxClientOptions = {}) {
    this.client = new GrpcPaymentsClient(address, grpc.credentials.createInsecure(), {
      'grpc.keepalive_time_ms': 10_000,
      'grpc.keepalive_timeout_ms': 5_000,
      'grpc.max_receive_message_length': 16 * 1024 * 1024,
      'grpc.initial_reconnect_backoff_ms': 100,
      'grpc.max_reconnect_backoff_ms': 2_000,
    })
    const credentials = linkCallCredentials(token)
    this.lanes = Array.from({ length: options.streams ?? 2 }, () => new Lane(this.client, credentials, options.waitForReady ?? true))
    this.defaultDeadlineMs = options.defaultDeadlineMs ?? 30_000
    this.maxInFlight = options.maxInFlight ?? 20_000
    // One sweep for every deadline instead of a timer per call.
    this.sweeper = setInterval(() => {
      const now = Date.now()
      for (const lane of this.lanes) lane.pending.expire(now)
    }, 50)
    this.sweeper.unref()
  }

  /** The gRPC channel underneath, for callers that route by its connectivity (router.ts). */
  get channel(): grpc.ChannelInterface {
    return this.client.getChannel()
  }

  get inFlight(): number {
    return this.lanes.reduce((n, lane) => n + lane.pending.size, 0)
  }

  call<T = unknown>(method: string, body: unknown, caller: Caller, deadlineMs = this.defaultDeadlineMs): Promise<T> {
    if (this.inFlight >= this.maxInFlight) {
      return Promise.reject(new PlatformError('overloaded', 'too many calls in flight to the payments role', { temporary: true }))
    }
    const lane = this.lanes[this.next++ % this.lanes.length]!
    const id = this.nextId
    this.nextId = this.nextId >= 0xfffffff0 ? 1 : this.nextId + 1
    return new Promise<T>((resolve, reject) => {
      lane.send(
        { id, method, body: Buffer.from(encodeJson(body ?? null)), caller: toWireCaller(caller), deadlineMs },
        { resolve: resolve as (v: unknown) => void, reject, deadlineAtMs: Date.now() + deadlineMs, method },
      )
    })
  }

  close(): void {
    clearInterval(this.sweeper)
    for (const lane of this.lanes) {
      lane.pending.failAll(new PlatformError('unavailable', 'client closed', { temporary: true }))
      lane.close()
    }
    this.client.close()
  }
}
