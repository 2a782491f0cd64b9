/**
 * vas.orders: gift card orders per second through REST, end to end: the
 * gateway, the order actor, the hold on the merchant's balance, the
 * provider's float check, the purchase and the redeem codes from the
 * Reloadly simulator (its own process), the settlement in the ledger, and the
 * answer. ORDERS orders with unique references from CONNECTIONS callers at
 * once, all from one funded merchant. Baseline in the same run: the provider
 * side alone, i.e. the same purchases made straight against the same
 * simulator through the real adapter (actors/vas/providers/reloadly/reloadly.ts), each with
 * the four calls the platform makes for one order (product, float, purchase,
 * cards), from the same number of callers. The machine is shared, so the two
 * take turns in ROUNDS interleaved rounds after a warm-up one, and each
 * figure is the median.
 */
import path from 'node:path'
import { loadVasConfig } from '../../actors/vas/providers/reloadly/config'
import { ReloadlyClient } from '../../actors/vas/providers/reloadly/reloadly'
import { startSimulatorProcess } from '../../actors/vas/providers/reloadly/simulator_process'
import { caller, merchant, parallel, type Call } from '../balance/topups'
import type { BenchResult } from '../result'
import { withBenchSchema } from '../schema'
import { serve, stop } from '../server_process'

const ORDERS = 300
const CONNECTIONS = 10
const ROUNDS = 3
/** A 5 USD card costs the merchant 5.5 USDT (the simulator's price plus fee); funded for every round with room to spare. */
const FUNDING = '8000'

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

const indices = () => Array.from({ length: ORDERS }, (_, i) => i)

async function providerAlonePerSecond(client: ReloadlyClient, round: number): Promise<number> {
  const started = performance.now()
  await parallel(indices(), CONNECTIONS, async (i) => {
    await client.read('giftcards', '/products/1001')
    await client.floatCents()
    const bought = await client.purchase('giftcards', '/orders', {
      productId: 1001,
      countryCode: 'US',
      quantity: 1,
      unitPrice: 5,
      customIdentifier: `alone-${round}-${i}`,
    })
    if (bought.kind !== 'done' || bought.status !== 'SUCCESSFUL') throw new Error(`provider alone: ${JSON.stringify(bought)}`)
    await client.cards(bought.transactionId)
  })
  return ORDERS / ((performance.now() - started) / 1000)
}

async function fund(call: Call, m: { key: string; address: string }): Promise<void> {
  const sent = await call(
    'POST',
    '/api/v1/sandbox/deposits',
    { network: 'POL', currency: 'USDT', address: m.address, amount: FUNDING },
    { 'x-api-key': m.key },
  )
  if (sent.status !== 201) throw new Error(`deposit: ${sent.status} ${JSON.stringify(sent.body)}`)
  const available = async () =>
    BigInt((await call('GET', '/api/v1/balance?currency=USDT', undefined, { 'x-api-key': m.key })).body.balances[0].available)
  const deadline = Date.now() + 60_000
  while ((await available()) < BigInt(FUNDING) * 1_000_000n) {
    if (Date.now() > deadline) throw new Error('the funding top-up was not credited within 60 s')
    await new Promise((r) => setTimeout(r, 50))
  }
}

async function restPerSecond(call: Call, key: string, round: number): Promise<number> {
  const started = performance.now()
  await parallel(indices(), CONNECTIONS, async (i) => {
    const res = await call(
      'POST',
      '/api/v1/giftcards/orders',
      { reference: `bench-${round}-${i}`, product_id: 1001, unit_price: '5' },
      { 'x-api-key': key },
    )
    if (res.status !== 200 || res.body.status !== 'successful') throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`)
  })
  return ORDERS / ((performance.now() - started) / 1000)
}

export async function vasOrders(databaseUrl: string): Promise<BenchResult[]> {
  const sim = await startSimulatorProcess()
  try {
    // Float for both runs: the simulator's default would cover neither.
    const float = await fetch(`${sim.baseUrl}/__simulator/float`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '1000000' }),
    })
    if (!float.ok) throw new Error(`simulator float: ${float.status}`)
    const client = new ReloadlyClient(loadVasConfig({ VAS_SANDBOX_URL: sim.baseUrl }).test!)
    await client.floatCents() // the token, fetched once as the platform's cached one is
    const baselines: number[] = []
    const rests: number[] = []
    await withBenchSchema(databaseUrl, async (_sql, schema) => {
      const stack = await serve(path.join(__dirname, 'server_process.js'), [databaseUrl, schema, 'local', sim.baseUrl])
      try {
        const call = caller(`http://127.0.0.1:${stack.port}`)
        const m = await merchant(call, stack.adminToken!, 0)
        await fund(call, m)
        // Round 0 warms both up (JIT, connections, the simulator's first purchases) and is not counted.
        for (let round = 0; round <= ROUNDS; round++) {
          const alone = await providerAlonePerSecond(client, round)
          const rest = await restPerSecond(call, m.key, round)
          process.stderr.write(`  round ${round}: REST ${rest.toFixed(1)}/s, simulator alone ${alone.toFixed(1)}/s\n`)
          if (round === 0) continue
          baselines.push(alone)
          rests.push(rest)
        }
      } finally {
        await stop(stack.child)
      }
    })
    return [
      {
        scenario: 'vas.orders',
        metric: `gift card orders/s through REST, ${CONNECTIONS} callers, median of ${ROUNDS}`,
        value: median(rests),
        unit: '/s',
        baseline: { name: 'the simulator alone via the adapter: product, float, order, cards', value: median(baselines) },
      },
    ]
  } finally {
    await sim.stop()
  }
}
