/**
 * deposits.latency: how long a customer's payment takes to reach the merchant, as a product number. From the moment
 * a block exists on the node to:
 *  - the merchant's webhook (`payment.confirmed` for a checkout session on EVM, `wallet.deposit.confirmed` for a
 *    monitored wallet address on UTXO), received by a local HTTP endpoint;
 *  - the hosted pay page's data (`GET /api/v1/checkout/{id}/page`) showing the session `paid`, polled every 100 ms for
 *    a sample of the sessions. The page itself asks every 3 s (its POLL_MS), which a customer sees on top.
 * Each block pays PAYEES different watched addresses of one merchant (the hardest case: one webhook endpoint, its
 * lane shared): PAYEES checkout sessions on anvil mining a block every second, and the monitored wallet addresses of
 * PAYEES customers on litecoind regtest (one transaction of PAYEES outputs),
 * first with the platform's own few thousand watched addresses and again after the table is filled to 1,000,000
 * (a bulk insert into the same table and index). Confirmation depth 1 (ETH_CONFIRMATIONS, LTC_CONFIRMATIONS), so a
 * payment is final on sight; a deeper setting adds its blocks. The watchers poll every DEPOSIT_POLL_MS (1 s, the
 * default), so up to a second of every figure is the poll's wait.
 * The platform runs in its own process as `npm start` runs it; the nodes, the receiver and the pollers run here.
 */
import path from 'node:path'
import type { Sql } from 'postgres'
import { viem } from '../../chains/esm_deps'
import { startAnvil, type Anvil } from '../../test/support/anvil'
import { allKeyPermissions } from '../../test/support/keys'
import { litecoindAvailable, startLitecoind } from '../../test/support/litecoind'
import { onboardMerchant, type Merchant } from '../../test/support/merchant'
import { startReceiver, type Receiver } from '../../test/support/receiver'
import type { BenchResult } from '../result'
import { withBenchSchema } from '../schema'
import { serve, stop } from '../server_process'
import { blockPaying } from './anvil_block'
import { ltcPayer } from './ltc_block'

const PAYEES = 1_000
/** The watched set the second block is measured at (BENCH_LATENCY_WATCHED, for a quicker look). */
const LARGE = Number(process.env.BENCH_LATENCY_WATCHED ?? 1_000_000)
const PAGE_SAMPLE = 10
const PAGE_POLL_MS = 100
const BLOCK_TIME_S = 1
const ARRIVAL_TIMEOUT_MS = 120_000
const SET_UP_CONCURRENCY = 16

interface Spread {
  readonly p50: number
  readonly p99: number
  readonly max: number
}

function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1]! }
}

/** Runs `make` for 0..n-1 with a bounded number in flight, keeping the order. */
async function inParallel<T>(n: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(n)
  let next = 0
  await Promise.all(
    Array.from({ length: SET_UP_CONCURRENCY }, async () => {
      for (let i = next++; i < n; i = next++) out[i] = await make(i)
    }),
  )
  return out
}

/**
 * When each delivery first arrived, by event and the id its body names (a session, or a wallet address). Each body is
 * parsed once, as it is first seen: the receiver runs in this process, and re-reading every body on each check would
 * slow it, and with it the platform's deliveries (the load generator must never be the bottleneck).
 */
class Arrivals {
  private readonly seen = new Map<string, number>()
  private read = 0

  constructor(private readonly receiver: Receiver) {}

  of(event: string, id: string): number | undefined {
    const all = this.receiver.received
    for (; this.read < all.length; this.read++) {
      const r = all[this.read]!
      const body = JSON.parse(r.rawBody) as { session_id?: string; data?: { address?: string } }
      const key = `${String(r.headers['x-webhook-event'])} ${body.session_id ?? body.data?.address}`
      if (!this.seen.has(key)) this.seen.set(key, r.atMs)
    }
    return this.seen.get(`${event} ${id}`)
  }

  async waitForAll(event: string, ids: readonly string[]): Promise<number[]> {
    const deadline = Date.now() + ARRIVAL_TIMEOUT_MS
    for (;;) {
      const missing = ids.filter((id) => this.of(event, id) === undefined)
      if (missing.length === 0) return ids.map((id) => this.of(event, id)!)
      if (Date.now() > deadline) throw new Error(`${missing.length} of ${ids.length} ${event} webhooks did not arrive`)
      await new Promise((r) => setTimeout(r, 20))
    }
  }
}

type Session = { id: string; address: string; wei: bigint }

async function ethSessions(m: Merchant, n: number): Promise<Session[]> {
  return inParallel(n, async (i) => {
    const created = await m.api('POST', '/api/v1/checkout/create', { amount: 25, currency: 'USD', reference: `lat-${i}` }, {}, m.liveKey)
    if (created.status !== 201) throw new Error(`checkout create: ${created.status} ${JSON.stringify(created.body)}`)
    const id = created.body.session_id as string
    const sel = await m.call('POST', `/api/v1/checkout/${id}/select-network`, { body: { network: 'ETH', currency: 'ETH' } })
    if (sel.status !== 200) throw new Error(`select-network: ${sel.status} ${JSON.stringify(sel.body)}`)
    return { id, address: sel.body.address as string, wei: viem.parseEther(sel.body.amount_crypto as string) }
  })
}

/**
 * One monitored LTC address for each of `n` customers: a WaaS provider's block pays many customers. (A customer's
 * wallet is one actor holding its addresses and history, so a thousand deposits to one customer queue on it.)
 */
async function ltcAddresses(m: Merchant, prefix: string, n: number): Promise<string[]> {
  const key = (method: string, p: string, body?: unknown) => m.api(method, p, body, {}, m.liveKey)
  return inParallel(n, async (i) => {
    const customer = `${prefix}-${i}`
    const made = await key('POST', '/api/v1/wallet/customers', { customer_id: customer })
    if (made.status !== 200) throw new Error(`wallet customer: ${made.status} ${JSON.stringify(made.body)}`)
    const res = await key('POST', `/api/v1/wallet/${customer}/derive`, {
      network: 'LTC',
      index: 0,
      is_testnet: true,
      enable_monitoring: true,
    })
    if (res.status !== 200) throw new Error(`derive: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body.address as string
  })
}

/** Polls the page data of `ids` until each shows `paid`; answers when each first did. */
function pagePollers(m: Merchant, ids: readonly string[]): { done: Promise<number[]>; stop(): void } {
  let stopped = false
  const done = Promise.all(
    ids.map(async (id) => {
      while (!stopped) {
        const page = await m.call('GET', `/api/v1/checkout/${id}/page`)
        if (page.body.view === 'paid') return Date.now()
        await new Promise((r) => setTimeout(r, PAGE_POLL_MS))
      }
      return Number.NaN
    }),
  )
  return { done, stop: () => (stopped = true) }
}

/** Waits until every live watcher of `networks` has scanned up to the node's current tip. */
async function watchersCaughtUp(sql: Sql, networks: Record<string, () => Promise<number>>): Promise<void> {
  const deadline = Date.now() + 60_000
  for (const [network, tip] of Object.entries(networks)) {
    const height = await tip()
    for (;;) {
      const [row] = await sql<{ cursor: string }[]>`SELECT cursor FROM chain_cursors WHERE network = ${network} AND sandbox = false`
      if (row && Number.parseInt(row.cursor, 10) >= height) break
      if (Date.now() > deadline) throw new Error(`the ${network} watcher did not reach height ${height} (cursor ${row?.cursor})`)
      await new Promise((r) => setTimeout(r, 50))
    }
  }
}

interface Measured {
  readonly ethWebhook: Spread
  readonly ethPage: Spread
  readonly ltcWebhook?: Spread
}

async function measure(
  sql: Sql,
  anvil: Anvil,
  m: Merchant,
  arrivals: Arrivals,
  sessions: readonly Session[],
  ltc?: { pay: (payees: ReadonlyArray<{ address: string; units: bigint }>) => Promise<number>; addresses: readonly string[] },
): Promise<Measured> {
  const pages = pagePollers(
    m,
    sessions.slice(0, PAGE_SAMPLE).map((s) => s.id),
  )
  const minedAt = await blockPaying(
    anvil,
    sessions.map((s) => ({ address: s.address, wei: s.wei })),
    BLOCK_TIME_S,
  )
  const hooks = (
    await arrivals.waitForAll(
      'payment.confirmed',
      sessions.map((s) => s.id),
    )
  ).map((at) => at - minedAt)
  const pageAt = await pages.done
  const ethWebhook = spread(hooks)
  process.stderr.write(`  EVM stages, p50/p99 ms after the block: ${await stages(sql, minedAt, 'payment.confirmed', hooks)}\n`)
  const ethPage = spread(pageAt.map((t) => t - minedAt))
  if (!ltc) return { ethWebhook, ethPage }
  const ltcMined = await ltc.pay(ltc.addresses.map((address) => ({ address, units: 100_000n })))
  const ltcAt = (await arrivals.waitForAll('wallet.deposit.confirmed', ltc.addresses)).map((at) => at - ltcMined)
  process.stderr.write(`  UTXO stages, p50/p99 ms after the block: ${await stages(sql, ltcMined, 'wallet.deposit.confirmed', ltcAt)}\n`)
  return { ethWebhook, ethPage, ltcWebhook: spread(ltcAt) }
}

/** Where the time of a measured block went: p50/p99 of each stage's end after the block, from the platform's own rows. */
async function stages(sql: Sql, minedAtMs: number, eventType: string, receivedAt: readonly number[]): Promise<string> {
  const [row] = await sql<{ settled: number[]; created: number[]; attempted: number[] }[]>`
    SELECT
      (SELECT coalesce(array_agg(settled_at_ms - ${minedAtMs} ORDER BY settled_at_ms), '{}') FROM chain_deposits
        WHERE sandbox = false AND settled_at_ms >= ${minedAtMs}) AS settled,
      (SELECT coalesce(array_agg(created_at_ms - ${minedAtMs} ORDER BY created_at_ms), '{}') FROM webhook_deliveries
        WHERE event_type = ${eventType} AND created_at_ms >= ${minedAtMs}) AS created,
      (SELECT coalesce(array_agg(a.at_ms - ${minedAtMs} ORDER BY a.at_ms), '{}') FROM webhook_attempts a
        JOIN webhook_deliveries d ON d.id = a.delivery_id
        WHERE d.event_type = ${eventType} AND a.attempt = 1 AND a.at_ms >= ${minedAtMs}) AS attempted`
  const events = await sql<{ type: string; at: number[] }[]>`
    SELECT type, array_agg((extract(epoch FROM created_at) * 1000)::bigint - ${minedAtMs} ORDER BY created_at) AS at
      FROM actor_outbox WHERE created_at >= to_timestamp(${minedAtMs / 1000}) GROUP BY type HAVING count(*) >= 100`
  const show = (name: string, values: readonly number[]) => {
    if (values.length === 0) return `${name} -`
    const s = spread(values.map(Number))
    return `${name} ${s.p50}/${s.p99} (${values.length})`
  }
  return [
    ...events.map((e) => show(`event ${e.type}`, e.at)),
    show('deposit settled', row?.settled ?? []),
    show('delivery created', row?.created ?? []),
    show('first attempt', row?.attempted ?? []),
    show('received', receivedAt),
  ].join(', ')
}

/** Fills the live watched set of `network` to LARGE rows with distinct addresses nobody pays. */
async function fill(sql: Sql, network: string, prefix: string): Promise<number> {
  const [before] = await sql<
    { n: number }[]
  >`SELECT count(*)::int AS n FROM monitored_addresses WHERE network = ${network} AND sandbox = false`
  await sql`INSERT INTO monitored_addresses (network, address, address_key, sandbox, owner_kind, owner_id)
    SELECT ${network}, a, lower(a), false, 'bench_owner', 'bulk-' || i
    FROM (SELECT i, ${prefix} || substr(md5(i::text) || md5((i + 7)::text), 1, 40) AS a
          FROM generate_series(1, ${LARGE - (before?.n ?? 0)}) AS i) s
    ON CONFLICT DO NOTHING`
  const [after] = await sql<
    { n: number }[]
  >`SELECT count(*)::int AS n FROM monitored_addresses WHERE network = ${network} AND sandbox = false`
  return after?.n ?? 0
}

function rows(label: string, small: Measured, large: Measured, largeCount: number): BenchResult[] {
  const n = `${largeCount.toLocaleString('en-US')} watched`
  const out: BenchResult[] = []
  const add = (what: string, s: Spread, l: Spread, max?: number) => {
    out.push({
      scenario: 'deposits.latency',
      metric: `${what}, p99 ms, ${n} (baseline: the same at ${label})`,
      value: l.p99,
      unit: 'ms',
      lowerIsBetter: true,
      ...(max === undefined ? {} : { max }),
      baseline: { name: `p99 at ${label}`, value: s.p99 },
    })
    out.push({ scenario: 'deposits.latency', metric: `${what}, p50 ms, ${n}`, value: l.p50, unit: 'ms', lowerIsBetter: true })
  }
  add(`EVM (anvil, 1 s blocks): block of ${PAYEES} payments to payment.confirmed webhook`, small.ethWebhook, large.ethWebhook, 2_000)
  add(`EVM: the same block to the pay page data showing paid (${PAGE_SAMPLE} sessions sampled)`, small.ethPage, large.ethPage)
  if (small.ltcWebhook && large.ltcWebhook)
    add(`UTXO (litecoind regtest): block of ${PAYEES} outputs to wallet.deposit.confirmed webhook`, small.ltcWebhook, large.ltcWebhook)
  return out
}

export async function depositLatency(databaseUrl: string): Promise<BenchResult[]> {
  const anvil = await startAnvil()
  const node = litecoindAvailable() ? await startLitecoind() : undefined
  const receiver = await startReceiver()
  // The platform's process inherits these: the chain service reads process.env.
  Object.assign(process.env, {
    ETH_RPC_URL: anvil.url,
    ETH_CONFIRMATIONS: '1',
    ...(node ? { LTC_RPC_URL: node.url, LTC_RPC_AUTH: node.auth, LTC_CONFIRMATIONS: '1' } : {}),
  })
  try {
    await anvil.rpc('evm_setIntervalMining', [BLOCK_TIME_S])
    const payer = node ? await ltcPayer(node) : undefined
    return await withBenchSchema(databaseUrl, async (sql, schema) => {
      const platform = await serve(path.join(__dirname, 'server_platform.js'), [databaseUrl, schema])
      try {
        const base = `http://127.0.0.1:${platform.port}`
        const m = await onboardMerchant(base, platform.adminToken!, {
          email: 'latency@bench.test',
          plan: 'enterprise',
          permissions: allKeyPermissions('payments', { ownerOnly: true }),
        })
        const hook = await m.dashboard('POST', '/api/v1/settings/webhook', { webhook_url: receiver.url, wallet_webhook_enabled: true })
        if (hook.status !== 200) throw new Error(`webhook settings: ${hook.status} ${JSON.stringify(hook.body)}`)
        await m.dashboard('POST', '/api/v1/settings/wallet/generate')
        const arrivals = new Arrivals(receiver)
        const [first, second] = [await ethSessions(m, PAYEES), await ethSessions(m, PAYEES)]
        const ltcSets = node ? [await ltcAddresses(m, 'lat-a', PAYEES), await ltcAddresses(m, 'lat-b', PAYEES)] : undefined
        const tips: Record<string, () => Promise<number>> = {
          ETH: async () => Number(await anvil.rpc<string>('eth_blockNumber')),
          ...(node ? { LTC: () => node.rpc.call<number>('getblockcount') } : {}),
        }
        await watchersCaughtUp(sql, tips)
        const [small] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM monitored_addresses WHERE sandbox = false`
        const label = `${(small?.n ?? 0).toLocaleString('en-US')} watched`
        const block = (set: 0 | 1) =>
          measure(
            sql,
            anvil,
            m,
            arrivals,
            [first, second][set]!,
            payer && ltcSets ? { pay: payer.pay, addresses: ltcSets[set]! } : undefined,
          )
        const before = await block(0)
        const count = await fill(sql, 'ETH', '0x')
        if (node) await fill(sql, 'LTC', 'n')
        // A million addresses arrive over months, not in one statement: the bulk insert's aftermath (autovacuum of
        // a fresh million rows, the WAL it wrote) is done before the block, as it would long be in production.
        await sql`VACUUM (ANALYZE) monitored_addresses`
        await sql`CHECKPOINT`
        const after = await block(1)
        return rows(label, before, after, count)
      } finally {
        await stop(platform.child)
      }
    })
  } finally {
    await receiver.close()
    await anvil.stop()
    await node?.stop()
  }
}
