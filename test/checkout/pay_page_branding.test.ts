/**
 * The branding settings through the API, without a browser: set, read,
 * remove; what the page and the logo URL show follows the plan the
 * merchant has when the page is drawn (a downgrade takes the branding off,
 * an upgrade brings it back without setting it again).
 */
import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { checkoutModule } from '../../actors/checkout/module'
import { createTestDb } from '../support/db'
import { onboardMerchant } from '../support/merchant'
import { startTestPlatform } from '../support/platform'
import { discPng } from './pay_page_support'

t.test('branding settings: set, read, remove; shown only while the plan has custom_branding', async (t) => {
  const db = await createTestDb('cobrand')
  const platform = await startTestPlatform(db, [accessModule, checkoutModule])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const m = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'brand@test.dev', plan: 'business' })
  const plan = (name: string) =>
    m.call('PUT', `/admin/businesses/${m.businessId}/subscription`, {
      headers: { 'x-admin-token': platform.adminToken },
      body: { plan: name, duration: 'monthly' },
    })
  const id = (await m.api('POST', '/api/v1/checkout/create', { amount: 5, currency: 'EUR' })).body.session_id as string
  const html = async () => (await fetch(`${platform.baseUrl}/pay/${id}`)).text()
  const logo = () => fetch(`${platform.baseUrl}/pay/${id}/logo`)

  t.match(await m.dashboard('GET', '/api/v1/settings/branding'), { status: 200, body: { custom_branding: true, white_label: false } })
  const png = discPng(48)
  const set = await m.dashboard('PUT', '/api/v1/settings/branding', {
    display_name: ' Mugs ',
    accent_color: '#AA3300',
    logo: png.toString('base64'),
  })
  t.match(set.body, { display_name: 'Mugs', accent_color: '#aa3300', logo_content_type: 'image/png', logo_bytes: png.length })
  t.match(await html(), /<h1 id="merchant">Mugs<\/h1>/)
  t.match(await html(), /--accent:#aa3300;--on-accent:#ffffff/)
  const served = await logo()
  t.equal(served.status, 200)
  t.equal(served.headers.get('content-type'), 'image/png')
  t.equal(served.headers.get('x-content-type-options'), 'nosniff')
  t.same(Buffer.from(await served.arrayBuffer()), png, 'the platform serves the bytes it was given')

  t.match(
    await m.dashboard('PUT', '/api/v1/settings/branding', { accent_color: '#ffee00' }),
    { body: { display_name: 'Mugs', logo_bytes: png.length } },
    'fields left out stay',
  )
  t.match(await html(), /--accent:#ffee00;--on-accent:#111111/, 'dark text on a light accent')
  t.match(await m.dashboard('PUT', '/api/v1/settings/branding', { accent_color: 'red' }), { status: 400 })
  t.match(await m.dashboard('PUT', '/api/v1/settings/branding', { logo: discPng(1200).toString('base64') }), {
    status: 400,
    body: { code: 'INVALID_LOGO', error: /1024x1024/ },
  })

  await plan('starter')
  t.notMatch(await html(), /Mugs|id="logo"/, 'a starter plan shows the default look')
  t.match(await html(), /--accent:#1f4fd1/)
  t.equal((await logo()).status, 404, 'and serves no logo')
  t.match(await m.dashboard('PUT', '/api/v1/settings/branding', { display_name: 'x' }), {
    status: 403,
    body: { code: 'PLAN_FEATURE_UNAVAILABLE' },
  })
  t.match(
    await m.dashboard('GET', '/api/v1/settings/branding'),
    { body: { custom_branding: false, display_name: 'Mugs' } },
    'kept, not shown',
  )

  await plan('enterprise')
  t.match(await html(), /<h1 id="merchant">Mugs<\/h1>/, 'an upgrade brings it back')
  t.notMatch(await html(), /Payments by/, 'white label')
  t.match(await m.dashboard('PUT', '/api/v1/settings/branding', { logo: '', display_name: '' }), { status: 200 })
  t.equal((await logo()).status, 404, 'a removed logo is gone')
  t.match(await html(), /<h1 id="merchant">Shop brand@test\.dev<\/h1>/, 'a removed name falls back to the business name')
})
