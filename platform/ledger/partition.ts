/**
 * Splits one batch of callers into calls that can run at the same time: callers that share a key
 * (an account, a pending id) always land in the same call, in their queue order, so the calls touch
 * disjoint rows and never wait on each other's locks.
 *
 * Why: the batcher's callers come back together when their call ends and queue again together, so
 * with one batch per flush every call waited for the one before (Node encoding, then Postgres, then
 * its commit, never at once). Over many accounts the callers fall into small groups, and two calls
 * of half the size run in parallel; on one hot account they form one group, and stay one call,
 * which is cheaper than two calls taking turns on its row.
 */

/** Union-find over the keys: the group of a caller is the root of its first key. */
class Groups {
  private readonly parent = new Map<string, string>()

  root(k: string): string {
    let r = k
    for (let p = this.parent.get(r); p !== undefined && p !== r; p = this.parent.get(r)) r = p
    // Path compression: the next look-up of k is one step.
    if (r !== k) this.parent.set(k, r)
    return r
  }

  join(keys: readonly string[]): void {
    const first = keys[0]
    if (first === undefined) return
    if (!this.parent.has(first)) this.parent.set(first, first)
    const r = this.root(first)
    for (const k of keys) {
      if (!this.parent.has(k)) this.parent.set(k, r)
      else {
        const rk = this.root(k)
        if (rk !== r) this.parent.set(rk, r)
      }
    }
  }
}

/**
 * At most `parts` lists of the batch's callers, each at least `minItems` items unless one group
 * alone is smaller or larger, balanced by items; callers keep their relative order in each list.
 * A caller without keys is a group of its own.
 */
export function partition<W>(
  batch: readonly W[],
  keysOf: (w: W) => readonly string[],
  sizeOf: (w: W) => number,
  parts: number,
  minItems: number,
): W[][] {
  const total = batch.reduce((n, w) => n + sizeOf(w), 0)
  const wanted = Math.min(parts, Math.floor(total / Math.max(minItems, 1)))
  if (wanted < 2) return [[...batch]]
  const groups = new Groups()
  for (const w of batch) groups.join(keysOf(w))
  type Group = { members: Array<{ at: number; w: W }>; size: number }
  const byRoot = new Map<string | number, Group>()
  batch.forEach((w, at) => {
    const first = keysOf(w)[0]
    const id = first === undefined ? at : groups.root(first)
    const g: Group = byRoot.get(id) ?? { members: [], size: 0 }
    g.members.push({ at, w })
    g.size += sizeOf(w)
    byRoot.set(id, g)
  })
  // Largest group first into the lightest call: a greedy balance, good enough for a few calls.
  const bins = Array.from({ length: wanted }, (): Group => ({ members: [], size: 0 }))
  for (const g of [...byRoot.values()].sort((a, b) => b.size - a.size)) {
    const bin = bins.reduce((a, b) => (b.size < a.size ? b : a))
    bin.members.push(...g.members)
    bin.size += g.size
  }
  return bins.filter((b) => b.members.length > 0).map((b) => b.members.sort((x, y) => x.at - y.at).map((m) => m.w))
}
