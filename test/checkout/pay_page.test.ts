import fs from 'node:fs'
import path from 'node:path'
import t from 'tap'
import { chromium } from 'playwright-core'
import { accessModule } from '../../roles/products/access'
import { checkoutModule } from '../../roles/products/checkout'
import { webhooksModule } from '../../roles/products/webhooks'
import { chainsModule } from '../../roles/products/chains'
import { sandboxModule } from '../../roles/products/sandbox'
import { createTestDb } from '../support/db'
import { onboardMerchant } from '../support/merchant'
import { startTestPlatform } from '../support/platform'

process.env.DEPOSIT_POLL_MS = '100'
const CHROMIUM = '/usr/bin/chromium'
export const SCREENSHOT = path.join(process.cwd(), '.data', 'screenshots', 'pay_page_paid.png')

t.test(
  'hosted page in headless Chromium: pick a network, read the address, watch it turn paid',
  { skip: fs.existsSync(CHROMIUM) ? false : 'chromium is not installed (.ci/run installs it from Debian)' },
  async (t) => {
    const db = await createTestDb('copage')
    const platform = await startTestPlatform(db, [accessModule, webhooksModule, sandboxModule, chainsModule, checkoutModule])
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
    t.teardown(async () => {
      await browser.close()
      await platform.close()
      await db.drop()
    })
    const m = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'page@test.dev' })
    await m.dashboard('POST', '/api/v1/settings/wallet/generate')
    const created = await m.api('POST', '/api/v1/checkout/create', { amount: 19.99, currency: 'USD', description: 'Blue mug' })

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(created.body.payment_url.replace(/^https?:\/\/[^/]+/, platform.baseUrl))
    await page.getByRole('status').filter({ hasText: 'Waiting for payment' }).waitFor()
    t.equal(await page.locator('#amount').textContent(), '19.99 USD')
    await page.getByLabel('Pay with').selectOption('POL:USDC')
    await page.getByRole('button', { name: 'Show payment address' }).click()
    const addressBox = page.getByTestId('address')
    await addressBox.filter({ hasText: /^0x/ }).waitFor()
    const address = (await addressBox.textContent())!
    t.match(address, /^0x[0-9a-fA-F]{40}$/, 'the page shows the session address')
    t.ok(await page.getByAltText(/QR code/).isVisible(), 'the QR code is shown')
    const amount = (await page.locator('#crypto').textContent())!.split(' ')[0]!
    await page.reload()
    await addressBox.filter({ hasText: address }).waitFor()
    t.ok(await page.getByAltText(/QR code/).isVisible(), 'after a reload the address and the QR code are still there')

    const paid = await m.api('POST', '/api/v1/sandbox/deposits', { network: 'POL', currency: 'USDC', address, amount })
    t.equal(paid.status, 201)
    await page.getByRole('status').filter({ hasText: 'Paid' }).waitFor({ timeout: 20_000 })
    fs.mkdirSync(path.dirname(SCREENSHOT), { recursive: true })
    await page.screenshot({ path: SCREENSHOT, fullPage: true })
    t.ok(fs.statSync(SCREENSHOT).size > 1000, `screenshot saved to ${SCREENSHOT}`)
    const missing = await fetch(`${platform.baseUrl}/pay/00000000-0000-4000-8000-000000000000`)
    t.equal(missing.status, 404, 'a link to no session is a 404 page')
    t.match(await missing.text(), /Payment not found/)
  },
)
