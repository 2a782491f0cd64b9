/**
 * Threat review, finding 3: a merchant never KYC-approved obtained a live CaaS key and provisioned and transferred
 * on live. Every live CaaS operation checks the merchant's KYC when it runs (403 KYC_REQUIRED), so a key made before
 * approval, or kept after approval was withdrawn, does nothing on live; test keys stay open for integration.
 */
import t from 'tap'
import { startCaasSandbox } from './sandbox_rig'

const PHONE = '+447911123456'
const OTHER = '+254712345678'

t.test('live CaaS operations need approved KYC, checked on every call', async (t) => {
  const rig = await startCaasSandbox(t, 'caaskyc')
  const { post, balance } = rig
  const m = await rig.merchant('unverified', { kyc: false })
  const live = await m.key('live')
  t.match(live, { 'x-api-key': /^svc_sk_live_/ }, 'a live key can be made; it is its use that is gated')

  await t.test('error: kyc_required: provision, link, phone change, transfer, swap, balance and reads with a live key', async (t) => {
    const refused = { status: 403, body: { code: 'KYC_REQUIRED' } }
    t.match(await post('/users/provision', live, { phone_number: PHONE }), refused)
    t.match(await post('/users/link/request', live, { phone_number: PHONE }), refused)
    t.match(await post('/users/phone/change', live, { phone_number: PHONE, new_phone_number: OTHER }), refused)
    t.match(await post('/transfers', live, { from_phone_number: PHONE, to_phone_number: OTHER, amount: '1' }), refused)
    const swap = { phone_number: PHONE, from_token: 'native', to_token: `0x${'1'.repeat(40)}`, amount_in: '1000' }
    t.match(await post('/swaps', live, swap), refused)
    t.match(await balance(live, PHONE), refused)
    t.match(await rig.call('GET', '/caas/v1/transfers/ctr_0', { headers: live }), refused)
    t.equal(rig.sms.sent.length, 0, 'no code was texted')
  })

  await t.test('test keys of the same merchant work before KYC (the sandbox is for integrating)', async (t) => {
    t.match(await post('/users/provision', m.test, { phone_number: PHONE }), { status: 200, body: { status: 'PROVISIONED' } })
  })

  await t.test('provision: approved KYC opens live at once, withdrawn KYC closes it again for the same key', async (t) => {
    t.equal((await rig.setKyc(m.businessId, 'approved')).status, 200)
    t.match(await post('/users/provision', live, { phone_number: PHONE }), { status: 200, body: { status: 'PROVISIONED' } })
    t.equal((await rig.setKyc(m.businessId, 'rejected')).status, 200)
    t.match(await post('/users/provision', live, { phone_number: PHONE }), { status: 403, body: { code: 'KYC_REQUIRED' } })
  })
})
