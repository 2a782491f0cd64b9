/**
 * Checkout's wire fields: the spec's `is_test_mode` (one name, REST and webhooks); a field the spec lists in a REST
 * response (verify's paid_at, reference, callback_url) is always there, null when empty; any other field that does
 * not apply is left out rather than sent as null (the crypto side before a selection, metadata), and webhooks leave
 * out every field that does not apply (spec, Payments webhooks).
 */
import t from 'tap'
import { eventually, onboardMerchant } from '../support/merchant'
import { startCheckout } from './rig'

process.env.DEPOSIT_POLL_MS = '100'

/** The paths of every null value in a JSON body. */
function nulls(value: unknown, path = ''): string[] {
  if (value === null) return [path]
  if (typeof value !== 'object') return []
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => nulls(v, `${path}.${k}`))
}

t.test('checkout wire fields', async (t) => {
  const { platform, receiver } = await startCheckout(t, 'cowire')
  const m = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'wire@test.dev', plan: 'professional' })
  await m.dashboard('POST', '/api/v1/settings/webhook', { webhook_url: receiver.url })
  const id = (await m.api('POST', '/api/v1/checkout/create', { amount: 8, currency: 'USD' })).body.session_id as string
  const listItem = async () =>
    (await m.api('GET', '/api/v1/checkout/list')).body.payments.find((p: { session_id: string }) => p.session_id === id)

  await t.test('before payment: the spec fields null, nothing else null, no crypto side, is_test_mode', async (t) => {
    const verify = (await m.api('GET', `/api/v1/checkout/verify/${id}`)).body
    t.same(nulls(verify), ['.reference', '.paid_at', '.callback_url'], 'not paid, no reference, no callback given: null, present')
    const item = await listItem()
    t.same(nulls(item), ['.reference', '.paid_at', '.callback_url'])
    t.match(item, { is_test_mode: true, paid_amount: '0' })
    t.notOk('is_test' in item || 'network' in item || 'amount_crypto' in item || 'metadata' in item)
    const view = (await m.call('GET', `/api/v1/checkout/${id}`)).body
    t.same(nulls(view), ['.reference', '.callback_url'])
    t.match(view, { is_test_mode: true })
    t.notOk('is_test' in view || 'selection' in view)
    const now = (await m.call('GET', `/api/v1/checkout/${id}/verify-now`)).body
    t.same(nulls(now), ['.paid_at'])
    t.notOk('amount_crypto' in now)
  })

  await t.test('after payment: paid_at and the crypto side appear; webhooks agree', async (t) => {
    const sel = (await m.call('POST', `/api/v1/checkout/${id}/select-network`, { body: { network: 'XRP', currency: 'XRP' } })).body
    await m.api('POST', '/api/v1/sandbox/deposits', { network: 'XRP', currency: 'XRP', address: sel.address, amount: sel.amount_crypto })
    await eventually(async () => ((await m.call('GET', `/api/v1/checkout/${id}/verify-now`)).body.status === 'paid' ? true : undefined))
    t.match((await m.api('GET', `/api/v1/checkout/verify/${id}`)).body, { status: 'paid', paid_at: String })
    t.match(await listItem(), { network: 'XRP', crypto_currency: 'XRP', amount_crypto: sel.amount_crypto, is_test_mode: true })
    await receiver.waitFor(2)
    const confirmed = receiver.received
      .map((r) => JSON.parse(r.rawBody))
      .find((b) => b.event === 'payment.confirmed' && b.session_id === id)
    t.same(nulls(confirmed), [])
    t.match(confirmed, { is_test_mode: true, network: 'XRP' })
    t.notOk('is_test' in confirmed || 'reference' in confirmed || 'metadata' in confirmed)
  })
})
