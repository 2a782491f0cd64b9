/**
 * Phone numbers through Google's numbering-plan library (libphonenumber,
 * maintained with every plan change), never a hand-written list:
 * `parseForRegion` is the strict check (a number valid in that country's
 * plan, e.g. a VAS recipient); `isCallingCode` says whether a country calling
 * code is in service (CaaS, which accepts any number behind one).
 */
import { PhoneNumberFormat, PhoneNumberUtil } from 'google-libphonenumber'

const util = PhoneNumberUtil.getInstance()
/** libphonenumber's region for an unknown calling code. */
const UNKNOWN_REGION = 'ZZ'

export type PhoneParse = { readonly ok: true; readonly e164: string } | { readonly ok: false; readonly reason: string }

/** A number in international format that is valid in `region`'s numbering plan (ISO 3166 alpha-2), as E.164. */
export function parseForRegion(input: string, region: string): PhoneParse {
  if (!input.trim().startsWith('+'))
    return { ok: false, reason: 'phone must be in international format, starting with + and the country code' }
  try {
    const number = util.parse(input, region.toUpperCase())
    if (!util.isValidNumberForRegion(number, region.toUpperCase()))
      return { ok: false, reason: `phone is not a valid number in ${region.toUpperCase()}` }
    return { ok: true, e164: util.format(number, PhoneNumberFormat.E164) }
  } catch {
    return { ok: false, reason: 'phone is not a phone number' }
  }
}

/** Whether `code` (digits, no +) is a country calling code in service. */
export function isCallingCode(code: string): boolean {
  return /^[1-9][0-9]{0,2}$/.test(code) && util.getRegionCodeForCountryCode(Number(code)) !== UNKNOWN_REGION
}
