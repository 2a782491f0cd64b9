/**
 * JSON that round-trips bigint. Actor state, outbox payloads and RPC bodies
 * carry money as bigint base units; JSON has no bigint, so they are written as
 * {"$bigint":"123"} and restored on read. Plain JSON numbers never carry money.
 */
const TAG = '$bigint'

function replacer(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? { [TAG]: value.toString() } : value
}

function reviver(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>
    const tagged = record[TAG]
    if (typeof tagged === 'string' && Object.keys(record).length === 1) return BigInt(tagged)
  }
  return value
}

export function encodeJson(value: unknown): string {
  // Most values carry no bigint; plain stringify is several times faster
  // than a replacer and throws on the first bigint, which sends us to the
  // tagged form.
  try {
    return JSON.stringify(value)
  } catch (error) {
    if (!(error instanceof TypeError)) throw error
    return JSON.stringify(value, replacer)
  }
}

export function decodeJson<T = unknown>(text: string): T {
  // A reviver costs a callback per value; skip it when no tag can be present.
  return (text.includes(TAG) ? JSON.parse(text, reviver) : JSON.parse(text)) as T
}

/** Converts a value decoded by postgres' jsonb parser (no reviver) into its bigint-restored form. */
export function reviveJson<T = unknown>(value: unknown): T {
  return decodeJson<T>(JSON.stringify(value))
}
