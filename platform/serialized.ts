/** Per-key ordering of async work inside one process. */

/** Runs `fn` after every earlier call with the same key in this process (one send per wallet at a time, one create per key). */
export function serialized(): <T>(key: string, fn: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<unknown>>()
  return (key, fn) => {
    const previous = tails.get(key) ?? Promise.resolve()
    const run = previous.then(fn, fn)
    const tail = run.catch(() => undefined)
    tails.set(key, tail)
    void tail.then(() => tails.get(key) === tail && tails.delete(key))
    return run
  }
}
