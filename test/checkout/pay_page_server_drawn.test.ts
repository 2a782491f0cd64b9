/**
 * The hosted page is drawn by the server (issue #29, item 6): `/pay/{uuid}`
 * fetched as HTML has the amount, the currency choices or the address and
 * QR code, never "Loading…"; Chromium with JavaScript off shows them and
 * says the page will not update by itself; with JavaScript on, the script
 * takes the page over without drawing it again or asking for the session.
 */
import fs from 'node:fs'
import t from 'tap'
import { payPageRig } from './pay_page_rig'
import { CHROMIUM, shoot } from './pay_page_support'

/** Watches #panel from the first byte: how many nodes anything but the parser took out of it. */
const PANEL_WATCH = `new MutationObserver((records) => {
  for (const r of records) if (r.target.id === 'panel') window.__removed = (window.__removed || 0) + r.removedNodes.length
}).observe(document, { childList: true, subtree: true })`

t.test(
  'the pay page is drawn on the server: in its HTML, without JavaScript, and taken over without a redraw',
  { skip: fs.existsSync(CHROMIUM) ? false : 'chromium is not installed (.ci/run installs it from Debian)' },
  async (t) => {
    const { browser, shop, create, pageUrl, state, select } = await payPageRig(t)
    const choose = await create(shop, { description: 'Blue mug' })
    const waiting = await create(shop, {})
    t.equal((await select(waiting, 'POL', 'USDC')).status, 200)
    const sel = (await state(waiting)).selection

    await t.test('the HTML: the view, its content and the embedded state', async (t) => {
      const response = await fetch(pageUrl(choose), { headers: { 'accept-language': 'en-US' } })
      t.match(response.headers.get('content-security-policy'), /script-src 'sha256-[A-Za-z0-9+/]+=*';/, 'the script runs by its hash')
      const html = await response.text()
      t.notMatch(html, /Loading/, 'no placeholder')
      t.match(html, /<body data-session="[^"]+" data-view="choose">/)
      t.match(html, /id="amount">\$24\.50</)
      t.match(html, /id="description">Blue mug</)
      t.match(html, /class="status choose"[^>]*>Choose how you want to pay</)
      t.match(html, /<option value="POL:USDC">USDC on Polygon<\/option>/, 'the currency choices')
      const drawn = await (await fetch(pageUrl(waiting))).text()
      t.match(drawn, /class="status waiting"[^>]*>Waiting for your payment</)
      t.match(drawn, `data-testid="address">${sel.address}<`, 'the address')
      t.match(drawn, /<img class="qr" id="qr" src="data:image\/png;base64,[^"]+" alt="QR code to pay [\d.]+\u00a0USDC to 0x/)
      t.match(drawn, /id="crypto">[\d.,]+\u00a0USDC</, 'the crypto amount')
      t.match(drawn, /"view":"waiting"/, 'the state the script takes over from')
    })

    await t.test('Chromium without JavaScript shows the view and says it will not update', async (t) => {
      const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US', viewport: { width: 390, height: 844 } })
      t.teardown(() => context.close())
      const page = await context.newPage()
      await page.goto(pageUrl(choose))
      t.equal(await page.locator('#amount').textContent(), '$24.50')
      t.equal(await page.getByRole('status').textContent(), 'Choose how you want to pay')
      t.ok(await page.getByLabel('Pay with').isVisible(), 'the labelled currency choice')
      t.ok((await page.locator('#option option').count()) > 1, 'with the offered currencies')
      t.match(await page.locator('#countdown').textContent(), /^Time left: (29|30):\d\d$/)
      t.match(await page.locator('#noscript').textContent(), /^Choosing how to pay needs JavaScript/)
      t.notOk(await page.locator('#go').isVisible(), 'no button that cannot work')
      await page.goto(pageUrl(waiting))
      t.equal(await page.getByRole('status').textContent(), 'Waiting for your payment')
      t.equal(await page.getByTestId('address').textContent(), sel.address)
      t.ok(await page.getByAltText(/^QR code to pay [\d.,]+\u00a0USDC to 0x/).isVisible(), 'the QR code')
      const box = await page.locator('#qr').boundingBox()
      t.ok(box && box.width === 220 && box.height === 220, 'the QR code is drawn at its size')
      t.ok(await page.getByRole('link', { name: 'Reload this page' }).isVisible(), 'a way to see what changed')
      t.match(await page.locator('#noscript').textContent(), /does not update by itself/)
      for (const gone of ['#copy-address', '#copy-amount'])
        t.notOk(await page.locator(gone).isVisible(), `${gone}: hidden, it needs JavaScript`)
      t.notOk(await page.getByText('This page updates by itself').isVisible(), 'no promise the page cannot keep')
      // No axe-core here: it runs as a script in the page. The markup is the one axe checks in pay_page.test.ts.
      t.ok((await shoot(page, 'waiting_no_script')) > 5_000, 'screenshot saved')
    })

    await t.test('with JavaScript the script takes over: no redraw, no fetch to draw, local times', async (t) => {
      const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Asia/Tokyo' })
      t.teardown(() => context.close())
      await context.addInitScript(PANEL_WATCH)
      const page = await context.newPage()
      const asked: string[] = []
      page.on('request', (r) => r.url().includes('/page') && asked.push(r.url()))
      await page.goto(pageUrl(waiting))
      await page.waitForTimeout(500)
      t.equal(await page.evaluate(() => (globalThis as any).__removed ?? 0), 0, 'nothing the server drew was replaced')
      t.same(asked, [], 'the page did not ask for the session to draw it')
      t.match(await page.locator('#pay-by').textContent(), /^Pay by \d{1,2}:\d\d\s?[AP]M$/, 'the deadline in local time')
      t.notOk(await page.locator('#noscript').isVisible(), 'no JavaScript note')
      t.ok(await page.locator('#copy-address').isVisible(), 'the copy buttons')
    })
  },
)
