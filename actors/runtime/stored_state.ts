/**
 * An actor's state read back by a read-model query (a product table joined with actor_state), decoded as
 * activation decodes it and typed by its kind rather than re-declared at the call site.
 */
import { decodeJson } from '../../platform/json'

/** A state once written: every kind here starts in `new`, which is never stored with a row in a read model. */
export type Written<S> = Exclude<S, { readonly status: 'new' }>

function isWritten<S extends { readonly status: string }>(state: S): state is Written<S> {
  return state.status !== 'new'
}

/** The written state behind a read-model row; a `new` one there is a fault (the row is written with the state). */
export function writtenState<S extends { readonly status: string }>(
  kind: { readonly kind: string; initial(id: string): S },
  json: string,
): Written<S> {
  const state = decodeJson<S>(json)
  if (!isWritten(state)) throw new Error(`${kind.kind}: a read-model row points at a state never written`)
  return state
}
