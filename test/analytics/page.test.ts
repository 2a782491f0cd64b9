/**
 * The analytics dashboard page (/dashboard/analytics) in headless Chromium, on a checkout platform with the
 * analytics module: a merchant's test key creates eleven sessions for one customer e-mail (the session_burst
 * rule opens an alert) and pays three in the sandbox. The page signs in, shows the test environment's overview
 * exactly as GET /overview answers it, draws both charts, lists and filters the transactions, downloads the CSV
 * export with the same filters, dismisses the alert with a reason typed into the page, and has no serious or
 * critical axe-core violation, in English and in German. A screenshot goes to docs/images/ with
 * WRITE_SCREENSHOTS=1, else to a temporary folder.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import t from 'tap'
import type { Page } from 'playwright-core'
import { Secret, TOTP } from 'otpauth'
import { accessModule } from '../../actors/accounts/module'
import { createAnalyticsModule } from '../../actors/analytics/module'
import { chainsModule } from '../../actors/chains/module'
import { checkoutModule } from '../../actors/checkout/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { treasuryModule } from '../../actors/treasury/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { CSV_HEADER } from '../../actors/analytics/views'
import { createTestDb } from '../support/db'
import { eventually, onboardMerchant } from '../support/merchant'
import { startTestPlatform } from '../support/platform'
import { CHROMIUM, launch, seriousViolations } from '../checkout/pay_page_support'

Object.assign(process.env, { DEPOSIT_POLL_MS: '100', CHAIN_SEND_CHECK_MS: '100', TREASURY_POLL_MS: '100' })

const PASSWORD = 'correct horse 1' // test/support/merchant.ts registers every merchant with it
const CUSTOMER = 'burst@example.org'
const SHOTS =
  process.env.WRITE_SCREENSHOTS === '1'
    ? path.join(process.cwd(), 'docs', 'images')
    : fs.mkdtempSync(path.join(os.tmpdir(), 'analytics-page-'))

/** The downloaded CSV's lines (the export ends its last line with CRLF or LF). */
async function download(page: Page): Promise<{ name: string; lines: string[] }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
  const text = fs.readFileSync((await file.path())!, 'utf8')
  return { name: file.suggestedFilename(), lines: text.split(/\r?\n/).filter((l) => l !== '') }
}

t.test(
  'analytics dashboard page in Chromium: sign-in, figures, charts, filters, export, alerts, accessibility, German',
  { skip: fs.existsSync(CHROMIUM) ? false : 'chromium is not installed (.ci/run installs it from Debian)' },
  async (t) => {
    const db = await createTestDb('anpage')
    const platform = await startTestPlatform(db, [
      accessModule,
      webhooksModule,
      sandboxModule,
      chainsModule,
      checkoutModule,
      treasuryModule,
      createAnalyticsModule({ env: { FRAUD_SCAN_MS: '200' } }),
    ])
    const browser = await launch()
    t.teardown(async () => {
      await browser.close()
      await platform.close()
      await db.drop()
    })
    const m = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'owner@analytics.dev', plan: 'professional' })
    t.equal((await m.dashboard('POST', '/api/v1/settings/wallet/generate')).status, 201)
    const get = async (p: string) => {
      const res = await m.dashboard('GET', p)
      if (res.status !== 200) throw new Error(`${p}: ${res.status} ${JSON.stringify(res.body)}`)
      return res.body
    }

    // Eleven sessions for one customer within a minute (session_burst: 10 in 10 minutes), three of them paid.
    const sessions: string[] = []
    for (let i = 1; i <= 11; i++) {
      const created = await m.api('POST', '/api/v1/checkout/create', {
        amount: 10 + i,
        currency: 'USD',
        reference: `order-${i}`,
        customer_email: CUSTOMER,
      })
      t.equal(created.status, 201, `session ${i} created`)
      sessions.push(created.body.session_id as string)
    }
    const paid = sessions.slice(0, 3)
    for (const id of paid) {
      const sel = (await m.call('POST', `/api/v1/checkout/${id}/select-network`, { body: { network: 'ETH', currency: 'USDC' } })).body
      t.equal(
        (
          await m.api('POST', '/api/v1/sandbox/deposits', {
            network: 'ETH',
            currency: 'USDC',
            address: sel.address,
            amount: sel.amount_crypto,
          })
        ).status,
        201,
      )
      await eventually(async () => (await m.call('GET', `/api/v1/checkout/${id}/verify-now`)).body.status === 'paid', 30_000)
    }
    const alert = await eventually(async () => {
      const list = await get('/api/v1/analytics/fraud-alerts?environment=test&status=open')
      return list.alerts.find((a: { rule: string; subject: string }) => a.rule === 'session_burst' && a.subject === CUSTOMER)
    }, 30_000)
    t.match(alert, { status: 'open', environment: 'test', threshold: 10 })
    // The scan is periodic: one that ran between the tenth session and the eleventh raised the alert at ten.
    t.ok(alert.observed === 10 || alert.observed === 11, `observed at or past the threshold (${alert.observed})`)
    await eventually(async () => (await get('/api/v1/analytics/transactions?environment=test')).total === 3, 15_000)
    const overview = await get('/api/v1/analytics/overview?environment=test&days=30')
    t.match(overview, { currency: 'USD', total_volume: '36.00', transaction_count: 3 }, 'three paid sessions: 11 + 12 + 13 USD')
    const revenue = await get('/api/v1/analytics/revenue?environment=test&days=30&group=day&basis=fiat')
    const methods = await get('/api/v1/analytics/payment-methods?environment=test&days=30')
    t.ok(methods.methods.length >= 1, 'a payment method')

    const context = await browser.newContext({ locale: 'en-US', acceptDownloads: true, viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const rows = page.locator('#tx-rows tr[data-id]')

    await t.test('the page and its CSP', async (t) => {
      const res = await page.goto(`${platform.baseUrl}/dashboard/analytics`)
      t.equal(res?.status(), 200)
      const headers = res!.headers()
      t.match(headers['content-type'], /^text\/html/)
      t.match(headers['content-security-policy'], /script-src 'sha256-[^']+'(;|$)/, 'the one script by its hash, nothing else')
      t.notMatch(headers['content-security-policy'], /unsafe-inline|unsafe-eval/)
      t.equal(await page.locator('html').getAttribute('lang'), 'en')
      t.ok(await page.getByRole('heading', { name: 'Sign in' }).isVisible())
      t.same(await seriousViolations(page), [], 'sign-in form: no serious or critical axe-core violation')
    })

    await t.test('a wrong password is refused in the alert line', async (t) => {
      await page.getByLabel('Email').fill('owner@analytics.dev')
      await page.getByLabel('Password').fill('not the password')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.locator('#error:not([hidden])').waitFor()
      t.match(await page.getByRole('alert').textContent(), /^Something went wrong: /)
      t.ok(await page.locator('#signin').isVisible(), 'still signed out')
    })

    await t.test('sign in, switch to test: the overview as the API answers it, the charts drawn', async (t) => {
      await page.getByLabel('Password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.locator('body[data-loaded="live:30"]').waitFor()
      t.ok(await page.evaluate(() => (globalThis as any).sessionStorage.getItem('analytics.token')), 'the token is in sessionStorage')
      t.equal(await page.locator('#ov-transaction_count').textContent(), '0', 'live has nothing')
      await page.getByLabel('Test').check()
      await page.locator('body[data-loaded="test:30"]').waitFor()
      const money = (field: string) => `${overview[field]} ${overview.currency}`
      const rate = (s: string) => `${String(Number(s.replace('.', '').slice(0, 3)))}.${s.slice(4)}%`
      t.same(
        {
          total_volume: await page.locator('#ov-total_volume').textContent(),
          total_revenue: await page.locator('#ov-total_revenue').textContent(),
          net_sales: await page.locator('#ov-net_sales').textContent(),
          refunds: await page.locator('#ov-refunds').textContent(),
          average_sale: await page.locator('#ov-average_sale').textContent(),
          success_rate: await page.locator('#ov-success_rate').textContent(),
          transaction_count: await page.locator('#ov-transaction_count').textContent(),
        },
        {
          total_volume: money('total_volume'),
          total_revenue: money('total_revenue'),
          net_sales: money('net_sales'),
          refunds: money('refunds'),
          average_sale: money('average_sale'),
          success_rate: overview.success_rate === undefined ? 'n/a' : rate(overview.success_rate),
          transaction_count: String(overview.transaction_count),
        },
        'each figure is the API’s string with its currency',
      )
      t.equal(await page.locator('#ov-average_sale').textContent(), '12.00 USD')
      t.equal(await page.locator('#revenue-chart rect.bar').count(), revenue.points.length, 'a bar per day')
      t.equal(revenue.points.length, 30)
      const today = revenue.points.at(-1)
      t.equal(
        await page.locator(`#revenue-chart rect[data-date="${today.date}"] title`).textContent(),
        `${today.date}: ${today.revenue} USD`,
      )
      t.equal(await page.locator('#revenue-rows tr').count(), 30, 'the revenue as a table too')
      t.ok(Number(await page.locator(`#revenue-chart rect[data-date="${today.date}"]`).getAttribute('height')) > 0, 'today has a bar')
      t.equal(await page.locator('#methods-chart rect.bar').count(), methods.methods.length, 'a bar per payment method')
      t.equal(await page.locator('#methods-rows tr').count(), methods.methods.length)
      t.match(await page.locator('#methods-rows tr').first().textContent(), /USDC · ETH/)
      t.equal(await rows.count(), 3, 'the three payments')
      t.equal(await page.locator('#alerts li').count(), 1, 'the open alert')
      t.match(await page.locator(`#alerts li[data-alert-id="${alert.id}"]`).textContent(), alert.summary)
      t.same(await seriousViolations(page), [], 'dashboard (English): no serious or critical axe-core violation')
      fs.mkdirSync(SHOTS, { recursive: true })
      await page.screenshot({ path: path.join(SHOTS, 'analytics_dashboard.png'), fullPage: true, animations: 'disabled' })
    })

    await t.test('filter by a session id, then export what is shown', async (t) => {
      const all = await download(page)
      t.equal(all.lines[0], CSV_HEADER, 'the header line')
      t.equal(all.lines.length, 1 + 3, 'a line per transaction')
      t.match(all.name, /^transactions-test-\d{4}-\d{2}-\d{2}\.csv$/)
      await page.getByLabel('Search (reference, session id, e-mail)').fill(paid[1]!)
      await page.getByRole('button', { name: 'Apply filters' }).click()
      await page.locator(`#tx-table[data-search="${paid[1]}"]`).waitFor()
      t.equal(await rows.count(), 1, 'narrowed to the one payment')
      t.match(await rows.first().textContent(), paid[1]!)
      t.equal(await page.locator('#tx-shown').textContent(), 'Showing 1–1 of 1')
      const one = await download(page)
      t.equal(one.lines[0], CSV_HEADER)
      t.equal(one.lines.length, 2, 'the export has the same filter')
      t.ok(one.lines[1]!.includes(paid[1]!))
      t.match(await page.getByRole('status').textContent(), /^Downloaded transactions-test-/)
    })

    await t.test('dismiss the alert with a reason', async (t) => {
      const item = page.locator(`#alerts li[data-alert-id="${alert.id}"]`)
      await item.getByRole('button', { name: 'Dismiss', exact: true }).click()
      await item.getByRole('button', { name: 'Dismiss alert' }).click()
      t.equal(await item.getByRole('alert').textContent(), 'Please give a reason.', 'an empty reason is not sent')
      await item.getByLabel('Why is this alert harmless?').fill('load test from our QA team')
      t.same(await seriousViolations(page), [], 'the open dismiss form: no serious or critical violation')
      await item.getByRole('button', { name: 'Dismiss alert' }).click()
      await item.waitFor({ state: 'detached' })
      t.equal(await page.getByRole('status').textContent(), 'Alert dismissed.')
      t.ok(await page.getByText('No open fraud alerts.').isVisible())
      const list = await get('/api/v1/analytics/fraud-alerts?environment=test&status=dismissed')
      t.match(
        list.alerts.find((a: { id: string }) => a.id === alert.id),
        { status: 'dismissed', resolution_reason: 'load test from our QA team', resolved_at: String },
      )
      t.equal((await get('/api/v1/analytics/fraud-alerts?environment=test')).open, 0)
    })

    await t.test('German: ?lang=de and Accept-Language', async (t) => {
      await page.goto(`${platform.baseUrl}/dashboard/analytics?lang=de`)
      await page.locator('body[data-loaded="live:30"]').waitFor()
      t.equal(await page.locator('html').getAttribute('lang'), 'de')
      t.ok(await page.getByRole('heading', { name: 'Analyse-Dashboard' }).isVisible(), 'still signed in (sessionStorage)')
      await page.getByLabel('Test').check()
      await page.locator('body[data-loaded="test:30"]').waitFor()
      t.ok(await page.getByRole('button', { name: 'CSV exportieren' }).isVisible())
      t.ok(await page.getByRole('heading', { name: 'Offene Betrugswarnungen' }).isVisible())
      t.equal(await page.locator('#ov-total_volume').textContent(), `${overview.total_volume} USD`)
      t.equal(await page.getByRole('status').textContent(), 'Aktualisiert.')
      t.same(await seriousViolations(page), [], 'dashboard (German): no serious or critical axe-core violation')
      await page.getByRole('button', { name: 'Abmelden' }).click()
      t.ok(await page.getByRole('heading', { name: 'Anmelden' }).isVisible(), 'signed out')
      t.same(await seriousViolations(page), [], 'German sign-in: no serious or critical violation')
      const byHeader = await fetch(`${platform.baseUrl}/dashboard/analytics`, {
        headers: { 'accept-language': 'fr;q=0.9, de-CH;q=0.8, en;q=0.5' },
      })
      t.match(await byHeader.text(), /<html lang="de">/, 'the best language the catalogue has')
      t.equal(byHeader.headers.get('vary'), 'accept-language')
      const forced = await fetch(`${platform.baseUrl}/dashboard/analytics?lang=en`, { headers: { 'accept-language': 'de' } })
      t.match(await forced.text(), /<html lang="en">/, '?lang wins over Accept-Language')
    })
    await t.test('two-factor sign-in: the page asks for the code, then signs in with it', async (t) => {
      const u = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'otp@analytics.dev' })
      const setup = await u.dashboard('POST', '/api/v1/auth/2fa/setup')
      const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret), digits: 6, period: 30 })
      t.equal((await u.dashboard('POST', '/api/v1/auth/2fa/enable', { code: totp.generate() })).status, 200)
      const other = await browser.newContext({ locale: 'en-US' })
      const p = await other.newPage()
      await p.goto(`${platform.baseUrl}/dashboard/analytics`)
      await p.getByLabel('Email').fill('otp@analytics.dev')
      await p.getByLabel('Password').fill(PASSWORD)
      await p.getByRole('button', { name: 'Sign in' }).click()
      await p.getByLabel('Two-factor code').waitFor()
      t.match(await p.getByRole('status').textContent(), /^Two-factor authentication is on/)
      t.same(await seriousViolations(p), [], 'the code field: no serious or critical violation')
      // The next period's code (the platform accepts one period either side; the current one enabled 2FA).
      await p.getByLabel('Two-factor code').fill(totp.generate({ timestamp: Date.now() + 30_000 }))
      await p.getByRole('button', { name: 'Sign in' }).click()
      await p.locator('body[data-loaded="live:30"]').waitFor()
      t.equal(await p.locator('#ov-transaction_count').textContent(), '0', 'signed in: its own (empty) figures')
      await other.close()
    })
    await context.close()
  },
)
