/**
 * A local simulator of MTN MoMo's Disbursement API, speaking what momo.ts speaks: token, transfer (202, 409 on a
 * reused X-Reference-Id, 400 on a malformed one or body), status (404 before a transfer exists), and a callback
 * (unsigned, like MoMo's) to X-Callback-Url once a transfer resolves. Transfers start PENDING and resolve after
 * CAAS_PAYOUT_SIMULATOR_SETTLE_MS (200 ms by default). Triggers, by the payee's number (MTN's sandbox numbers
 * first; docs/caas_payout_partner.md):
 *   46733123450   FAILED, reason PAYEE_NOT_FOUND
 *   46733123451   FAILED, reason NOT_ALLOWED (rejected)
 *   46733123452   stays PENDING (timeout)          46733123453   stays PENDING (ongoing)
 *   ...999        created, but the answer is a 500 (a lost answer: the status shows it exists)
 *   ...998        resolves SUCCESSFUL, but no callback is ever sent
 *   ...997        SUCCESSFUL, then FAILED with reason REVERSED a settle time later (a reversal)
 * `GET /sim/transfers?externalId=` counts the transfers of an external id; `GET /sim/tokens` counts the tokens
 * issued (for tests: a client keeps one token for many calls).
 * `node dist/actors/caas/providers/momo/momo_simulator.js` alone listens on CAAS_PAYOUT_SIMULATOR_PORT.
 */
import http from 'node:http'
import { randomBytes, randomUUID } from 'node:crypto'
import { configEnv } from '../../../../platform/config_variables'
import { field } from '../../../../platform/json_object'
import { announceSimulator, readBody, listenSimulator } from '../../../../platform/simulator_fork'

export const SIMULATOR_CREDENTIALS = {
  apiUser: 'b3c7a1f0-6a2e-4c55-9d1a-7f3e2b9c4d10',
  apiKey: 'momo-simulator-api-key',
  subscriptionKey: 'momo-simulator-subscription-key',
} as const

interface Transfer {
  readonly referenceId: string
  readonly amount: string
  readonly currency: string
  readonly externalId: string
  readonly partyId: string
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED'
  reason: string | null
  financialTransactionId: string | null
  readonly callbackUrl: string | null
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

const resource = (t: Transfer) => ({
  amount: t.amount,
  currency: t.currency,
  financialTransactionId: t.financialTransactionId ?? undefined,
  externalId: t.externalId,
  payee: { partyIdType: 'MSISDN', partyId: t.partyId },
  status: t.status,
  reason: t.reason ?? undefined,
})

async function startMomoSimulator(options: { port: number; settleMs: number }) {
  const transfers = new Map<string, Transfer>()
  const tokens = new Set<string>()
  const timers = new Set<NodeJS.Timeout>()
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      run()
    }, ms)
    timers.add(timer)
  }
  const callback = (t: Transfer) => {
    if (!t.callbackUrl || t.partyId.endsWith('998')) return
    void fetch(t.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...resource(t), referenceId: t.referenceId }),
    }).catch(() => undefined)
  }
  const resolve = (t: Transfer) => {
    const p = t.partyId
    if (p === '46733123452' || p === '46733123453') return
    if (p === '46733123450' || p === '46733123451') {
      t.status = 'FAILED'
      t.reason = p === '46733123450' ? 'PAYEE_NOT_FOUND' : 'NOT_ALLOWED'
    } else {
      t.status = 'SUCCESSFUL'
      t.financialTransactionId = String(100_000_000 + Math.floor(Math.random() * 900_000_000))
    }
    callback(t)
    if (p.endsWith('997'))
      later(options.settleMs, () => {
        t.status = 'FAILED'
        t.reason = 'REVERSED'
        callback(t)
      })
  }

  const authorized = (req: http.IncomingMessage) =>
    req.headers['ocp-apim-subscription-key'] === SIMULATOR_CREDENTIALS.subscriptionKey &&
    tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))

  const handle = async (req: http.IncomingMessage): Promise<{ status: number; body?: unknown }> => {
    const url = new URL(req.url ?? '/', 'http://sim')
    if (req.method === 'POST' && url.pathname === '/disbursement/token/') {
      const basic = `Basic ${Buffer.from(`${SIMULATOR_CREDENTIALS.apiUser}:${SIMULATOR_CREDENTIALS.apiKey}`).toString('base64')}`
      if (req.headers.authorization !== basic || req.headers['ocp-apim-subscription-key'] !== SIMULATOR_CREDENTIALS.subscriptionKey)
        return { status: 401, body: { error: 'invalid_client' } }
      const token = randomBytes(24).toString('base64url')
      tokens.add(token)
      return { status: 200, body: { access_token: token, token_type: 'access_token', expires_in: 3600 } }
    }
    if (url.pathname === '/sim/transfers' && req.method === 'GET') {
      const externalId = url.searchParams.get('externalId')
      return { status: 200, body: { count: [...transfers.values()].filter((t) => t.externalId === externalId).length } }
    }
    if (url.pathname === '/sim/tokens' && req.method === 'GET') return { status: 200, body: { count: tokens.size } }
    const match = /^\/disbursement\/v1_0\/transfer(?:\/([^/]+))?$/.exec(url.pathname)
    if (!match) return { status: 404, body: { code: 'NOT_FOUND', message: 'no such route' } }
    if (!authorized(req)) return { status: 401, body: { code: 'UNAUTHORIZED', message: 'invalid token or subscription key' } }
    if (req.method === 'GET' && match[1]) {
      const t = transfers.get(decodeURIComponent(match[1]))
      return t
        ? { status: 200, body: resource(t) }
        : { status: 404, body: { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' } }
    }
    if (req.method !== 'POST' || match[1]) return { status: 405, body: { code: 'METHOD_NOT_ALLOWED' } }
    const referenceId = String(req.headers['x-reference-id'] ?? '')
    if (!UUID_V4.test(referenceId))
      return { status: 400, body: { code: 'INVALID_REFERENCE_ID', message: 'X-Reference-Id must be a UUID v4' } }
    if (transfers.has(referenceId)) return { status: 409, body: { code: 'RESOURCE_ALREADY_EXIST', message: 'Duplicated reference id.' } }
    let body: unknown
    try {
      body = JSON.parse((await readBody(req)).toString('utf8'))
    } catch {
      return { status: 400, body: { code: 'INVALID_JSON' } }
    }
    const amount = field(body, 'amount')
    const currency = field(body, 'currency')
    const partyId = field(body, 'payee', 'partyId')
    const externalId = field(body, 'externalId')
    if (
      typeof amount !== 'string' ||
      !/^[0-9]+(\.[0-9]+)?$/.test(amount) ||
      /^0+(\.0+)?$/.test(amount) ||
      typeof currency !== 'string' ||
      !/^[A-Z]{3}$/.test(currency) ||
      field(body, 'payee', 'partyIdType') !== 'MSISDN' ||
      typeof partyId !== 'string' ||
      !/^[0-9]{6,15}$/.test(partyId) ||
      typeof externalId !== 'string'
    )
      return { status: 400, body: { code: 'INVALID_PARAMETER', message: 'amount, currency, payee (MSISDN) and externalId are required' } }
    const callbackUrl = typeof req.headers['x-callback-url'] === 'string' ? req.headers['x-callback-url'] : null
    const t: Transfer = {
      referenceId,
      amount,
      currency,
      externalId,
      partyId,
      status: 'PENDING',
      reason: null,
      financialTransactionId: null,
      callbackUrl,
    }
    transfers.set(referenceId, t)
    later(options.settleMs, () => resolve(t))
    if (partyId.endsWith('999')) return { status: 500, body: { code: 'INTERNAL_PROCESSING_ERROR', message: randomUUID() } }
    return { status: 202 }
  }

  return listenSimulator('MoMo', options.port, handle, () => {
    for (const timer of timers) clearTimeout(timer)
  })
}

if (require.main === module) {
  const env = configEnv()
  announceSimulator(
    'MoMo',
    startMomoSimulator({ port: Number(env.CAAS_PAYOUT_SIMULATOR_PORT || 0), settleMs: Number(env.CAAS_PAYOUT_SIMULATOR_SETTLE_MS || 200) }),
  )
}
