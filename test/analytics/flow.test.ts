/**
 * Merchant analytics through REST against a sandbox platform: a known set of checkout activity in two currencies
 * (paid, overpaid, partly paid then expired, expired unpaid, a refund), one live session, and every number of every
 * endpoint checked exactly against docs/analytics.md's definitions; the gates (KYC, analytics:view); test and live
 * never mixed; the CSV export; a fraud alert raised once, delivered as a signed webhook and dismissed; the backfill
 * rebuilding the same numbers from the stored sessions, twice.
 */
import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { checkoutModule } from '../../actors/checkout/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { chainsModule } from '../../actors/chains/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { treasuryModule } from '../../actors/treasury/module'
import { createAnalyticsModule } from '../../actors/analytics/module'
import { backfillActivity } from '../../actors/runtime/activity'
import { checkoutActivity } from '../../actors/checkout/activity'
import { parseUnits } from '../../chains/assets'
import { ManualClock } from '../../platform/clock'
import { createTestDb } from '../support/db'
import { startTestPlatform } from '../support/platform'
import { startReceiver } from '../support/receiver'
import { eventually, onboardMerchant } from '../support/merchant'
import { joinTeam } from '../support/team'
import { bearer } from '../support/http'
import { allEntries } from '../support/audit_log'

const DECIMALS = 18 // USDT on BSC, and ETH

t.test('analytics', async (t) => {
  const db = await createTestDb('analytics_flow')
  const clock = new ManualClock(Date.now())
  const analytics = createAnalyticsModule({ env: { FRAUD_SCAN_MS: '100' } })
  const platform = await startTestPlatform(
    db,
    [accessModule, webhooksModule, sandboxModule, chainsModule, checkoutModule, treasuryModule, analytics],
    { clock },
  )
  const receiver = await startReceiver(undefined, { contract: true })
  t.teardown(async () => {
    await platform.close()
    await receiver.close()
    await db.drop()
  })
  const m = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'analytics@test.dev', plan: 'professional' })
  await m.dashboard('POST', '/api/v1/settings/wallet/generate')
  const create = async (amount: number, currency: string, email = 'buyer@shop.test', key?: string) => {
    const res = await m.api('POST', '/api/v1/checkout/create', { amount, currency, customer_email: email }, {}, key)
    if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body.session_id as string
  }
  // BSC USDT, but A in ETH: a native-coin refund needs no gas top-up first.
  const select = async (id: string, network = 'BSC', currency = 'USDT') =>
    (await m.call('POST', `/api/v1/checkout/${id}/select-network`, { body: { network, currency } })).body as {
      address: string
      amount_crypto: string
    }
  const deposit = (address: string, units: bigint, network = 'BSC', currency = 'USDT') =>
    m.api('POST', '/api/v1/sandbox/deposits', { network, currency, address, amount: decimal(units) })
  const status = async (id: string) => (await m.call('GET', `/api/v1/checkout/${id}/verify-now`)).body.status as string
  const until = (id: string, s: string) => eventually(async () => (await status(id)) === s, 20_000)
  const get = (path: string) => m.dashboard('GET', `/api/v1/analytics${path}`)

  // The activity: A $40 paid; B $20 paid twice over; C $30 half paid, then expired; D $10 expired unpaid; E €50 paid;
  // a $15 refund of A; one live session that nobody pays.
  const a = await create(40, 'USD')
  const b = await create(20, 'USD')
  const c = await create(30, 'USD')
  const d = await create(10, 'USD')
  const e = await create(50, 'EUR')
  const [sa, sb, sc, se] = [await select(a, 'ETH', 'ETH'), await select(b), await select(c), await select(e)]
  const due = (s: { amount_crypto: string }) => parseUnits(s.amount_crypto, DECIMALS)
  await deposit(sa.address, due(sa), 'ETH', 'ETH')
  await deposit(sb.address, 2n * due(sb))
  const half = due(sc) / 2n
  await deposit(sc.address, half)
  await deposit(se.address, due(se))
  await Promise.all([until(a, 'paid'), until(b, 'paid'), until(e, 'paid')])
  await eventually(async () => (await m.api('GET', `/api/v1/checkout/verify/${c}`)).body.paid_amount !== '0.00', 20_000)
  const refund = await m.api('POST', '/api/v1/refunds', { session_id: a, reason: 'damaged', amount: 15 })
  t.equal(refund.status, 201, 'refund created')
  await eventually(async () => {
    // The treasury sends refunds on its timers: the test's clock moves them (a second a look, far from any expiry).
    clock.advance(1000)
    const r = await m.api('GET', `/api/v1/refunds/${refund.body.id}`)
    return r.body.status === 'submitted'
  }, 30_000)
  clock.advance(31 * 60_000)
  await Promise.all([until(c, 'expired'), until(d, 'expired')])
  await create(99, 'USD', 'live@shop.test', m.liveKey)

  // C's half at the rate locked for it: floor(units × price / due), the docs' definition.
  const cPaid = (half * 3000n) / due(sc)
  const usd = (cents: bigint) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`
  const volume = 4000n + 4000n + cPaid

  await t.test('overview: every number, per currency, nothing converted', async (t) => {
    const res = await eventually(async () => {
      const r = await get('/overview?environment=test&days=7')
      return r.body.refunds === '15.00' && r.body.sessions?.underpaid === 1 && r.body.sessions?.expired === 1 ? r : undefined
    }, 20_000)
    t.equal(res.status, 200)
    t.match(res.body, {
      environment: 'test',
      currency: 'USD',
      total_volume: usd(volume),
      total_revenue: usd(volume - 1500n),
      net_sales: usd(volume - 1500n),
      refunds: '15.00',
      average_sale: '40.00',
      transaction_count: 5,
      success_rate: '0.6000',
      sessions: { created: 5, paid: 3, overpaid: 1, underpaid: 1, expired: 1, failed: 0, late_payments: 0 },
    })
    t.match(res.body.period, /^\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/)
    t.same(
      res.body.by_currency.map((x: { currency: string; volume: string; paid_sessions: number }) => [x.currency, x.volume, x.paid_sessions]),
      [
        ['EUR', '50.00', 1],
        ['USD', usd(volume), 2],
      ],
    )
    t.match(res.body.crypto, [
      { network: 'BSC', asset: 'USDT' },
      { network: 'ETH', asset: 'ETH', received: decimal(due(sa)) },
    ])
    const eur = await get('/overview?environment=test&days=7&currency=EUR')
    t.match(eur.body, { currency: 'EUR', total_volume: '50.00', total_revenue: '50.00', average_sale: '50.00', refunds: '0.00' })
  })

  await t.test('test and live never mix', async (t) => {
    const live = await get('/overview?environment=live&days=7')
    t.match(live.body, { environment: 'live', total_volume: '0.00', transaction_count: 0, sessions: { created: 1, paid: 0 } })
    t.notOk('success_rate' in live.body, 'no session reached a final state in live')
    t.equal((await get('/transactions?environment=live')).body.total, 0)
  })

  await t.test('revenue by day and by month; crypto basis per asset', async (t) => {
    const days = await get('/revenue?environment=test&days=7')
    t.equal(days.body.points.length, 7, 'every day of the period, empty ones too')
    const today = days.body.points[6]
    t.match(today, { currency: 'USD', volume: usd(volume), refunds: '15.00', revenue: usd(volume - 1500n), transactions: 5 })
    t.ok(days.body.points.slice(0, 6).every((p: { volume: string }) => p.volume === '0.00'))
    const month = await get('/revenue?environment=test&days=1&group=month')
    t.equal(month.body.points.length, 1)
    t.match(month.body.points[0].date, /-01$/)
    const crypto = await get('/revenue?environment=test&days=1&basis=crypto')
    t.match(crypto.body.points, [
      { currency: 'USDT', network: 'BSC' },
      { currency: 'ETH', network: 'ETH' },
    ])
  })

  await t.test('payment methods', async (t) => {
    const res = await get('/payment-methods?environment=test&days=7')
    t.match(res.body.methods, [
      { network: 'BSC', asset: 'USDT', count: 3, volume: usd(4000n + cPaid), share: '0.7500' },
      { network: 'ETH', asset: 'ETH', count: 1, volume: '40.00', share: '0.2500' },
    ])
  })

  await t.test('transactions: filters, pages, CSV', async (t) => {
    const all = await get('/transactions?environment=test&days=7&limit=2')
    t.match(all.body, { total: 5, page: 1, limit: 2 })
    t.equal(all.body.transactions.length, 2)
    const refunds = await get('/transactions?environment=test&type=refund')
    t.match(refunds.body, {
      total: 1,
      transactions: [{ type: 'refund', amount: '15.00', currency: 'USD', subject: a, network: 'ETH', address: 'sandbox-faucet' }],
    })
    t.equal((await get(`/transactions?environment=test&search=${c}`)).body.total, 1, 'by session id: C’s underpayment')
    const csv = await fetch(`${platform.baseUrl}/api/v1/analytics/transactions/export?environment=test`, { headers: bearer(m.accessToken) })
    t.equal(csv.status, 200)
    t.match(csv.headers.get('content-type'), /^text\/csv/)
    t.match(csv.headers.get('content-disposition'), /attachment; filename="transactions-test-/)
    const lines = (await csv.text()).trimEnd().split('\r\n')
    t.equal(lines[0], 'id,occurred_at,product,type,currency,amount,network,asset,asset_amount,method,subject,reference,customer,address')
    t.equal(lines.length, 6, 'the header and five transactions')
  })

  await t.test('the gates: KYC 403, a member without analytics:view 403, a bad period 400', async (t) => {
    const pending = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'pending@test.dev', kyc: 'pending' })
    t.match(await pending.dashboard('GET', '/api/v1/analytics/overview'), { status: 403, body: { code: 'KYC_REQUIRED' } })
    const member = await joinTeam(platform.baseUrl, platform.config.dataDir, m.accessToken, 'viewer@test.dev', 'member', ['checkout:view'])
    const asMember = await m.call('GET', '/api/v1/analytics/overview', { headers: bearer(member.accessToken) })
    t.match(asMember, { status: 403, body: { code: 'FORBIDDEN' } })
    t.match(await get('/overview?from=2026-02-30'), { status: 400, body: { code: 'ANALYTICS_PERIOD_INVALID' } })
    t.match(await get('/overview?from=2025-01-01&to=2026-06-01'), { status: 400, body: { code: 'ANALYTICS_PERIOD_INVALID' } })
  })

  await t.test('a fraud alert: raised once, a signed webhook, dismissed with a reason', async (t) => {
    t.equal((await m.dashboard('POST', '/api/v1/settings/webhook', { webhook_url: receiver.url })).status, 200)
    for (let i = 0; i < 10; i++) await create(5, 'USD', 'burst@shop.test')
    const alert = await eventually(async () => {
      const r = await get('/fraud-alerts?environment=test&status=open')
      return r.body.alerts?.find((x: { rule: string }) => x.rule === 'session_burst')
    }, 20_000)
    t.match(alert, {
      rule: 'session_burst',
      status: 'open',
      subject: 'burst@shop.test',
      observed: 10,
      threshold: 10,
      score: 30,
      environment: 'test',
    })
    t.equal(alert.evidence.length, 10)
    const hook = await eventually(async () => receiver.received.find((r) => JSON.parse(r.rawBody).event === 'fraud.alert.opened'), 20_000)
    t.match(JSON.parse(hook.rawBody), { event: 'fraud.alert.opened', data: { id: alert.id, rule: 'session_burst' } })
    // More scans see the same burst: still one alert.
    await create(5, 'USD', 'burst@shop.test')
    await eventually(async () => (await get('/fraud-alerts?environment=test')).body.total === 1)
    t.match(await m.dashboard('POST', `/api/v1/analytics/fraud-alerts/${alert.id}/dismiss`, { reason: 'a load test of ours' }), {
      status: 200,
      body: { status: 'dismissed', resolution_reason: 'a load test of ours' },
    })
    t.match(await m.dashboard('POST', `/api/v1/analytics/fraud-alerts/${alert.id}/confirm`, {}), {
      status: 409,
      body: { code: 'FRAUD_ALERT_RESOLVED' },
    })
    t.match(await get('/fraud-alerts?environment=test'), { body: { total: 1, open: 0 } })
    const other = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'other@test.dev' })
    t.match(await other.dashboard('POST', `/api/v1/analytics/fraud-alerts/${alert.id}/dismiss`, { reason: 'x' }), {
      status: 404,
      body: { code: 'FRAUD_ALERT_NOT_FOUND' },
    })
    t.equal(receiver.received.filter((r) => JSON.parse(r.rawBody).event === 'fraud.alert.opened').length, 1, 'one webhook')
  })

  await t.test('rules: a threshold within bounds, audited; outside refused', async (t) => {
    t.match(await m.dashboard('PUT', '/api/v1/analytics/fraud-rules/session_burst', { threshold: 2 }), {
      status: 400,
      body: { code: 'FRAUD_RULE_THRESHOLD' },
    })
    const set = await m.dashboard('PUT', '/api/v1/analytics/fraud-rules/session_burst', { threshold: 20, enabled: true })
    t.equal(set.status, 200)
    t.match(
      set.body.rules.find((r: { rule: string }) => r.rule === 'session_burst'),
      { threshold: 20, default_threshold: 10, min: 3, max: 100 },
    )
    // The audit log is written from the committed events, a moment after the answer.
    const entries = await eventually(async () => {
      const all = await allEntries(m.call, m.accessToken)
      const changed = all.filter((x) => x.action === 'fraud_rule.changed')
      const resolved = all.filter((x) => x.action === 'fraud_alert.resolved')
      return changed.length > 0 && resolved.length > 0 ? { changed, resolved } : undefined
    })
    t.match(
      entries.changed,
      [{ target: { type: 'fraud_rule', id: 'session_burst' }, changes: { threshold: { from: 10, to: 20 } } }],
      'audited once',
    )
    t.equal(entries.resolved.length, 1, 'the dismissal is audited')
  })

  await t.test('backfill: the stored sessions give the same numbers, however often it runs', async (t) => {
    const before = (await get('/overview?environment=test&days=7')).body
    await db.sql`DELETE FROM activity_rollups WHERE business_id = ${m.businessId}`
    await db.sql`DELETE FROM activity_facts WHERE business_id = ${m.businessId}`
    t.equal((await get('/overview?environment=test&days=7')).body.transaction_count, 0, 'gone')
    const sources = [{ kind: 'checkout', counter: { count: checkoutActivity } }]
    t.ok((await backfillActivity(db.sql, sources)) > 0)
    t.equal(await backfillActivity(db.sql, sources), 0, 'the second run adds nothing')
    t.same((await get('/overview?environment=test&days=7')).body, before)
  })
})

function decimal(units: bigint): string {
  const s = units.toString().padStart(DECIMALS + 1, '0')
  return `${s.slice(0, -DECIMALS)}.${s.slice(-DECIMALS)}`.replace(/\.?0+$/, '')
}
