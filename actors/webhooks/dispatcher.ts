/**
 * Works off due webhook deliveries. Each endpoint has its own small queue and
 * concurrency limit, and the claim query skips endpoints whose queue is
 * full, so a slow or dead receiver holds at most a few claims and never
 * delays deliveries to anyone else.
 */
import { assert } from '../../platform/errors'
import type { Logger } from '../../platform/log'
import { decideDelivery } from './delivery/decide'
import type { DeliveryCommand } from './delivery/commands'
import { sortByGate, type WebhookGate } from './dispatch_gate'
import type { ClaimedDelivery, DecidedDelivery, DeliveryStore } from './delivery_store'
import type { Endpoint, EndpointDirectory } from './endpoint_directory'
import type { AttemptOutcome, WebhookSender } from './sender'
import { signDelivery } from './signing'
import { URL_CHANGED_ERROR, mayAttempt } from './bound_url'
import { nextLaneLimit } from './lane_limit'

export interface DispatcherOptions {
  readonly claimer: string
  /** Attempts in flight per endpoint at first, and at least (lane_limit.ts). */
  readonly perEndpointConcurrency: number
  /** The most a quickly answering endpoint's lane grows to. */
  readonly maxPerEndpointConcurrency: number
  /** A claim outlives the longest wait in an endpoint queue plus one attempt. */
  readonly claimMs: number
  readonly batch: number
  readonly pollMs: number
}

/** Claimed deliveries an endpoint may hold: its lane's limit times this. */
const QUEUE_FACTOR = 8

type Target = { endpoint: Endpoint; secret: string } | undefined
type Lane = { active: number; limit: number; queue: Array<{ delivery: ClaimedDelivery; target: Target }> }

/** What becomes of a claimed delivery (delivery/decide.ts), for the store to write; decided here, per row, so writes stay batched. */
function decided(d: ClaimedDelivery, command: DeliveryCommand, nowMs: number): DecidedDelivery {
  const decision = decideDelivery(d.state, command, nowMs)
  // A claimed delivery is pending, and decide takes every outcome and skip of a pending one.
  assert(decision.kind === 'accepted', `delivery ${d.id}: ${command.type} refused while claimed`)
  return { id: d.id, decision }
}

export class WebhookDispatcher {
  private readonly lanes = new Map<string, Lane>()
  private readonly inFlight = new Set<Promise<void>>()
  private timer: NodeJS.Timeout | undefined
  private polling: Promise<number> | undefined
  private again = false
  private stopped = false

  constructor(
    private readonly store: DeliveryStore,
    private readonly directory: EndpointDirectory,
    private readonly sender: WebhookSender,
    private readonly gate: WebhookGate,
    private readonly nowMs: () => number,
    private readonly logger: Logger,
    private readonly options: DispatcherOptions,
  ) {}

  async start(): Promise<void> {
    await this.store.releaseClaims(this.options.claimer)
    this.timer = setInterval(() => this.wake(), this.options.pollMs)
    this.timer.unref()
    this.wake()
  }

  /** Claims due work now (called after new deliveries are inserted). */
  wake(): void {
    if (this.stopped) return
    if (this.polling) {
      this.again = true
      return
    }
    this.polling = this.pollOnce()
      .catch((error: unknown) => {
        this.logger.warn({ err: error }, 'webhook claim failed')
        return 0
      })
      .finally(() => {
        this.polling = undefined
        if (this.again) {
          this.again = false
          this.wake()
        }
      })
  }

  /** One claim round; returns how many deliveries were claimed. */
  async pollOnce(): Promise<number> {
    const full = [...this.lanes].filter(([, lane]) => lane.active + lane.queue.length >= lane.limit * QUEUE_FACTOR).map(([id]) => id)
    const claimed = await this.store.claimDue({
      nowMs: this.nowMs(),
      limit: this.options.batch,
      claimMs: this.options.claimMs,
      claimer: this.options.claimer,
      excludeEndpoints: full,
    })
    if (claimed.length === 0) return 0
    const { send, skip, undecided } = await sortByGate(claimed, this.gate)
    const skipAtMs = this.nowMs()
    await this.store.skip(
      skip.map((d) => decided(d, { type: 'skip', reason: 'plan' }, skipAtMs)),
      this.options.claimer,
    )
    if (undecided.length > 0)
      this.logger.warn({ deliveries: undecided.length }, 'webhook plan check failed; retrying when the claims lapse')
    const endpoints = await this.directory.byIds([...new Set(send.map((d) => d.endpointId))])
    // Secrets are opened once per claim round, not per attempt, and never outlive the round's deliveries.
    const targets = new Map<string, Target>()
    for (const [id, endpoint] of endpoints)
      if (endpoint.status === 'active') targets.set(id, { endpoint, secret: this.directory.secretOf(endpoint) })
    for (const delivery of send) {
      const lane = this.lanes.get(delivery.endpointId) ?? { active: 0, limit: this.options.perEndpointConcurrency, queue: [] }
      this.lanes.set(delivery.endpointId, lane)
      lane.queue.push({ delivery, target: targets.get(delivery.endpointId) })
      this.pump(delivery.endpointId, lane)
    }
    if (claimed.length === this.options.batch) this.again = true
    return claimed.length
  }

  private pump(endpointId: string, lane: Lane): void {
    while (lane.active < lane.limit && lane.queue.length > 0) {
      const next = lane.queue.shift()!
      lane.active++
      // The lane slot frees when the receiver has answered; recording the
      // outcome (group-committed) finishes in the background, still tracked
      // in inFlight. The claim keeps anyone else from sending it meanwhile.
      let released = false
      const release = (outcome?: AttemptOutcome) => {
        if (released) return
        released = true
        lane.active--
        if (outcome)
          lane.limit = nextLaneLimit(lane.limit, outcome, {
            floor: this.options.perEndpointConcurrency,
            cap: this.options.maxPerEndpointConcurrency,
          })
        if (lane.active === 0 && lane.queue.length === 0) this.lanes.delete(endpointId)
        else this.pump(endpointId, lane)
        // A lane running low may take more claims; claims are coalesced, so
        // a burst of completions costs one claim query, not one each.
        if (lane.queue.length < lane.limit) this.wake()
      }
      const work = this.attempt(next.delivery, next.target, release).finally(() => release())
      this.inFlight.add(work)
      void work.finally(() => this.inFlight.delete(work))
    }
  }

  private async attempt(delivery: ClaimedDelivery, target: Target, answered: (outcome: AttemptOutcome) => void): Promise<void> {
    const atMs = this.nowMs()
    let outcome: { ok: boolean; statusCode: number | null; error: string | null; durationMs: number }
    if (!target || !mayAttempt(delivery.url, target.endpoint.url)) {
      // Not sent, and never will be: the endpoint is off, or it now points somewhere this event was not meant for.
      outcome = { ok: false, statusCode: null, error: target ? URL_CHANGED_ERROR : 'endpoint deactivated', durationMs: 0 }
      const failed = decided(delivery, { type: 'attempted', result: 'undeliverable', atMs }, atMs)
      await this.store.recordAttempt({ ...failed, atMs, ...outcome, url: null })
      return
    }
    try {
      const headers = signDelivery({
        product: delivery.product,
        secret: target.secret,
        deliveryId: delivery.id,
        eventType: delivery.eventType,
        body: delivery.body,
        nowMs: atMs,
      })
      outcome = await this.sender.send(target.endpoint.url, headers, delivery.body)
    } catch (error) {
      outcome = { ok: false, statusCode: null, error: error instanceof Error ? error.message : String(error), durationMs: 0 }
    }
    answered(outcome)
    // A retry is scheduled from when the receiver answered, not from when the attempt started.
    const next = decided(delivery, { type: 'attempted', result: outcome.ok ? 'delivered' : 'refused', atMs }, this.nowMs())
    await this.store.recordAttempt({ ...next, atMs, ...outcome, url: target.endpoint.url })
  }

  /** Claims and sends until nothing is due (tests and graceful drains). */
  async runUntilIdle(): Promise<void> {
    for (;;) {
      await this.polling
      const claimed = await this.pollOnce()
      await Promise.all([...this.inFlight])
      if (claimed === 0 && this.inFlight.size === 0) return
    }
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearInterval(this.timer)
    await this.polling
    await Promise.all([...this.inFlight])
  }
}
