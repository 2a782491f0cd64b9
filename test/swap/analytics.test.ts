/**
 * The three analytics endpoints count exactly the swaps this test makes: on
 * anvil, live swaps of two customers (two confirmed, one refused and
 * recorded failed) and, with a test key, sandbox swaps (one confirmed, one
 * failed) that live analytics must not count. Overview, transactions (each
 * status and type filter) and volume agree with that tally; each key's
 * history lists its own environment's swaps.
 */
import t from 'tap'
import { polSwap } from './body'
import { bearer } from '../support/http'
import { E18, startSwapRig } from '../support/swap'
import { ALL_WALLET_PERMISSIONS, eventually } from '../support/waas'

t.test('analytics count exactly the swaps made', async (t) => {
  const s = await startSwapRig(t, 'swapstats')
  const { u, api } = s
  // Sandbox pricing names tokens by the configured contracts (hub_quote.ts): tokenB stands for USDT here.
  process.env.POL_USDT = u.tokenB
  const live = { confirmed: 0, failed: 0 }
  const swapBody = polSwap
  const settled = (call: typeof api, customer: string, txHash: string) =>
    eventually(
      async () =>
        (await call('GET', `/api/v1/swap/customer/${customer}/history?limit=100`)).body.swaps.find(
          (x: any) => x.swap_tx_hash === txHash && x.status !== 'pending',
        ),
      60_000,
      `swap ${txHash} settled`,
    )

  for (const customer of ['carol', 'erin']) {
    await s.customer(customer)
    const res = await api('POST', `/api/v1/swap/customer/${customer}`, swapBody('native', u.tokenA, E18))
    t.equal(res.status, 200)
    t.match(await settled(api, customer, res.body.tx_hash), { status: 'confirmed' })
    live.confirmed++
  }
  const refused = await api(
    'POST',
    '/api/v1/swap/customer/carol',
    swapBody('native', u.tokenA, E18, { amount_out_min: (10n ** 30n).toString() }),
  )
  t.match(refused, { status: 500, body: { code: 'SWAP_TRANSACTION_FAILED' } })
  live.failed++

  // Sandbox swaps of a test-key customer: recorded too, never in live analytics.
  const testKey = await s.rig.key('test', ALL_WALLET_PERMISSIONS)
  const sandbox = s.rig.as(testKey)
  t.equal((await sandbox('POST', '/api/v1/wallet/customers', { customer_id: 'tess' })).status, 200)
  const address = (await sandbox('POST', '/api/v1/wallet/tess/derive', { network: 'POL', index: 0 })).body.address
  t.equal((await sandbox('POST', '/api/v1/sandbox/deposits', { network: 'POL', currency: 'POL', address, amount: '5' })).status, 201)
  const ok = await eventually(
    async () => {
      const r = await sandbox('POST', '/api/v1/swap/customer/tess', swapBody('native', u.tokenB, E18))
      return r.status === 200 && r
    },
    30_000,
    'a priced sandbox swap',
  )
  t.match(await settled(sandbox, 'tess', ok.body.tx_hash), { status: 'confirmed', dex: 'sandbox' })
  const minimum = await sandbox(
    'POST',
    '/api/v1/swap/customer/tess',
    swapBody('native', u.tokenB, E18, { amount_out_min: (10n ** 30n).toString() }),
  )
  t.equal(minimum.status, 500)
  t.equal((await sandbox('GET', '/api/v1/swap/customer/tess/history')).body.total, 2, 'the test key sees its two sandbox swaps')

  const auth = { headers: bearer(s.rig.owner.access_token) }
  const get = async (path: string) => (await s.rig.call('GET', path, auth)).body
  const total = live.confirmed + live.failed
  t.same(await get('/api/v1/swap/analytics/overview?days=1'), {
    period: '1d',
    total_swaps: total,
    dex_swaps: total,
    bridge_swaps: 0,
    pending_swaps: 0,
    confirmed_swaps: live.confirmed,
    failed_swaps: live.failed,
    unique_customers: 2,
    top_from_chains: [{ chain: 'POL', count: total }],
  })
  const count = async (query: string) => (await get(`/api/v1/swap/analytics/transactions?${query}`)).total
  t.equal(await count(''), total)
  t.equal(await count('status=confirmed'), live.confirmed)
  t.equal(await count('status=failed'), live.failed)
  t.equal(await count('status=pending'), 0)
  t.equal(await count('type=dex'), total)
  t.equal(await count('type=bridge'), 0)
  const onePage = await get('/api/v1/swap/analytics/transactions?limit=1&page=2')
  t.match(onePage, { total, page: 2, limit: 1 })
  t.equal(onePage.swaps.length, 1)
  t.ok(
    onePage.swaps.every((x: any) => x.dex !== 'sandbox'),
    'no sandbox swap listed',
  )
  t.same(await get('/api/v1/swap/analytics/volume?days=1'), {
    period_days: 1,
    chart: [{ date: new Date().toISOString().slice(0, 10), total_swaps: total, dex_swaps: total, bridge_swaps: 0 }],
  })
  t.equal((await api('GET', '/api/v1/swap/customer/carol/history')).body.total, 2, "carol's live history: one confirmed, one failed")
})
