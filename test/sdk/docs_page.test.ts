/**
 * /docs is Redoc rendered by Redocly CLI from the served /openapi.json: one standalone page (no script or
 * style loaded from elsewhere), kept after the first render, served gzipped, opening on the merchant's
 * introduction with the products in the order a merchant meets them, and readable in a browser with every
 * request off this machine refused (offline).
 */
import fs from 'node:fs'
import http from 'node:http'
import t from 'tap'
import { chromium } from 'playwright-core'
import { BUILT_IN_MODULES } from '../../roles/modules'
import { createTestDb } from '../support/db'
import { startTestPlatform } from '../support/platform'

const CHROMIUM = '/usr/bin/chromium'

t.test('GET /docs: the Redoc reference of the current document, standalone and offline', async (t) => {
  const db = await createTestDb('sdk_docs')
  const platform = await startTestPlatform(db, [...BUILT_IN_MODULES])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const first = await fetch(`${platform.baseUrl}/docs`)
  t.equal(first.status, 200)
  t.match(first.headers.get('content-type'), /text\/html/)
  const html = await first.text()
  t.match(html, /<title>Payments platform API<\/title>/)
  t.match(html, /redoc/i, 'rendered by Redoc')
  t.match(html, /Create a business and its owner/, 'carries the operations of /openapi.json')
  t.notMatch(html, /<script[^>]+src=/, 'no script loaded from elsewhere')
  t.notMatch(html, /<link[^>]+stylesheet[^>]+href="http/, 'no remote stylesheet')
  const menu = ['Getting started', 'Authentication', 'Errors', 'Idempotency', 'Checkout sessions', 'Customer wallets']
  const at = [...menu, 'Administration'].map((label) => html.indexOf(`>${label}<`))
  t.ok(
    at.every((i, n) => i > 0 && (n === 0 || i > at[n - 1]!)),
    'the menu: the introduction, then the products in order, operators last',
  )

  // What a browser downloads: the page gzipped (fetch above took it gzipped too and inflated it).
  const wire = await new Promise<{ encoding: string | undefined; bytes: number }>((resolve, reject) => {
    http
      .get(`${platform.baseUrl}/docs`, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
        let bytes = 0
        res.on('data', (chunk: Buffer) => (bytes += chunk.length))
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes }))
      })
      .on('error', reject)
  })
  t.equal(wire.encoding, 'gzip', 'served gzipped to a client that takes it')
  t.ok(wire.bytes < 1_000_000, `under 1 MB on the wire (${wire.bytes} bytes; ${Buffer.byteLength(html)} inflated)`)

  const started = Date.now()
  t.equal(await (await fetch(`${platform.baseUrl}/docs`)).text(), html, 'the same page again')
  t.ok(Date.now() - started < 1000, 'kept, not rendered again')

  await t.test(
    'readable in Chromium with the network off',
    { skip: fs.existsSync(CHROMIUM) ? false : 'chromium is not installed' },
    async (t) => {
      const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] })
      t.teardown(() => browser.close())
      const page = await browser.newPage()
      const refused: string[] = []
      await page.route('**/*', (route) => {
        if (route.request().url().startsWith(platform.baseUrl)) return route.continue()
        refused.push(route.request().url())
        return route.abort()
      })
      await page.goto(`${platform.baseUrl}/docs`)
      // It opens on the introduction; the first product is one click away.
      await page.getByRole('heading', { name: 'Getting started' }).waitFor({ timeout: 30_000 })
      t.ok(await page.getByText('Hosted payment page', { exact: true }).first().isVisible(), 'every tag is in the menu')
      await page.getByText('Checkout sessions', { exact: true }).first().click()
      await page.getByText('/api/v1/checkout/list').first().waitFor({ timeout: 30_000 })
      t.ok(await page.getByText('/api/v1/checkout/stats').first().isVisible(), 'the operations of a tag are listed')
      t.notOk(
        refused.some((u) => /\.js(\?|$)|\.css(\?|$)/.test(u)),
        `no script or style was needed from outside (${refused.length} other requests refused)`,
      )
    },
  )
})
