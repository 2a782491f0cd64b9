/**
 * The deposit actor's rejection codes: none. Every sighting is a fact from the
 * chain, recorded or ignored as a repeat, never refused; the empty union keeps
 * the shape of every kind and makes a rejection here a compile error.
 */

export type DepositRejection = never
