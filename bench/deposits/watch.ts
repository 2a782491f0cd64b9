/**
 * deposits: what detecting deposits costs as the number of watched addresses grows, on a real EVM node (anvil).
 *
 * The same watcher (DepositWatcher, its adapter, the deposit actors on Postgres) is measured with 1,000 watched
 * addresses and again after the table is filled to 1,000,000 (a bulk insert into the same table and index; the first
 * 1,000 are registered through the watcher's own `monitor`). At each size:
 *  - an idle round (no new block): the fixed cost every network and mode pays every DEPOSIT_POLL_MS;
 *  - a round over one block holding 1,000 payments to 1,000 different watched addresses, from the block being mined
 *    to every deposit actor having committed its deposit: the watcher's part of block-to-webhook latency, with
 *    confirmation depth 1 so the payments are final on sight.
 * Each figure has its process CPU time and its wall time (the rest is Postgres and the node). The 1M figures are
 * compared with the 1k ones of the same run (issue #35: within 2x). Also reported: what the round cost before this
 * change, reading the whole table into a map (twice per round), at 1M; and the table and index bytes per address.
 */
import { randomBytes } from 'node:crypto'
import type { Sql } from 'postgres'
import { depositKind } from '../../actors/chains/deposit/decide'
import { DepositWatcher } from '../../actors/chains/watch/watcher'
import { evmAdapter } from '../../chains/evm/adapter'
import { viem } from '../../chains/esm_deps'
import { systemClock } from '../../platform/clock'
import { ANVIL_KEY_0, startAnvil, type Anvil } from '../../test/support/anvil'
import { testHost } from '../../test/support/host'
import { median, type BenchResult } from '../result'
import { withBenchSchema } from '../schema'
import { blockPaying } from './anvil_block'

const PAYEES = 1_000
const LARGE = 1_000_000
const IDLE_ROUNDS = 15

interface Round {
  readonly wallMs: number
  readonly cpuMs: number
}

async function timed(work: () => Promise<unknown>): Promise<Round> {
  const cpu = process.cpuUsage()
  const started = performance.now()
  await work()
  const used = process.cpuUsage(cpu)
  return { wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 }
}

const randomAddress = () => viem.getAddress(`0x${randomBytes(20).toString('hex')}`)

async function measure(sql: Sql, watcher: DepositWatcher, anvil: Anvil, payees: readonly string[]) {
  const idle: Round[] = []
  for (let i = 0; i < IDLE_ROUNDS; i++) idle.push(await timed(() => watcher.pollOnce()))
  // What the process keeps between rounds: the heap after the idle rounds (a per-address structure would show here).
  const heapBytes = process.memoryUsage().heapUsed
  await blockPaying(
    anvil,
    payees.map((address) => ({ address, wei: 1n })),
  )
  let delivered = 0
  const block = await timed(async () => (delivered = await watcher.pollOnce()))
  const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM chain_deposits WHERE network = 'ETH' AND sandbox = false`
  if (delivered !== payees.length) throw new Error(`the round delivered ${delivered} of ${payees.length} payments`)
  return {
    idleWall: median(idle.map((r) => r.wallMs)),
    idleCpu: median(idle.map((r) => r.cpuMs)),
    block,
    heapBytes,
    deposits: row?.n ?? 0,
  }
}

export async function depositWatch(databaseUrl: string): Promise<BenchResult[]> {
  const anvil = await startAnvil()
  try {
    return await withBenchSchema(databaseUrl, async (sql) => {
      const host = testHost(sql, { hostId: 'bench-deposits', clock: systemClock, maxActiveActors: 50_000 })
      host.register(depositKind)
      await host.start()
      try {
        const adapter = evmAdapter({ network: 'ETH', rpcUrl: anvil.url, nativeCurrency: 'ETH', tokens: {}, requiredDepth: 1 })
        const watcher = new DepositWatcher(sql, host, adapter, false, systemClock)
        // Two sets of payees, so the second block's deposits are new ones; both registered the real way.
        const first = Array.from({ length: PAYEES }, randomAddress)
        const second = Array.from({ length: PAYEES }, randomAddress)
        for (const [i, address] of [...first, ...second].entries()) await watcher.monitor(address, { kind: 'bench_owner', id: `o-${i}` })
        await watcher.pollOnce() // the cursor at the head
        const small = await measure(sql, watcher, anvil, first)

        // To a million: the same table and index, filled in bulk (distinct random-looking addresses).
        await sql`INSERT INTO monitored_addresses (network, address, address_key, sandbox, owner_kind, owner_id)
          SELECT 'ETH', a, lower(a), false, 'bench_owner', 'bulk-' || i
          FROM (SELECT i, '0x' || substr(md5(i::text) || md5((i + 7)::text), 1, 40) AS a
                FROM generate_series(1, ${LARGE - 2 * PAYEES}) AS i) s
          ON CONFLICT DO NOTHING`
        await sql`ANALYZE monitored_addresses`
        const [count] = await sql<{ n: number; bytes: string }[]>`
          SELECT count(*)::int AS n, pg_total_relation_size('monitored_addresses')::text AS bytes FROM monitored_addresses`
        const large = await measure(sql, watcher, anvil, second)
        // The round before this change read the whole table into a map, before and after the page.
        const fullLoad = await timed(async () => {
          for (let i = 0; i < 2; i++) {
            const rows = await sql<{ address: string; owner_kind: string; owner_id: string }[]>`
              SELECT address, owner_kind, owner_id FROM monitored_addresses WHERE network = 'ETH' AND sandbox = false`
            new Map(rows.map((r) => [r.address, { kind: r.owner_kind, id: r.owner_id }]))
          }
        })
        const perAddress = Number(count?.bytes ?? 0) / (count?.n ?? 1)
        const n = `${(count?.n ?? 0).toLocaleString('en')} watched`
        return [
          {
            scenario: 'deposits',
            metric: `idle round, wall ms, ${n} (baseline: 1,000 watched)`,
            value: large.idleWall,
            unit: 'ms',
            lowerIsBetter: true,
            goal: 0.5,
            baseline: { name: 'idle round at 1,000', value: small.idleWall },
          },
          {
            scenario: 'deposits',
            metric: `idle round, CPU ms, ${n} (baseline: 1,000 watched)`,
            value: large.idleCpu,
            unit: 'ms',
            lowerIsBetter: true,
            goal: 0.5,
            baseline: { name: 'idle round CPU at 1,000', value: small.idleCpu },
          },
          {
            scenario: 'deposits',
            metric: `block of ${PAYEES} payments to ${PAYEES} addresses, mined to every deposit committed, wall ms, ${n}`,
            value: large.block.wallMs,
            unit: 'ms',
            lowerIsBetter: true,
            goal: 0.5,
            max: 2_000,
            baseline: { name: 'the same at 1,000 watched', value: small.block.wallMs },
          },
          {
            scenario: 'deposits',
            metric: `the same round, CPU ms, ${n}`,
            value: large.block.cpuMs,
            unit: 'ms',
            lowerIsBetter: true,
            goal: 0.5,
            baseline: { name: 'CPU at 1,000 watched', value: small.block.cpuMs },
          },
          {
            scenario: 'deposits',
            metric: `idle round now against the round before this change (the whole table read into a map twice), ${n}`,
            value: large.idleWall,
            unit: 'ms',
            lowerIsBetter: true,
            baseline: { name: 'the full read, same size', value: fullLoad.wallMs },
          },
          { scenario: 'deposits', metric: 'Postgres bytes per watched address (table and its indexes)', value: perAddress, unit: 'bytes' },
          {
            scenario: 'deposits',
            metric: `watcher process heap per added watched address (heap used after idle rounds at ${n} minus at 1,000, without a forced GC: an upper bound)`,
            value: (large.heapBytes - small.heapBytes) / ((count?.n ?? PAYEES) - 2 * PAYEES),
            unit: 'bytes',
          },
        ]
      } finally {
        await host.stop()
      }
    })
  } finally {
    await anvil.stop()
  }
}
