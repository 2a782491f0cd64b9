/**
 * The request fields several operations share, each bounded by what it is
 * (OWASP API4, unrestricted resource consumption): every string a request may
 * carry has a maximum length, every integer a minimum and a maximum. A field's
 * pattern or format is the one its operations already required; the maximum
 * length states the longest value that shape allows (or, for a shape without
 * one, the longest the field can sensibly be), so no value a client sends
 * today is refused, short of padding no real value carries.
 *
 * Each is a function of the field's own options (a description, a default),
 * so every use documents itself in the OpenAPI document.
 */
import { Type, type IntegerOptions, type StringOptions } from '@sinclair/typebox'
import { KEY_MAX_LENGTH, KEY_PATTERN } from './idempotency'

/** A caller-chosen idempotency key (platform/idempotency.ts): 1 to 255 printable ASCII characters. */
export const idempotencyKey = (options: StringOptions = {}) =>
  Type.String({ minLength: 1, maxLength: KEY_MAX_LENGTH, pattern: KEY_PATTERN, ...options })

/** A six-digit one-time code: a TOTP code from an authenticator app, or one sent by SMS. There are no backup or recovery codes. */
export const otpCode = (options: StringOptions = {}) => Type.String({ pattern: '^[0-9]{6}$', maxLength: 6, ...options })

/** An ISO 3166-1 alpha-2 country code, in either case (the methods upper-case it): `NG`, `gb`. */
export const countryCode = (options: StringOptions = {}) => Type.String({ pattern: '^[A-Za-z]{2}$', maxLength: 2, ...options })

/** An ISO 4217 currency code, in either case (the methods upper-case it): `EUR`, `ngn`. */
export const currencyCode = (options: StringOptions = {}) => Type.String({ pattern: '^[A-Za-z]{3}$', maxLength: 3, ...options })

/**
 * A positive decimal amount as a string, `24.50`: digits, at most one point, no sign or exponent. Forty
 * characters hold any amount the platform takes (the methods refuse more digits than their currency has).
 */
export const decimalAmount = (options: StringOptions = {}) => Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$', maxLength: 40, ...options })

/**
 * An RFC 3339 timestamp (format `date-time`, gateway/core/validation.ts), `2026-01-01T00:00:00.000Z`:
 * forty characters leave room for a nanosecond fraction and a numeric offset.
 */
export const timestamp = (options: StringOptions = {}) => Type.String({ format: 'date-time', maxLength: 40, ...options })

/** A UUID, as the platform issues them for sessions, refunds, deliveries and accounts: 36 characters. */
export const uuid = (options: StringOptions = {}) => Type.String({ format: 'uuid', maxLength: 36, ...options })

/** A bank account number or IBAN: 4 to 34 letters and digits (34, the longest IBAN), no spaces. */
export const bankAccountNumber = (options: StringOptions = {}) => Type.String({ pattern: '^[0-9A-Za-z]{4,34}$', maxLength: 34, ...options })

/** A `#rrggbb` colour; `""` where the field allows removing it. */
export const hexColourOrEmpty = (options: StringOptions = {}) => Type.String({ pattern: '^(#[0-9a-fA-F]{6})?$', maxLength: 7, ...options })

/** A page cursor the previous page answered (`next_cursor`): an id of at most 18 digits. */
export const numericCursor = (options: StringOptions = {}) => Type.String({ pattern: '^[0-9]{1,18}$', maxLength: 18, ...options })

/** An identifier the platform issued that is not a UUID (a webhook endpoint's id): at most 100 characters. */
export const opaqueId = (options: StringOptions = {}) => Type.String({ maxLength: 100, ...options })

/** 2^31 - 1: the largest id a partner catalogue (gift card products, operators, billers) hands out, a signed 32-bit integer. */
const PARTNER_ID_MAX = 2_147_483_647

/** An id from a partner's catalogue: a positive signed 32-bit integer. */
export const partnerId = (options: IntegerOptions = {}) => Type.Integer({ minimum: 1, maximum: PARTNER_ID_MAX, ...options })

/** 9999-12-31T23:59:59Z in Unix seconds: the last instant an RFC 3339 timestamp can write. */
const UNIX_SECONDS_MAX = 253_402_300_799

/** An instant in Unix seconds (an on-chain deadline): from the epoch to the end of year 9999. */
export const unixSeconds = (options: IntegerOptions = {}) => Type.Integer({ minimum: 0, maximum: UNIX_SECONDS_MAX, ...options })
