/** Narrowing for parsed JSON and schema documents: a plain object's fields, read without an assertion. */
export type JsonObject = Record<string, unknown>

/** Whether a parsed value is an object with fields (not null, not an array). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The object a field holds, or undefined when it holds anything else. */
export function objectField(value: unknown, key: string): JsonObject | undefined {
  if (!isJsonObject(value)) return undefined
  const field = value[key]
  return isJsonObject(field) ? field : undefined
}

/**
 * The value at `path` inside a parsed answer, or undefined where a step is missing or not an object: what
 * `value?.a?.b` reads, without asserting the answer's shape first (a third party's JSON, read field by field).
 */
export function field(value: unknown, ...path: readonly string[]): unknown {
  let at = value
  for (const key of path) {
    if (!isJsonObject(at)) return undefined
    at = at[key]
  }
  return at
}

/** The list at `path`, or an empty list where there is none. */
export function listField(value: unknown, ...path: readonly string[]): readonly unknown[] {
  const list = field(value, ...path)
  return isList(list) ? list : []
}

/** Whether a parsed value is a list; its items stay `unknown` (Array.isArray would type them `any`). */
export function isList(value: unknown): value is readonly unknown[] {
  return Array.isArray(value)
}

/** A partner's answer body as JSON, or null when it is empty or not JSON (its status still tells what happened). */
export function jsonOrNull(text: string): unknown {
  if (text === '') return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
