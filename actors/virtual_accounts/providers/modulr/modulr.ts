/**
 * The Modulr adapter: the BankingPartner of partner.ts over Modulr's HTTP API, for the real partner and for the
 * simulator (modulr_simulator.ts) alike. Every request is signed as Modulr asks: `Authorization: Signature
 * keyId="<key>",algorithm="hmac-sha1",headers="date x-mod-nonce",signature="<base64 HMAC-SHA1>"` over the `Date`
 * and `x-mod-nonce` headers it sends.
 *
 * Outcomes (partner.ts): a 2xx is ok; a 4xx is refused with Modulr's error code; a connection refused or a name
 * that does not resolve is refused with status 0 and code PARTNER_UNREACHABLE (the request never left); a timeout,
 * a 5xx, a broken connection or an unreadable 2xx is unknown. Creations are idempotent through our
 * externalReference: each looks the thing up before creating it, and a creation refused as a duplicate looks again.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { PlatformError } from '../../../../platform/errors'
import { field, isJsonObject, jsonOrNull, listField } from '../../../../platform/json_object'
import { numberSetting } from '../../../../platform/config_schema'
import { VA_VARIABLES } from '../../../../platform/va_variables'
import { centsOfDecimal, numberOfCents } from './amounts'
import { accountOf, errorOf, paymentOf, sameCurrency, str, type PaymentStatus } from './modulr_wire'
import type {
  BankIdentifiers,
  BankingPartner,
  OpenAccountInput,
  PartnerAccount,
  PartnerAccountStatus,
  PartnerAnswer,
  VaCurrency,
} from './partner'

export interface ModulrOptions {
  readonly baseUrl: string
  readonly apiKey: string
  readonly apiSecret: string
  /** Deadline of one HTTP call; past it the outcome is unknown. */
  readonly timeoutMs: number
  /** Where returned money leaves from; without it, the account the payment arrived in. */
  readonly suspenseAccountId?: string
}

/** The error code the simulator (and this adapter's reading of Modulr) gives a second creation under one externalReference. */
export const DUPLICATE_CODE = 'DUPLICATE_EXTERNAL_REFERENCE'

/** The product codes accounts are opened under (Modulr issues one per currency and programme). */
const PRODUCT_CODES: Readonly<Record<VaCurrency, string>> = { GBP: 'O1200001', EUR: 'O1200002' }
/** A payer for sandbox credits, by the receiving account's currency. */
const SANDBOX_PAYERS: Readonly<Record<VaCurrency, Record<string, string>>> = {
  GBP: { type: 'SCAN', sortCode: '200000', accountNumber: '55779911' },
  EUR: { type: 'IBAN', iban: 'DE89370400440532013000' },
}

/** The signature of Modulr's HMAC authentication: base64 HMAC-SHA1 of the signed headers' lines. */
export function modulrSignature(secret: string, date: string, nonce: string): string {
  return createHmac('sha1', secret).update(`date: ${date}\nx-mod-nonce: ${nonce}`).digest('base64')
}

type Raw =
  | { readonly kind: 'answer'; readonly status: number; readonly body: unknown }
  | { readonly kind: 'unreachable'; readonly reason: string }
  | { readonly kind: 'unknown'; readonly reason: string }

/** Errors that mean the request never left this machine. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])

export class ModulrClient implements BankingPartner {
  private readonly baseUrl: string

  constructor(private readonly options: ModulrOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '')
  }

  private async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Raw> {
    const date = new Date().toUTCString()
    const nonce = randomBytes(16).toString('hex')
    const signature = modulrSignature(this.options.apiSecret, date, nonce)
    try {
      const res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          date,
          'x-mod-nonce': nonce,
          authorization: `Signature keyId="${this.options.apiKey}",algorithm="hmac-sha1",headers="date x-mod-nonce",signature="${signature}"`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      })
      const parsed = jsonOrNull(await res.text())
      return { kind: 'answer', status: res.status, body: parsed }
    } catch (error) {
      const code = field(error, 'cause', 'code')
      if (typeof code === 'string' && NOT_SENT.has(code)) return { kind: 'unreachable', reason: code }
      const name = error instanceof Error ? error.name : 'network'
      return { kind: 'unknown', reason: typeof code === 'string' ? `${name}: ${code}` : name }
    }
  }

  /** One call's outcome, its 2xx body read by `read` (an unreadable 2xx is unknown: something may have happened). */
  private async call<T>(method: 'GET' | 'POST', path: string, body: unknown, read: (body: unknown) => T | null): Promise<PartnerAnswer<T>> {
    const raw = await this.request(method, path, body)
    if (raw.kind === 'unreachable') return { kind: 'refused', status: 0, code: 'PARTNER_UNREACHABLE', message: raw.reason }
    if (raw.kind === 'unknown') return { kind: 'unknown', reason: raw.reason }
    if (raw.status >= 200 && raw.status < 300) {
      const value = read(raw.body)
      return value === null ? { kind: 'unknown', reason: `unreadable answer to ${method} ${path.split('?')[0]}` } : { kind: 'ok', value }
    }
    if (raw.status >= 500) return { kind: 'unknown', reason: `HTTP_${raw.status}` }
    return { kind: 'refused', status: raw.status, ...errorOf(raw.status, raw.body) }
  }

  /** The first item of a `{content: [...]}` search that matches exactly, or null when there is none. */
  private search<T>(path: string, match: (item: unknown) => boolean, read: (item: unknown) => T | null): Promise<PartnerAnswer<T | null>> {
    return this.call('GET', path, undefined, (body) => {
      if (!Array.isArray(field(body, 'content'))) return null
      const found = listField(body, 'content').find(match)
      // Found but unreadable is not "absent": the caller would create a second one.
      return found === undefined ? { item: null } : ((item) => (item === null ? null : { item }))(read(found))
    }).then((answer) => (answer.kind === 'ok' ? { kind: 'ok', value: answer.value.item } : answer))
  }

  findAccount(externalReference: string): Promise<PartnerAnswer<PartnerAccount | null>> {
    return this.search(
      `/accounts?externalReference=${encodeURIComponent(externalReference)}`,
      (a) => field(a, 'externalReference') === externalReference,
      accountOf,
    )
  }

  private async customerId(input: OpenAccountInput): Promise<PartnerAnswer<string>> {
    const ref = input.customerExternalReference
    const find = () =>
      this.search(
        `/customers?externalReference=${encodeURIComponent(ref)}`,
        (c) => field(c, 'externalReference') === ref,
        (c) => str(field(c, 'id')),
      )
    const found = await find()
    if (found.kind !== 'ok') return found
    if (found.value !== null) return { kind: 'ok', value: found.value }
    const created = await this.call('POST', '/customers', { type: 'LLC', name: input.customerName, externalReference: ref }, (b) =>
      str(field(b, 'id')),
    )
    if (created.kind === 'refused' && created.code === DUPLICATE_CODE) {
      const again = await find()
      if (again.kind === 'ok' && again.value !== null) return { kind: 'ok', value: again.value }
      return again.kind === 'ok' ? { kind: 'unknown', reason: 'duplicate customer not found' } : again
    }
    return created
  }

  async openAccount(input: OpenAccountInput): Promise<PartnerAnswer<PartnerAccount>> {
    const existing = await this.findAccount(input.externalReference)
    if (existing.kind !== 'ok') return existing
    if (existing.value !== null) return sameCurrency(existing.value, input)
    const customer = await this.customerId(input)
    if (customer.kind !== 'ok') return customer
    const created = await this.call(
      'POST',
      `/customers/${encodeURIComponent(customer.value)}/accounts`,
      {
        currency: input.currency,
        productCode: PRODUCT_CODES[input.currency],
        externalReference: input.externalReference,
        name: input.accountName,
      },
      accountOf,
    )
    if (created.kind === 'refused' && created.code === DUPLICATE_CODE) {
      // Opened meanwhile (a concurrent or earlier call): answer that account.
      const again = await this.findAccount(input.externalReference)
      if (again.kind !== 'ok') return again
      return again.value !== null ? sameCurrency(again.value, input) : { kind: 'unknown', reason: 'duplicate account not found' }
    }
    return created
  }

  private async changeAccount(accountId: string, action: 'block' | 'unblock' | 'close'): Promise<PartnerAnswer<PartnerAccount>> {
    const path = `/accounts/${encodeURIComponent(accountId)}`
    // Modulr may answer the change with no body: the account is then read back.
    const changed = await this.call('POST', `${path}/${action}`, {}, (b) => ({ account: accountOf(b) }))
    if (changed.kind !== 'ok') return changed
    if (changed.value.account !== null) return { kind: 'ok', value: changed.value.account }
    return this.call('GET', path, undefined, accountOf)
  }

  blockAccount(accountId: string): Promise<PartnerAnswer<PartnerAccount>> {
    return this.changeAccount(accountId, 'block')
  }

  unblockAccount(accountId: string): Promise<PartnerAnswer<PartnerAccount>> {
    return this.changeAccount(accountId, 'unblock')
  }

  closeAccount(accountId: string): Promise<PartnerAnswer<PartnerAccount>> {
    return this.changeAccount(accountId, 'close')
  }

  async returnPayment(input: {
    readonly externalReference: string
    readonly paymentId: string
    readonly amount: string
    readonly currency: VaCurrency
    readonly reason: string
  }): Promise<PartnerAnswer<{ readonly id: string; readonly status: PaymentStatus }>> {
    const cents = centsOfDecimal(input.amount)
    if (cents === null) return { kind: 'refused', status: 400, code: 'INVALID_AMOUNT', message: `not an amount: ${input.amount}` }
    const find = () =>
      this.search(
        `/payments?externalReference=${encodeURIComponent(input.externalReference)}`,
        (p) => field(p, 'externalReference') === input.externalReference,
        paymentOf,
      )
    const existing = await find()
    if (existing.kind !== 'ok') return existing
    if (existing.value !== null) return { kind: 'ok', value: existing.value }
    // The payment being returned: who paid, from which account, into which of ours.
    const original = await this.search(
      `/payments?id=${encodeURIComponent(input.paymentId)}`,
      (p) => field(p, 'id') === input.paymentId,
      (p) => {
        const payer = field(p, 'details', 'payer')
        const identifier = field(payer, 'identifier')
        const accountId = str(field(p, 'details', 'destinationAccountId'))
        const name = str(field(payer, 'name'))
        const type = field(identifier, 'type')
        if (accountId === null || name === null) return null
        if (type === 'SCAN') {
          const sortCode = str(field(identifier, 'sortCode'))
          const accountNumber = str(field(identifier, 'accountNumber'))
          return sortCode && accountNumber ? { accountId, destination: { type, sortCode, accountNumber, name } } : null
        }
        const iban = str(field(identifier, 'iban'))
        return type === 'IBAN' && iban ? { accountId, destination: { type, iban, name } } : null
      },
    )
    if (original.kind !== 'ok') return original
    if (original.value === null)
      return { kind: 'refused', status: 404, code: 'PAYMENT_NOT_FOUND', message: `no payment ${input.paymentId}` }
    const created = await this.call(
      'POST',
      '/payments',
      {
        sourceAccountId: this.options.suspenseAccountId ?? original.value.accountId,
        destination: original.value.destination,
        currency: input.currency,
        amount: numberOfCents(cents),
        reference: input.reason,
        externalReference: input.externalReference,
      },
      paymentOf,
    )
    if (created.kind === 'refused' && created.code === DUPLICATE_CODE) {
      const again = await find()
      if (again.kind !== 'ok') return again
      return again.value !== null ? { kind: 'ok', value: again.value } : { kind: 'unknown', reason: 'duplicate payment not found' }
    }
    return created
  }

  async sandboxCredit(input: {
    readonly accountId: string
    readonly amount: string
    readonly payerName: string
    readonly reference: string
    readonly scheme?: 'PI_FAST' | 'PI_BACS' | 'PI_SEPA_INST'
  }): Promise<PartnerAnswer<{ readonly paymentId: string }>> {
    const cents = centsOfDecimal(input.amount)
    if (cents === null) return { kind: 'refused', status: 400, code: 'INVALID_AMOUNT', message: `not an amount: ${input.amount}` }
    const account = await this.call('GET', `/accounts/${encodeURIComponent(input.accountId)}`, undefined, accountOf)
    if (account.kind !== 'ok') return account
    const currency = account.value.currency
    return this.call(
      'POST',
      '/credit',
      {
        accountId: input.accountId,
        amount: numberOfCents(cents),
        currency,
        payerDetail: { identifier: SANDBOX_PAYERS[currency], name: input.payerName },
        reference: input.reference,
        type: input.scheme ?? (currency === 'GBP' ? 'PI_FAST' : 'PI_SEPA_INST'),
      },
      (b) => ((id) => (id === null ? null : { paymentId: id }))(str(field(b, 'id'))),
    )
  }

  sandboxReverse(input: { readonly paymentId: string; readonly reason: string }): Promise<PartnerAnswer<{ readonly paymentId: string }>> {
    return this.call('POST', '/credit/reverse', { paymentId: input.paymentId, reason: input.reason }, (b) =>
      ((id) => (id === null ? null : { paymentId: id }))(str(field(b, 'id'))),
    )
  }

  subscribe(input: { readonly url: string; readonly secret: string }): Promise<PartnerAnswer<{ readonly id: string }>> {
    return this.call('POST', '/webhooks', { url: input.url, secret: input.secret, events: ['PAYIN'] }, (b) =>
      ((id) => (id === null ? null : { id }))(str(field(b, 'id'))),
    )
  }
}

/**
 * The partner from the environment (platform/va_variables.ts): VA_PARTNER_URL, VA_PARTNER_API_KEY,
 * VA_PARTNER_API_SECRET, VA_PARTNER_TIMEOUT_MS, VA_PARTNER_SUSPENSE_ACCOUNT_ID. Null without VA_PARTNER_URL
 * (no partner: the product answers not configured).
 */
export function modulrFromEnv(env: NodeJS.ProcessEnv): ModulrClient | null {
  const baseUrl = env.VA_PARTNER_URL || undefined
  if (baseUrl === undefined) return null
  const apiKey = env.VA_PARTNER_API_KEY || undefined
  const apiSecret = env.VA_PARTNER_API_SECRET || undefined
  if (apiKey === undefined || apiSecret === undefined)
    throw new PlatformError('config_invalid', 'VA_PARTNER_URL requires VA_PARTNER_API_KEY and VA_PARTNER_API_SECRET')
  const timeoutMs = numberSetting(VA_VARIABLES, 'VA_PARTNER_TIMEOUT_MS', env)
  const suspenseAccountId = env.VA_PARTNER_SUSPENSE_ACCOUNT_ID || undefined
  return new ModulrClient({ baseUrl, apiKey, apiSecret, timeoutMs, ...(suspenseAccountId === undefined ? {} : { suspenseAccountId }) })
}
