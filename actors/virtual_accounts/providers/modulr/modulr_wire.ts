/**
 * Reading Modulr's answers: accounts (with their identifiers), payments (their status as ours) and errors, field
 * by field; an answer that is not what Modulr sends reads as null (the adapter then treats the outcome as unknown).
 */
import { field, isJsonObject, jsonOrNull, listField } from '../../../../platform/json_object'
import { centsOfDecimal } from './amounts'
import type { BankIdentifiers, OpenAccountInput, PartnerAccount, PartnerAccountStatus, PartnerAnswer, VaCurrency } from './partner'

/** The banks that hold Modulr's accounts, by currency (its answers do not name them). */
const BANK_NAMES: Readonly<Record<VaCurrency, string>> = { GBP: 'Modulr FS Limited', EUR: 'Modulr Finance B.V.' }

const CURRENCIES: readonly VaCurrency[] = ['GBP', 'EUR']

export const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

function statusOf(value: unknown): PartnerAccountStatus | null {
  if (value === 'ACTIVE') return 'ACTIVE'
  if (value === 'BLOCKED' || value === 'CLIENT_BLOCKED' || value === 'SUSPENDED') return 'BLOCKED'
  if (value === 'CLOSED') return 'CLOSED'
  return null
}

/** A Modulr account as ours; null when it is not one. */
export function accountOf(body: unknown): PartnerAccount | null {
  const id = str(field(body, 'id'))
  const externalReference = str(field(body, 'externalReference'))
  const currency = CURRENCIES.find((c) => c === field(body, 'currency'))
  const status = statusOf(field(body, 'status'))
  if (id === null || externalReference === null || currency === undefined || status === null) return null
  const identifiers = listField(body, 'identifiers')
  const scan = identifiers.find((i) => field(i, 'type') === 'SCAN')
  const iban = identifiers.find((i) => field(i, 'type') === 'IBAN')
  const bank: BankIdentifiers = {
    sortCode: str(field(scan, 'sortCode')),
    accountNumber: str(field(scan, 'accountNumber')),
    iban: str(field(iban, 'iban')),
    bic: str(field(iban, 'bic')),
    bankName: BANK_NAMES[currency],
  }
  if ((bank.sortCode === null || bank.accountNumber === null) && bank.iban === null) return null
  return { id, externalReference, currency, status, identifiers: bank }
}

export type PaymentStatus = 'PROCESSED' | 'PENDING' | 'FAILED'

/** Modulr's payment statuses as ours: PROCESSED, failed (ER_*, CANCELLED, EXPIRED, REJECTED), pending otherwise. */
export function paymentOf(body: unknown): { readonly id: string; readonly status: PaymentStatus } | null {
  const id = str(field(body, 'id'))
  const raw = str(field(body, 'status'))
  if (id === null || raw === null) return null
  const status: PaymentStatus = raw === 'PROCESSED' ? 'PROCESSED' : /^(ER_|CANCELLED|EXPIRED|REJECTED)/.test(raw) ? 'FAILED' : 'PENDING'
  return { id, status }
}

/** Modulr's error body, a list of `{field, code, errorCode, message}` (an object alone is read too). */
export function errorOf(status: number, body: unknown): { code: string; message: string } {
  const first = isJsonObject(body) ? body : listField({ list: body }, 'list')[0]
  const code = str(field(first, 'code')) ?? str(field(first, 'errorCode')) ?? `HTTP_${status}`
  return { code, message: str(field(first, 'message')) ?? code }
}

/** An account found under the input's externalReference: the one asked for, unless it holds another currency. */
export function sameCurrency(account: PartnerAccount, input: OpenAccountInput): PartnerAnswer<PartnerAccount> {
  if (account.currency === input.currency) return { kind: 'ok', value: account }
  return {
    kind: 'refused',
    status: 409,
    code: 'EXTERNAL_REFERENCE_IN_USE',
    message: `account ${account.id} under ${input.externalReference} holds ${account.currency}, not ${input.currency}`,
  }
}
