/**
 * The vocabulary of the actor runtime. An actor kind is a pure state machine
 * (`decide`) plus a name; everything with I/O lives in the host shell.
 */
import type { Rejection, RejectionCode } from '../../platform/errors'
import type { ReadModel } from './read_model'

/** Addresses a virtual actor: it exists conceptually before its first message. */
export interface ActorRef {
  readonly kind: string
  readonly id: string
}

/**
 * An actor of a known kind: `ask` takes exactly the kind's commands and answers its reply and rejection types,
 * with no type argument to assert. Made by `refTo(kind, id)`; a product exports a ref maker for each of its
 * kinds from its index.ts (`swapRef(id)`), so a caller never names a kind by string.
 */
export interface KindRef<C, R, J extends RejectionCode = RejectionCode> extends ActorRef {
  /** Never set: carries the kind's types to `ask`. */
  readonly types?: { readonly command: C; readonly reply: R; readonly rejection: J }
}

export function refTo<S, C, R, J extends RejectionCode>(kind: ActorKind<S, C, R, J>, id: string): KindRef<C, R, J> {
  return { kind: kind.kind, id }
}

/** An event the decision emits. Persisted in the outbox with the state, published after commit. */
export interface DomainEvent {
  readonly type: string
  readonly payload: unknown
}

/** Durable timer operations a decision may request, applied in the same write as the state. */
export type TimerOp =
  | { readonly op: 'set'; readonly name: string; readonly dueAtMs: number; readonly payload?: unknown }
  | { readonly op: 'cancel'; readonly name: string }

/** `J` is the kind's closed set of rejection codes (its rejections.ts). */
export type Decision<S, R, J extends RejectionCode = RejectionCode> =
  /** State changed: write it (expected version), then publish events, then reply. */
  | {
      readonly kind: 'accepted'
      readonly state: S
      readonly events: readonly DomainEvent[]
      readonly reply: R
      readonly timers?: readonly TimerOp[]
    }
  /** Nothing to write: queries and idempotent repeats. No I/O at all. */
  | { readonly kind: 'unchanged'; readonly reply: R }
  /** A rule said no. A value, not an exception; reaches the API as `code`. */
  | { readonly kind: 'rejected'; readonly rejection: Rejection<J> }

/** A timer firing is delivered to the actor as an ordinary command built by the kind. */
export interface TimerFired {
  readonly name: string
  readonly dueAtMs: number
  readonly payload: unknown
}

/**
 * One actor kind. `decide` must be pure: same inputs, same decision, no I/O,
 * no clock reads (time arrives as `nowMs`).
 */
export interface ActorKind<S, C, R = unknown, J extends RejectionCode = RejectionCode> {
  readonly kind: string
  /** State of an actor that has never been written. */
  initial(id: string): S
  decide(state: S, command: C, nowMs: number): Decision<S, R, J>
  /** Turns a due durable timer into a command for `decide`. */
  onTimer?(timer: TimerFired): C
  /** Product tables kept in the same commit as the state (see read_model.ts). */
  readonly readModel?: ReadModel<S>
}

export function accepted<S, R>(
  state: S,
  reply: R,
  events: readonly DomainEvent[] = [],
  timers?: readonly TimerOp[],
): Decision<S, R, never> {
  return timers === undefined ? { kind: 'accepted', state, events, reply } : { kind: 'accepted', state, events, reply, timers }
}

export function unchanged<R>(reply: R): Decision<never, R, never> {
  return { kind: 'unchanged', reply }
}

export function rejected<J extends RejectionCode>(rejection: Rejection<J>): Decision<never, never, J> {
  return { kind: 'rejected', rejection }
}

/** What ask() resolves to: the reply, or the rejection as a value. */
export type AskResult<R, J extends RejectionCode = RejectionCode> =
  { readonly ok: true; readonly reply: R } | { readonly ok: false; readonly rejection: Rejection<J> }
