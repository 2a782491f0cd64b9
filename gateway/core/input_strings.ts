/**
 * Text Postgres cannot store: NUL (text and jsonb refuse it) and a surrogate
 * without its pair (not valid UTF-8). Either reached a handler and failed its
 * write with a 500; the gateway refuses them up front, naming the field.
 */
import { isJsonObject } from '../../platform/json_object'

const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** Whether `text` can be stored as is. */
function isStorableText(text: string): boolean {
  UNSTORABLE.lastIndex = 0
  return !UNSTORABLE.test(text)
}

/**
 * The path (`metadata.note`, `items.2`) of the first string or object key in
 * `value` that is not storable, or undefined. `prefix` names where the value
 * came from when a bad key sits at the top (a query parameter's name).
 */
export function findUnstorableText(value: unknown, prefix = ''): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : prefix
  if (value === null || typeof value !== 'object') return undefined
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], join(prefix, String(i)))
      if (found !== undefined) return found
    }
    return undefined
  }
  if (!isJsonObject(value)) return undefined
  for (const key of Object.keys(value)) {
    if (!isStorableText(key)) return join(prefix, printable(key))
    const found = findUnstorableText(value[key], join(prefix, key))
    if (found !== undefined) return found
  }
  return undefined
}

function join(prefix: string, key: string): string {
  return prefix === '' ? key : `${prefix}.${key}`
}

/** A key shown in a message: the characters that made it unstorable as visible escapes (never echoed raw). */
function printable(key: string): string {
  return key.replace(UNSTORABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
