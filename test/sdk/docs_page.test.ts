/**
 * /docs is Redoc rendered by Redocly CLI from the served /openapi.json: one standalone page (no script or
 * style loaded from elsewhere), kept after the first render, and readable in a browser with every request
 * off this machine refused (offline).
 */
import fs from 'node:fs'
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
      await page.getByText('/api/v1/auth/register').first().waitFor({ timeout: 30_000 })
      t.ok(await page.getByText('/api/v1/auth/login').first().isVisible(), 'the operations of a tag are listed')
      t.ok(await page.getByText('checkout-public', { exact: true }).first().isVisible(), 'every tag is in the menu')
      t.notOk(
        refused.some((u) => /\.js(\?|$)|\.css(\?|$)/.test(u)),
        `no script or style was needed from outside (${refused.length} other requests refused)`,
      )
    },
  )
})
