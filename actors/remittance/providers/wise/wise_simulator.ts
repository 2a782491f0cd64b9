/**
 * A local simulator of Wise's Platform API, speaking what wise.ts speaks (docs/remittance_partner.md), in memory:
 * quotes (rates from SIMULATOR_RATES, fee SIMULATOR_FEE_BASIS_POINTS, locked for 30 minutes), rates, recipients,
 * transfers (one per customerTransactionId: a repeat answers the same transfer; one per quote; none on an expired
 * quote), BALANCE funding, cancel (only while incoming_payment_waiting and unfunded), lookup and listing, and
 * transfers#state-change v2 webhooks, RSA-SHA256 signed with REMIT_SIMULATOR_PRIVATE_KEY (X-Signature-SHA256), to
 * every subscription, retried a few times. A funded transfer steps `processing → funds_converted →
 * outgoing_payment_sent`, one state every REMIT_SIMULATOR_STEP_MS (200 ms by default). Triggers, by the words
 * in the transfer's `details.reference` (they combine):
 *   SIM-FAIL        processing, then cancelled, then funds_refunded (the payout failed before it was sent)
 *   SIM-BOUNCE      reaches outgoing_payment_sent, then REMIT_SIMULATOR_BOUNCE_MS (1000) later bounced_back,
 *                   cancelled, funds_refunded
 *   SIM-TIMEOUT     the transfer is created, but the answer to its creation comes 30 s later (a client times out)
 *   SIM-DUPLICATE   every webhook is delivered twice, each with its own X-Delivery-Id
 *   SIM-SHUFFLE     the transfer's webhooks are held and delivered in reverse order after its last state
 * Test controls: `GET /sim/transfers?customerTransactionId=` -> {count, transfers: [{id, status}]};
 * `POST /sim/fail-next` -> the next API call answers 500 having done nothing; `POST /sim/quotes/{id}/expire`.
 * It accepts one token (SIMULATOR_TOKEN) and one profile (SIMULATOR_PROFILE_ID).
 * `node dist/actors/remittance/providers/wise/wise_simulator.js` alone listens on REMIT_SIMULATOR_PORT (and needs
 * REMIT_SIMULATOR_PRIVATE_KEY; simulator_process.ts makes the key pair).
 */
import http from 'node:http'
import { randomUUID, sign } from 'node:crypto'
import { configEnv } from '../../../../platform/config_variables'
import { field, isJsonObject, jsonOrNull } from '../../../../platform/json_object'
import { announceSimulator, readBody, listenSimulator } from '../../../../platform/simulator_fork'
import type { WiseState } from './partner'

export const SIMULATOR_TOKEN = 'wise-simulator-token'
export const SIMULATOR_PROFILE_ID = '16750001'

/** Target units per source unit, fixed so tests can compute every quote; decimal strings. */
const SIMULATOR_RATES: Readonly<Record<string, string>> = {
  'NGN/CNY': '0.00458',
  'NGN/USD': '0.00064',
  'NGN/GBP': '0.000505',
  'USD/CNY': '7.1234',
  'USD/NGN': '1560.25',
  'USD/GBP': '0.7891',
  'GBP/NGN': '1985.5',
  'GBP/USD': '1.2672',
  'GBP/CNY': '9.0271',
}

/** The fee: 0.45% of the source amount, rounded up to the cent (taken out of the source amount, as Wise does). */
const SIMULATOR_FEE_BASIS_POINTS = 45n

const QUOTE_TTL_MS = 30 * 60_000
const TIMEOUT_ANSWER_MS = 30_000
const DELIVERY_ATTEMPTS = 4

interface Quote {
  readonly id: string
  readonly source: string
  readonly target: string
  readonly sourceCents: bigint
  readonly targetCents: bigint
  readonly feeCents: bigint
  readonly rate: string
  readonly createdMs: number
  expiresMs: number
  usedBy: number | null
}

interface Recipient {
  readonly id: number
  readonly currency: string
}

interface Held {
  readonly url: string
  readonly subscriptionId: string
  readonly data: unknown
}

interface Transfer {
  readonly id: number
  readonly customerTransactionId: string
  readonly quote: Quote
  readonly targetAccount: number
  readonly reference: string
  readonly createdMs: number
  status: WiseState
  funded: boolean
  /** Deliveries of this transfer's webhooks, one after another (so they arrive in order unless a trigger says not). */
  deliveries: Promise<void>
  readonly held: Held[]
}

interface Subscription {
  readonly id: string
  readonly url: string
}

type Reply = { readonly status: number; readonly body?: unknown }

// Decimal arithmetic on cents (bigint): amounts reach the wire as JSON numbers written from their text.
const AMOUNT = /^(\d{1,13})(?:\.(\d{1,2}))?$/
function centsOf(value: unknown): bigint | null {
  const m = typeof value === 'number' && Number.isFinite(value) ? AMOUNT.exec(String(value)) : null
  return m ? BigInt(m[1] ?? '0') * 100n + BigInt((m[2] ?? '').padEnd(2, '0')) : null
}
const textOfCents = (cents: bigint): string => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`
const numberOfCents = (cents: bigint): number => Number(textOfCents(cents))

/** (source - fee) * rate, rounded down to the cent; the rate is a decimal string, read as units over a power of ten. */
function converted(cents: bigint, rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.')
  return (cents * BigInt(`${whole}${fraction}`)) / 10n ** BigInt(fraction.length)
}
const feeOf = (cents: bigint): bigint => (cents * SIMULATOR_FEE_BASIS_POINTS + 9_999n) / 10_000n

/** Wise's `created`: UTC, whole seconds, a space for the T. */
const wiseTime = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ')
const wiseError = (status: number, code: string, message: string): Reply => ({ status, body: { errors: [{ code, message }] } })

const quoteResource = (q: Quote) => {
  const delivery = new Date(q.createdMs + 24 * 3600_000)
  return {
    id: q.id,
    sourceCurrency: q.source,
    targetCurrency: q.target,
    sourceAmount: numberOfCents(q.sourceCents),
    targetAmount: numberOfCents(q.targetCents),
    rate: Number(q.rate),
    rateType: 'FIXED',
    payOut: 'BANK_TRANSFER',
    providedAmountType: 'SOURCE',
    status: 'PENDING',
    profile: Number(SIMULATOR_PROFILE_ID),
    createdTime: new Date(q.createdMs).toISOString(),
    rateExpirationTime: new Date(q.expiresMs).toISOString(),
    expirationTime: new Date(q.expiresMs).toISOString(),
    paymentOptions: [
      {
        disabled: false,
        payIn: 'BALANCE',
        payOut: 'BANK_TRANSFER',
        sourceCurrency: q.source,
        targetCurrency: q.target,
        sourceAmount: numberOfCents(q.sourceCents),
        targetAmount: numberOfCents(q.targetCents),
        fee: { transferwise: numberOfCents(q.feeCents), payIn: 0, discount: 0, partner: 0, total: numberOfCents(q.feeCents) },
        estimatedDelivery: delivery.toISOString(),
        formattedEstimatedDelivery: `by ${delivery.toISOString().slice(0, 10)}`,
      },
    ],
  }
}

const transferResource = (t: Transfer) => ({
  id: t.id,
  user: 1,
  targetAccount: t.targetAccount,
  sourceAccount: null,
  quote: null,
  quoteUuid: t.quote.id,
  status: t.status,
  reference: t.reference,
  rate: Number(t.quote.rate),
  created: wiseTime(t.createdMs),
  business: Number(SIMULATOR_PROFILE_ID),
  details: { reference: t.reference },
  hasActiveIssues: false,
  sourceCurrency: t.quote.source,
  sourceValue: numberOfCents(t.quote.sourceCents),
  targetCurrency: t.quote.target,
  targetValue: numberOfCents(t.quote.targetCents),
  customerTransactionId: t.customerTransactionId,
})

/** What each recipient type needs in its details (enough to refuse what Wise would refuse). */
const RECIPIENT_TYPES: Readonly<Record<string, Readonly<Record<string, RegExp>>>> = {
  sort_code: { sortCode: /^\d{6}$/, accountNumber: /^\d{8}$/ },
  iban: { IBAN: /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/ },
  aba: { accountNumber: /^\d{4,17}$/ },
  nigeria: { accountNumber: /^\d{10}$/ },
  chinese_alipay: { accountNumber: /^.{3,64}$/ },
  email: { email: /^[^@\s]+@[^@\s]+$/ },
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

async function startWiseSimulator(options: { port: number; stepMs: number; bounceMs: number; privateKey: string }) {
  const quotes = new Map<string, Quote>()
  const recipients = new Map<number, Recipient>()
  const transfers = new Map<number, Transfer>()
  const subscriptions: Subscription[] = []
  let nextId = 50_000_000 + Math.floor(Math.random() * 1_000_000)
  let failNext = false
  const timers = new Set<NodeJS.Timeout>()
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      run()
    }, ms)
    timers.add(timer)
  }
  const pause = (ms: number) => new Promise<void>((resolve) => later(ms, resolve))

  /** POSTs one signed delivery, retried with a short backoff while the receiver does not take it. */
  const deliver = async (url: string, subscriptionId: string, data: unknown): Promise<void> => {
    const raw = Buffer.from(
      JSON.stringify({
        data,
        subscription_id: subscriptionId,
        event_type: 'transfers#state-change',
        schema_version: '2.0.0',
        sent_at: new Date().toISOString(),
      }),
    )
    const headers = {
      'content-type': 'application/json',
      'x-signature-sha256': sign('sha256', raw, options.privateKey).toString('base64'),
      'x-delivery-id': randomUUID(),
    }
    for (let attempt = 0; attempt < DELIVERY_ATTEMPTS; attempt++) {
      if (attempt > 0) await pause(100 * 2 ** (attempt - 1))
      const ok = await fetch(url, { method: 'POST', headers, body: raw, signal: AbortSignal.timeout(5_000) }).then(
        (res) => res.ok,
        () => false,
      )
      if (ok) return
    }
  }

  const send = (t: Transfer, held: Held) => {
    const times = t.reference.includes('SIM-DUPLICATE') ? 2 : 1
    t.deliveries = t.deliveries.then(async () => {
      for (let i = 0; i < times; i++) await deliver(held.url, held.subscriptionId, held.data)
    })
  }

  const changeState = (t: Transfer, state: WiseState, last: boolean) => {
    const data = {
      resource: { type: 'transfer', id: t.id, profile_id: Number(SIMULATOR_PROFILE_ID), account_id: t.targetAccount },
      current_state: state,
      previous_state: t.status,
      occurred_at: new Date().toISOString(),
    }
    t.status = state
    const shuffle = t.reference.includes('SIM-SHUFFLE')
    for (const s of subscriptions) {
      const held = { url: s.url, subscriptionId: s.id, data }
      if (shuffle) t.held.push(held)
      else send(t, held)
    }
    if (shuffle && last) for (const held of t.held.splice(0).reverse()) send(t, held)
  }

  /** The states a funded transfer goes through, each with the time before it. */
  const pathOf = (t: Transfer): { state: WiseState; afterMs: number }[] => {
    const step = (state: WiseState, afterMs = options.stepMs) => ({ state, afterMs })
    if (t.reference.includes('SIM-FAIL')) return [step('processing'), step('cancelled'), step('funds_refunded')]
    const sent = [step('processing'), step('funds_converted'), step('outgoing_payment_sent')]
    if (t.reference.includes('SIM-BOUNCE'))
      return [...sent, step('bounced_back', options.bounceMs), step('cancelled'), step('funds_refunded')]
    return sent
  }
  const walk = (t: Transfer, path: { state: WiseState; afterMs: number }[]) => {
    const [next, ...rest] = path
    if (next) later(next.afterMs, () => (changeState(t, next.state, rest.length === 0), walk(t, rest)))
  }

  const readJson = async (req: http.IncomingMessage): Promise<unknown> => jsonOrNull((await readBody(req)).toString('utf8'))
  const profileOk = (value: unknown) => String(value) === SIMULATOR_PROFILE_ID
  const forbidden = () => wiseError(403, 'forbidden', 'the token has no access to this profile')
  const noTransfer = () => wiseError(404, 'transfer.not-found', 'Transfer not found')

  const createQuote = (body: unknown): Reply => {
    const source = field(body, 'sourceCurrency')
    const target = field(body, 'targetCurrency')
    const rate = SIMULATOR_RATES[`${String(source)}/${String(target)}`]
    if (typeof source !== 'string' || typeof target !== 'string' || rate === undefined)
      return wiseError(422, 'UNSUPPORTED_CURRENCY_PAIR', `no route from ${String(source)} to ${String(target)}`)
    const sourceCents = centsOf(field(body, 'sourceAmount'))
    if (sourceCents === null || sourceCents <= 0n) return wiseError(422, 'NOT_VALID', 'sourceAmount must be a positive amount')
    const feeCents = feeOf(sourceCents)
    const targetCents = sourceCents > feeCents ? converted(sourceCents - feeCents, rate) : 0n
    if (targetCents <= 0n) return wiseError(422, 'NOT_VALID', 'sourceAmount is too small to cover the fee')
    const now = Date.now()
    const q: Quote = {
      id: randomUUID(),
      source,
      target,
      sourceCents,
      targetCents,
      feeCents,
      rate,
      createdMs: now,
      expiresMs: now + QUOTE_TTL_MS,
      usedBy: null,
    }
    quotes.set(q.id, q)
    return { status: 200, body: quoteResource(q) }
  }

  const createRecipient = (body: unknown): Reply => {
    if (!profileOk(field(body, 'profile'))) return forbidden()
    const currency = field(body, 'currency')
    const type = field(body, 'type')
    const holder = field(body, 'accountHolderName')
    const required = typeof type === 'string' ? RECIPIENT_TYPES[type] : undefined
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency) || typeof holder !== 'string' || holder.trim() === '' || !required)
      return wiseError(422, 'NOT_VALID', 'currency, a known type and accountHolderName are required')
    for (const [name, pattern] of Object.entries(required)) {
      const value = field(body, 'details', name)
      if (typeof value !== 'string' || !pattern.test(value)) return wiseError(422, 'NOT_VALID', `details.${name} is not valid`)
    }
    const r: Recipient = { id: nextId++, currency }
    recipients.set(r.id, r)
    return {
      status: 200,
      body: { id: r.id, profile: Number(SIMULATOR_PROFILE_ID), accountHolderName: holder, type, currency, active: true },
    }
  }

  const createTransfer = async (body: unknown): Promise<Reply> => {
    const customerTransactionId = field(body, 'customerTransactionId')
    if (typeof customerTransactionId !== 'string' || !UUID.test(customerTransactionId))
      return wiseError(422, 'NOT_VALID', 'customerTransactionId must be a UUID')
    // Wise is idempotent on customerTransactionId: a repeat answers the transfer it made, whatever else it says.
    const existing = [...transfers.values()].find((t) => t.customerTransactionId === customerTransactionId)
    if (existing) return { status: 200, body: transferResource(existing) }
    const quoteUuid = field(body, 'quoteUuid')
    const q = typeof quoteUuid === 'string' ? quotes.get(quoteUuid) : undefined
    if (!q) return wiseError(422, 'quote.not-found', 'Quote not found')
    if (Date.now() >= q.expiresMs) return wiseError(422, 'quote.expired', 'The quote has expired; create a new one')
    if (q.usedBy !== null) return wiseError(422, 'quote.already-used', `The quote was used by transfer ${q.usedBy}`)
    const recipient = recipients.get(Number(field(body, 'targetAccount')))
    if (!recipient) return wiseError(422, 'recipient.not-found', 'targetAccount is not a recipient of this profile')
    if (recipient.currency !== q.target) return wiseError(422, 'recipient.currency-mismatch', `the recipient takes ${recipient.currency}`)
    const reference = field(body, 'details', 'reference')
    const t: Transfer = {
      id: nextId++,
      customerTransactionId,
      quote: q,
      targetAccount: recipient.id,
      reference: typeof reference === 'string' ? reference : '',
      createdMs: Date.now(),
      status: 'incoming_payment_waiting',
      funded: false,
      deliveries: Promise.resolve(),
      held: [],
    }
    q.usedBy = t.id
    transfers.set(t.id, t)
    const reply = { status: 200, body: transferResource(t) }
    if (t.reference.includes('SIM-TIMEOUT')) await pause(TIMEOUT_ANSWER_MS)
    return reply
  }

  const fund = (t: Transfer | undefined, body: unknown): Reply => {
    if (!t) return noTransfer()
    if (field(body, 'type') !== 'BALANCE') return wiseError(422, 'NOT_VALID', 'type must be BALANCE')
    // A repeat of a funding that was done answers it again: the caller may not have seen the first answer.
    if (t.funded) return { status: 201, body: { type: 'BALANCE', status: 'COMPLETED', errorCode: null } }
    if (t.status !== 'incoming_payment_waiting')
      return { status: 201, body: { type: 'BALANCE', status: 'REJECTED', errorCode: 'transfer.state-not-fundable' } }
    t.funded = true
    walk(t, pathOf(t))
    return { status: 201, body: { type: 'BALANCE', status: 'COMPLETED', errorCode: null } }
  }

  const cancel = (t: Transfer | undefined): Reply => {
    if (!t) return noTransfer()
    if (t.status !== 'incoming_payment_waiting' || t.funded)
      return wiseError(
        409,
        'transfer.cancellation.not.allowed',
        `a transfer in ${t.status}${t.funded ? ' (funded)' : ''} cannot be cancelled`,
      )
    changeState(t, 'cancelled', true)
    return { status: 200, body: transferResource(t) }
  }

  const list = (query: URLSearchParams): Reply => {
    if (!profileOk(query.get('profile'))) return forbidden()
    const start = query.get('createdDateStart')
    const startMs = start ? Date.parse(start) : 0
    const limit = Math.min(Number(query.get('limit') ?? '100') || 100, 200)
    const offset = Number(query.get('offset') ?? '0') || 0
    // Wise compares its whole-second `created`; newest first.
    const found = [...transfers.values()]
      .filter((t) => Math.floor(t.createdMs / 1000) * 1000 >= startMs)
      .sort((a, b) => b.id - a.id)
      .slice(offset, offset + limit)
    return { status: 200, body: found.map(transferResource) }
  }

  const subscribe = (body: unknown): Reply => {
    const url = field(body, 'delivery', 'url')
    if (field(body, 'trigger_on') !== 'transfers#state-change' || field(body, 'delivery', 'version') !== '2.0.0')
      return wiseError(422, 'NOT_VALID', 'this simulator delivers transfers#state-change, version 2.0.0')
    if (typeof url !== 'string' || !URL.canParse(url) || !/^https?:/.test(url))
      return wiseError(422, 'NOT_VALID', 'delivery.url must be a URL')
    const s: Subscription = { id: randomUUID(), url }
    subscriptions.push(s)
    const name = field(body, 'name')
    return {
      status: 201,
      body: {
        id: s.id,
        name: typeof name === 'string' ? name : '',
        delivery: { version: '2.0.0', url },
        trigger_on: 'transfers#state-change',
        scope: { domain: 'profile', id: SIMULATOR_PROFILE_ID },
        created_by: { type: 'user', id: '1' },
        created_at: new Date().toISOString(),
      },
    }
  }

  const simControl = (req: http.IncomingMessage, url: URL): Reply => {
    if (req.method === 'GET' && url.pathname === '/sim/transfers') {
      const id = url.searchParams.get('customerTransactionId')
      const found = [...transfers.values()].filter((t) => t.customerTransactionId === id).map((t) => ({ id: t.id, status: t.status }))
      return { status: 200, body: { count: found.length, transfers: found } }
    }
    if (req.method === 'POST' && url.pathname === '/sim/fail-next') {
      failNext = true
      return { status: 200, body: { failNext } }
    }
    const expire = /^\/sim\/quotes\/([^/]+)\/expire$/.exec(url.pathname)
    const q = expire && req.method === 'POST' ? quotes.get(decodeURIComponent(expire[1] ?? '')) : undefined
    if (!q) return wiseError(404, 'NOT_FOUND', 'no such simulator control')
    q.expiresMs = Date.now() - 1
    return { status: 200, body: { id: q.id, expirationTime: new Date(q.expiresMs).toISOString() } }
  }

  const handle = async (req: http.IncomingMessage): Promise<Reply> => {
    const url = new URL(req.url ?? '/', 'http://sim')
    if (url.pathname.startsWith('/sim/')) return simControl(req, url)
    if (req.headers.authorization !== `Bearer ${SIMULATOR_TOKEN}`)
      return { status: 401, body: { error: 'invalid_token', error_description: 'Invalid token' } }
    if (failNext) {
      failNext = false
      return wiseError(500, 'INTERNAL_ERROR', 'simulated failure (nothing was done)')
    }
    const method = req.method ?? 'GET'
    const path = url.pathname
    const body = method === 'POST' || method === 'PUT' ? await readJson(req) : null
    if ((method === 'POST' || method === 'PUT') && body !== null && !isJsonObject(body))
      return wiseError(400, 'NOT_VALID', 'the body must be a JSON object')
    let m: RegExpExecArray | null
    if ((m = /^\/v3\/profiles\/([^/]+)\/quotes$/.exec(path)) && method === 'POST') return profileOk(m[1]) ? createQuote(body) : forbidden()
    if (path === '/v1/rates' && method === 'GET') {
      const pair = `${url.searchParams.get('source') ?? ''}/${url.searchParams.get('target') ?? ''}`
      const rate = SIMULATOR_RATES[pair]
      if (rate === undefined) return wiseError(422, 'UNSUPPORTED_CURRENCY_PAIR', `no rate for ${pair}`)
      const [source, target] = pair.split('/')
      return { status: 200, body: [{ rate: Number(rate), source, target, time: `${new Date().toISOString().slice(0, 19)}+0000` }] }
    }
    if (path === '/v1/accounts' && method === 'POST') return createRecipient(body)
    if (path === '/v1/transfers' && method === 'POST') return await createTransfer(body)
    if (path === '/v1/transfers' && method === 'GET') return list(url.searchParams)
    if ((m = /^\/v1\/transfers\/(\d+)$/.exec(path)) && method === 'GET') {
      const t = transfers.get(Number(m[1]))
      return t ? { status: 200, body: transferResource(t) } : noTransfer()
    }
    if ((m = /^\/v1\/transfers\/(\d+)\/cancel$/.exec(path)) && method === 'PUT') return cancel(transfers.get(Number(m[1])))
    if ((m = /^\/v3\/profiles\/([^/]+)\/transfers\/(\d+)\/payments$/.exec(path)) && method === 'POST')
      return profileOk(m[1]) ? fund(transfers.get(Number(m[2])), body) : forbidden()
    if ((m = /^\/v3\/profiles\/([^/]+)\/subscriptions$/.exec(path)) && method === 'POST')
      return profileOk(m[1]) ? subscribe(body) : forbidden()
    return wiseError(404, 'NOT_FOUND', `no route ${method} ${path}`)
  }

  return listenSimulator('Wise', options.port, handle, () => {
    for (const timer of timers) clearTimeout(timer)
  })
}

if (require.main === module) {
  const env = configEnv()
  const privateKey = env.REMIT_SIMULATOR_PRIVATE_KEY
  announceSimulator(
    'Wise',
    privateKey
      ? startWiseSimulator({
          port: Number(env.REMIT_SIMULATOR_PORT || 0),
          stepMs: Number(env.REMIT_SIMULATOR_STEP_MS || 200),
          bounceMs: Number(env.REMIT_SIMULATOR_BOUNCE_MS || 1000),
          privateKey,
        })
      : Promise.reject(new Error('REMIT_SIMULATOR_PRIVATE_KEY (PEM) is required to sign webhooks')),
  )
}
