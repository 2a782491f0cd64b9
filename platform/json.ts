/**
 * JSON that round-trips bigint. Actor state, outbox payloads and RPC bodies
 * carry money as bigint base units; JSON has no bigint, so they are written as
 * {"$bigint":"123"} and restored on read. Plain JSON numbers never carry money.
 */
const TAG = '$bigint'

/**
 * The value with every bigint replaced by its tag, copying only the objects
 * and arrays on a path to a bigint (a value without one is returned as is).
 * A walk plus a plain stringify is ~2.6x faster than a replacer, which costs
 * a callback per value (measured on a checkout session: 3.4 µs vs 9.0 µs).
 */
function tagBigints(value: unknown): unknown {
  if (typeof value === 'bigint') return { [TAG]: value.toString() }
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined
    for (let i = 0; i < value.length; i++) {
      const item = value[i]
      const tagged = tagBigints(item)
      if (tagged !== item) (copy ??= value.slice())[i] = tagged
    }
    return copy ?? value
  }
  // Dates and other toJSON objects serialise themselves.
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return value
  let copy: Record<string, unknown> | undefined
  const record = value as Record<string, unknown>
  for (const key of Object.keys(record)) {
    const item = record[key]
    const tagged = tagBigints(item)
    if (tagged !== item) (copy ??= { ...record })[key] = tagged
  }
  return copy ?? value
}

function reviver(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>
    const tagged = record[TAG]
    if (typeof tagged === 'string' && Object.keys(record).length === 1) return BigInt(tagged)
  }
  return value
}

/**
 * A reply already serialised (a cached view of an immutable state): the
 * gateway and the RPC link send its text as is instead of encoding the
 * object again on every request. Anywhere else it behaves as the value it
 * holds (toJSON).
 */
export class RawJson<T = unknown> {
  /** The type of the value the text holds (compile time only), so a cached answer is checked as the value would be. */
  declare readonly value?: T

  constructor(readonly text: string) {}

  toJSON(): unknown {
    return JSON.parse(this.text)
  }
}

export function encodeJson(value: unknown): string {
  return JSON.stringify(tagBigints(value))
}

export function decodeJson<T = unknown>(text: string): T {
  // A reviver costs a callback per value; skip it when no tag can be present.
  return (text.includes(TAG) ? JSON.parse(text, reviver) : JSON.parse(text)) as T
}
