/**
 * Calls waiting for their answer, by id, each with a deadline: the table
 * both payments links keep (client.ts over gRPC, local_client.ts in
 * process). One periodic sweep expires overdue calls instead of a timer per
 * call; an answer that comes after its call expired finds nothing to settle.
 */
import { PlatformError } from '../../platform/errors'

export interface PendingCall {
  resolve(value: unknown): void
  reject(error: unknown): void
  readonly deadlineAtMs: number
  readonly method: string
}

export class PendingCalls {
  private readonly calls = new Map<number, PendingCall>()

  get size(): number {
    return this.calls.size
  }

  add(id: number, call: PendingCall): void {
    this.calls.set(id, call)
  }

  /** The call waiting under `id`, no longer waiting; undefined when it has expired or failed already. */
  take(id: number): PendingCall | undefined {
    const call = this.calls.get(id)
    if (call) this.calls.delete(id)
    return call
  }

  expire(nowMs: number): void {
    for (const [id, call] of this.calls) {
      if (call.deadlineAtMs > nowMs) continue
      this.calls.delete(id)
      call.reject(new PlatformError('deadline_exceeded', `${call.method} did not answer in time`, { temporary: true }))
    }
  }

  failAll(error: PlatformError): void {
    const waiting = [...this.calls.values()]
    this.calls.clear()
    for (const call of waiting) call.reject(error)
  }
}
