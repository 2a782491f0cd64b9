/**
 * Phone numbers in normalized E.164 (`+` and 8 to 15 digits behind a known
 * country calling code), and their blind index: an HMAC-SHA256 under a
 * server secret, so the number itself is never stored or logged. The same
 * number written differently ("+44 20 7946 0958", "0044 (0)20-7946-0958")
 * normalizes to one string and therefore one index and one wallet.
 */
import { createHmac } from 'node:crypto'

// ITU-T E.164 country calling codes in service (1 to 3 digits).
const CODES = new Set([
  '1',
  '7',
  '20',
  '27',
  '30',
  '31',
  '32',
  '33',
  '34',
  '36',
  '39',
  '40',
  '41',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '57',
  '58',
  '60',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '81',
  '82',
  '84',
  '86',
  '90',
  '91',
  '92',
  '93',
  '94',
  '95',
  '98',
  '211',
  '212',
  '213',
  '216',
  '218',
  ...range(220, 258),
  ...range(260, 269),
  '290',
  '291',
  '297',
  '298',
  '299',
  ...range(350, 359),
  ...range(370, 383),
  '385',
  '386',
  '387',
  '389',
  '420',
  '421',
  '423',
  ...range(500, 509),
  ...range(590, 599),
  '670',
  ...range(672, 683),
  ...range(685, 692),
  '800',
  '808',
  '850',
  '852',
  '853',
  '855',
  '856',
  '870',
  '878',
  '880',
  '881',
  '882',
  '883',
  '886',
  '888',
  ...range(960, 968),
  ...range(970, 977),
  '979',
  ...range(992, 996),
  '998',
])

function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i))
}

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
  if (![1, 2, 3].some((n) => CODES.has(digits.slice(0, n))))
    return { ok: false, reason: 'phone_number has an unknown country calling code' }
  return { ok: true, e164: s }
}

/** The blind index of a normalized number: hex HMAC-SHA256, versioned so the scheme can change without collisions. */
export function blindIndex(key: Buffer, e164: string): string {
  return createHmac('sha256', key).update(`caas/phone/v1:${e164}`).digest('hex')
}
