/**
 * The checkout bench's merchants, set up through the API as any merchant is (register, KYC approved by the admin,
 * plan, API key, wallet), and the load that spreads creates over them.
 */
import { runLoad, type LoadResult } from '../http/load'
import { parallel } from '../balance/topups'

export const SECONDS = Number(process.env.BENCH_CHECKOUT_SECONDS ?? 4)
export const ROUNDS = Number(process.env.BENCH_CHECKOUT_ROUNDS ?? 3)
export const CONNECTIONS = 64
export const MERCHANTS = Number(process.env.BENCH_CHECKOUT_MERCHANTS ?? 1000)
/** Merchants set up at once: registration hashes a password, so more than the cores only queues. */
const SETUP_LANES = 8
export const CREATE_BODY = JSON.stringify({ amount: 25.5, currency: 'USD', reference: 'bench-order' })

export async function json(url: string, method: string, body: unknown, headers: Record<string, string> = {}): Promise<any> {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const parsed = await res.json()
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(parsed)}`)
  return parsed
}

/** A merchant ready to create sessions: KYC approved, unlimited plan, a test key, a business wallet. */
export async function merchant(base: string, adminToken: string, n = 0): Promise<{ key: string; sessionId: string }> {
  const reg = await json(`${base}/api/v1/auth/register`, 'POST', {
    email: `bench${n}@bench.test`,
    password: 'bench password',
    business_name: `Bench ${n}`,
    account_type: 'business',
  })
  const admin = { 'x-admin-token': adminToken }
  await json(`${base}/admin/businesses/${reg.business_id}/kyc`, 'PUT', { status: 'approved' }, admin)
  await json(`${base}/admin/businesses/${reg.business_id}/subscription`, 'PUT', { plan: 'enterprise', duration: 'annual' }, admin)
  const auth = { authorization: `Bearer ${reg.access_token}` }
  const key = (
    await json(
      `${base}/api/v1/api-keys`,
      'POST',
      { name: 'bench', environment: 'test', product: 'payments', permissions: ['checkout:manage', 'checkout:view'] },
      auth,
    )
  ).key as string
  await json(`${base}/api/v1/settings/wallet/generate`, 'POST', undefined, auth)
  const session = await json(`${base}/api/v1/checkout/create`, 'POST', JSON.parse(CREATE_BODY), { 'x-api-key': key })
  return { key, sessionId: session.session_id }
}

/**
 * The spread case's merchants: `first` and MERCHANTS - 1 more, set up
 * through the API SETUP_LANES at a time, then warmed by a load over all
 * their keys so that what the rounds measure is the steady state (every
 * merchant's actor active, its key and plan cached), not first loads.
 */
export async function merchants(base: string, adminToken: string, first: string): Promise<string[]> {
  const started = performance.now()
  const keys = [first]
  const numbers = Array.from({ length: MERCHANTS - 1 }, (_, i) => i + 1)
  await parallel(numbers, SETUP_LANES, async (n) => {
    keys.push((await merchant(base, adminToken, n)).key)
  })
  process.stderr.write(`  ${keys.length} merchants set up in ${((performance.now() - started) / 1000).toFixed(1)} s\n`)
  await createsAcross(base, keys)
  return keys
}

export /** Creates with the API key of another merchant on each request (wrk rotates the header over all the keys). */
async function createsAcross(base: string, keys: readonly string[]): Promise<LoadResult> {
  const load = (durationSec: number) =>
    runLoad({
      url: `${base}/api/v1/checkout/create`,
      method: 'POST',
      body: CREATE_BODY,
      headers: { 'content-type': 'application/json' },
      connections: CONNECTIONS,
      durationSec,
      rotate: { name: 'x-api-key', values: keys },
    })
  await load(1)
  const result = await load(SECONDS)
  if (result.non2xx + result.errors > 0)
    throw new Error(`checkout bench saw ${result.non2xx} non-2xx and ${result.errors} errors across merchants`)
  return result
}
