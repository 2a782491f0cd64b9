/**
 * Hostile input for the route fuzz test (test/gateway/fuzz_routes.test.ts):
 * fast-check arbitraries built from a route's TypeBox schemas, mostly
 * plausible values (so a request gets past validation to the handler) mixed
 * with text Postgres cannot store, deep nesting and numbers no double holds.
 * Bodies are written as JSON text by hand: JSON.stringify cannot write 1e400
 * or nest 5,000 deep.
 */
import fc from 'fast-check'

/** A number literal sent exactly as written. */
class RawNumber {
  constructor(readonly text: string) {}
}

/** An object nested `depth` levels deep, written without recursion. */
class Deep {
  constructor(readonly depth: number) {}
}

type Schema = {
  type?: string
  anyOf?: Schema[]
  const?: unknown
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  patternProperties?: Record<string, Schema>
}

const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '\udbff\u0000',
  '%00',
  '😀',
  '\u202e',
  '',
  ' ',
  'é'.repeat(100),
  "'; --",
  '../..',
]

/** Strings that must never reach a write: NUL, lone surrogates, any code point at all. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...HOSTILE_TEXT), fc.string({ unit: 'binary', maxLength: 12 }))

const EXTREME_NUMBERS = [
  '1.000000000000000000000000000001',
  '1e400',
  '-1e400',
  '1e-400',
  '9007199254740993',
  '1e308',
  '-0',
  '5e-324',
  '-1',
  '0',
  '1e21',
  '2147483648',
  '-9223372036854775809',
]

/** Numbers at and beyond the edges: inexact literals, overflow to Infinity, huge integers, negatives, zero. */
const extremeNumber: fc.Arbitrary<RawNumber | number> = fc.oneof(
  fc.constantFrom(...EXTREME_NUMBERS).map((text) => new RawNumber(text)),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
)

/** Any JSON-ish value, hostile more often than not, sometimes nested far too deep. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  extremeNumber,
  fc.constantFrom(new Deep(40), new Deep(5_000)),
  fc.constant(null),
  fc.boolean(),
  fc.dictionary(hostileString, hostileString, { maxKeys: 2 }),
  fc.array(hostileString, { maxLength: 2 }),
)

function plausibleString(s: Schema): fc.Arbitrary<string> {
  if (s.format === 'uuid') return fc.uuid()
  if (s.format === 'email') return fc.constant('fuzz@example.com')
  if (s.format === 'date-time') return fc.constant(new Date(0).toISOString())
  if (s.format === 'uri' || s.format === 'http-url') return fc.constantFrom('https://example.com/x', 'javascript:alert(1)')
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 200))
  const minLength = s.minLength ?? 0
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(s.maxLength ?? 24, 24)) })
}

function plausibleNumber(s: Schema): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0)
  const max = s.maximum ?? min + 1_000
  return s.type === 'integer' ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true })
}

/**
 * A value for `schema`: mostly plausible, so that a request whose one field is
 * hostile gets past validation to the handler; hostile but of the declared
 * type (a string with NUL where a string is declared) otherwise.
 */
export function valueFor(schema: Schema): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: plausible(schema), weight: 6 }, { arbitrary: hostileFor(schema), weight: 1 })
}

/**
 * Values some fields need to be meaningful, not just well-typed: a random
 * three-letter currency is refused before the handler does anything.
 */
const KNOWN_GOOD: Record<string, readonly unknown[]> = {
  currency: ['USD', 'EUR', 'JPY', 'USDT'],
  network: ['ETH', 'BSC', 'POL', 'TRX', 'SOL', 'BTC', 'LTC', 'BCH', 'XRP'],
  amount: ['10.00', '24.50', 1, 1500],
  amount_in: ['1000000'],
  word_count: [12, 24],
  from_chain: ['ETH'],
  to_chain: ['ETH'],
  payment_method: ['crypto'],
  plan: ['starter', 'professional'],
  duration: ['monthly', 'annual'],
  environment: ['test'],
  product: ['payments', 'caas'],
  status: ['approved', 'pending', 'paid'],
  role: ['member', 'admin'],
  phone_number: ['+14155550123'],
  new_phone_number: ['+14155550124'],
  chain: ['ETH'],
  token: ['USDT'],
  asset: ['USDT'],
  index: [0, 1],
}

/** A plausible value for property `name`: a known good one when the name is in KNOWN_GOOD (and the schema admits it). */
function plausibleProperty(name: string, s: Schema): fc.Arbitrary<unknown> {
  const known = KNOWN_GOOD[name]
  const own = plausible(s)
  return known ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 5 }, { arbitrary: own, weight: 1 }) : own
}

function plausible(s: Schema): fc.Arbitrary<unknown> {
  if (s.anyOf) return fc.oneof(...s.anyOf.map(valueFor))
  if ('const' in s) return fc.constant(s.const)
  switch (s.type) {
    case 'object':
      return plainObjectFor(s)
    case 'array':
      return fc.array(s.items ? valueFor(s.items) : hostileValue, { maxLength: 3 })
    case 'string':
      return plausibleString(s)
    case 'number':
    case 'integer':
      return plausibleNumber(s)
    case 'boolean':
      return fc.boolean()
    default:
      return hostileValue
  }
}

function hostileFor(s: Schema): fc.Arbitrary<unknown> {
  if (s.type === 'object') return fc.oneof(objectFor(s), hostileValue)
  if (s.type === 'string') return hostileString
  if (s.type === 'number' || s.type === 'integer') return extremeNumber
  return hostileValue
}

/**
 * An object for an object schema: every property plausible (the required
 * ones and some optional ones), then, four times in five, ONE of them (or a
 * stray key) made hostile, so that what breaks a handler is that one value.
 */
export function objectFor(s: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {}
  const names = Object.keys(properties)
  // A record (metadata): free keys and values.
  if (names.length === 0 && s.patternProperties) {
    return fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), hostileString), hostileValue, { maxKeys: 3 })
  }
  const mutation = fc.oneof(
    {
      arbitrary:
        names.length > 0
          ? fc.constantFrom(...names).chain((name) => fc.tuple(fc.constant(name), hostileFor(properties[name]!)))
          : fc.tuple(hostileString, hostileValue),
      weight: 9,
    },
    { arbitrary: fc.tuple(hostileString, hostileValue), weight: 1 },
  )
  return fc.tuple(plainObjectFor(s), fc.option(mutation, { freq: 5 })).map(([o, m]) => (m ? { ...o, [m[0]]: m[1] } : o))
}

/** Every property plausible: the required ones and some optional ones. */
function plainObjectFor(s: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {}
  if (Object.keys(properties).length === 0 && s.patternProperties) {
    return fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 12 }), { maxKeys: 3 })
  }
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [name, p] of Object.entries(properties)) model[name] = plausibleProperty(name, p)
  return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in model) })
}

/** JSON text for a value holding RawNumber and Deep; strings through JSON.stringify, which escapes NUL and lone surrogates. */
export function jsonText(value: unknown): string {
  if (value instanceof RawNumber) return value.text
  if (value instanceof Deep) return `${'{"d":'.repeat(value.depth)}0${'}'.repeat(value.depth)}`
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`)
      .join(',')}}`
  }
  return value === undefined ? 'null' : JSON.stringify(value)
}

/** Percent-encodes text for a path segment or query, a lone surrogate as the UTF-8-style bytes a raw client could send (%ED%A0%80). */
export function percentEncode(text: string): string {
  let out = ''
  for (const ch of text) {
    const unit = ch.charCodeAt(0)
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('')
    } else {
      out += encodeURIComponent(ch)
    }
  }
  return out
}

/** A query string for plain values (numbers and booleans as text). */
export function queryText(query: Record<string, unknown>): string {
  const text = (v: unknown) => (typeof v === 'string' ? v : v instanceof RawNumber ? v.text : jsonText(v))
  const parts = Object.entries(query).map(([k, v]) => `${percentEncode(k)}=${percentEncode(text(v))}`)
  return parts.length > 0 ? `?${parts.join('&')}` : ''
}
