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

export type Invoke = (method: string, body: unknown, caller: Caller) => Promise<unknown>

type Waiting = { reject: (error: unknown) => void; deadlineAtMs: number; method: string }

export class LocalPaymentsClient implements PaymentsClient {
  private readonly waiting = new Map<number, Waiting>()
  private nextId = 1
  private readonly sweeper: NodeJS.Timeout

  constructor(private readonly invoke: Invoke, private readonly options: { defaultDeadlineMs?: number; maxInFlight?: number } = {}) {
    // One sweep for every deadline, as MuxClient does, instead of a timer per call.
    this.sweeper = setInterval(() => this.expire(Date.now()), 50)
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
      this.waiting.set(id, { reject, deadlineAtMs: Date.now() + (this.options.defaultDeadlineMs ?? 30_000), method })
      this.invoke(method, body, caller).then(
        (reply) => {
          if (this.waiting.delete(id)) resolve(reply as T)
        },
        (error: unknown) => {
          if (this.waiting.delete(id)) reject(error)
        },
      )
    })
  }

  private expire(nowMs: number): void {
    for (const [id, w] of this.waiting) {
      if (w.deadlineAtMs > nowMs) continue
      this.waiting.delete(id)
      w.reject(new PlatformError('deadline_exceeded', `${w.method} did not answer in time`, { temporary: true }))
    }
  }

  close(): void {
    clearInterval(this.sweeper)
    for (const [, w] of this.waiting) w.reject(new PlatformError('unavailable', 'client closed', { temporary: true }))
    this.waiting.clear()
  }
}
