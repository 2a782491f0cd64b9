/**
 * A value the code relies on being there: returned when it is, a thrown error
 * naming it when it is not (where a non-null assertion would have failed
 * later, with a TypeError that names nothing).
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`)
  return value
}

/** The first row of a result that must have one. */
export function firstOf<T>(rows: readonly T[], what: string): T {
  return present(rows[0], what)
}
