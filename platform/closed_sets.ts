/** Membership of closed sets (a const list, a record's keys), narrowed by a check rather than asserted. */

/** Whether `value` is a member of `list`: the list's own type when it is. */
export function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return list.some((member) => member === value)
}

/** A record's own keys, typed as its key union (for records declared with every key of it). */
export function keysOf<K extends string>(record: Readonly<Record<K, unknown>>): K[] {
  return Object.keys(record).filter((key): key is K => Object.prototype.hasOwnProperty.call(record, key))
}
