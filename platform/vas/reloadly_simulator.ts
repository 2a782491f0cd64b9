/**
 * A local stand-in for Reloadly, speaking its HTTP API (reloadly.ts talks to
 * both): an OAuth client-credentials token per product audience, gift cards
 * under /giftcards (countries, products, orders, cards, transaction reports,
 * account balance) and airtime under /topups (operators, auto-detect,
 * topups, reports, balance), Reloadly's error body `{timeStamp, message,
 * path, errorCode, infoLink, details}`. The account has a finite float in
 * USD that every purchase spends; `customIdentifier` is unique forever, as
 * at Reloadly, so a repeated purchase is refused, never made twice.
 * Behaviours are triggered by product ids and phone numbers
 * (simulator_catalogue.ts). Two simulator-only routes: POST
 * /__simulator/float `{amount?, unavailable?}` sets the float (or makes its
 * balance answer 503), GET /__simulator/state shows
 * it and every purchase made.
 *
 * Runs as its own process (simulator_process.ts: `npm start` and the tests
 * fork it); `node dist/platform/vas/reloadly_simulator.js` alone listens on
 * VAS_SIMULATOR_PORT (default 8084).
 */
import { configEnv } from '../config_variables'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { utilitiesRoutes } from './simulator_utilities'
import { centsOf, detectOperator, money, PHONE_TRIGGERS, SIM_OPERATORS, SIM_PRODUCTS, type Trigger } from './simulator_catalogue'

export const SIMULATOR_CLIENT_ID = 'sandbox-client-id'
export const SIMULATOR_CLIENT_SECRET = 'sandbox-client-secret'
/** How long a slow purchase stays PROCESSING before it is refunded. */
const SLOW_MS = 1500

export interface Txn {
  readonly transactionId: number
  readonly customIdentifier: string
  readonly kind: 'giftcard' | 'topup' | 'bill'
  readonly cents: number
  status: 'PROCESSING' | 'SUCCESSFUL' | 'FAILED' | 'REFUNDED'
  readonly body: Record<string, unknown>
  readonly cards: readonly { cardNumber: string; pinCode: string }[]
}

export type Reply = { status: number; body: unknown } | 'hang'
const err = (status: number, path: string, errorCode: string, message: string): Reply => ({
  status,
  body: { timeStamp: new Date().toISOString(), message, path, errorCode, infoLink: null, details: [] },
})
const ok = (body: unknown): Reply => ({ status: 200, body })

export interface ReloadlySimulator {
  readonly baseUrl: string
  close(): Promise<void>
}

export async function startReloadlySimulator(options: { port?: number; floatCents?: number } = {}): Promise<ReloadlySimulator> {
  let floatCents = options.floatCents ?? 1_000_000
  /** The account balance answers 503 (the provider's wallet service down), for tests of an unreachable float. */
  let floatUnavailable = false
  let nextId = 1
  const tokens = new Set<string>()
  const txns = new Map<string, Txn>()
  const byId = new Map<number, Txn>()
  const now = () => new Date().toISOString().replace('T', ' ').slice(0, 19)

  const balance = (): Reply => ok({ balance: money(floatCents), currencyCode: 'USD', currencyName: 'US Dollar', updatedAt: now() })
  const report = (kind: Txn['kind'], url: URL, key = 'customIdentifier'): Reply => {
    const id = url.searchParams.get(key)
    const found = [...txns.values()].filter((t) => t.kind === kind && (id === null || t.customIdentifier === id))
    return ok({ content: found.map((t) => ({ ...t.body, status: t.status })), totalElements: found.length, number: 0 })
  }

  /** Spends the float for a purchase and records it; the trigger decides what the caller hears. */
  function purchase(
    kind: Txn['kind'],
    path: string,
    customIdentifier: unknown,
    cents: number,
    trigger: Trigger | undefined,
    body: (t: number) => Record<string, unknown>,
  ): Reply {
    if (typeof customIdentifier !== 'string' || customIdentifier === '')
      return err(400, path, 'INVALID_CUSTOM_IDENTIFIER', 'customIdentifier is required')
    if (txns.has(customIdentifier))
      return err(400, path, 'DUPLICATED_CUSTOM_IDENTIFIER', 'Transaction with this customIdentifier already exists')
    if (trigger === 'fail') return err(400, path, 'TRANSACTION_CANNOT_BE_PROCESSED_AT_THE_MOMENT', 'The transaction could not be processed')
    if (trigger === 'out_of_stock') return err(400, path, 'PRODUCT_OUT_OF_STOCK', 'The product is out of stock')
    if (cents > floatCents) return err(400, path, 'INSUFFICIENT_BALANCE', 'Your account balance is not enough to complete this transaction')
    floatCents -= cents
    const transactionId = nextId++
    const slow = trigger === 'slow_then_refunded'
    const pending = slow || trigger === 'processing_then_successful'
    const cards =
      kind === 'giftcard'
        ? [{ cardNumber: `SIM${randomBytes(6).toString('hex').toUpperCase()}`, pinCode: randomBytes(3).toString('hex') }]
        : []
    const t: Txn = {
      transactionId,
      customIdentifier,
      kind,
      cents,
      status: pending ? 'PROCESSING' : 'SUCCESSFUL',
      body: body(transactionId),
      cards,
    }
    txns.set(customIdentifier, t)
    byId.set(transactionId, t)
    if (pending)
      setTimeout(
        () => {
          t.status = slow ? 'REFUNDED' : 'SUCCESSFUL'
          if (slow) floatCents += cents
        },
        slow ? SLOW_MS : SLOW_MS / 5,
      ).unref()
    if (trigger === 'hang_after_purchase') return 'hang'
    if (trigger === 'error_after_purchase') return err(500, path, 'INTERNAL_SERVER_ERROR', 'Something went wrong')
    return ok({ ...t.body, status: t.status })
  }

  const utilities = utilitiesRoutes({ purchase, report, ok, err })

  function giftcardOrder(b: Record<string, unknown>): Reply {
    const path = '/orders'
    const product = SIM_PRODUCTS.find((p) => p.productId === b.productId)
    if (!product) return err(404, path, 'PRODUCT_NOT_FOUND', 'Product not found')
    const unit = centsOf(b.unitPrice)
    const quantity = typeof b.quantity === 'number' && Number.isInteger(b.quantity) && b.quantity > 0 ? b.quantity : NaN
    const allowed =
      product.denominationType === 'FIXED' ? product.fixedCents.includes(unit) : unit >= product.minCents && unit <= product.maxCents
    if (!allowed || !Number.isFinite(quantity))
      return err(400, path, 'INVALID_UNIT_PRICE', 'unitPrice is not a denomination of this product')
    const face = unit * quantity
    const discount = Math.floor((face * product.discountBps) / 10_000)
    const fee = product.senderFeeCents * quantity
    const cents = face - discount + fee
    return purchase('giftcard', path, b.customIdentifier, cents, product.trigger, (transactionId) => ({
      transactionId,
      amount: money(cents),
      discount: money(discount),
      fee: money(fee),
      smsFee: 0,
      currencyCode: 'USD',
      customIdentifier: b.customIdentifier,
      recipientEmail: b.recipientEmail ?? null,
      product: {
        productId: product.productId,
        productName: product.productName,
        countryCode: product.countryCode,
        quantity,
        unitPrice: money(unit),
        totalPrice: money(face),
        currencyCode: 'USD',
        brand: { brandName: product.brandName },
      },
      transactionCreatedTime: now(),
    }))
  }

  function topup(b: Record<string, unknown>): Reply {
    const path = '/topups'
    const op = SIM_OPERATORS.find((o) => o.operatorId === b.operatorId)
    if (!op) return err(404, path, 'OPERATOR_NOT_FOUND', 'Operator not found')
    const phone = b.recipientPhone as { countryCode?: string; number?: string } | undefined
    const number = phone?.number ?? ''
    if (!phone || phone.countryCode !== op.countryCode || !detectOperator(number, op.countryCode))
      return err(400, path, 'INVALID_RECIPIENT_PHONE', 'The recipient phone is not a number of this operator')
    const cents = centsOf(b.amount)
    const sold = op.bundles ? cents in op.bundles : cents >= op.minCents && cents <= op.maxCents
    if (b.useLocalAmount === true || !sold)
      return err(400, path, 'INVALID_AMOUNT_FOR_OPERATOR', 'The amount is outside the operator’s range')
    const discount = Math.floor((cents * op.discountBps) / 10_000)
    const paid = cents - discount + op.feeCents
    return purchase('topup', path, b.customIdentifier, paid, PHONE_TRIGGERS[number], (transactionId) => ({
      transactionId,
      operatorTransactionId: `OP${transactionId}`,
      customIdentifier: b.customIdentifier,
      recipientPhone: number,
      countryCode: op.countryCode,
      operatorId: op.operatorId,
      operatorName: op.name,
      requestedAmount: money(cents),
      requestedAmountCurrencyCode: 'USD',
      deliveredAmount: (cents * op.fxRate) / 100,
      deliveredAmountCurrencyCode: op.destinationCurrencyCode,
      discount: money(discount),
      discountCurrencyCode: 'USD',
      fee: money(op.feeCents),
      balanceInfo: { cost: money(paid), currencyCode: 'USD' },
      transactionDate: now(),
    }))
  }

  const operatorView = (o: (typeof SIM_OPERATORS)[number]) => ({
    operatorId: o.operatorId,
    name: o.name,
    country: { isoName: o.countryCode },
    denominationType: o.bundles ? 'FIXED' : 'RANGE',
    data: o.bundles !== undefined,
    bundle: o.bundles !== undefined,
    fixedAmounts: o.bundles ? Object.keys(o.bundles).map((c) => money(Number(c))) : [],
    fixedAmountsDescriptions: o.bundles
      ? Object.fromEntries(Object.entries(o.bundles).map(([c, d]) => [money(Number(c)).toFixed(2), d]))
      : {},
    senderCurrencyCode: 'USD',
    destinationCurrencyCode: o.destinationCurrencyCode,
    minAmount: money(o.minCents),
    maxAmount: money(o.maxCents),
    fx: { rate: o.fxRate, currencyCode: o.destinationCurrencyCode },
    fees: { international: money(o.feeCents), local: 0 },
    internationalDiscount: o.discountBps / 100,
  })
  const productView = (p: (typeof SIM_PRODUCTS)[number]) => ({
    productId: p.productId,
    productName: p.productName,
    global: false,
    senderFee: money(p.senderFeeCents),
    discountPercentage: p.discountBps / 100,
    denominationType: p.denominationType,
    recipientCurrencyCode: 'USD',
    senderCurrencyCode: 'USD',
    minRecipientDenomination: p.denominationType === 'RANGE' ? money(p.minCents) : null,
    maxRecipientDenomination: p.denominationType === 'RANGE' ? money(p.maxCents) : null,
    fixedRecipientDenominations: p.fixedCents.map(money),
    fixedSenderDenominations: p.fixedCents.map(money),
    brand: { brandName: p.brandName },
    country: { isoName: p.countryCode, name: p.countryName },
  })

  function route(method: string, url: URL, body: Record<string, unknown>, authorized: boolean): Reply {
    const p = url.pathname
    if (method === 'POST' && p === '/auth/oauth/token') {
      if (
        body.client_id !== SIMULATOR_CLIENT_ID ||
        body.client_secret !== SIMULATOR_CLIENT_SECRET ||
        body.grant_type !== 'client_credentials'
      )
        return err(401, p, 'INVALID_CREDENTIALS', 'Invalid client credentials')
      const token = randomBytes(16).toString('hex')
      tokens.add(token)
      return ok({ access_token: token, scope: 'sandbox', expires_in: 86_400, token_type: 'Bearer' })
    }
    if (method === 'POST' && p === '/__simulator/float') {
      if (body.amount !== undefined) floatCents = centsOf(Number(body.amount))
      floatUnavailable = body.unavailable === true
      return balance()
    }
    if (method === 'GET' && p === '/__simulator/state')
      return ok({
        float: money(floatCents),
        purchases: [...txns.values()].map((t) => ({
          customIdentifier: t.customIdentifier,
          kind: t.kind,
          status: t.status,
          amount: money(t.cents),
        })),
      })
    if (!authorized) return err(401, p, 'TOKEN_EXPIRED', 'Full authentication is required to access this resource')
    let m: RegExpExecArray | null
    if (method === 'GET' && (p === '/giftcards/accounts/balance' || p === '/topups/accounts/balance'))
      return floatUnavailable ? err(503, p, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable') : balance()
    if (method === 'GET' && p === '/giftcards/countries') {
      const seen = new Map(
        SIM_PRODUCTS.map((x) => [
          x.countryCode,
          {
            isoName: x.countryCode,
            name: x.countryName,
            currencyCode: 'USD',
            currencyName: 'US Dollar',
            flagUrl: `https://flags.example/${x.countryCode.toLowerCase()}.svg`,
          },
        ]),
      )
      return ok([...seen.values()])
    }
    if (method === 'GET' && p === '/giftcards/products') {
      const cc = url.searchParams.get('countryCode')
      const list = SIM_PRODUCTS.filter((x) => cc === null || x.countryCode === cc.toUpperCase()).map(productView)
      return ok({ content: list, totalElements: list.length, number: 0 })
    }
    if (method === 'GET' && (m = /^\/giftcards\/products\/(\d+)$/.exec(p))) {
      const product = SIM_PRODUCTS.find((x) => x.productId === Number(m![1]))
      return product ? ok(productView(product)) : err(404, p, 'PRODUCT_NOT_FOUND', 'Product not found')
    }
    if (method === 'POST' && p === '/giftcards/orders') return giftcardOrder(body)
    if (method === 'GET' && (m = /^\/giftcards\/orders\/transactions\/(\d+)\/cards$/.exec(p))) {
      const t = byId.get(Number(m[1]))
      if (!t || t.kind !== 'giftcard') return err(404, p, 'TRANSACTION_NOT_FOUND', 'Transaction not found')
      return t.status === 'SUCCESSFUL' ? ok(t.cards) : err(400, p, 'TRANSACTION_NOT_SUCCESSFUL', `Transaction is ${t.status}`)
    }
    if (method === 'GET' && p === '/giftcards/reports/transactions') return report('giftcard', url)
    if (method === 'GET' && p === '/topups/topups/reports/transactions') return report('topup', url)
    if (method === 'GET' && (m = /^\/topups\/operators\/auto-detect\/phone\/([^/]+)\/countries\/([A-Za-z]{2})$/.exec(p))) {
      const phone = decodeURIComponent(m[1]!)
      const op = detectOperator(phone.startsWith('+') ? phone : `+${phone}`, m[2]!)
      return op ? ok(operatorView(op)) : err(404, p, 'COULD_NOT_AUTO_DETECT_OPERATOR', 'Could not auto-detect the operator')
    }
    if (method === 'GET' && (m = /^\/topups\/operators\/(\d+)$/.exec(p))) {
      const op = SIM_OPERATORS.find((o) => o.operatorId === Number(m![1]))
      return op ? ok(operatorView(op)) : err(404, p, 'OPERATOR_NOT_FOUND', 'Operator not found')
    }
    if (method === 'POST' && p === '/topups/topups') return topup(body)
    if (method === 'GET' && (m = /^\/topups\/operators\/countries\/([A-Za-z]{2})$/.exec(p))) {
      const dataOnly = url.searchParams.get('dataOnly') === 'true'
      return ok(SIM_OPERATORS.filter((o) => o.countryCode === m![1]!.toUpperCase() && (!dataOnly || o.bundles)).map(operatorView))
    }
    if (p.startsWith('/utilities/')) return utilities(method, url, body)
    return err(404, p, 'NOT_FOUND', 'No such resource')
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      let body: Record<string, unknown> = {}
      try {
        body = chunks.length > 0 ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {}
      } catch {
        body = {}
      }
      const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')
      const reply = route(req.method ?? 'GET', new URL(req.url ?? '/', 'http://sim'), body, auth !== null && tokens.has(auth[1]!))
      // A purchase made and never answered: the socket stays open until the caller gives up.
      if (reply === 'hang') return
      res.writeHead(reply.status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

// Run as its own process: announce the URL to a parent (IPC) or on stdout.
if (require.main === module) {
  void startReloadlySimulator({ port: Number(configEnv().VAS_SIMULATOR_PORT ?? 8084) }).then((sim) => {
    if (process.send) process.send({ baseUrl: sim.baseUrl })
    else process.stdout.write(`Reloadly simulator at ${sim.baseUrl}\n`)
    process.on('disconnect', () => process.exit(0))
    process.on('SIGTERM', () => void sim.close().then(() => process.exit(0)))
  })
}
