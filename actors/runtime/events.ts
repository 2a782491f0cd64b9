/**
 * The events of one actor kind as one declared map (type -> payload), used on both sides of the outbox: the kind's
 * `decide` emits through `event`, which only takes a declared type with its payload, and every subscriber reads
 * through `read`, which answers the event with its payload typed, or null when it is another kind's or another
 * type. The payload is decoded in this one place, against the one declaration, instead of each subscriber
 * re-declaring what it expects.
 */
import { decodeJson } from '../../platform/json'
import type { StoredEvent } from './store'
import type { DomainEvent } from './types'

/** One kind's events: each type with its payload. */
export type EventMap = { readonly [type: string]: unknown }

/** An event of `M` read back, narrowed by `type`. */
type EventOf<M extends EventMap, T extends keyof M & string = keyof M & string> = {
  readonly [K in T]: { readonly type: K; readonly payload: M[K]; readonly stored: StoredEvent }
}[T]

export interface KindEvents<M extends EventMap> {
  readonly kind: string
  /** An event for `decide` to emit. */
  event<T extends keyof M & string>(type: T, payload: M[T]): DomainEvent
  /** The stored event if it is this kind's and one of `types`, with its payload; null otherwise. */
  read<T extends keyof M & string>(stored: StoredEvent, ...types: readonly T[]): EventOf<M, T> | null
}

export function kindEvents<M extends EventMap>(kind: string): KindEvents<M> {
  return {
    kind,
    event: (type, payload) => ({ type, payload }),
    read<T extends keyof M & string>(stored: StoredEvent, ...types: readonly T[]): EventOf<M, T> | null {
      const type = types.find((t) => t === stored.type)
      if (stored.kind !== kind || type === undefined) return null
      // The one decode of this kind's payloads: written by `event` above with the declared type's payload.
      const payload = decodeJson<M[T]>(stored.payloadJson)
      return { type, payload, stored } as EventOf<M, T>
    },
  }
}
