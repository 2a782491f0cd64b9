/**
 * Checkout create needs exactly what the spec says (active key, approved KYC, business account): the business
 * wallet is made at first need, once, even when many first creates race.
 */
import t from 'tap'
import { onboardMerchant } from '../support/merchant'
import { startCheckout } from './rig'

t.test('checkout create without a generate step', async (t) => {
  const { platform } = await startCheckout(t, 'cofirst')

  await t.test('create: approved KYC and a key are enough -> 201, then select-network gives an address', async (t) => {
    const m = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'first@test.dev' })
    const created = await m.api('POST', '/api/v1/checkout/create', { amount: 10, currency: 'USD' })
    t.equal(created.status, 201, JSON.stringify(created.body))
    const sel = await m.call('POST', `/api/v1/checkout/${created.body.session_id}/select-network`, {
      body: { network: 'ETH', currency: 'ETH' },
    })
    t.match(sel, { status: 200, body: { network: 'ETH', address: /^0x[0-9a-fA-F]{40}$/ } })
    const wallet = await m.dashboard('GET', '/api/v1/settings/wallet')
    t.match(wallet, { status: 200, body: { wallet: { sessions_derived: 1 } } }, 'the wallet exists and gave the session its address')
    t.equal(wallet.body.wallet.addresses.length, 9)
    t.match(
      await m.dashboard('POST', '/api/v1/settings/wallet/generate'),
      { status: 409, body: { code: 'WALLET_EXISTS' } },
      'generate stays, once',
    )
  })

  await t.test('error: KYC not approved -> 403 KYC_REQUIRED, and no wallet is made', async (t) => {
    const m = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'pending@test.dev', kyc: 'pending' })
    t.match(await m.api('POST', '/api/v1/checkout/create', { amount: 10, currency: 'USD' }), {
      status: 403,
      body: { code: 'KYC_REQUIRED' },
    })
    t.match(await m.dashboard('GET', '/api/v1/settings/wallet'), { status: 404, body: { code: 'BUSINESS_WALLET_NOT_FOUND' } })
  })

  await t.test('create: concurrent first creates -> every one 201, one business wallet', async (t) => {
    const m = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'race@test.dev' })
    const created = await Promise.all(
      Array.from({ length: 8 }, () => m.api('POST', '/api/v1/checkout/create', { amount: 5, currency: 'USD' })),
    )
    t.same(
      created.map((r) => r.status),
      Array(8).fill(201),
    )
    const before = (await m.dashboard('GET', '/api/v1/settings/wallet')).body.wallet
    const selected = await Promise.all(
      created.map(
        async (r) =>
          (await m.call('POST', `/api/v1/checkout/${r.body.session_id}/select-network`, { body: { network: 'TRX', currency: 'TRX' } })).body
            .address as string,
      ),
    )
    const after = (await m.dashboard('GET', '/api/v1/settings/wallet')).body.wallet
    t.same(after.addresses, before.addresses, 'the wallet read after the race is the one every session derives from')
    t.equal(after.created_at, before.created_at)
    t.equal(after.sessions_derived, 8, 'one wallet allocated all eight indexes')
    t.equal(new Set(selected).size, 8, 'eight distinct session addresses')
  })
})
