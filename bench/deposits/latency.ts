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
 * payment is final on sight; a deeper setting adds its blocks. The watchers ask for the head every
 * DEPOSIT_HEAD_POLL_MS (250 ms, the default), so up to a quarter second of every figure is that wait.
 * The platform runs in its own process as `npm start` runs it; the nodes, the receiver and the pollers run here.
 */
import path from 'node:path'
import type { Sql } from 'postgres'
import { startAnvil, type Anvil } from '../../test/support/anvil'
import { allKeyPermissions } from '../../test/support/keys'
import { litecoindAvailable, startLitecoind } from '../../test/support/litecoind'
import { onboardMerchant, type Merchant } from '../../test/support/merchant'
import { startReceiver } from '../../test/support/receiver'
import type { BenchResult } from '../result'
import { withBenchSchema } from '../schema'
import { serve, stop } from '../server_process'
import { blockPaying } from './anvil_block'
import { ltcPayer } from './ltc_block'
import { Arrivals, pagePollers, spread, stages, type Spread } from './observe'
import { ethSessions, fill, ltcAddresses, watchersCaughtUp, type Session } from './payees'

const PAYEES = 1_000
/** The watched set the second block is measured at (BENCH_LATENCY_WATCHED, for a quicker look). */
const LARGE = Number(process.env.BENCH_LATENCY_WATCHED ?? 1_000_000)
const PAGE_SAMPLE = 10
const BLOCK_TIME_S = 1

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
        const count = await fill(sql, 'ETH', '0x', LARGE)
        if (node) await fill(sql, 'LTC', 'n', LARGE)
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
