/**
 * swap.quotes: public swap quotes per second through REST (gateway ->
 * payments method -> reserves cached per block -> the V2 formula), the
 * server in its own process, against a raw loop of the router's own
 * getAmountsOut calls (viem -> anvil eth_call) with the same concurrency in
 * the same run. Both ask anvil: the REST path once per block for the block
 * number and once per pool and block for the reserves, the raw loop once
 * per quote.
 */
import { fork } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { connectDb } from '../../platform/db/connect'
import { migrate } from '../../platform/db/migrate'
import { anvilClients, startAnvil } from '../../test/support/anvil'
import { ROUTER, deployUniswap } from '../../test/support/uniswap'
import type { BenchResult } from '../result'

type Abi = import('viem', { with: { 'resolution-mode': 'import' } }).Abi
const DURATION_MS = 5_000
const LANES = 32

async function lanes(op: (i: number) => Promise<boolean>): Promise<{ perSec: number; failed: number }> {
  let ok = 0
  let failed = 0
  const start = Date.now()
  await Promise.all(
    Array.from({ length: LANES }, async () => {
      for (let i = 0; Date.now() - start < DURATION_MS; i++) (await op(i)) ? ok++ : failed++
    }),
  )
  return { perSec: ok / ((Date.now() - start) / 1000), failed }
}

export async function swapQuotes(databaseUrl: string): Promise<BenchResult[]> {
  const anvil = await startAnvil()
  const u = await deployUniswap(anvil.url, '0x000000000000000000000000000000000000fee0')
  const schema = `bench_swap_${randomUUID().slice(0, 8)}`
  const admin = connectDb({ url: databaseUrl, maxConnections: 1 })
  await admin.unsafe(`CREATE SCHEMA ${schema}`)
  const sql = connectDb({ url: databaseUrl, schema, maxConnections: 2 })
  await migrate(sql)
  const child = fork(path.join(__dirname, 'server_process.js'), [databaseUrl, schema], {
    stdio: 'ignore',
    env: { ...process.env, POL_RPC_URL: anvil.url, POL_SWAP_CONTRACT: u.platformSwap, POL_CONFIRMATIONS: '1' },
  })
  try {
    const { port } = await new Promise<{ port: number }>((resolve, reject) => {
      child.once('message', (m: { port: number }) => resolve(m))
      child.once('exit', (code) => reject(new Error(`swap server exited with ${code}`)))
    })
    const pairs = [
      ['native', u.tokenA],
      [u.tokenA, u.tokenB],
    ] as const
    const url = (i: number) =>
      `http://127.0.0.1:${port}/api/v1/swap/quote?${new URLSearchParams({
        from_chain: 'POL',
        to_chain: 'POL',
        from_token: pairs[i % 2]![0],
        to_token: pairs[i % 2]![1],
        amount_in: (10n ** 18n + BigInt(i)).toString(),
      })}`
    const quote = async (i: number) => (await fetch(url(i))).status === 200
    await Promise.all(Array.from({ length: LANES }, (_, i) => quote(i)))
    const rest = await lanes(quote)

    const { reader } = anvilClients(anvil.url)
    const paths = [
      [u.weth, u.tokenA],
      [u.tokenA, u.tokenB],
    ] as const
    const raw = await lanes(async (i) => {
      const out = (await reader.readContract({
        address: u.router,
        abi: ROUTER.abi as Abi,
        functionName: 'getAmountsOut',
        args: [10n ** 18n + BigInt(i), paths[i % 2]],
      })) as bigint[]
      return out.length === 2
    })
    if (rest.failed + raw.failed > 0) throw new Error(`swap bench saw ${rest.failed} failed quotes and ${raw.failed} failed calls`)
    return [
      {
        scenario: 'swap.quotes',
        metric: `quotes/s through REST (${LANES} lanes, reserves cached per block)`,
        value: rest.perSec,
        unit: 'quotes/s',
        baseline: { name: `raw router getAmountsOut eth_call loop, ${LANES} lanes`, value: raw.perSec },
      },
    ]
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    if (child.connected) child.disconnect()
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
    child.kill('SIGKILL')
    await anvil.stop()
    await sql.end({ timeout: 1 })
    await admin.unsafe(`DROP SCHEMA ${schema} CASCADE`)
    await admin.end({ timeout: 1 })
  }
}
