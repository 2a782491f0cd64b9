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
 * (simulator_catalogue.ts); the account and its purchases are in
 * simulator_account.ts and simulator_purchases.ts. Two simulator-only routes: POST
 * /__simulator/float `{amount?, unavailable?}` sets the float (or makes its
 * balance answer 503), GET /__simulator/state shows
 * it and every purchase made.
 *
 * Runs as its own process (simulator_process.ts: `npm start` and the tests
 * fork it); `node dist/actors/vas/providers/reloadly/reloadly_simulator.js` alone listens on
 * VAS_SIMULATOR_PORT (default 8084).
 */
import { configEnv } from '../../../../platform/config_variables'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { utilitiesRoutes } from './simulator_utilities'
import { centsOf, detectOperator, money, SIM_OPERATORS, SIM_PRODUCTS } from './simulator_catalogue'
import { err, ok, SimulatedAccount, type Reply } from './simulator_account'
import { giftcardOrder, topup } from './simulator_purchases'
import { operatorView, productView } from './simulator_views'
import { isJsonObject } from '../../../../platform/json_object'

export type { Reply, Txn } from './simulator_account'

export const SIMULATOR_CLIENT_ID = 'sandbox-client-id'
export const SIMULATOR_CLIENT_SECRET = 'sandbox-client-secret'

export interface ReloadlySimulator {
  readonly baseUrl: string
  close(): Promise<void>
}

export async function startReloadlySimulator(options: { port?: number; floatCents?: number } = {}): Promise<ReloadlySimulator> {
  const account = new SimulatedAccount(options.floatCents ?? 1_000_000)
  const tokens = new Set<string>()
  const { txns, byId } = account

  const utilities = utilitiesRoutes({
    purchase: (...args) => account.purchase(...args),
    report: (kind, url, key) => account.report(kind, url, key),
    ok,
    err,
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
      if (body.amount !== undefined) account.floatCents = centsOf(Number(body.amount))
      account.floatUnavailable = body.unavailable === true
      return account.balance()
    }
    if (method === 'GET' && p === '/__simulator/state')
      return ok({
        float: money(account.floatCents),
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
      return account.floatUnavailable ? err(503, p, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable') : account.balance()
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
      const productId = Number(m[1])
      const product = SIM_PRODUCTS.find((x) => x.productId === productId)
      return product ? ok(productView(product)) : err(404, p, 'PRODUCT_NOT_FOUND', 'Product not found')
    }
    if (method === 'POST' && p === '/giftcards/orders') return giftcardOrder(account, body)
    if (method === 'GET' && (m = /^\/giftcards\/orders\/transactions\/(\d+)\/cards$/.exec(p))) {
      const t = byId.get(Number(m[1]))
      if (!t || t.kind !== 'giftcard') return err(404, p, 'TRANSACTION_NOT_FOUND', 'Transaction not found')
      return t.status === 'SUCCESSFUL' ? ok(t.cards) : err(400, p, 'TRANSACTION_NOT_SUCCESSFUL', `Transaction is ${t.status}`)
    }
    if (method === 'GET' && p === '/giftcards/reports/transactions') return account.report('giftcard', url)
    if (method === 'GET' && p === '/topups/topups/reports/transactions') return account.report('topup', url)
    if (method === 'GET' && (m = /^\/topups\/operators\/auto-detect\/phone\/([^/]+)\/countries\/([A-Za-z]{2})$/.exec(p))) {
      const [, encoded = '', country = ''] = m
      const phone = decodeURIComponent(encoded)
      const op = detectOperator(phone.startsWith('+') ? phone : `+${phone}`, country)
      return op ? ok(operatorView(op)) : err(404, p, 'COULD_NOT_AUTO_DETECT_OPERATOR', 'Could not auto-detect the operator')
    }
    if (method === 'GET' && (m = /^\/topups\/operators\/(\d+)$/.exec(p))) {
      const operatorId = Number(m[1])
      const op = SIM_OPERATORS.find((o) => o.operatorId === operatorId)
      return op ? ok(operatorView(op)) : err(404, p, 'OPERATOR_NOT_FOUND', 'Operator not found')
    }
    if (method === 'POST' && p === '/topups/topups') return topup(account, body)
    if (method === 'GET' && (m = /^\/topups\/operators\/countries\/([A-Za-z]{2})$/.exec(p))) {
      const dataOnly = url.searchParams.get('dataOnly') === 'true'
      const country = (m[1] ?? '').toUpperCase()
      return ok(SIM_OPERATORS.filter((o) => o.countryCode === country && (!dataOnly || o.bundles)).map(operatorView))
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
        const parsed: unknown = chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {}
        if (isJsonObject(parsed)) body = parsed
      } catch {
        body = {}
      }
      const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')
      const reply = route(req.method ?? 'GET', new URL(req.url ?? '/', 'http://sim'), body, auth !== null && tokens.has(auth[1] ?? ''))
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
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the Reloadly simulator is not listening on a port')
  const port = address.port
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
