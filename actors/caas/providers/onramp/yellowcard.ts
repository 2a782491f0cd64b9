/**
 * Yellow Card's collections API, the on-ramp partner (partner.ts):
 *   POST {base}/business/collections                         {sequenceId, channelId, localAmount, currency, recipient{phone}}
 *                                                            -> the collection {id, sequenceId, status, localAmount, currency,
 *                                                            amount (USD), rate, ...}; a reused sequenceId -> 409
 *   GET  {base}/business/collections/sequence-id/{sequenceId} -> the collection, or 404
 *   POST {base}/business/webhooks                             {url, active}: where callbacks go
 * Requests are signed (signing.ts); callbacks carry X-YC-Signature. Every call has a deadline
 * (CAAS_ONRAMP_TIMEOUT_MS): past it, unknown. Variables: platform/onramp_variables.ts.
 */
import { field } from '../../../../platform/json_object'
import type { CallbackRead, Collection, CollectionCreated, CollectionRequest, OnrampPartner } from './partner'
import { authorization, requestSignature, webhookVerifies } from './signing'

export interface YellowCardSettings {
  readonly baseUrl: string
  readonly apiKey: string
  readonly apiSecret: string
  readonly webhookSecret: string
  readonly timeoutMs: number
  /** Registered with the partner before the first collection (POST /business/webhooks); null: registered by the operator. */
  readonly callbackUrl: string | null
  /** The collection channel (mobile money) to collect through. */
  readonly channelId: string
}

const text = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null)

const STATUS: Readonly<Record<string, Collection['status']>> = {
  pending: 'pending',
  processing: 'pending',
  created: 'pending',
  complete: 'complete',
  completed: 'complete',
  failed: 'failed',
  expired: 'expired',
}

function collectionOf(body: unknown): Collection | null {
  const id = text(field(body, 'id'))
  const reference = text(field(body, 'sequenceId'))
  const status = STATUS[String(field(body, 'status')).toLowerCase()]
  const usdcAmount = text(field(body, 'amount'))
  if (!id || !reference || !status || !usdcAmount) return null
  return {
    id,
    reference,
    status,
    localAmount: text(field(body, 'localAmount')) ?? '0',
    currency: text(field(body, 'currency')) ?? '',
    usdcAmount,
    rate: text(field(body, 'rate')) ?? '0',
    reason: text(field(body, 'errorCode')) ?? text(field(body, 'reason')),
  }
}

async function json(res: Response): Promise<unknown> {
  try {
    const body: unknown = await res.json()
    return body
  } catch {
    return null
  }
}

export class YellowCardClient implements OnrampPartner {
  private registered: Promise<void> | null = null

  constructor(private readonly s: YellowCardSettings) {}

  private request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    const raw = body === undefined ? null : JSON.stringify(body)
    const timestamp = new Date().toISOString()
    return fetch(`${this.s.baseUrl}${path}`, {
      method,
      headers: {
        'x-yc-timestamp': timestamp,
        authorization: authorization(this.s.apiKey, requestSignature(this.s.apiSecret, timestamp, path, method, raw)),
        ...(raw === null ? {} : { 'content-type': 'application/json' }),
      },
      ...(raw === null ? {} : { body: raw }),
      signal: AbortSignal.timeout(this.s.timeoutMs),
    })
  }

  /** Registers the callback URL once per process (a failed registration is tried again by the next call). */
  private webhook(): Promise<void> {
    const url = this.s.callbackUrl
    if (!url) return Promise.resolve()
    this.registered ??= this.request('POST', '/business/webhooks', { url, active: true }).then((res) => {
      if (res.status >= 300) throw new Error(`webhook registration refused: HTTP ${res.status}`)
    })
    return this.registered.catch((error: unknown) => {
      this.registered = null
      throw error
    })
  }

  async create(r: CollectionRequest): Promise<CollectionCreated> {
    let res: Response
    try {
      await this.webhook()
      res = await this.request('POST', '/business/collections', {
        sequenceId: r.reference,
        channelId: this.s.channelId,
        localAmount: r.localAmount,
        currency: r.currency,
        customerType: 'retail',
        recipient: { phone: r.phone },
        // Accepted at once: without it Yellow Card waits for a separate accept call and expires the collection.
        forceAccept: true,
      })
    } catch (error) {
      return { kind: 'unknown', reason: error instanceof Error ? error.message : String(error) }
    }
    const body = await json(res)
    if (res.status === 200 || res.status === 201) {
      const collection = collectionOf(body)
      return collection ? { kind: 'created', collection } : { kind: 'unknown', reason: 'unreadable collection' }
    }
    // A reused sequenceId: it exists (an earlier create whose answer was lost); the caller looks it up.
    if (res.status === 409) return { kind: 'unknown', reason: 'a collection exists under this reference' }
    if (res.status >= 400 && res.status < 500)
      return { kind: 'refused', reason: text(field(body, 'code')) ?? text(field(body, 'message')) ?? `HTTP ${res.status}` }
    return { kind: 'unknown', reason: `HTTP ${res.status}` }
  }

  async byReference(reference: string): Promise<Collection | null> {
    const res = await this.request('GET', `/business/collections/sequence-id/${encodeURIComponent(reference)}`)
    if (res.status === 404) return null
    const body = await json(res)
    const collection = res.status === 200 ? collectionOf(body) : null
    if (!collection) throw new Error(`on-ramp lookup of ${reference} failed: HTTP ${res.status}`)
    return collection
  }

  /** The simulator's sandbox call (simulator.ts); a partner without it answers 404: false. */
  async sandboxPay(collectionId: string): Promise<boolean> {
    const res = await fetch(`${this.s.baseUrl}/sandbox/collections/${encodeURIComponent(collectionId)}/pay`, {
      method: 'POST',
      signal: AbortSignal.timeout(this.s.timeoutMs),
    })
    return res.status === 200
  }

  callback(rawBody: Buffer, headers: Readonly<Record<string, string | undefined>>): CallbackRead {
    if (!webhookVerifies(this.s.webhookSecret, rawBody, headers['x-yc-signature'])) return { ok: false, reason: 'signature' }
    let body: unknown
    try {
      body = JSON.parse(rawBody.toString('utf8'))
    } catch {
      return { ok: false, reason: 'not JSON' }
    }
    const collectionId = text(field(body, 'id'))
    const reference = text(field(body, 'sequenceId'))
    const status = STATUS[String(field(body, 'status')).toLowerCase()]
    if (!collectionId || !reference || !status) return { ok: false, reason: 'not a collection event' }
    return { ok: true, event: { collectionId, reference, status } }
  }
}

/** The partner from the environment (CAAS_ONRAMP_*), or null when CAAS_ONRAMP_URL is not set. */
export function onrampFromEnv(env: NodeJS.ProcessEnv, callbackFallback: string | null = null): YellowCardClient | null {
  const baseUrl = env.CAAS_ONRAMP_URL
  if (!baseUrl) return null
  return new YellowCardClient({
    baseUrl: baseUrl.replace(/\/$/, ''),
    apiKey: env.CAAS_ONRAMP_API_KEY ?? '',
    apiSecret: env.CAAS_ONRAMP_API_SECRET ?? '',
    // Yellow Card signs callbacks with the API secret of the key the collection was made with.
    webhookSecret: env.CAAS_ONRAMP_WEBHOOK_SECRET || env.CAAS_ONRAMP_API_SECRET || '',
    timeoutMs: Number(env.CAAS_ONRAMP_TIMEOUT_MS || 10_000),
    callbackUrl: env.CAAS_ONRAMP_CALLBACK_URL || callbackFallback,
    channelId: env.CAAS_ONRAMP_CHANNEL_ID || 'mobile-money',
  })
}
