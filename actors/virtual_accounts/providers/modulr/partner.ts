/**
 * What the virtual accounts product asks of its banking partner (docs/virtual_accounts_partner.md): open, find,
 * block, unblock and close accounts, return money to its payer, and the PAYIN notifications that credit a
 * merchant. modulr.ts speaks it to Modulr (and to modulr_simulator.ts, which speaks Modulr's API); the product
 * imports only this file.
 *
 * Every call answers a PartnerAnswer, and the difference is money:
 *   ok        done, with the partner's answer
 *   refused   nothing happened (a 4xx, or the partner could not be reached at all): safe to try again or give up
 *   unknown   a timeout, a 5xx, a connection broken after the request left: it may have happened; look it up
 *             (by our externalReference), never resend blindly
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { field, isJsonObject } from '../../../../platform/json_object'
import { decimalOfNumber } from './amounts'

export type VaCurrency = 'GBP' | 'EUR'

export interface BankIdentifiers {
  readonly sortCode: string | null
  readonly accountNumber: string | null
  readonly iban: string | null
  readonly bic: string | null
  readonly bankName: string
}

export type PartnerAccountStatus = 'ACTIVE' | 'BLOCKED' | 'CLOSED'

export interface PartnerAccount {
  readonly id: string
  readonly externalReference: string
  readonly currency: VaCurrency
  readonly status: PartnerAccountStatus
  readonly identifiers: BankIdentifiers
}

/** A partner call's outcome: done, refused (nothing happened), or unknown (timeout / 5xx / connection reset after sending: look it up, never resend blindly). */
export type PartnerAnswer<T> =
  | { readonly kind: 'ok'; readonly value: T }
  | { readonly kind: 'refused'; readonly status: number; readonly code: string; readonly message: string }
  | { readonly kind: 'unknown'; readonly reason: string }

export interface OpenAccountInput {
  /** Our merchant id. */
  readonly customerExternalReference: string
  readonly customerName: string
  /** Our account id, unique. */
  readonly externalReference: string
  readonly currency: VaCurrency
  readonly accountName: string
}

/** One PAYIN notification, parsed. */
export interface InboundPayment {
  readonly eventId: string
  readonly eventTimeMs: number
  /** PO_REV: a reversal/return of money. */
  readonly type: 'PI_FAST' | 'PI_BACS' | 'PI_SECT' | 'PI_SEPA_INST' | 'PI_SEPA' | 'PO_REV'
  readonly paymentId: string
  readonly transactionId: string
  readonly accountId: string
  /** Decimal, 2 places. */
  readonly amount: string
  readonly currency: VaCurrency
  readonly payerName: string
  /** "sort code account number" or IBAN as given. */
  readonly payerIdentifier: string
  readonly reference: string
  readonly scheme: { readonly id: string; readonly name: string }
  readonly appliedAtMs: number
  readonly returnReason: string | null
  /** For PO_REV: the payment being reversed. */
  readonly originalPaymentId: string | null
}

export interface BankingPartner {
  /** Finds the customer by externalReference or creates it, then finds the account by externalReference or creates it: safe to repeat (a repeat answers the same account). */
  openAccount(input: OpenAccountInput): Promise<PartnerAnswer<PartnerAccount>>
  findAccount(externalReference: string): Promise<PartnerAnswer<PartnerAccount | null>>
  blockAccount(accountId: string): Promise<PartnerAnswer<PartnerAccount>>
  unblockAccount(accountId: string): Promise<PartnerAnswer<PartnerAccount>>
  closeAccount(accountId: string): Promise<PartnerAnswer<PartnerAccount>>
  /** Sends money received into suspense back to its payer (a payout from our suspense account to the payer's identifier). externalReference is ours and unique: a repeat answers the same payment. */
  returnPayment(input: {
    readonly externalReference: string
    readonly paymentId: string
    readonly amount: string
    readonly currency: VaCurrency
    readonly reason: string
  }): Promise<PartnerAnswer<{ readonly id: string; readonly status: 'PROCESSED' | 'PENDING' | 'FAILED' }>>
  /** Sandbox only (Modulr's POST /credit): simulates an inbound transfer to an account; the partner then sends the PAYIN webhook. */
  sandboxCredit(input: {
    readonly accountId: string
    readonly amount: string
    readonly payerName: string
    readonly reference: string
    readonly scheme?: 'PI_FAST' | 'PI_BACS' | 'PI_SEPA_INST'
  }): Promise<PartnerAnswer<{ readonly paymentId: string }>>
  /** Sandbox only: reverses an earlier inbound payment (the partner sends a PO_REV PAYIN). */
  sandboxReverse(input: { readonly paymentId: string; readonly reason: string }): Promise<PartnerAnswer<{ readonly paymentId: string }>>
  /** Registers where PAYIN notifications go (Modulr's webhook subscription), with the secret that signs them. */
  subscribe(input: { readonly url: string; readonly secret: string }): Promise<PartnerAnswer<{ readonly id: string }>>
}

/** The header Modulr signs a notification in: base64 HMAC-SHA512 of the raw body under the subscription's secret. */
const SIGNATURE_HEADER = 'x-mod-hmac-signature'

/** Checks a notification's signature (header value as received, raw body bytes) in constant time. */
export function verifyNotification(secret: string, rawBody: Buffer, headers: Readonly<Record<string, string>>): boolean {
  const given = Object.entries(headers).find(([name]) => name.toLowerCase() === SIGNATURE_HEADER)?.[1]
  const expected = createHmac('sha512', secret).update(rawBody).digest()
  const received = Buffer.from(given ?? '', 'base64')
  // Same length before comparing (timingSafeEqual throws otherwise); a wrong length compares against itself and fails.
  const same = received.length === expected.length
  return timingSafeEqual(same ? received : expected, expected) && same && given !== undefined
}

const PAYIN_TYPES: readonly InboundPayment['type'][] = ['PI_FAST', 'PI_BACS', 'PI_SECT', 'PI_SEPA_INST', 'PI_SEPA', 'PO_REV']
const CURRENCIES: readonly VaCurrency[] = ['GBP', 'EUR']

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)
const nonEmpty = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/** Modulr's times ("2026-11-28T04:38:09.123+0000") as epoch ms; ISO forms with `Z` or `+00:00` too. */
function timeMs(value: unknown): number | null {
  if (typeof value !== 'string') return null
  const ms = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'))
  return Number.isFinite(ms) ? ms : null
}

/** The payer's account as given: "sort code account number" for SCAN, the IBAN for IBAN. */
function payerIdentifier(identifier: unknown): string | null {
  const type = field(identifier, 'Type')
  if (type === 'SCAN') {
    const sortCode = nonEmpty(field(identifier, 'SortCode'))
    const accountNumber = nonEmpty(field(identifier, 'AccountNumber'))
    return sortCode && accountNumber ? `${sortCode} ${accountNumber}` : null
  }
  if (type === 'IBAN') return nonEmpty(field(identifier, 'Iban'))
  return null
}

/** Parses a PAYIN notification body; null when it is not a well-formed PAYIN (answered 400 by the platform, nothing credited). */
export function parsePayin(body: unknown): InboundPayment | null {
  if (!isJsonObject(body) || body.EventName !== 'PAYIN') return null
  const type = PAYIN_TYPES.find((t) => t === body.Type)
  const currency = CURRENCIES.find((c) => c === body.Currency)
  const amount = decimalOfNumber(body.Amount)
  const eventId = nonEmpty(body.EventId)
  const eventTimeMs = timeMs(body.EventTime)
  const paymentId = nonEmpty(body.PaymentId)
  const transactionId = nonEmpty(body.TransactionId)
  const accountId = nonEmpty(body.AccountId)
  const payerName = text(field(body, 'PayerDetails', 'Name'))
  const payer = payerIdentifier(field(body, 'PayerDetails', 'Identifier'))
  const reference = text(body.PaymentReference)
  const schemeId = text(field(body, 'SchemeInfo', 'Id'))
  const schemeName = nonEmpty(field(body, 'SchemeInfo', 'Name'))
  const appliedAtMs = timeMs(body.PaymentAppliedTime)
  const returnReason = body.ReturnReason === undefined || body.ReturnReason === null ? null : text(body.ReturnReason)
  const originalPaymentId =
    body.OriginalPaymentId === undefined || body.OriginalPaymentId === null ? null : nonEmpty(body.OriginalPaymentId)
  if (
    type === undefined ||
    currency === undefined ||
    amount === null ||
    amount === '0.00' ||
    eventId === null ||
    eventTimeMs === null ||
    paymentId === null ||
    transactionId === null ||
    accountId === null ||
    payerName === null ||
    payer === null ||
    reference === null ||
    schemeId === null ||
    schemeName === null ||
    appliedAtMs === null
  )
    return null
  // A reversal names what it reverses; a present but malformed ReturnReason or OriginalPaymentId is not a PAYIN either.
  if (type === 'PO_REV' && originalPaymentId === null) return null
  if (
    (body.ReturnReason !== undefined && body.ReturnReason !== null && returnReason === null) ||
    (body.OriginalPaymentId !== undefined && body.OriginalPaymentId !== null && originalPaymentId === null)
  )
    return null
  return {
    eventId,
    eventTimeMs,
    type,
    paymentId,
    transactionId,
    accountId,
    amount,
    currency,
    payerName,
    payerIdentifier: payer,
    reference,
    scheme: { id: schemeId, name: schemeName },
    appliedAtMs,
    returnReason,
    originalPaymentId,
  }
}
