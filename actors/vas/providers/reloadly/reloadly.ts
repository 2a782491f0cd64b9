/**
 * The Reloadly adapter (PROVIDERS.md, "VAS"): one client per account, for
 * the real service and for the simulator alike (reloadly_simulator.ts). An
 * OAuth client-credentials token per product audience, cached until shortly
 * before it expires and fetched again after a 401.
 *
 * Purchases answer one of three outcomes, and the difference is money:
 *   done     the provider answered with a transaction (PROCESSING, SUCCESSFUL, FAILED, REFUNDED)
 *   refused  a 4xx with Reloadly's error body: nothing was bought
 *   unknown  a timeout, a 5xx, a broken connection or a duplicate customIdentifier:
 *            it may have been bought; only a look-up by customIdentifier tells
 * A look-up that itself fails is `unknown`, never "not bought" (a duplicate
 * check that reads a failed look-up as absent buys twice).
 */
import { PlatformError } from '../../../../platform/errors'
import { field, jsonOrNull, listField } from '../../../../platform/json_object'

export interface ReloadlyConfig {
  readonly clientId: string
  readonly clientSecret: string
  readonly authUrl: string
  readonly giftcardsUrl: string
  readonly topupsUrl: string
  readonly utilitiesUrl: string
  readonly timeoutMs: number
}

export type Product = 'giftcards' | 'topups' | 'utilities'
type TxnStatus = 'PROCESSING' | 'SUCCESSFUL' | 'FAILED' | 'REFUNDED'

interface Txn {
  readonly transactionId: number
  readonly status: TxnStatus
  /** What the provider charged the account, in cents of its currency. */
  readonly costCents: bigint
}

export type Purchase =
  | ({ readonly kind: 'done' } & Txn)
  | { readonly kind: 'refused'; readonly errorCode: string; readonly message: string }
  | { readonly kind: 'unknown'; readonly reason: string }

export type Lookup =
  ({ readonly kind: 'found' } & Txn) | { readonly kind: 'absent' } | { readonly kind: 'unknown'; readonly reason: string }

type Answer = { status: number; body: unknown } | { status: 'unknown'; reason: string }

/** A JSON number of a 2-decimal currency as cents; non-finite or finer amounts are a provider fault. */
export function cents(value: unknown): bigint {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  const c = Math.round(n * 100)
  if (!Number.isFinite(n) || Math.abs(c - n * 100) > 1e-6)
    throw new PlatformError('vas_provider_invalid', `not an amount in cents: ${String(value)}`)
  return BigInt(c)
}

const STATUSES: readonly TxnStatus[] = ['PROCESSING', 'SUCCESSFUL', 'FAILED', 'REFUNDED']

function txnOf(body: unknown): Txn | null {
  // Gift cards and top-ups name it transactionId, bill payments id.
  const transactionId = field(body, 'transactionId') ?? field(body, 'id')
  const status = STATUSES.find((s) => s === field(body, 'status'))
  if (typeof transactionId !== 'number' || status === undefined) return null
  const cost = field(body, 'balanceInfo', 'cost') ?? field(body, 'amount')
  return { transactionId, status, costCents: cents(cost) }
}

export class ReloadlyClient {
  private readonly tokens = new Map<Product, { token: string; untilMs: number }>()

  constructor(readonly config: ReloadlyConfig) {}

  private base(product: Product) {
    return product === 'giftcards' ? this.config.giftcardsUrl : product === 'topups' ? this.config.topupsUrl : this.config.utilitiesUrl
  }

  private async token(product: Product, fresh: boolean): Promise<string> {
    const cached = this.tokens.get(product)
    if (cached && !fresh && cached.untilMs > Date.now()) return cached.token
    const res = await this.raw('POST', `${this.config.authUrl}/oauth/token`, undefined, {
      client_id: this.config.clientId,
      client_secret: this.config.clientSecret,
      grant_type: 'client_credentials',
      audience: this.base(product),
    })
    const token = res.status === 'unknown' ? undefined : field(res.body, 'access_token')
    if (res.status !== 200 || typeof token !== 'string')
      throw new PlatformError('vas_provider_unavailable', `provider token: ${res.status === 'unknown' ? res.reason : res.status}`, {
        temporary: true,
      })
    // A minute early, so no call leaves with a token about to lapse.
    const untilMs = Date.now() + Math.max(0, Number(field(res.body, 'expires_in') ?? 0) - 60) * 1000
    this.tokens.set(product, { token, untilMs })
    return token
  }

  private async raw(method: string, url: string, token: string | undefined, body?: unknown): Promise<Answer> {
    try {
      const res = await fetch(url, {
        method,
        headers: {
          accept: 'application/com.reloadly.giftcards-v1+json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      })
      const parsed = jsonOrNull(await res.text())
      return { status: res.status, body: parsed }
    } catch (error) {
      return { status: 'unknown', reason: error instanceof Error ? error.name : 'network' }
    }
  }

  /** One authorised call; a 401 fetches a new token and tries once more (a 401 means the request was not acted on). */
  private async call(product: Product, method: string, path: string, body?: unknown): Promise<Answer> {
    let res = await this.raw(method, `${this.base(product)}${path}`, await this.token(product, false), body)
    if (res.status === 401) res = await this.raw(method, `${this.base(product)}${path}`, await this.token(product, true), body)
    return res
  }

  /** A read: the body of a 200, null for a 404, a temporary fault otherwise. */
  async read(product: Product, path: string): Promise<unknown> {
    const res = await this.call(product, 'GET', path)
    if (res.status === 200) return res.body
    if (res.status === 404) return null
    throw new PlatformError('vas_provider_unavailable', `provider ${path}: ${res.status === 'unknown' ? res.reason : res.status}`, {
      temporary: true,
    })
  }

  /** The account's float (one wallet for every product), in cents. */
  async floatCents(): Promise<bigint> {
    const body = await this.read('giftcards', '/accounts/balance')
    return cents(field(body, 'balance'))
  }

  async purchase(product: Product, path: string, body: Record<string, unknown>): Promise<Purchase> {
    const res = await this.call(product, 'POST', path, body)
    if (res.status === 'unknown') return { kind: 'unknown', reason: res.reason }
    if (res.status >= 200 && res.status < 300) {
      const txn = txnOf(res.body)
      return txn ? { kind: 'done', ...txn } : { kind: 'unknown', reason: 'unreadable answer' }
    }
    const code = field(res.body, 'errorCode')
    const errorCode = typeof code === 'string' ? code : `HTTP_${res.status}`
    // Already used: this customIdentifier's purchase exists (a retry after a lost answer); what became of it, the look-up says.
    if (res.status >= 500 || res.status === 429 || errorCode === 'DUPLICATED_CUSTOM_IDENTIFIER')
      return { kind: 'unknown', reason: errorCode }
    return { kind: 'refused', errorCode, message: String(field(res.body, 'message') ?? errorCode) }
  }

  /** The transaction bought under this customIdentifier (a bill's referenceId): Reloadly's report filtered by it. */
  async lookup(product: Product, customIdentifier: string): Promise<Lookup> {
    const path = {
      giftcards: '/reports/transactions?customIdentifier=',
      topups: '/topups/reports/transactions?customIdentifier=',
      utilities: '/transactions?referenceId=',
    }[product]
    const res = await this.call(product, 'GET', `${path}${encodeURIComponent(customIdentifier)}`)
    const content = res.status === 'unknown' ? undefined : field(res.body, 'content')
    if (res.status !== 200 || !Array.isArray(content))
      return { kind: 'unknown', reason: res.status === 'unknown' ? res.reason : `HTTP_${res.status}` }
    const found = listField(content).find((t) => field(t, 'customIdentifier') === customIdentifier)
    if (!found) return { kind: 'absent' }
    const txn = txnOf(found)
    return txn ? { kind: 'found', ...txn } : { kind: 'unknown', reason: 'unreadable transaction' }
  }

  /** The redeem codes of a successful gift card order. */
  async cards(transactionId: number): Promise<{ cardNumber: string; pinCode: string }[]> {
    const body = await this.read('giftcards', `/orders/transactions/${transactionId}/cards`)
    if (!Array.isArray(body)) throw new PlatformError('vas_provider_unavailable', 'provider cards: no answer', { temporary: true })
    return body.map((c: unknown) => ({ cardNumber: String(field(c, 'cardNumber') ?? ''), pinCode: String(field(c, 'pinCode') ?? '') }))
  }
}
