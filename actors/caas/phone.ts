/**
 * Phone numbers in normalized E.164 (`+` and 8 to 15 digits behind a
 * country calling code in service, as libphonenumber knows them:
 * platform/phone.ts), and their blind index: an HMAC-SHA256 under a server
 * secret, so the number itself is never stored or logged. The same
 * number written differently ("+44 20 7946 0958", "0044 (0)20-7946-0958")
 * normalizes to one string and therefore one index and one wallet.
 */
import { createHmac } from 'node:crypto'
import { isCallingCode } from '../../platform/phone'

export type PhoneCheck = { readonly ok: true; readonly e164: string } | { readonly ok: false; readonly reason: string }

/** Normalizes an international phone number to E.164, or says why it is not one. */
export function normalizePhone(input: string): PhoneCheck {
  // "(0)" is the national trunk prefix written inside an international number; it is not dialled.
  let s = input
    .trim()
    .replace(/\(0\)/g, '')
    .replace(/[\s().\-\u00a0]/g, '')
  if (s.startsWith('00')) s = `+${s.slice(2)}`
  if (!s.startsWith('+')) return { ok: false, reason: 'phone_number must be in international format, starting with + and the country code' }
  if (!/^\+[1-9]\d{7,14}$/.test(s)) return { ok: false, reason: 'phone_number must have 8 to 15 digits after the +' }
  const digits = s.slice(1)
  if (![1, 2, 3].some((n) => isCallingCode(digits.slice(0, n))))
    return { ok: false, reason: 'phone_number has an unknown country calling code' }
  return { ok: true, e164: s }
}

/** The blind index of a normalized number: hex HMAC-SHA256, versioned so the scheme can change without collisions. */
export function blindIndex(key: Buffer, e164: string): string {
  return createHmac('sha256', key).update(`caas/phone/v1:${e164}`).digest('hex')
}
