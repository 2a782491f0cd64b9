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
