/**
 * Wire objects list a field only when it applies (spec: "present when
 * applicable"): a null or undefined value means "does not apply", so the key
 * goes rather than being sent as null. Shallow: nested objects build their
 * own with this too.
 */
export function omitAbsent<T extends Record<string, unknown>>(fields: T): { [K in keyof T]: Exclude<T[K], null | undefined> } {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields)) if (value !== null && value !== undefined) out[key] = value
  return out as { [K in keyof T]: Exclude<T[K], null | undefined> }
}
