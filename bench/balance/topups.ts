/**
 * balance.topups: sandbox top-ups credited per second, end to end: the
 * sandbox ledger, the deposit watcher, the deposit actors, the router, the
 * balance actors, the outbox subscriber that books each top-up in the ledger
 * (a pending credit, then its post) and the actor's announcement. Measured
 * over MERCHANTS merchants so their balance actors work side by side, and
 * with every top-up to ONE merchant (a hot balance). Baseline in the same
 * run: the ledger alone booking the same two-phase credits (pending, then
 * post), one top-up per call from CONNECTIONS callers at once.
 */
import path from 'node:path'
import { createLedger } from '../../platform/ledger'
import type { BenchResult } from '../result'
import { withBenchSchema } from '../schema'
import { serve, stop } from '../server_process'

const MERCHANTS = 20
/** Enough that a rate measures throughput: with 400 the second of the watcher's poll was half the window. */
const TOP_UPS = 2_000
const CONNECTIONS = 16

export type Call = (method: string, p: string, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: any }>

export async function merchant(call: Call, admin: string, i: number): Promise<{ key: string; address: string }> {
  const reg = await call('POST', '/api/v1/auth/register', {
    email: `bal${i}@bench.test`,
    password: 'bench password 1',
    business_name: `Bench ${i}`,
    account_type: 'business',
  })
  const { business_id: id, access_token: token } = reg.body as { business_id: string; access_token: string }
  await call('PUT', `/admin/businesses/${id}/kyc`, { status: 'approved' }, { 'x-admin-token': admin })
  // Exactly what the balance and VAS benches use: a key made without a list only reads (least privilege, #27).
  const key = (
    await call(
      'POST',
      '/api/v1/api-keys',
      { name: 't', environment: 'test', product: 'payments', permissions: ['balance:view', 'vas:manage'] },
      { authorization: `Bearer ${token}` },
    )
  ).body.key as string
  const addresses = await call('GET', '/api/v1/balance/top-up-addresses', undefined, { 'x-api-key': key })
  return { key, address: addresses.body.addresses[0].address as string }
}

/** JSON calls to the platform's REST interface at `base`. */
export const caller =
  (base: string): Call =>
  async (method, p, body, headers = {}) => {
    const res = await fetch(`${base}${p}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: res.status, body: await res.json() }
  }

/** Runs `work` over the items from `connections` callers at once. */
export async function parallel<T>(items: readonly T[], connections: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < items.length) await work(items[next++]!)
    }),
  )
}

/** Credited per second end to end, and the rate the sandbox accepted the top-ups themselves (the load's own requests). */
async function creditedPerSecond(
  call: Call,
  targets: readonly { key: string; address: string }[],
): Promise<{ credited: number; posted: number }> {
  const available = async (key: string) =>
    BigInt((await call('GET', '/api/v1/balance?currency=USDT', undefined, { 'x-api-key': key })).body.balances[0].available)
  const sent = Array.from({ length: TOP_UPS }, (_, i) => targets[i % targets.length]!)
  // Done when every merchant's available balance grew by all its top-ups (1 USDT each).
  const expected = new Map<string, bigint>()
  for (const m of targets) expected.set(m.key, await available(m.key))
  for (const m of sent) expected.set(m.key, expected.get(m.key)! + 1_000_000n)
  const started = performance.now()
  await parallel(sent, CONNECTIONS, async (m) => {
    const res = await call(
      'POST',
      '/api/v1/sandbox/deposits',
      { network: 'POL', currency: 'USDT', address: m.address, amount: '1' },
      { 'x-api-key': m.key },
    )
    if (res.status !== 201) throw new Error(`top-up: ${res.status} ${JSON.stringify(res.body)}`)
  })
  const posted = TOP_UPS / ((performance.now() - started) / 1000)
  for (const [key, units] of expected) while ((await available(key)) < units) await new Promise((r) => setTimeout(r, 20))
  return { credited: TOP_UPS / ((performance.now() - started) / 1000), posted }
}

async function ledgerAlonePerSecond(databaseUrl: string): Promise<number> {
  return withBenchSchema(databaseUrl, async (sql) => {
    const ledger = createLedger(sql)
    await ledger.createAccounts([
      { id: 'clearing', ledger: 'USDT', scale: 6, code: 'clearing' },
      ...Array.from({ length: MERCHANTS }, (_, i) => ({
        id: `m${i}`,
        ledger: 'USDT',
        scale: 6,
        code: 'merchant_balance' as const,
        flags: { debitsMustNotExceedCredits: true },
      })),
    ])
    const started = performance.now()
    await parallel(
      Array.from({ length: TOP_UPS }, (_, i) => i),
      CONNECTIONS,
      async (i) => {
        const id = `t${i}`
        const common = {
          debitAccountId: 'clearing',
          creditAccountId: `m${i % MERCHANTS}`,
          amount: 1_000_000n,
          ledger: 'USDT',
          code: 'top_up',
        }
        const [a] = await ledger.createTransfers([{ id, ...common, flags: { pending: true } }])
        const [b] = await ledger.createTransfers([{ id: `${id}:post`, pendingId: id, flags: { postPendingTransfer: true } }])
        if (a !== 'OK' || b !== 'OK') throw new Error(`ledger: ${a} ${b}`)
      },
    )
    return TOP_UPS / ((performance.now() - started) / 1000)
  })
}

export async function balanceTopUps(databaseUrl: string): Promise<BenchResult[]> {
  const baseline = await ledgerAlonePerSecond(databaseUrl)
  return withBenchSchema(databaseUrl, async (_sql, schema) => {
    const stack = await serve(path.join(__dirname, 'server_process.js'), [databaseUrl, schema])
    try {
      const call = caller(`http://127.0.0.1:${stack.port}`)
      const merchants = []
      for (let i = 0; i < MERCHANTS; i++) merchants.push(await merchant(call, stack.adminToken!, i))
      const spread = await creditedPerSecond(call, merchants)
      const hot = await creditedPerSecond(call, merchants.slice(0, 1))
      const ledgerBaseline = { name: 'ledger alone: pending + post per top-up', value: baseline }
      return [
        {
          scenario: 'balance.topups',
          metric: `top-ups credited/s, ${MERCHANTS} merchants`,
          value: spread.credited,
          unit: '/s',
          baseline: ledgerBaseline,
        },
        {
          scenario: 'balance.topups',
          metric: 'top-ups credited/s, one merchant',
          value: hot.credited,
          unit: '/s',
          baseline: ledgerBaseline,
        },
        {
          // The end-to-end rate cannot pass the rate at which the sandbox endpoint takes the top-ups in (HTTP, key,
          // ownership check, ledger insert): this says how close detection and booking come to it.
          scenario: 'balance.topups',
          metric: `top-ups credited/s, ${MERCHANTS} merchants, against the sandbox deposits accepted/s in the same window`,
          value: spread.credited,
          unit: '/s',
          baseline: { name: 'POST /api/v1/sandbox/deposits accepted/s', value: spread.posted },
        },
      ]
    } finally {
      await stop(stack.child)
    }
  })
}
