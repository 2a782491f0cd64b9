/**
 * The payments link for a gateway that runs in the same process as the
 * payments role (`npm start`, every role in one process): calls go straight
 * to MuxServer.invoke, the method table the gRPC link serves, so routing,
 * error translation, drain on shutdown, deadlines and the in-flight cap are
 * the link's own; only the encoding is gone (no protobuf frame, no JSON
 * round trip of body and reply, no HTTP/2 write between two halves of one
 * process). Split roles (`--roles=gateway`) use MuxClient over gRPC.
 *
 * Replies are handed over by reference: the gateway only serialises them
 * (routes never modify a reply), which is what makes skipping the copy safe.
 */
import type { Caller } from '../../platform/caller'
import { PlatformError } from '../../platform/errors'
import type { PaymentsClient } from '../../platform/module'
import { PendingCalls } from './pending_calls'

export type Invoke = (method: string, body: unknown, caller: Caller) => Promise<unknown>

export class LocalPaymentsClient implements PaymentsClient {
  private readonly waiting = new PendingCalls()
  private nextId = 1
  private readonly sweeper: NodeJS.Timeout

  constructor(
    private readonly invoke: Invoke,
    private readonly options: { defaultDeadlineMs?: number; maxInFlight?: number } = {},
  ) {
    // One sweep for every deadline, as MuxClient does, instead of a timer per call.
    this.sweeper = setInterval(() => this.waiting.expire(Date.now()), 50)
    this.sweeper.unref()
  }

  get inFlight(): number {
    return this.waiting.size
  }

  call<T = unknown>(method: string, body: unknown, caller: Caller): Promise<T> {
    if (this.waiting.size >= (this.options.maxInFlight ?? 20_000)) {
      return Promise.reject(new PlatformError('overloaded', 'too many calls in flight to the payments role', { temporary: true }))
    }
    const id = this.nextId++
    return new Promise<T>((resolve, reject) => {
      this.waiting.add(id, {
        resolve: resolve as (value: unknown) => void,
        reject,
        deadlineAtMs: Date.now() + (this.options.defaultDeadlineMs ?? 30_000),
        method,
      })
      this.invoke(method, body, caller).then(
        (reply) => this.waiting.take(id)?.resolve(reply),
        (error: unknown) => this.waiting.take(id)?.reject(error),
      )
    })
  }

  close(): void {
    clearInterval(this.sweeper)
    this.waiting.failAll(new PlatformError('unavailable', 'client closed', { temporary: true }))
  }
}
