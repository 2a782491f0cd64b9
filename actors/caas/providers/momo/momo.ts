/**
 * MTN MoMo's Disbursement API (the payout partner, payout.ts):
 *   POST {base}/disbursement/token/               Basic api user:api key, Ocp-Apim-Subscription-Key -> {access_token, expires_in}
 *   POST {base}/disbursement/v1_0/transfer        Bearer, X-Reference-Id (UUID v4), X-Target-Environment,
 *                                                 X-Callback-Url -> 202; the same id again -> 409 RESOURCE_ALREADY_EXIST
 *   GET  {base}/disbursement/v1_0/transfer/{id}   -> {status: PENDING|SUCCESSFUL|FAILED, reason, financialTransactionId,
 *                                                 externalId, payee, amount, currency}; 404: never arrived
 * The token is kept until a minute before it expires, and concurrent calls share one token request; a 401 drops it
 * (the outcome of that call is unknown, and is looked up). A token refused (401, 403: wrong credentials) refuses the payout: without a
 * token no transfer was sent. Every call has a deadline (CAAS_PAYOUT_TIMEOUT_MS): past it, unknown. Variables:
 * platform/caas_variables.ts.
 */
import { numberSetting } from '../../../../platform/config_schema'
import { CAAS_VARIABLES } from '../../../../platform/caas_variables'
import { PlatformError } from '../../../../platform/errors'
import { field, isJsonObject } from '../../../../platform/json_object'
import type { PayoutPartner, PayoutRequest, PayoutSent, PayoutStatus } from './payout'

export interface MomoSettings {
  readonly baseUrl: string
  readonly apiUser: string
  readonly apiKey: string
  readonly subscriptionKey: string
  readonly targetEnvironment: string
  readonly timeoutMs: number
  readonly callbackUrl: string | null
}

const text = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null)

/** MoMo's reason is a string in some answers and `{code, message}` in others. */
function reasonOf(body: unknown): string {
  const reason = field(body, 'reason')
  if (typeof reason === 'string') return reason
  return text(field(reason, 'code')) ?? text(field(reason, 'message')) ?? 'FAILED'
}

async function json(res: Response): Promise<unknown> {
  try {
    const body: unknown = await res.json()
    return body
  } catch {
    return null
  }
}

/** A bearer token, or why there is none: refused (a 4xx: the credentials are wrong) or unknown (no readable answer). */
type Bearer = { readonly kind: 'token'; readonly value: string } | { readonly kind: 'refused' | 'unknown'; readonly reason: string }

export class MomoClient implements PayoutPartner {
  private token: { value: string; expiresAtMs: number } | null = null
  /** The token request in flight: payouts sent together share it instead of each asking for a token. */
  private tokenRequest: Promise<Bearer> | null = null

  constructor(private readonly s: MomoSettings) {}

  private async requestToken(): Promise<Bearer> {
    let res: Response
    try {
      res = await fetch(`${this.s.baseUrl}/disbursement/token/`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${this.s.apiUser}:${this.s.apiKey}`).toString('base64')}`,
          'ocp-apim-subscription-key': this.s.subscriptionKey,
        },
        signal: AbortSignal.timeout(this.s.timeoutMs),
      })
    } catch (error) {
      return { kind: 'unknown', reason: `MoMo token: ${error instanceof Error ? error.message : String(error)}` }
    }
    const body = await json(res)
    const value = field(body, 'access_token')
    const expiresIn = Number(field(body, 'expires_in') ?? 3600)
    // Wrong credentials refuse; a throttled or otherwise unanswered token request (429, 5xx) is no answer about the payout.
    if (res.status === 401 || res.status === 403) return { kind: 'refused', reason: `MoMo token refused: HTTP ${res.status}` }
    if (res.status !== 200 || typeof value !== 'string' || !Number.isFinite(expiresIn))
      return { kind: 'unknown', reason: `MoMo token: HTTP ${res.status}` }
    this.token = { value, expiresAtMs: Date.now() + Math.max(0, expiresIn - 60) * 1000 }
    return { kind: 'token', value }
  }

  private async bearer(): Promise<Bearer> {
    if (this.token && Date.now() < this.token.expiresAtMs) return { kind: 'token', value: this.token.value }
    this.tokenRequest ??= this.requestToken().finally(() => (this.tokenRequest = null))
    return await this.tokenRequest
  }

  private headers(token: string): Record<string, string> {
    return {
      authorization: `Bearer ${token}`,
      'x-target-environment': this.s.targetEnvironment,
      'ocp-apim-subscription-key': this.s.subscriptionKey,
    }
  }

  async send(r: PayoutRequest): Promise<PayoutSent> {
    const token = await this.bearer()
    // No token, no transfer sent: a refused token refuses the payout; an unknown one leaves it to the status query.
    if (token.kind !== 'token') return token
    let res: Response
    try {
      res = await fetch(`${this.s.baseUrl}/disbursement/v1_0/transfer`, {
        method: 'POST',
        headers: {
          ...this.headers(token.value),
          'x-reference-id': r.referenceId,
          'content-type': 'application/json',
          ...(this.s.callbackUrl ? { 'x-callback-url': this.s.callbackUrl } : {}),
        },
        body: JSON.stringify({
          amount: r.amount,
          currency: r.currency,
          externalId: r.externalId,
          payee: { partyIdType: 'MSISDN', partyId: r.msisdn },
          payerMessage: r.payerMessage,
          payeeNote: r.payeeNote,
        }),
        signal: AbortSignal.timeout(this.s.timeoutMs),
      })
    } catch (error) {
      return { kind: 'unknown', reason: error instanceof Error ? error.message : String(error) }
    }
    if (res.status === 202) return { kind: 'accepted' }
    if (res.status === 409) return { kind: 'duplicate' }
    if (res.status === 401) {
      this.token = null
      return { kind: 'unknown', reason: 'MoMo refused the token (401)' }
    }
    const body = await json(res)
    if (res.status >= 400 && res.status < 500)
      return { kind: 'refused', reason: text(field(body, 'code')) ?? text(field(body, 'message')) ?? `HTTP ${res.status}` }
    return { kind: 'unknown', reason: `HTTP ${res.status}` }
  }

  async status(referenceId: string): Promise<PayoutStatus> {
    const token = await this.bearer()
    if (token.kind !== 'token') return { kind: 'unknown', reason: token.reason }
    let res: Response
    try {
      res = await fetch(`${this.s.baseUrl}/disbursement/v1_0/transfer/${encodeURIComponent(referenceId)}`, {
        headers: this.headers(token.value),
        signal: AbortSignal.timeout(this.s.timeoutMs),
      })
    } catch (error) {
      return { kind: 'unknown', reason: error instanceof Error ? error.message : String(error) }
    }
    if (res.status === 404) return { kind: 'not_found' }
    if (res.status === 401) this.token = null
    const body = await json(res)
    if (res.status !== 200) return { kind: 'unknown', reason: `HTTP ${res.status}` }
    switch (field(body, 'status')) {
      case 'SUCCESSFUL': {
        // The partner's transaction id is the proof of payment: one is never made up (ours would look like theirs).
        const financialTransactionId = text(field(body, 'financialTransactionId'))
        if (financialTransactionId) return { kind: 'successful', financialTransactionId }
        return { kind: 'unknown', reason: 'SUCCESSFUL without a financialTransactionId' }
      }
      case 'FAILED':
        return { kind: 'failed', reason: reasonOf(body) }
      case 'PENDING':
        return { kind: 'pending' }
      default:
        return { kind: 'unknown', reason: `unexpected status ${String(field(body, 'status'))}` }
    }
  }

  parseCallback(body: unknown): { readonly referenceId: string | null; readonly externalId: string } | null {
    if (!isJsonObject(body)) return null
    const externalId = text(body.externalId)
    if (!externalId) return null
    // MoMo's callback body names no reference id (the simulator adds one); the partner's transaction id is not it.
    return { referenceId: text(body.referenceId), externalId }
  }
}

/**
 * The partner from the environment (CAAS_PAYOUT_*), or null when CAAS_PAYOUT_URL is not set. A URL without its
 * credentials is a configuration error at start, not a payout refused later.
 */
export function momoFromEnv(env: NodeJS.ProcessEnv, callbackFallback: string | null = null): MomoClient | null {
  const baseUrl = env.CAAS_PAYOUT_URL
  if (!baseUrl) return null
  const apiUser = env.CAAS_PAYOUT_API_USER || undefined
  const apiKey = env.CAAS_PAYOUT_API_KEY || undefined
  const subscriptionKey = env.CAAS_PAYOUT_SUBSCRIPTION_KEY || undefined
  if (apiUser === undefined || apiKey === undefined || subscriptionKey === undefined)
    throw new PlatformError(
      'config_invalid',
      'CAAS_PAYOUT_URL requires CAAS_PAYOUT_API_USER, CAAS_PAYOUT_API_KEY and CAAS_PAYOUT_SUBSCRIPTION_KEY',
    )
  return new MomoClient({
    baseUrl: baseUrl.replace(/\/$/, ''),
    apiUser,
    apiKey,
    subscriptionKey,
    targetEnvironment: env.CAAS_PAYOUT_TARGET_ENVIRONMENT || 'sandbox',
    timeoutMs: numberSetting(CAAS_VARIABLES, 'CAAS_PAYOUT_TIMEOUT_MS', env),
    callbackUrl: env.CAAS_PAYOUT_CALLBACK_URL || callbackFallback,
  })
}
