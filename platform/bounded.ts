/**
 * A Map and a Set that hold at most `max` entries, forgetting the oldest first (insertion order, as a Map and a Set
 * iterate): for in-process memories that are only ever a shortcut (a cached drawing, a yes kept, a hint), where
 * forgetting costs one more look-up and never a wrong answer.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super()
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.max) this.delete(this.keys().next().value!)
    return super.set(key, value)
  }
}

export class BoundedSet<T> extends Set<T> {
  constructor(private readonly max: number) {
    super()
  }

  override add(value: T): this {
    if (!this.has(value) && this.size >= this.max) this.delete(this.values().next().value!)
    return super.add(value)
  }
}
