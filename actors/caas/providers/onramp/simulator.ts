/**
 * A local simulator of Yellow Card's collections API, speaking what yellowcard.ts speaks: signed requests
 * (YcHmacV1; a wrong signature is 401), collections created under a unique sequenceId (409 on reuse) and quoted
 * at a fixed table of rates per USD (usd = local / rate, rounded down to 6 places, in bigint), the lookup by
 * sequenceId (404 before one exists), webhook registration, and signed callbacks (X-YC-Signature, under the API secret as Yellow Card signs them).
 * Sandbox helper, as the partner's sandbox has: `POST /sandbox/collections/{id}/pay[?repeat=N]` — the user paid:
 * the collection completes and its callback is sent 1 + N times. Triggers, by the paying phone number
 * (docs/caas_onramp_partner.md):
 *   ...999   the create is applied, but answered 500 (a lost answer: the lookup by sequenceId finds it)
 *   ...998   paying it fails it (status failed, callback COLLECTION.FAILED)
 * `node dist/actors/caas/providers/onramp/simulator.js` alone listens on CAAS_ONRAMP_SIMULATOR_PORT.
 */
import http from 'node:http'
import { randomUUID } from 'node:crypto'
import { configEnv } from '../../../../platform/config_variables'
import { field } from '../../../../platform/json_object'
import { formatDecimal, parseDecimal } from '../../../../platform/decimal'
import { announceSimulator, readBody, listenSimulator } from '../../../../platform/simulator_fork'
import { authorization, requestSignature, webhookSignature } from './signing'

export const SIMULATOR_KEYS = { apiKey: 'yc-simulator-api-key', apiSecret: 'yc-simulator-api-secret' } as const

/** Units of local currency per USD. */
const RATES: Readonly<Record<string, string>> = { GHS: '15.50', KES: '129.00', NGN: '1550.00', UGX: '3700.00', EUR: '0.92' }

interface SimCollection {
  readonly id: string
  readonly sequenceId: string
  status: 'pending' | 'complete' | 'failed'
  readonly localAmount: string
  readonly currency: string
  readonly amount: string
  readonly rate: string
  readonly phone: string
  errorCode: string | null
}

/** local / rate, rounded down to 6 places. */
function usdOf(local: string, rate: string): string {
  const l = parseDecimal(local)
  const r = parseDecimal(rate)
  const units = (l.units * 10n ** BigInt(6 + r.scale)) / (r.units * 10n ** BigInt(l.scale))
  return formatDecimal({ units, scale: 6 })
}

async function startOnrampSimulator(options: { port: number; callbackUrl: string | null }) {
  const collections = new Map<string, SimCollection>()
  let callbackUrl = options.callbackUrl

  const view = (c: SimCollection) => ({ ...c, errorCode: c.errorCode ?? undefined, phone: undefined, createdAt: new Date().toISOString() })
  const send = async (c: SimCollection) => {
    if (!callbackUrl) return
    const body = JSON.stringify({
      id: c.id,
      sequenceId: c.sequenceId,
      status: c.status,
      apiKey: SIMULATOR_KEYS.apiKey,
      event: c.status === 'complete' ? 'COLLECTION.COMPLETE' : 'COLLECTION.FAILED',
      executedAt: Date.now(),
      eventId: randomUUID(),
    })
    await fetch(callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-yc-signature': webhookSignature(SIMULATOR_KEYS.apiSecret, body) },
      body,
    }).catch(() => undefined)
  }

  const signed = (req: http.IncomingMessage, path: string, raw: string | null) => {
    const timestamp = String(req.headers['x-yc-timestamp'] ?? '')
    const expected = authorization(
      SIMULATOR_KEYS.apiKey,
      requestSignature(SIMULATOR_KEYS.apiSecret, timestamp, path, req.method ?? '', raw),
    )
    return timestamp !== '' && req.headers.authorization === expected
  }

  const handle = async (req: http.IncomingMessage): Promise<{ status: number; body?: unknown }> => {
    const url = new URL(req.url ?? '/', 'http://sim')
    const raw = (await readBody(req)).toString('utf8')
    const pay = /^\/sandbox\/collections\/([^/]+)\/pay$/.exec(url.pathname)
    if (pay && req.method === 'POST') {
      const c = collections.get(decodeURIComponent(pay[1]!))
      if (!c) return { status: 404, body: { code: 'CollectionNotFound' } }
      if (c.status === 'pending') {
        c.status = c.phone.endsWith('998') ? 'failed' : 'complete'
        if (c.status === 'failed') c.errorCode = 'PaymentDeclined'
      }
      const repeat = Math.min(10, Number(url.searchParams.get('repeat') ?? 0))
      for (let i = 0; i <= repeat; i++) await send(c)
      return { status: 200, body: view(c) }
    }
    if (!signed(req, url.pathname, raw === '' ? null : raw))
      return { status: 401, body: { code: 'InvalidSignature', message: 'bad signature' } }
    if (req.method === 'POST' && url.pathname === '/business/webhooks') {
      const u = field(JSON.parse(raw || '{}'), 'url')
      if (typeof u !== 'string') return { status: 400, body: { code: 'InvalidUrl' } }
      callbackUrl = u
      return { status: 200, body: { id: 'webhook-1', url: u, active: true } }
    }
    const bySequence = /^\/business\/collections\/sequence-id\/([^/]+)$/.exec(url.pathname)
    if (req.method === 'GET' && bySequence) {
      const c = [...collections.values()].find((x) => x.sequenceId === decodeURIComponent(bySequence[1]!))
      return c ? { status: 200, body: view(c) } : { status: 404, body: { code: 'CollectionNotFound' } }
    }
    if (req.method !== 'POST' || url.pathname !== '/business/collections') return { status: 404, body: { code: 'NotFound' } }
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      return { status: 400, body: { code: 'InvalidJson' } }
    }
    const sequenceId = field(body, 'sequenceId')
    const localAmount = field(body, 'localAmount')
    const currency = field(body, 'currency')
    const phone = field(body, 'recipient', 'phone')
    if (
      typeof sequenceId !== 'string' ||
      typeof localAmount !== 'string' ||
      !/^[0-9]+(\.[0-9]+)?$/.test(localAmount) ||
      typeof phone !== 'string'
    )
      return { status: 400, body: { code: 'InvalidRequest', message: 'sequenceId, localAmount and recipient.phone are required' } }
    const rate = typeof currency === 'string' ? RATES[currency] : undefined
    if (!rate || typeof currency !== 'string')
      return { status: 400, body: { code: 'CurrencyNotSupported', message: `supported: ${Object.keys(RATES).join(', ')}` } }
    if ([...collections.values()].some((c) => c.sequenceId === sequenceId)) return { status: 409, body: { code: 'DuplicateSequenceId' } }
    const c: SimCollection = {
      id: randomUUID(),
      sequenceId,
      status: 'pending',
      localAmount,
      currency,
      amount: usdOf(localAmount, rate),
      rate,
      phone,
      errorCode: null,
    }
    collections.set(c.id, c)
    if (phone.endsWith('999')) return { status: 500, body: { code: 'InternalError' } }
    return { status: 200, body: view(c) }
  }

  return listenSimulator('on-ramp', options.port, handle)
}

if (require.main === module) {
  const env = configEnv()
  announceSimulator(
    'on-ramp',
    startOnrampSimulator({ port: Number(env.CAAS_ONRAMP_SIMULATOR_PORT || 0), callbackUrl: env.CAAS_ONRAMP_CALLBACK_URL || null }),
  )
}
