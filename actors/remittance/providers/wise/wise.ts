/**
 * Wise's Platform API (the remittance payout partner, partner.ts), as used (docs/remittance_partner.md):
 *   POST /v3/profiles/{profileId}/quotes                     {sourceCurrency, targetCurrency, sourceAmount} -> quote
 *   GET  /v1/rates?source=&target=                           [{rate, source, target, time}]
 *   POST /v1/accounts                                        recipient {currency, type, profile, accountHolderName, details}
 *   POST /v1/transfers                                       {targetAccount, quoteUuid, customerTransactionId, details}
 *                                                            a repeat of the customerTransactionId answers the same transfer
 *   POST /v3/profiles/{profileId}/transfers/{id}/payments    {type: BALANCE} -> {type, status: COMPLETED|REJECTED, errorCode}
 *   PUT  /v1/transfers/{id}/cancel                           only while incoming_payment_waiting
 *   GET  /v1/transfers/{id}                                  the transfer
 *   GET  /v1/transfers?profile=&createdDateStart=&limit=&offset=   a page of the profile's transfers
 *   POST /v3/profiles/{profileId}/subscriptions              transfers#state-change, delivery v2.0.0
 * Every call carries `Authorization: Bearer` and a deadline (REMIT_PARTNER_TIMEOUT_MS): past it, or on a 5xx or a
 * broken connection, the outcome is unknown; a 4xx is refused with Wise's error code. Money and rates arrive as JSON
 * numbers and are read through the number's text into decimal strings, never through arithmetic on a float.
 * Variables: platform/remit_variables.ts.
 */
import { verify } from 'node:crypto'
import { numberSetting } from '../../../../platform/config_schema'
import { PlatformError } from '../../../../platform/errors'
import { field, isJsonObject, isList, jsonOrNull, listField } from '../../../../platform/json_object'
import { REMIT_VARIABLES } from '../../../../platform/remit_variables'
import { amountOfNumber, decimalOfNumber, isoOf, numberOfAmount } from './wise_wire'
import {
  WISE_STATES,
  type FundResult,
  type PartnerAnswer,
  type PartnerQuote,
  type PartnerRate,
  type PartnerRecipient,
  type PartnerTransfer,
  type QuoteRequest,
  type RecipientRequest,
  type RemittancePartner,
  type StateChange,
  type TransferRequest,
  type WiseState,
} from './partner'

export interface WiseSettings {
  readonly baseUrl: string
  readonly token: string
  readonly profileId: string
  /** PEM: the key Wise signs its webhooks with. */
  readonly webhookPublicKey: string
  readonly timeoutMs: number
}

/** Transfers asked for per page when looking one up by customerTransactionId. */
const PAGE_SIZE = 100
/** Pages read at most: past them the lookup answers unknown rather than a wrong "none". */
const MAX_PAGES = 50

const stateOf = (value: unknown): WiseState | null => WISE_STATES.find((s) => s === value) ?? null
const idOf = (value: unknown): string | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : typeof value === 'string' && value !== '' ? value : null
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null)

/** Wise's ids are numbers: ours are their decimal text. */
const wireId = (id: string): number | string => (/^\d{1,15}$/.test(id) ? Number(id) : id)

/** Wise's recipient `type` by currency, and how our one account number fills its details. */
function recipientDetails(r: RecipientRequest): { type: string; details: Record<string, unknown> } {
  const common = { legalType: 'PRIVATE', email: r.email, bankName: r.bankName, address: { country: r.country } }
  switch (r.currency) {
    case 'GBP': {
      // A UK account is a sort code and an account number: ours is written as the 14 digits together.
      const uk = /^(\d{6})-?(\d{8})$/.exec(r.accountNumber)
      return { type: 'sort_code', details: { ...common, sortCode: uk?.[1] ?? '', accountNumber: uk?.[2] ?? r.accountNumber } }
    }
    case 'EUR':
      return { type: 'iban', details: { ...common, IBAN: r.accountNumber } }
    case 'USD':
      return { type: 'aba', details: { ...common, accountNumber: r.accountNumber, accountType: 'CHECKING' } }
    case 'NGN':
      return { type: 'nigeria', details: { ...common, accountNumber: r.accountNumber } }
    case 'CNY':
      return { type: 'chinese_alipay', details: { ...common, accountNumber: r.accountNumber } }
    default:
      return { type: 'email', details: { ...common, accountNumber: r.accountNumber } }
  }
}

/** Wise's transfer resource, or null when it is not one we can read (an unreadable answer is no answer). */
function transferOf(body: unknown): PartnerTransfer | null {
  const id = idOf(field(body, 'id'))
  const customerTransactionId = textOf(field(body, 'customerTransactionId'))
  const sourceCurrency = textOf(field(body, 'sourceCurrency'))
  const targetCurrency = textOf(field(body, 'targetCurrency'))
  const sourceValue = amountOfNumber(field(body, 'sourceValue'))
  const targetValue = amountOfNumber(field(body, 'targetValue'))
  const rate = decimalOfNumber(field(body, 'rate'))
  const created = isoOf(field(body, 'created'))
  if (!id || !customerTransactionId || !sourceCurrency || !targetCurrency || !sourceValue || !targetValue || !rate || !created) return null
  // A state this adapter does not know is Wise's own `unknown`: the transfer exists, its state is to be asked again.
  const status = stateOf(field(body, 'status')) ?? 'unknown'
  return { id, customerTransactionId, status, sourceCurrency, sourceValue, targetCurrency, targetValue, rate, created }
}

function quoteOf(body: unknown): PartnerQuote | null {
  const options = listField(body, 'paymentOptions')
  // The option we pay with (BALANCE), else the first one Wise lists; the top-level fee is the older quote's.
  const option = options.find((o) => field(o, 'payIn') === 'BALANCE' && field(o, 'disabled') !== true) ?? options[0]
  const id = textOf(field(body, 'id'))
  const sourceCurrency = textOf(field(body, 'sourceCurrency'))
  const targetCurrency = textOf(field(body, 'targetCurrency'))
  const sourceAmount = amountOfNumber(field(option, 'sourceAmount') ?? field(body, 'sourceAmount'))
  const targetAmount = amountOfNumber(field(option, 'targetAmount') ?? field(body, 'targetAmount'))
  const rate = decimalOfNumber(field(body, 'rate'))
  const fee = amountOfNumber(field(option, 'fee', 'total') ?? field(body, 'fee'))
  const expirationTime = isoOf(field(body, 'expirationTime'))
  const deliveryEstimate = isoOf(field(option, 'estimatedDelivery')) ?? textOf(field(option, 'formattedEstimatedDelivery'))
  if (!id || !sourceCurrency || !targetCurrency || !sourceAmount || !targetAmount || !rate || !fee || !expirationTime || !deliveryEstimate)
    return null
  return { id, sourceCurrency, targetCurrency, sourceAmount, targetAmount, rate, fee, expirationTime, deliveryEstimate }
}

/** Wise's error: `{errors: [{code, message}]}`, or OAuth's `{error, error_description}` on a bad token. */
function errorOf(body: unknown, status: number): { code: string; message: string } {
  const first = listField(body, 'errors')[0]
  const code = textOf(field(first, 'code')) ?? textOf(field(body, 'error')) ?? textOf(field(body, 'code')) ?? `http_${status}`
  const message = textOf(field(first, 'message')) ?? textOf(field(body, 'error_description')) ?? textOf(field(body, 'message')) ?? ''
  return { code, message }
}

const headerOf = (headers: Readonly<Record<string, string>>, name: string): string | null =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? null

/** An HTTP exchange: Wise's status and body, or no answer (and then the outcome is unknown). */
type Exchange =
  { readonly kind: 'answer'; readonly status: number; readonly body: unknown } | { readonly kind: 'unknown'; readonly reason: string }

export class WiseClient implements RemittancePartner {
  constructor(private readonly s: WiseSettings) {}

  private async exchange(method: string, path: string, body?: unknown): Promise<Exchange> {
    try {
      const res = await fetch(`${this.s.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${this.s.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.s.timeoutMs),
      })
      // The body is read under the same deadline: an answer cut off is no answer.
      return { kind: 'answer', status: res.status, body: jsonOrNull(await res.text()) }
    } catch (error) {
      return { kind: 'unknown', reason: `Wise ${method} ${path}: ${error instanceof Error ? error.message : String(error)}` }
    }
  }

  /** 2xx read by `read`; 4xx refused with Wise's code; anything else (or an unreadable 2xx) unknown. */
  private outcome<T>(x: Exchange, what: string, read: (body: unknown) => T | null): PartnerAnswer<T> {
    if (x.kind === 'unknown') return x
    if (x.status >= 200 && x.status < 300) {
      const value = read(x.body)
      return value === null
        ? { kind: 'unknown', reason: `Wise ${what}: an answer (HTTP ${x.status}) this adapter cannot read` }
        : { kind: 'ok', value }
    }
    if (x.status >= 400 && x.status < 500) return { kind: 'refused', status: x.status, ...errorOf(x.body, x.status) }
    return { kind: 'unknown', reason: `Wise ${what}: HTTP ${x.status}` }
  }

  private get profile(): string {
    return encodeURIComponent(this.s.profileId)
  }

  async createQuote(r: QuoteRequest): Promise<PartnerAnswer<PartnerQuote>> {
    const sourceAmount = numberOfAmount(r.sourceAmount)
    if (sourceAmount === null) return { kind: 'refused', status: 400, code: 'invalid_amount', message: `not an amount: ${r.sourceAmount}` }
    const body = { sourceCurrency: r.sourceCurrency, targetCurrency: r.targetCurrency, sourceAmount }
    return this.outcome(await this.exchange('POST', `/v3/profiles/${this.profile}/quotes`, body), 'quote', quoteOf)
  }

  async rates(source: string, target: string): Promise<PartnerAnswer<PartnerRate>> {
    const query = `source=${encodeURIComponent(source)}&target=${encodeURIComponent(target)}`
    return this.outcome(await this.exchange('GET', `/v1/rates?${query}`), 'rates', (body) => {
      const first = isList(body) ? body.find((r) => field(r, 'source') === source && field(r, 'target') === target) : undefined
      const rate = decimalOfNumber(field(first, 'rate'))
      const time = isoOf(field(first, 'time'))
      return rate && time ? { source, target, rate, time } : null
    })
  }

  async createRecipient(r: RecipientRequest): Promise<PartnerAnswer<PartnerRecipient>> {
    const { type, details } = recipientDetails(r)
    const body = { currency: r.currency, type, profile: wireId(this.s.profileId), accountHolderName: r.accountHolderName, details }
    return this.outcome(await this.exchange('POST', '/v1/accounts', body), 'recipient', (answer) => {
      const id = idOf(field(answer, 'id'))
      return id ? { id } : null
    })
  }

  async createTransfer(r: TransferRequest): Promise<PartnerAnswer<PartnerTransfer>> {
    const body = {
      targetAccount: wireId(r.targetAccount),
      quoteUuid: r.quoteUuid,
      customerTransactionId: r.customerTransactionId,
      details: { reference: r.reference, transferPurpose: r.transferPurpose },
    }
    const x = await this.exchange('POST', '/v1/transfers', body)
    if (x.kind === 'answer' && x.status === 409) {
      // Wise keeps one transfer per customerTransactionId: a conflict naming ours is that transfer; one that does
      // not name it says something exists without saying what, so the outcome is unknown and looked up.
      const existing = transferOf(x.body)
      return existing && existing.customerTransactionId === r.customerTransactionId
        ? { kind: 'ok', value: existing }
        : { kind: 'unknown', reason: 'Wise transfer: 409 without the transfer; look it up by customerTransactionId' }
    }
    return this.outcome(x, 'transfer', transferOf)
  }

  async fundTransfer(transferId: string): Promise<PartnerAnswer<FundResult>> {
    const path = `/v3/profiles/${this.profile}/transfers/${encodeURIComponent(transferId)}/payments`
    return this.outcome(await this.exchange('POST', path, { type: 'BALANCE' }), 'payment', (body) => {
      const status = field(body, 'status')
      const errorCode = textOf(field(body, 'errorCode'))
      if (status === 'COMPLETED') return { status, errorCode }
      if (status === 'REJECTED') return { status, errorCode: errorCode ?? 'REJECTED' }
      return null
    })
  }

  async cancelTransfer(transferId: string): Promise<PartnerAnswer<PartnerTransfer>> {
    return this.outcome(await this.exchange('PUT', `/v1/transfers/${encodeURIComponent(transferId)}/cancel`), 'cancel', transferOf)
  }

  async getTransfer(transferId: string): Promise<PartnerAnswer<PartnerTransfer>> {
    return this.outcome(await this.exchange('GET', `/v1/transfers/${encodeURIComponent(transferId)}`), 'transfer', transferOf)
  }

  async findTransfer(customerTransactionId: string, createdSince: Date): Promise<PartnerAnswer<PartnerTransfer | null>> {
    // Wise's `created` has whole seconds: the window starts at the second, so a transfer of that second is in it.
    const since = new Date(Math.floor(createdSince.getTime() / 1000) * 1000).toISOString()
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = `profile=${this.profile}&createdDateStart=${encodeURIComponent(since)}&limit=${PAGE_SIZE}&offset=${page * PAGE_SIZE}`
      const answer = this.outcome(await this.exchange('GET', `/v1/transfers?${query}`), 'transfers', (body) =>
        isList(body) ? { count: body.length, transfers: body.map(transferOf) } : null,
      )
      if (answer.kind !== 'ok') return answer
      // One unreadable transfer could be ours: then "none" is not known.
      if (answer.value.transfers.includes(null)) return { kind: 'unknown', reason: 'Wise transfers: a transfer this adapter cannot read' }
      const found = answer.value.transfers.find((t) => t?.customerTransactionId === customerTransactionId)
      if (found) return { kind: 'ok', value: found }
      if (answer.value.count < PAGE_SIZE) return { kind: 'ok', value: null }
    }
    return { kind: 'unknown', reason: `Wise transfers: more than ${MAX_PAGES * PAGE_SIZE} since ${since}; not searched to the end` }
  }

  async subscribe(url: string): Promise<PartnerAnswer<{ readonly id: string }>> {
    const body = { name: 'transfer state changes', trigger_on: 'transfers#state-change', delivery: { version: '2.0.0', url } }
    return this.outcome(await this.exchange('POST', `/v3/profiles/${this.profile}/subscriptions`, body), 'subscription', (answer) => {
      const id = idOf(field(answer, 'id'))
      return id ? { id } : null
    })
  }

  readWebhook(rawBody: Buffer, headers: Readonly<Record<string, string>>): StateChange | null {
    const signature = headerOf(headers, 'x-signature-sha256')
    if (!signature) return null
    let verified: boolean
    try {
      verified = verify('sha256', rawBody, this.s.webhookPublicKey, Buffer.from(signature, 'base64'))
    } catch {
      return null
    }
    if (!verified) return null
    const body = jsonOrNull(rawBody.toString('utf8'))
    if (!isJsonObject(body) || body.event_type !== 'transfers#state-change' || field(body, 'data', 'resource', 'type') !== 'transfer')
      return null
    const transferId = idOf(field(body, 'data', 'resource', 'id'))
    const currentState = stateOf(field(body, 'data', 'current_state'))
    const previous = field(body, 'data', 'previous_state')
    const previousState = stateOf(previous)
    const occurredAt = isoOf(field(body, 'data', 'occurred_at'))
    if (!transferId || !currentState || !occurredAt || (previous !== null && previous !== undefined && previousState === null)) return null
    return { transferId, currentState, previousState, occurredAt, deliveryId: headerOf(headers, 'x-delivery-id') }
  }
}

/**
 * The partner from the environment (REMIT_PARTNER_*), or null when REMIT_PARTNER_URL is not set. A URL without its
 * token, profile or webhook key is a configuration error at start, not a transfer refused later.
 */
export function wiseFromEnv(env: NodeJS.ProcessEnv): WiseClient | null {
  const baseUrl = env.REMIT_PARTNER_URL
  if (!baseUrl) return null
  const token = env.REMIT_PARTNER_TOKEN || undefined
  const profileId = env.REMIT_PARTNER_PROFILE_ID || undefined
  const webhookPublicKey = env.REMIT_PARTNER_WEBHOOK_PUBLIC_KEY || undefined
  if (token === undefined || profileId === undefined || webhookPublicKey === undefined)
    throw new PlatformError(
      'config_invalid',
      'REMIT_PARTNER_URL requires REMIT_PARTNER_TOKEN, REMIT_PARTNER_PROFILE_ID and REMIT_PARTNER_WEBHOOK_PUBLIC_KEY',
    )
  return new WiseClient({
    baseUrl: baseUrl.replace(/\/$/, ''),
    token,
    profileId,
    webhookPublicKey,
    timeoutMs: numberSetting(REMIT_VARIABLES, 'REMIT_PARTNER_TIMEOUT_MS', env),
  })
}
