/**
 * One step at a time per key in this process: a move's steps (two runners of
 * one move would both see its gas short and top it up twice), and the sends
 * of one treasury address (each reads the address's next nonce when it is
 * signed; two signed at once would take the same one). Across hosts the ids
 * keep it right (a second runner finds the first's move, top-up and send)
 * and a nonce taken twice fails one send as conflicted, which is retried.
 */
const running = new Map<string, Promise<unknown>>()

export function oneAtATime<T>(key: string, step: () => Promise<T>): Promise<T> {
  const run = (running.get(key) ?? Promise.resolve()).then(step, step)
  const tail = run.catch(() => undefined)
  running.set(key, tail)
  void tail.then(() => running.get(key) === tail && running.delete(key))
  return run
}
