/**
 * The SDK's example scripts run against a started platform (every built-in module, as `npm start`), each in
 * its own process through the compiled SDK: checkout paid in the sandbox with a verified webhook; a WaaS
 * wallet, derive, sandbox deposit and transfer; the market stream's snapshot, ticks and resume.
 */
import t from 'tap'
import { BUILT_IN_MODULES } from '../../roles/modules'
import { createPlatformClient, PlatformApiError, unwrap } from '../../sdk/src'
import { createTestDb } from '../support/db'
import { onboardMerchant } from '../support/merchant'
import { startTestPlatform } from '../support/platform'
import { runExample } from './run_example'

t.test('SDK examples against a started platform', async (t) => {
  const db = await createTestDb('sdk_examples')
  const platform = await startTestPlatform(db, [...BUILT_IN_MODULES], { env: { DEPOSIT_POLL_MS: '100', WALLET_TRACK_MS: '100' } })
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const m = await onboardMerchant(platform.baseUrl, platform.adminToken, {
    email: 'sdk-examples@test.dev',
    plan: 'professional',
    permissions: ['checkout:manage', 'checkout:view', 'wallet:manage', 'wallet:view', 'wallet:transfer'],
  })
  const env = { PLATFORM_URL: platform.baseUrl, PLATFORM_TEST_KEY: m.testKey, PLATFORM_ACCESS_TOKEN: m.accessToken }

  await t.test('checkout_paid: session created, paid in sandbox, payment.confirmed verified, session paid', async (t) => {
    const steps = await runExample('checkout_paid', env)
    const by = (name: string) => steps.find((s) => s.step === name)
    const created = by('checkout created')!
    t.match(created, { status: 'pending', session_id: String })
    t.match(by('webhook verified'), { event: 'payment.confirmed', session_id: created.session_id, status: 'paid', id: String })
    t.match(by('session'), { session_id: created.session_id, status: 'paid' })
    const seen = await m.api('GET', `/api/v1/checkout/verify/${created.session_id}`)
    t.equal(seen.body.status, 'paid', 'the platform agrees')
  })

  await t.test('waas_wallet: wallet, derived address, deposit confirmed, transfer sent once', async (t) => {
    const steps = await runExample('waas_wallet', env)
    t.match(
      steps.map((s) => s.step),
      ['wallet', 'derived', 'deposit confirmed', 'transfer'],
    )
    t.match(steps[1], { monitored: true, address: /^0x[0-9a-fA-F]{40}$/ })
    t.match(steps[3], { status: 'submitted', amount: '0.1', retry_same_tx: true, tx_hash: String })
  })

  await t.test('market_stream: prices, snapshot, ticks, resume after a dropped connection', async (t) => {
    const steps = await runExample('market_stream', env)
    t.match(
      steps.map((s) => s.step),
      ['prices', 'snapshot', 'ticks', 'resumed'],
    )
    t.same(steps[1]!.symbols.sort(), ['BTC', 'ETH'])
    t.equal(steps[3]!.position.epoch, steps[2]!.position.epoch, 'resumed in the same epoch')
    t.ok(BigInt(steps[3]!.position.offset) >= BigInt(steps[2]!.position.offset), 'from the last position on')
  })

  await t.test('typed errors: a 4xx answer throws PlatformApiError with its catalogue code', async (t) => {
    const { api } = createPlatformClient({ baseUrl: platform.baseUrl, apiKey: m.testKey })
    const error = await (async () => {
      try {
        unwrap(await api.POST('/api/v1/checkout/create', { body: { amount: '-1', currency: 'USD' } }))
      } catch (e) {
        return e
      }
    })()
    t.ok(error instanceof PlatformApiError)
    t.match(error, { status: 400, code: /^[A-Z_]+$/ })
    t.throws(() => createPlatformClient({ baseUrl: platform.baseUrl, apiKey: m.liveKey, expectEnvironment: 'test' }), /expected a test key/)
  })
})
