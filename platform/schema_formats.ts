/**
 * The string formats input schemas use, registered with TypeBox once per process: TypeBox checks no format until
 * it is registered, and an unregistered one fails every value. Both sides of the payments link check inputs (the
 * gateway's routes, gateway/core/validation.ts, and each method's operation, platform/input_check.ts), so both
 * import this.
 */
import { FormatRegistry } from '@sinclair/typebox'

const FORMATS: Record<string, RegExp> = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  'date-time': /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)$/,
  date: /^\d{4}-\d\d-\d\d$/,
}
for (const [name, pattern] of Object.entries(FORMATS))
  if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, (value) => pattern.test(value))
const parsedUrl = (value: string): URL | undefined => {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}
FormatRegistry.Has('uri') || FormatRegistry.Set('uri', (value) => Boolean(parsedUrl(value)?.protocol))
// A URL a browser or our own client will follow: javascript:, data: and file: are not places to send anyone.
FormatRegistry.Has('http-url') ||
  FormatRegistry.Set('http-url', (value) => {
    const url = parsedUrl(value)
    return (url?.protocol === 'http:' || url?.protocol === 'https:') && url.hostname !== ''
  })
