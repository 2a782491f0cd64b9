/**
 * Waiting in tests. Tests run under heavy load (two cores shared by the whole suite), so a test waits for the
 * condition it needs, with a generous deadline, never for a fixed time it guessed would be enough. `elapse` is
 * only for time that IS the behaviour under test (a backoff, a cache window, an outage, a lease running out):
 * load can make such a wait longer, never shorter, so what it shows still holds.
 */

/** Polls `check` until it returns a truthy value and returns that value; throws naming `what` after `timeoutMs`. */
export async function until<T>(
  check: () => T | Promise<T>,
  what: string,
  { timeoutMs = 30_000, stepMs = 20 }: { timeoutMs?: number; stepMs?: number } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value as NonNullable<T>
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, stepMs))
  }
}

/** Lets `ms` of wall-clock time pass: for time that is itself under test (see the header), not to wait for an outcome. */
export function elapse(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
