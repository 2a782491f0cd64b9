/**
 * Payments webhooks are dispatched only on professional plans and above
 * (spec). A starter merchant may configure the endpoint (and is told it is
 * not dispatching), cannot send a test event, and sees every event it would
 * have received in the delivery log as skipped for the plan. The plan is
 * checked when a delivery is due: an upgrade starts dispatch with the next
 * event (skipped ones stay skipped), a downgrade stops it.
 */
import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { checkoutModule } from '../../actors/checkout/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { chainsModule } from '../../actors/chains/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { eventually, onboardMerchant } from '../support/merchant'
import { paySandboxCheckout, platformWithReceiver } from '../support/webhooks'

process.env.DEPOSIT_POLL_MS = '100'

type LogEntry = { event: string; status: string; skip_reason?: string; attempts: number; created_at: string; delivered_at?: string }
const nulls = (value: unknown): string[] =>
  value === null
    ? ['']
    : typeof value === 'object'
      ? Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => nulls(v).map((path) => `${k}${path ? '.' : ''}${path}`))
      : []

t.test('plan gate through REST: starter configures but dispatches nothing, professional dispatches', async (t) => {
  const { receiver, platform, close } = await platformWithReceiver('whplan', [
    accessModule,
    webhooksModule,
    sandboxModule,
    chainsModule,
    checkoutModule,
  ])
  t.teardown(close)
  const m = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'plan@test.dev', plan: 'starter' })
  t.equal((await m.dashboard('POST', '/api/v1/settings/wallet/generate')).status, 201)
  const setPlan = async (plan: string) => {
    const res = await m.call('PUT', `/admin/businesses/${m.businessId}/subscription`, {
      headers: { 'x-admin-token': platform.adminToken },
      body: { plan, duration: 'monthly' },
    })
    t.equal(res.status, 200, `plan ${plan}`)
  }
  const log = async () => (await m.dashboard('GET', '/api/v1/settings/webhook/deliveries?limit=100')).body.deliveries as LogEntry[]
  const receivedFor = (session: string) => receiver.received.filter((r) => JSON.parse(r.rawBody).session_id === session)

  await t.test('starter: POST and GET /api/v1/settings/webhook answer 200 with dispatching false, reason plan', async (t) => {
    const configured = await m.dashboard('POST', '/api/v1/settings/webhook', { webhook_url: receiver.url })
    t.match(configured, {
      status: 200,
      body: { webhook_secret: /^whsec_/, dispatching: false, dispatching_reason: 'plan', message: /professional/ },
    })
    t.match(await m.dashboard('GET', '/api/v1/settings/webhook'), {
      status: 200,
      body: { url: receiver.url, is_active: true, dispatching: false, dispatching_reason: 'plan' },
    })
  })

  await t.test('error: PLAN_FEATURE_UNAVAILABLE for POST /api/v1/settings/webhook/test on starter; nothing is sent', async (t) => {
    t.match(await m.dashboard('POST', '/api/v1/settings/webhook/test'), {
      status: 403,
      body: { code: 'PLAN_FEATURE_UNAVAILABLE', error: /professional/ },
    })
  })

  let starterSession = ''
  await t.test('starter: a paid checkout logs payment.detected and payment.confirmed as skipped (plan), none delivered', async (t) => {
    starterSession = await paySandboxCheckout(m, 9)
    const entries = await eventually(async () => {
      const all = (await log()).filter((e) => e.event.startsWith('payment.'))
      return all.length === 2 && all.every((e) => e.status === 'skipped') ? all : undefined
    })
    t.same(entries.map((e) => [e.event, e.status, e.skip_reason, e.attempts]).sort(), [
      ['payment.confirmed', 'skipped', 'plan', 0],
      ['payment.detected', 'skipped', 'plan', 0],
    ])
    t.same(receiver.received, [], 'the receiver got nothing')
  })

  await t.test('professional: dispatching true, the test event and the next payment arrive; skipped ones are not replayed', async (t) => {
    await setPlan('professional')
    const view = (await m.dashboard('GET', '/api/v1/settings/webhook')).body
    t.match(view, { dispatching: true })
    t.notOk('dispatching_reason' in view, 'dispatching: no reason, the field is absent (never null)')
    t.match(await m.dashboard('POST', '/api/v1/settings/webhook/test'), { status: 200 })
    await receiver.waitFor(1)
    t.equal(receiver.received[0]!.headers['x-webhook-event'], 'webhook.test')
    const session = await paySandboxCheckout(m, 11)
    await eventually(async () => (receivedFor(session).length === 2 ? true : undefined))
    t.same(receivedFor(starterSession), [], 'events skipped on starter stay skipped')
    const entries = await log()
    const skipped = entries.filter((e) => e.status === 'skipped')
    t.equal(skipped.length, 2, 'the skipped entries remain in the log')
    const delivered = entries.find((e) => e.status === 'delivered')
    t.match(delivered, { delivered_at: String }, 'a delivered entry says when')
    t.notOk(delivered && 'skip_reason' in delivered, 'a delivered entry has no skip_reason field')
    t.same(nulls(entries), [], 'no log entry carries null: what does not apply is left out')
  })

  await t.test('downgrade to starter: dispatch stops with the next event', async (t) => {
    await setPlan('starter')
    const before = receiver.received.length
    await paySandboxCheckout(m, 13)
    await eventually(async () => ((await log()).filter((e) => e.status === 'skipped').length === 4 ? true : undefined))
    t.equal(receiver.received.length, before, 'nothing more was sent')
    t.match(await m.dashboard('GET', '/api/v1/settings/webhook'), { body: { dispatching: false, dispatching_reason: 'plan' } })
  })
})
