/**
 * A local stand-in for Modulr, speaking the API modulr.ts talks (docs/virtual_accounts_partner.md): customers,
 * accounts with real-looking UK and Irish identifiers (simulator_bank.ts), returns (POST /payments), sandbox
 * credits and reversals, webhook subscriptions and signed PAYIN notifications (simulator_delivery.ts). Every call
 * but `/__simulator/*` must carry Modulr's HMAC signature (`Authorization: Signature keyId=…,algorithm="hmac-sha1",
 * headers="date x-mod-nonce",signature=…` with `Date` and a fresh `x-mod-nonce`) under the key and secret it was
 * started with; otherwise 401. State is in memory.
 *
 * FAILURE-MODE TRIGGERS
 *   DUPLICATE_3 in a credit's payer name or reference   the PAYIN is delivered three times, each with a new EventId
 *                                                       (same PaymentId)
 *   REVERSE_LATER in a credit's reference               once the PAYIN is acknowledged, a PO_REV PAYIN reverses the
 *                                                       payment (new PaymentId, OriginalPaymentId, ReturnReason)
 *   TIMEOUT_OPEN in an account's name                   POST /customers/{id}/accounts creates the account and never
 *                                                       answers (the socket is held 30 s, then dropped): the caller's
 *                                                       outcome is unknown, and a look-up by externalReference finds it
 *   FAIL_OPEN in an account's name                      POST /customers/{id}/accounts answers 500, nothing created
 *   RETURN_FAILS in a payment's reference               POST /payments answers status ER_EXTSYS (failed), not PROCESSED
 *   a receiver answering non-2xx                        the PAYIN is tried again with backoff, each try a new EventId
 *                                                       and `x-mod-retry: true`, up to 10 tries
 * SIMULATOR-ONLY ROUTES (no signature)
 *   POST /__simulator/fail-next {path, status, times, method?}
 *                                                       the next `times` calls to `path` (to `method` only when given;
 *                                                       the query is not part of the path) answer `status` with
 *                                                       Modulr's error body, and do nothing
 *   GET /__simulator/state                              calls per route (`POST /accounts/{id}/block`), counts of
 *                                                       customers, accounts, payments, subscriptions, deliveries
 *   POST /credit/reverse {paymentId, reason}            (sandbox) reverses an inbound payment: a PO_REV PAYIN
 *
 * Runs as its own process (simulator_process.ts: `npm start` and the tests fork it);
 * `node dist/actors/virtual_accounts/providers/modulr/modulr_simulator.js` alone listens on VA_SIMULATOR_PORT
 * (default 8085) with VA_PARTNER_API_KEY / VA_PARTNER_API_SECRET (default the SIMULATOR_ ones below).
 */
import { timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import { configEnv } from '../../../../platform/config_variables'
import { isJsonObject } from '../../../../platform/json_object'
import { modulrSignature } from './modulr'
import { err, loadIbantools, ok, SimulatedBank, type Inbound, type Reply } from './simulator_bank'
import { Deliveries } from './simulator_delivery'

export const SIMULATOR_API_KEY = 'sandbox-modulr-key'
export const SIMULATOR_API_SECRET = 'sandbox-modulr-secret'

/** How long a TIMEOUT_OPEN creation holds its socket before dropping it. */
const HANG_MS = 30_000

interface ModulrSimulator {
  readonly baseUrl: string
  close(): Promise<void>
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** Whether a request carries Modulr's HMAC signature under this key and secret (each nonce once). */
function authorized(req: http.IncomingMessage, apiKey: string, apiSecret: string, nonces: Set<string>): boolean {
  const header = req.headers.authorization ?? ''
  if (!header.startsWith('Signature ')) return false
  const params = new Map<string, string>()
  for (const part of header.slice('Signature '.length).split(',')) {
    const m = /^\s*([A-Za-z]+)="([^"]*)"\s*$/.exec(part)
    if (m) params.set(m[1] ?? '', m[2] ?? '')
  }
  const date = req.headers.date
  const nonce = req.headers['x-mod-nonce']
  if (typeof date !== 'string' || typeof nonce !== 'string' || nonce === '' || nonces.has(nonce)) return false
  if (params.get('algorithm') !== 'hmac-sha1' || params.get('headers') !== 'date x-mod-nonce') return false
  const good =
    sameText(params.get('keyId') ?? '', apiKey) && sameText(params.get('signature') ?? '', modulrSignature(apiSecret, date, nonce))
  if (good) nonces.add(nonce)
  return good
}

/** A route's name for the call counts: ids replaced by `{id}`. */
const routeName = (method: string, path: string): string =>
  `${method} ${path
    .split('/')
    .map((s) => (/^[CAPTW][0-9A-F]{10}$/.test(s) ? '{id}' : s))
    .join('/')}`

const list = (content: readonly unknown[]) => ok({ content, size: content.length, totalSize: content.length, page: 0, totalPages: 1 })

async function startModulrSimulator(options: { port: number; apiKey: string; apiSecret: string }): Promise<ModulrSimulator> {
  const bank = new SimulatedBank(await loadIbantools())
  const deliveries = new Deliveries((payment, eventId) => bank.payin(payment, eventId))
  const nonces = new Set<string>()
  const calls = new Map<string, number>()
  const failNext = new Map<string, { status: number; times: number }>()
  const hangs = new Set<NodeJS.Timeout>()

  /** After a credit: the PAYIN (three times for DUPLICATE_3), then for REVERSE_LATER its reversal once acknowledged. */
  async function notify(payment: Inbound): Promise<void> {
    const times = `${payment.payerName} ${payment.reference}`.includes('DUPLICATE_3') ? 3 : 1
    let acknowledged = false
    for (let i = 0; i < times; i++) acknowledged = (await deliveries.deliver(payment)) || acknowledged
    if (acknowledged && payment.type !== 'PO_REV' && payment.reference.includes('REVERSE_LATER')) {
      const reversal = bank.reverse({ paymentId: payment.id, reason: 'REVERSE_LATER: returned by the payer’s bank' })
      if (!isReply(reversal)) await deliveries.deliver(reversal)
    }
  }

  function route(method: string, url: URL, body: Record<string, unknown>): Reply {
    const p = url.pathname
    let m: RegExpExecArray | null
    if (method === 'POST' && p === '/customers') return bank.createCustomer(body)
    if (method === 'GET' && p === '/customers') {
      const ref = url.searchParams.get('externalReference')
      return list([...bank.customers.values()].filter((c) => ref === null || c.externalReference === ref).map((c) => bank.customerView(c)))
    }
    if (method === 'GET' && (m = /^\/customers\/([^/]+)$/.exec(p))) {
      const c = bank.customers.get(m[1] ?? '')
      return c ? ok(bank.customerView(c)) : err(404, 'CUSTOMER_NOT_FOUND', 'No such customer')
    }
    if (method === 'POST' && (m = /^\/customers\/([^/]+)\/accounts$/.exec(p))) {
      const name = typeof body.name === 'string' ? body.name : ''
      if (name.includes('FAIL_OPEN')) return err(500, 'GENERAL_ERROR', 'An unexpected error occurred')
      const { reply, created } = bank.createAccount(m[1] ?? '', body)
      return created && name.includes('TIMEOUT_OPEN') ? 'hang' : reply
    }
    if (method === 'GET' && p === '/accounts') {
      const ref = url.searchParams.get('externalReference')
      return list([...bank.accounts.values()].filter((a) => ref === null || a.externalReference === ref).map((a) => bank.accountView(a)))
    }
    if (method === 'GET' && (m = /^\/accounts\/([^/]+)$/.exec(p))) {
      const a = bank.accounts.get(m[1] ?? '')
      return a ? ok(bank.accountView(a)) : err(404, 'ACCOUNT_NOT_FOUND', 'No such account')
    }
    if (method === 'POST' && (m = /^\/accounts\/([^/]+)\/(block|unblock|close)$/.exec(p))) return bank.changeAccount(m[1] ?? '', m[2] ?? '')
    if (method === 'POST' && p === '/payments') return bank.pay(body)
    if (method === 'GET' && p === '/payments') {
      const id = url.searchParams.get('id')
      const ref = url.searchParams.get('externalReference')
      if (id !== null) return list([bank.paymentView(id)].filter((v) => v !== undefined))
      if (ref !== null)
        return list([...bank.outbound.values()].filter((o) => o.externalReference === ref).map((o) => bank.paymentView(o.id)))
      return err(400, 'FIELD_REQUIRED', 'id or externalReference is required')
    }
    if (method === 'POST' && (p === '/credit' || p === '/credit/reverse')) {
      const payment = p === '/credit' ? bank.credit(body) : bank.reverse(body)
      if (isReply(payment)) return payment
      void notify(payment)
      return ok(bank.paymentView(payment.id), 201)
    }
    if (method === 'POST' && (p === '/webhooks' || /^\/customers\/[^/]+\/webhooks$/.test(p))) {
      const target = typeof body.url === 'string' ? body.url : ''
      const secret = typeof body.secret === 'string' ? body.secret : ''
      if (!/^https?:\/\/[^\s]+$/.test(target)) return err(400, 'INVALID_URL', 'url must be an http(s) URL', 'url')
      if (secret.length < 8) return err(400, 'INVALID_SECRET', 'secret must be at least 8 characters', 'secret')
      const events = Array.isArray(body.events) ? body.events : ['PAYIN']
      if (!events.includes('PAYIN')) return err(400, 'INVALID_EVENTS', 'only PAYIN is simulated', 'events')
      const s = deliveries.subscribe(target, secret)
      return ok({ id: s.id, url: s.url, events: ['PAYIN'] }, 201)
    }
    if (method === 'GET' && p === '/webhooks')
      return list([...deliveries.subscriptions.values()].map((s) => ({ id: s.id, url: s.url, events: ['PAYIN'] })))
    return err(404, 'NOT_FOUND', `No such resource ${method} ${p}`)
  }

  function control(method: string, p: string, body: Record<string, unknown>): Reply | undefined {
    if (method === 'POST' && p === '/__simulator/fail-next') {
      const status = Number(body.status)
      const times = body.times === undefined ? 1 : Number(body.times)
      if (
        typeof body.path !== 'string' ||
        !Number.isInteger(status) ||
        status < 400 ||
        status > 599 ||
        !Number.isInteger(times) ||
        times < 0
      )
        return err(400, 'INVALID_CONTROL', 'fail-next takes {path, status (4xx/5xx), times, method?}')
      const only = typeof body.method === 'string' ? body.method.toUpperCase() : '*'
      failNext.set(`${only} ${body.path}`, { status, times })
      return ok({ path: body.path, method: only, status, times })
    }
    if (method === 'GET' && p === '/__simulator/state')
      return ok({
        calls: Object.fromEntries([...calls.entries()].sort()),
        customers: bank.customers.size,
        accounts: bank.accounts.size,
        inboundPayments: bank.inbound.size,
        outboundPayments: bank.outbound.size,
        subscriptions: deliveries.subscriptions.size,
        deliveries: deliveries.stats,
        failNext: Object.fromEntries(failNext),
      })
    return undefined
  }

  function handle(req: http.IncomingMessage, raw: Buffer): Reply {
    const method = req.method ?? 'GET'
    const url = new URL(req.url ?? '/', 'http://sim')
    let body: Record<string, unknown> = {}
    try {
      const parsed: unknown = raw.length > 0 ? JSON.parse(raw.toString('utf8')) : {}
      if (isJsonObject(parsed)) body = parsed
    } catch {
      return err(400, 'INVALID_JSON', 'The body is not JSON')
    }
    if (url.pathname.startsWith('/__simulator/')) return control(method, url.pathname, body) ?? err(404, 'NOT_FOUND', 'No such control')
    const name = routeName(method, url.pathname)
    calls.set(name, (calls.get(name) ?? 0) + 1)
    if (!authorized(req, options.apiKey, options.apiSecret, nonces)) return err(401, 'UNAUTHORIZED', 'Invalid or missing HMAC signature')
    const failing = [failNext.get(`${method} ${url.pathname}`), failNext.get(`* ${url.pathname}`)].find(
      (f) => f !== undefined && f.times > 0,
    )
    if (failing && failing.times > 0) {
      failing.times--
      return err(failing.status, failing.status >= 500 ? 'GENERAL_ERROR' : 'SIMULATED_FAILURE', 'Failure set by /__simulator/fail-next')
    }
    return route(method, url, body)
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const reply = handle(req, Buffer.concat(chunks))
      if (reply === 'hang') {
        // Done, never answered: the socket is held, then dropped.
        const timer = setTimeout(() => {
          hangs.delete(timer)
          res.destroy()
        }, HANG_MS)
        hangs.add(timer)
        return
      }
      res.writeHead(reply.status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the Modulr simulator is not listening on a port')
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        deliveries.stop()
        for (const timer of hangs) clearTimeout(timer)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function isReply(value: Reply | Inbound): value is Reply {
  return value === 'hang' || !('transactionId' in value)
}

// Run as its own process: announce the URL to a parent (IPC) or on stdout.
if (require.main === module) {
  const env = configEnv()
  void startModulrSimulator({
    port: Number(env.VA_SIMULATOR_PORT ?? 8085),
    apiKey: env.VA_PARTNER_API_KEY || SIMULATOR_API_KEY,
    apiSecret: env.VA_PARTNER_API_SECRET || SIMULATOR_API_SECRET,
  }).then(
    (sim) => {
      if (process.send) process.send({ baseUrl: sim.baseUrl })
      else process.stdout.write(`Modulr simulator at ${sim.baseUrl}\n`)
      process.on('disconnect', () => process.exit(0))
      process.on('SIGTERM', () => void sim.close().then(() => process.exit(0)))
    },
    (error: unknown) => {
      process.stderr.write(`Modulr simulator: ${error instanceof Error ? error.message : String(error)}\n`)
      process.exit(1)
    },
  )
}
