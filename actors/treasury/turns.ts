/**
 * One step at a time per key in this process: a move's steps (two runners of one move would both see its gas
 * short and top it up twice), and the sends of one treasury address (each reads the address's next nonce when
 * it is signed; two signed at once would take the same one). Across hosts the ids keep it right (a second
 * runner finds the first's move, top-up and send) and a nonce taken twice fails one send as conflicted, which
 * is retried.
 */
import { serialized } from '../../platform/serialized'

export const oneAtATime = serialized()
