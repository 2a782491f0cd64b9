import t from 'tap'
import { bearer } from '../support/http'
import { onboardMerchant } from '../support/merchant'
import { joinTeam } from '../support/team'
import { balanceReaches, eventually, startBalanceRig } from './rig'
import { allKeyPermissions } from '../support/keys'

process.env.DEPOSIT_POLL_MS = '100'

t.test('merchant balance in the sandbox: top-up addresses, a top-up credited once, replays, isolation', async (t) => {
  const rig = await startBalanceRig(t, 'balsbx')
  const m = rig.merchant

  await t.test('GET /balance before any top-up: zero in every currency, each at its scale, in the key’s environment', async (t) => {
    const res = await m.api('GET', '/api/v1/balance')
    t.equal(res.status, 200)
    t.same(res.body, {
      is_test_mode: true,
      balances: (
        [
          ['USDT', 6],
          ['USDC', 6],
          ['GBP', 2],
          ['EUR', 2],
          ['USD', 2],
          ['NGN', 2],
        ] as const
      ).map(([currency, decimals]) => ({
        currency,
        decimals,
        available: '0',
        available_decimal: '0',
        pending: '0',
        pending_decimal: '0',
        held: '0',
        held_decimal: '0',
      })),
    })
  })

  const first = await m.api('GET', '/api/v1/balance/top-up-addresses')
  await t.test('GET /top-up-addresses: one address on POL and BSC, made at the first call, the same afterwards', async (t) => {
    t.equal(first.status, 200)
    t.match(first.body, { is_test_mode: true, addresses: [{ network: 'POL' }, { network: 'BSC' }] })
    const [pol, bsc] = first.body.addresses
    t.match(pol, { address: /^0x[0-9a-fA-F]{40}$/, currencies: ['USDT', 'USDC'], derivation_path: /^m\/44'\/60'\/0'\/0\/\d+$/ })
    t.equal(bsc.address, pol.address, 'one EVM key: the same address on both networks')
    t.same((await m.api('GET', '/api/v1/balance/top-up-addresses')).body, first.body, 'a second call answers the same')
  })
  const address = first.body.addresses[0].address as string

  await t.test('a sandbox top-up of 25.5 USDT on POL credits 25.5 once, with one balance.credited webhook', async (t) => {
    const sent = await m.api('POST', '/api/v1/sandbox/deposits', { network: 'POL', currency: 'USDT', address, amount: '25.5' })
    t.equal(sent.status, 201)
    const b = await balanceReaches(rig, m, 'USDT', 'available', '25500000')
    t.match(b, { available_decimal: '25.5', pending: '0', held: '0' })
    const credited = await eventually(async () =>
      rig.webhooks('balance.credited').length === 1 ? rig.webhooks('balance.credited')[0] : undefined,
    )
    t.match(credited, {
      type: 'top_up',
      direction: 'credit',
      currency: 'USDT',
      amount: '25500000',
      amount_decimal: '25.5',
      decimals: 6,
      network: 'POL',
      address,
      tx_hash: sent.body.tx_hash,
      deposit_id: new RegExp(`^POL:${sent.body.tx_hash}:`),
      is_test_mode: true,
    })
    const entries = await m.api('GET', '/api/v1/balance/entries')
    t.equal(entries.status, 200)
    t.match(entries.body, { is_test_mode: true, page: 1, limit: 20, total: 1 })
    t.match(entries.body.entries, [
      {
        id: credited!.entry_id,
        currency: 'USDT',
        direction: 'credit',
        amount: '25500000',
        status: 'posted',
        type: 'top_up',
        network: 'POL',
        tx_hash: sent.body.tx_hash,
      },
    ])
  })

  await t.test('a BSC top-up of USDC (18 decimals) credits the USDC balance in 6, rounded down', async (t) => {
    const sent = await m.api('POST', '/api/v1/sandbox/deposits', {
      network: 'BSC',
      currency: 'USDC',
      address,
      amount: '3.000000999999999999',
    })
    t.equal(sent.status, 201)
    await balanceReaches(rig, m, 'USDC', 'available', '3000000')
    t.match(await rig.balance(m, 'USDT'), { available: '25500000' }, 'USDT untouched')
  })

  await t.test('a transfer that fails on chain credits nothing: its pending credit is voided', async (t) => {
    const sent = await m.api('POST', '/api/v1/sandbox/deposits', {
      network: 'POL',
      currency: 'USDT',
      address,
      amount: '7',
      simulate: 'fail',
    })
    t.equal(sent.status, 201)
    const entry = await eventually(async () => {
      const list = (await m.api('GET', '/api/v1/balance/entries?currency=USDT')).body.entries as Record<string, unknown>[]
      return list.find((e) => e.tx_hash === sent.body.tx_hash && e.status === 'voided')
    })
    t.match(entry, { amount: '7000000', direction: 'credit' })
    t.match(await rig.balance(m, 'USDT'), { available: '25500000', pending: '0' })
  })

  await t.test('replayed deposit and booking events (the outbox delivers them again) change nothing', async (t) => {
    const transfersBefore = await rig.db.sql`SELECT id FROM ledger_transfers ORDER BY id`
    const replayed = await rig.db.sql`
      UPDATE actor_outbox SET published_at = NULL WHERE kind IN ('deposit', 'balance') RETURNING event_id`
    t.ok(replayed.length >= 6, `${replayed.length} events delivered again`)
    // The recovery scan publishes them again to every subscriber: the deposit router, the ledger subscriber, the webhooks.
    await eventually(async () => {
      const left = await rig.db.sql`SELECT 1 FROM actor_outbox WHERE published_at IS NULL AND kind IN ('deposit', 'balance')`
      return left.length === 0 ? true : undefined
    }, 30_000)
    t.same(await rig.db.sql`SELECT id FROM ledger_transfers ORDER BY id`, transfersBefore, 'no ledger transfer added')
    t.match(await rig.balance(m, 'USDT'), { available: '25500000', pending: '0' })
    t.match(await rig.balance(m, 'USDC'), { available: '3000000' })
    t.equal(rig.webhooks('balance.credited').length, 2, 'one balance.credited per top-up')
  })

  await t.test('entries: filters by currency, direction and time; pages', async (t) => {
    const list = async (q: string) => (await m.api('GET', `/api/v1/balance/entries${q}`)).body
    t.match(await list(''), { total: 3 })
    t.match(await list('?currency=usdc'), { total: 1, entries: [{ currency: 'USDC', amount: '3000000' }] })
    t.match(await list('?direction=debit'), { total: 0, entries: [] })
    t.match(await list('?direction=credit&limit=1&page=2'), { total: 3, page: 2, limit: 1, entries: [{ currency: 'USDC' }] })
    t.match(await list('?page=9'), { total: 3, page: 9, entries: [] }, 'past the end: no entries, the same total')
    const future = new Date(Date.now() + 3_600_000).toISOString()
    t.match(await list(`?from=${future}`), { total: 0 })
    t.match(await list(`?to=${future}&from=2020-01-01T00:00:00Z`), { total: 3 })
    t.match(await m.api('GET', '/api/v1/balance/entries?currency=JPY'), { status: 400, body: { code: 'INVALID_CURRENCY' } })
    t.match(await m.api('GET', '/api/v1/balance/entries?direction=up'), { status: 400, body: { code: 'INVALID_REQUEST' } })
    t.match(await m.api('GET', `/api/v1/balance/entries?from=${future}&to=2020-01-01T00:00:00Z`), {
      status: 400,
      body: { code: 'INVALID_REQUEST' },
    })
    t.match(await m.api('GET', '/api/v1/balance/entries?from=yesterday'), { status: 400 })
    t.match(await m.api('GET', '/api/v1/balance?currency=BTC'), { status: 400, body: { code: 'INVALID_CURRENCY' } })
  })

  await t.test('test and live money apart: the live key sees none of it', async (t) => {
    t.match(await rig.balance(m, 'USDT', m.liveKey), { available: '0', pending: '0' })
    t.match((await m.api('GET', '/api/v1/balance/entries', undefined, {}, m.liveKey)).body, { is_test_mode: false, total: 0 })
    // No live POL or BSC node is configured here: live top-up addresses are not offered rather than left unwatched.
    t.match(await m.api('GET', '/api/v1/balance/top-up-addresses', undefined, {}, m.liveKey), {
      status: 503,
      body: { code: 'NETWORK_UNAVAILABLE' },
    })
  })

  await t.test('another merchant sees only its own balance, entries and addresses', async (t) => {
    const b = await rig.other('balsbx-other@test.dev')
    t.match(await rig.balance(b, 'USDT'), { available: '0' })
    t.match((await b.api('GET', '/api/v1/balance/entries')).body, { total: 0, entries: [] })
    const theirs = (await b.api('GET', '/api/v1/balance/top-up-addresses')).body.addresses[0].address
    t.not(theirs, address, 'an address of its own')
    await b.api('POST', '/api/v1/sandbox/deposits', { network: 'POL', currency: 'USDT', address: theirs, amount: '1' })
    await balanceReaches(rig, b, 'USDT', 'available', '1000000')
    t.match(await rig.balance(m, 'USDT'), { available: '25500000' }, 'the first merchant is unchanged')
    t.equal(rig.webhooks('balance.credited').length, 2, 'no webhook of the other merchant reaches this one')
  })

  await t.test('team members read it with balance:view under /dashboard, naming the environment', async (t) => {
    const dataDir = rig.platform.config.dataDir
    const owner = await m.dashboard('GET', '/api/v1/dashboard/balance?environment=test&currency=USDT')
    t.match(owner, { status: 200, body: { is_test_mode: true, balances: [{ currency: 'USDT', available: '25500000' }] } })
    t.match(
      (await m.dashboard('GET', '/api/v1/dashboard/balance')).body,
      { is_test_mode: false, balances: [{ available: '0' }] },
      'live by default',
    )
    t.match((await m.dashboard('GET', '/api/v1/dashboard/balance/entries?environment=test&currency=USDC')).body, {
      is_test_mode: true,
      total: 1,
    })
    const viewer = await joinTeam(rig.platform.baseUrl, dataDir, m.accessToken, 'balsbx-viewer@test.dev', 'member')
    const asViewer = (path: string) => m.call('GET', path, { headers: bearer(viewer.accessToken) })
    t.match(
      await asViewer('/api/v1/dashboard/balance?environment=test'),
      { status: 200, body: { is_test_mode: true } },
      'members hold it by default',
    )
    const other = await joinTeam(rig.platform.baseUrl, dataDir, m.accessToken, 'balsbx-nobalance@test.dev', 'member', ['checkout:view'])
    const asOther = (path: string) => m.call('GET', path, { headers: bearer(other.accessToken) })
    t.match(await asOther('/api/v1/dashboard/balance?environment=test'), { status: 403, body: { code: 'FORBIDDEN' } })
    t.match(await asOther('/api/v1/dashboard/balance/entries'), { status: 403, body: { code: 'FORBIDDEN' } })
    t.match(await m.dashboard('GET', '/api/v1/dashboard/balance?environment=staging'), { status: 400 })
    t.match(await m.api('GET', '/api/v1/dashboard/balance'), { status: 401 }, 'an API key is not a member token')
  })

  await t.test('error: top-up addresses before KYC is approved', async (t) => {
    const unverified = await onboardMerchant(rig.platform.baseUrl, rig.platform.adminToken, {
      email: 'balsbx-kyc@test.dev',
      kyc: 'pending',
    })
    t.match(await unverified.api('GET', '/api/v1/balance/top-up-addresses'), { status: 403, body: { code: 'KYC_REQUIRED' } })
    t.match(await rig.balance(unverified, 'USDT'), { available: '0' }, 'the balance itself is readable')
  })

  await t.test('error: no key, a CaaS key', async (t) => {
    t.match(await m.call('GET', '/api/v1/balance'), { status: 401, body: { code: 'UNAUTHORIZED' } })
    t.match(await m.call('GET', '/api/v1/balance/top-up-addresses'), { status: 401 })
    const caas = await m.dashboard('POST', '/api/v1/api-keys', {
      name: 'caas',
      environment: 'test',
      product: 'caas',
      permissions: allKeyPermissions('caas'),
    })
    t.equal(caas.status, 201)
    const res = await m.api('GET', '/api/v1/balance', undefined, {}, caas.body.key)
    t.match(res, { status: 401 })
  })
})
