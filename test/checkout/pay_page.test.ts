/**
 * The hosted pay page in headless Chromium, through every state a customer
 * can be in, with sandbox deposits and a manual clock (a deposit stays
 * detected until the clock passes the sandbox block time; sessions expire
 * when it passes their lifetime). Each state: what is shown and what is
 * not, no serious or critical axe-core violation, a screenshot in
 * docs/pay_page/. Then branding (business plan: logo and colour; starter:
 * the default look; enterprise: no platform name), German, and a 404.
 */
import fs from 'node:fs'
import t, { type Test } from 'tap'
import { eventually } from '../support/merchant'
import { payPageRig } from './pay_page_rig'
import { CHROMIUM, decimal, discPng, seriousViolations, shoot, shownAndServed, units, viewShown } from './pay_page_support'

process.env.DEPOSIT_POLL_MS = '100'
const BLOCK_MS = 60_000
process.env.SANDBOX_BLOCK_TIME_MS = String(BLOCK_MS)

/** The id of the focused element, read in the page. */
const activeId = () => (globalThis as any).document.activeElement?.id as string
/** A computed style of an element, read in the page. */
const cssOf = (e: unknown, property: string) => (globalThis as any).getComputedStyle(e)[property] as string

t.test(
  'hosted page in Chromium: every state, accessibility, branding, language',
  { skip: fs.existsSync(CHROMIUM) ? false : 'chromium is not installed (.ci/run installs it from Debian)' },
  async (t) => {
    const { platform, clock, browser, shop, starter, onboard, create, pageUrl, state, deposit, select } = await payPageRig(t)

    // Branding: a logo drawn here, an accent colour and a display name; a starter merchant may not.
    const logo = discPng(96)
    const branded = await shop.dashboard('PUT', '/api/v1/settings/branding', {
      display_name: 'Blue Mug Co.',
      accent_color: '#0B6E4F',
      logo: `data:image/png;base64,${logo.toString('base64')}`,
    })
    t.match(branded, { status: 200, body: { custom_branding: true, accent_color: '#0b6e4f', logo_content_type: 'image/png' } })
    t.match(await starter.dashboard('PUT', '/api/v1/settings/branding', { accent_color: '#ff0000' }), {
      status: 403,
      body: { code: 'PLAN_FEATURE_UNAVAILABLE' },
    })
    t.match(await shop.dashboard('PUT', '/api/v1/settings/branding', { logo: Buffer.from('<svg onload=alert(1)>').toString('base64') }), {
      status: 400,
      body: { code: 'INVALID_LOGO' },
    })

    const main = await create(shop, { description: 'Blue mug', callback_url: 'https://shop.example/thanks' })
    const [over, failing, expiring, late] = (await Promise.all([1, 2, 3, 4].map(() => create(shop, {})))) as [
      string,
      string,
      string,
      string,
    ]
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' })).newPage()
    const visible = (selector: string) => page.locator(selector).isVisible()
    const status = () => page.getByRole('status').textContent()
    const check = async (t: Test, view: string) => {
      t.same(await seriousViolations(page), [], `${view}: no serious or critical axe-core violation`)
      const [shown, served] = await shownAndServed(page)
      t.equal(shown, served, `${view}: the script shows what the server draws`)
      t.ok((await shoot(page, view)) > 5_000, `${view}: screenshot saved`)
    }

    await t.test('choose: the branded frame, the test banner, the countdown and the networks', async (t) => {
      await page.goto(pageUrl(main))
      await viewShown(page, 'choose')
      t.equal(await status(), 'Choose how you want to pay')
      t.equal(await page.locator('#merchant').textContent(), 'Blue Mug Co.', 'the display name, not the business name')
      t.equal(await page.locator('#amount').textContent(), '$24.50', 'Intl currency format')
      t.equal(await page.locator('#description').textContent(), 'Blue mug')
      t.match(await page.locator('#banner').textContent(), /^Test payment: no real funds/)
      t.ok(await visible('#banner'), 'a test session says so')
      t.ok(await page.getByAltText('Blue Mug Co. logo').isVisible(), 'the merchant logo')
      const naturalWidth = await page.locator('#logo').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)
      t.equal(naturalWidth, 96, 'the logo is served by the platform and loads')
      t.equal(await page.locator('header').evaluate(cssOf, 'borderTopColor'), 'rgb(11, 110, 79)', 'the accent colour')
      t.equal(await page.locator('#go').evaluate(cssOf, 'backgroundColor'), 'rgb(11, 110, 79)')
      t.match(await page.locator('#countdown').textContent(), /^Time left: (29|30):\d\d$/)
      t.ok(await page.getByLabel('Pay with').isVisible(), 'the network choice is labelled')
      t.notOk(await visible('#qr'), 'no QR code before a network is chosen')
      await check(t, 'choose')
    })

    let address = ''
    await t.test('waiting: keyboard only, the QR code, the exact amount, the address, copy buttons', async (t) => {
      await page.getByLabel('Pay with').focus()
      await page.getByLabel('Pay with').selectOption('POL:USDC')
      await page.keyboard.press('Tab')
      t.equal(await page.evaluate(activeId), 'go', 'Tab reaches the button')
      await page.keyboard.press('Enter')
      await viewShown(page, 'waiting')
      t.equal(await page.evaluate(activeId), 'status', 'focus moves to the new status, not to the top of the page')
      t.equal(await status(), 'Waiting for your payment')
      address = (await page.getByTestId('address').textContent())!
      t.match(address, /^0x[0-9a-fA-F]{40}$/)
      t.ok(await page.getByAltText(/^QR code to pay [\d.,]+\u00a0USDC to 0x/).isVisible(), 'the QR code, described')
      const due = (await state(main)).selection.amount_crypto as string
      t.equal(await page.locator('#crypto').textContent(), `${Number(due).toLocaleString('en-US', { maximumFractionDigits: 6 })}\u00a0USDC`)
      t.ok(await page.getByRole('button', { name: 'Copy address' }).isVisible())
      t.ok(await page.getByRole('button', { name: 'Copy amount' }).isVisible())
      t.ok(await visible('#countdown'))
      t.match((await state(main)).selection.payment_uri, /^sandbox:POL:USDC:/, 'a test session’s URI is no mainnet payment')
      await check(t, 'waiting')
    })

    // Every selection now, while the simulated market's prices are fresh for the manual clock.
    const chosen = await Promise.all([
      select(over, 'POL', 'USDC'),
      select(failing, 'TRX', 'TRX'),
      select(expiring, 'LTC', 'LTC'),
      select(late, 'POL', 'USDC'),
    ])
    t.same(
      chosen.map((r) => r.status),
      [200, 200, 200, 200],
      'the other sessions have their networks',
    )

    await t.test('detected: confirmations 0 of 1 and the transaction; no QR code while it confirms', async (t) => {
      const due = units((await state(main)).selection.amount_crypto, 6)
      const sent = await deposit(address, 'POL', 'USDC', decimal(due / 2n, 6))
      await viewShown(page, 'detected')
      t.equal(await status(), 'Payment seen, waiting for confirmation')
      t.equal(await page.locator('#progress').textContent(), 'Confirmations: 0 of 1')
      t.match(await page.getByTestId('tx').textContent(), sent.body.tx_hash)
      t.notOk(await visible('#qr'), 'no QR code while the payment confirms')
      await check(t, 'detected')
    })

    await t.test('partial: what arrived, what is left, a QR code of the rest (live, no reload)', async (t) => {
      clock.advance(BLOCK_MS)
      await viewShown(page, 'partial')
      t.equal(await status(), 'Partly paid: please send the rest')
      const sel = (await state(main)).selection
      t.match(await page.locator('#received').textContent(), /^Received [\d.,]+\u00a0USDC of [\d.,]+\u00a0USDC\.$/)
      t.ok(await page.getByAltText(/^QR code to pay the remaining/).isVisible(), 'a QR code of the remainder')
      t.match(sel.remaining_uri, new RegExp(`amount=${sel.remaining_amount}$`), 'its URI asks for the rest only')
      await check(t, 'partial')
    })

    await t.test('paid: a receipt; QR code, countdown and instructions gone; back to the shop; polling stops', async (t) => {
      const rest = (await state(main)).selection.remaining_amount as string
      await deposit(address, 'POL', 'USDC', rest)
      await viewShown(page, 'detected')
      clock.advance(BLOCK_MS)
      await viewShown(page, 'paid')
      t.equal(await status(), 'Paid. Thank you!')
      t.ok(await page.locator('#receipt').isVisible(), 'the receipt')
      t.match(await page.locator('#receipt').textContent(), /Amount\$24\.50Paid in crypto.*USDCNetworkPolygonTime/)
      t.equal(await page.locator('.tx').count(), 2, 'both transactions on the receipt')
      for (const gone of ['#qr', '#countdown', '#address', '#crypto', '#choose']) t.notOk(await visible(gone), `${gone} is gone`)
      t.notMatch(await page.locator('main').textContent(), /Send exactly/, 'nothing asks for a payment')
      t.equal(await page.getByRole('link', { name: 'Return to the shop' }).getAttribute('href'), 'https://shop.example/thanks')
      const polls: string[] = []
      page.on('request', (r) => r.url().includes('/page') && polls.push(r.url()))
      await page.waitForTimeout(3_500)
      t.same(polls, [], 'no more polling once the state is final')
      await check(t, 'paid')
    })

    await t.test('settling on a time-settled network, then failed (live); overpaid: what happens next', async (t) => {
      const o = (await state(over)).selection
      await deposit(o.address, 'POL', 'USDC', decimal((units(o.amount_crypto, 6) * 3n) / 2n, 6))
      const f = (await state(failing)).selection
      await deposit(f.address, 'TRX', 'TRX', f.amount_crypto, 'fail')
      await page.goto(pageUrl(failing))
      await viewShown(page, 'detected')
      t.equal(await page.locator('#progress').textContent(), 'Settling on the TRON network…', 'no confirmation count on TRON')
      clock.advance(BLOCK_MS)
      await viewShown(page, 'failed')
      t.equal(await status(), 'The payment did not go through')
      t.match(await page.locator('#explain').textContent(), /no payment was made/)
      t.notOk(await visible('#qr'))
      t.notOk(await visible('#countdown'))
      await check(t, 'failed')
      await page.goto(pageUrl(over))
      await viewShown(page, 'overpaid')
      t.equal(await status(), 'Paid, with more than was due')
      t.match(await page.locator('#explain').textContent(), /more than the .* due\. The order is paid\./)
      t.ok(await page.locator('#receipt').isVisible())
      t.notOk(await visible('#qr'))
      t.notOk(await visible('#return'), 'no way back without an http(s) callback_url')
      await check(t, 'overpaid')
    })

    await t.test('expired (live, at the deadline) and paid late', async (t) => {
      await page.goto(pageUrl(expiring))
      await viewShown(page, 'waiting')
      clock.advance(31 * 60_000)
      await viewShown(page, 'expired', 30_000)
      t.equal(await status(), 'This payment has expired')
      t.match(await page.locator('#explain').textContent(), /return to the shop and start the payment again/)
      for (const gone of ['#qr', '#countdown', '#address']) t.notOk(await visible(gone), `${gone} is gone`)
      await check(t, 'expired')
      const l = (await state(late)).selection
      await deposit(l.address, 'POL', 'USDC', l.amount_crypto)
      await eventually(async () => ((await state(late)).payments.length === 1 ? true : undefined))
      clock.advance(BLOCK_MS)
      await eventually(async () => ((await state(late)).view === 'paid_late' ? true : undefined))
      await page.goto(pageUrl(late))
      await viewShown(page, 'paid_late')
      t.equal(await status(), 'Your payment arrived after the time ran out')
      t.match(await page.locator('#explain').textContent(), /contact them to complete the order or to get a refund/)
      t.equal(await page.locator('.tx').count(), 1, 'the late transaction')
      t.notOk(await visible('#qr'))
      await check(t, 'paid_late')
    })

    await t.test('a starter merchant’s page has the default look; German follows Accept-Language', async (t) => {
      const plain = await create(starter, { amount: 19.99 })
      const german = await (
        await browser.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' } })
      ).newPage()
      t.teardown(() => german.close())
      await german.goto(pageUrl(plain))
      await viewShown(german, 'choose')
      t.equal(await german.getByRole('status').textContent(), 'Wählen Sie, wie Sie bezahlen möchten')
      t.equal(await german.locator('#amount').textContent(), '19,99\u00a0$', 'German number format')
      t.equal(await german.locator('html').getAttribute('lang'), 'de')
      t.equal(await german.locator('#logo').count(), 0, 'no logo')
      t.equal(await german.locator('#merchant').textContent(), 'Shop plain@test.dev', 'the business name')
      t.equal(await german.locator('header').evaluate(cssOf, 'borderTopColor'), 'rgb(31, 79, 209)', 'the default colour')
      t.equal(await german.locator('#platform').textContent(), 'Zahlungen über Payments platform', 'the platform is named')
      t.same(await seriousViolations(german), [], 'German page: no serious or critical violation')
      t.equal((await fetch(`${platform.baseUrl}/pay/${plain}/logo`)).status, 404, 'no logo to serve')
    })

    await t.test('white label hides the platform name; an unknown session is a 404 page', async (t) => {
      const ent = await onboard('ent@test.dev', 'enterprise')
      const html = await (await fetch(pageUrl(await create(ent, {})))).text()
      t.notMatch(html, /Payments platform/, 'white label: the platform is not named')
      t.notMatch(html, /id="platform"/, 'no platform footer')
      t.match(html, /<h1 id="merchant">Shop ent@test\.dev<\/h1>/, 'the business name; no custom branding set')
      const missing = await fetch(`${platform.baseUrl}/pay/00000000-0000-4000-8000-000000000000`)
      t.equal(missing.status, 404)
      t.match(await missing.text(), /Payment not found/)
    })
  },
)
