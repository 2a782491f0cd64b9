/**
 * ledger: two-phase transfers per second (createTransfers of a pending
 * transfer, then createTransfers of its post: two calls, counted as one
 * transfer) against a raw single-row INSERT loop of a
 * transfer-sized row, in the same run, on the same pool (POOL connections),
 * with CONCURRENCY callers in flight for both. Twice: every transfer between
 * the same two accounts (one hot merchant balance, flagged, and one platform
 * account), and between random pairs of ACCOUNTS flagged accounts.
 * The subjects take turns over BENCH_LEDGER_ROUNDS rounds (default 5) of
 * BENCH_LEDGER_SECONDS each (default 2); each figure is the median.
 * BENCH_LEDGER_IN_FLIGHT sets the ledger's calls in flight (default: the ledger's own).
 * Also the CPU per operation of this process and its Postgres backends
 * (bench/ledger/cpu.ts), which other work on shared cores disturbs less.
 */
import { randomUUID } from 'node:crypto'
import { connectDb, type Sql } from '../../platform/db/connect'
import { createLedger, type Ledger } from '../../platform/ledger'
import { median, type BenchResult } from '../result'
import { cpuMeter, type CpuMeter } from './cpu'
import { withBenchSchema } from '../schema'

const SECONDS = Number(process.env.BENCH_LEDGER_SECONDS ?? 2)
const ROUNDS = Number(process.env.BENCH_LEDGER_ROUNDS ?? 5)
const CONCURRENCY = 64
const POOL = 12
const ACCOUNTS = 1_000
const FUNDS = 10n ** 30n
const APPLICATION = 'bench-ledger'

type Measured = { rate: number; cpuUs: number }

/** CONCURRENCY loops, each running `op` back to back, for `ms`: completed ops per second, and CPU µs per op (Node + our backends). */
async function closedLoop(ms: number, op: () => Promise<void>, meter?: CpuMeter): Promise<Measured> {
  let done = 0
  const cpu0 = meter?.read()
  const start = process.hrtime.bigint()
  const elapsedMs = () => Number(process.hrtime.bigint() - start) / 1e6
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (elapsedMs() < ms) {
        await op()
        done++
      }
    }),
  )
  const rate = done / (elapsedMs() / 1000)
  const cpu1 = meter?.read()
  const cpuUs = cpu0 && cpu1 ? (cpu1.nodeUs - cpu0.nodeUs + cpu1.postgresUs - cpu0.postgresUs) / done : 0
  return { rate, cpuUs }
}

async function setUp(ledger: Ledger): Promise<void> {
  const ok = (rs: string[]) => {
    if (rs.some((r) => r !== 'OK')) throw new Error(`ledger bench set-up: ${rs.filter((r) => r !== 'OK').join(', ')}`)
  }
  const balance = (id: string) => ({
    id,
    ledger: 'USDT',
    scale: 6,
    code: 'merchant_balance' as const,
    flags: { debitsMustNotExceedCredits: true },
  })
  const accounts = [
    { id: 'world', ledger: 'USDT', scale: 6, code: 'clearing' as const },
    { id: 'platform', ledger: 'USDT', scale: 6, code: 'platform_fees' as const },
    balance('hot'),
    ...Array.from({ length: ACCOUNTS }, (_, i) => balance(`m${i}`)),
  ]
  ok(await ledger.createAccounts(accounts))
  const fund = (id: string) => ({
    id: `fund:${id}`,
    debitAccountId: 'world',
    creditAccountId: id,
    amount: FUNDS,
    ledger: 'USDT',
    code: 'fund',
  })
  ok(await ledger.createTransfers([fund('hot'), ...Array.from({ length: ACCOUNTS }, (_, i) => fund(`m${i}`))]))
}

function twoPhase(ledger: Ledger, pick: () => [string, string]): () => Promise<void> {
  return async () => {
    const [from, to] = pick()
    const id = randomUUID()
    const held = await ledger.createTransfers([
      {
        id,
        debitAccountId: from,
        creditAccountId: to,
        amount: 1_000n,
        ledger: 'USDT',
        code: 'bench',
        flags: { pending: true },
        timeoutS: 600,
      },
    ])
    const posted = await ledger.createTransfers([{ id: `${id}:post`, pendingId: id, flags: { postPendingTransfer: true } }])
    if (held[0] !== 'OK' || posted[0] !== 'OK') throw new Error(`ledger bench: ${held[0]}, ${posted[0]}`)
  }
}

function rawInsert(sql: Sql): () => Promise<void> {
  return async () => {
    await sql`INSERT INTO raw_transfers VALUES (${randomUUID()}, 'hot', 'platform', 1000, NULL, 'USDT', 'bench', 2, 600, NULL,
      ${Date.now()}, 'pending', ${Date.now() + 600_000})`
  }
}

export async function ledgerBench(databaseUrl: string): Promise<BenchResult[]> {
  return withBenchSchema(databaseUrl, async (_admin, schema) => {
    const sql = connectDb({ url: databaseUrl, schema, maxConnections: POOL, applicationName: APPLICATION })
    try {
      await sql`CREATE TABLE raw_transfers (id text PRIMARY KEY, debit_account_id text, credit_account_id text,
        amount numeric(39,0), pending_id text, ledger text, code text, flags smallint, timeout_s integer, user_data text,
        timestamp_ms bigint, state text, expires_at_ms bigint)`
      const inFlight = process.env.BENCH_LEDGER_IN_FLIGHT
      const ledger = createLedger(sql, inFlight === undefined ? {} : { maxInFlight: Number(inFlight) })
      await setUp(ledger)
      const random = (): [string, string] => {
        const a = Math.floor(Math.random() * ACCOUNTS)
        return [`m${a}`, `m${(a + 1 + Math.floor(Math.random() * (ACCOUNTS - 1))) % ACCOUNTS}`]
      }
      const subjects = {
        raw: rawInsert(sql),
        hot: twoPhase(ledger, () => ['hot', 'platform']),
        spread: twoPhase(ledger, random),
      }
      const runs: Record<keyof typeof subjects, Measured[]> = { raw: [], hot: [], spread: [] }
      for (const op of Object.values(subjects)) await closedLoop(500, op)
      const meter = await cpuMeter(sql, APPLICATION)
      for (let round = 0; round < ROUNDS; round++)
        for (const [name, op] of Object.entries(subjects))
          runs[name as keyof typeof subjects].push(await closedLoop(SECONDS * 1000, op, meter))
      const rate = (name: keyof typeof subjects) => median(runs[name].map((r) => r.rate))
      const cpu = (name: keyof typeof subjects) => median(runs[name].map((r) => r.cpuUs))
      const rateBaseline = { name: 'raw INSERT loop', value: rate('raw') }
      const cpuBaseline = { name: 'raw INSERT loop, per row', value: cpu('raw') }
      const measured = (what: string, name: 'hot' | 'spread'): BenchResult[] => [
        {
          scenario: 'ledger',
          metric: `two-phase (pending + post), ${what}`,
          value: rate(name),
          unit: 'transfers/s',
          baseline: rateBaseline,
          goal: 0.5,
        },
        {
          scenario: 'ledger',
          metric: `CPU per two-phase, ${what} (Node + Postgres)`,
          value: cpu(name),
          unit: 'µs',
          baseline: cpuBaseline,
          lowerIsBetter: true,
        },
      ]
      return [...measured('one hot account', 'hot'), ...measured(`${ACCOUNTS.toLocaleString('en-US')} accounts`, 'spread')]
    } finally {
      await sql.end({ timeout: 1 })
    }
  })
}
