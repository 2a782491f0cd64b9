/**
 * The merchant's account around checkout, end to end: what stops a checkout (KYC, account type, an expired
 * plan), buying a plan with a crypto checkout, settlement accounts, and the business wallet's seed behind 2FA.
 */
import { HDNodeWallet } from 'ethers'
import { Secret, TOTP } from 'otpauth'
import t, { type Test } from 'tap'
import { by, expectNoSecrets, expectOneEntry, type OneEntry } from '../support/audit_log'
import { eventually, onboardMerchant } from '../support/merchant'
import { checkoutMerchant } from './rig'

process.env.DEPOSIT_POLL_MS = '100'

t.test('checkout merchant account on the sandbox', async (t) => {
  const { platform, m } = await checkoutMerchant(t, 'coac', 'coac@test.dev')
  t.equal((await m.dashboard('POST', '/api/v1/settings/wallet/generate')).status, 201)
  /** The one entry an act of `m`'s owner must leave in `m`'s log. */
  const ownerDid = (t: Test, x: Omit<OneEntry, 'by'>) => expectOneEntry(t, m.call, m.accessToken, { ...x, by: by.user(m.userId) })
  /** A monthly plan's change, from and to 'plan/status'. */
  const plan = (from: string, to: string) => {
    const [[fromPlan, fromStatus], [toPlan, toStatus]] = [from.split('/'), to.split('/')]
    return {
      plan: { from: fromPlan, to: toPlan },
      duration: { from: 'monthly', to: 'monthly' },
      status: { from: fromStatus, to: toStatus },
    }
  }

  await t.test(
    'error: KYC_REQUIRED, BUSINESS_ACCOUNT_REQUIRED, SUBSCRIPTION_EXPIRED (the limit itself: actors/accounts/merchant/decide.test.ts)',
    async (t) => {
      const admin = { 'x-admin-token': platform.adminToken }
      const pendingKyc = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'kyc@test.dev', kyc: 'pending' })
      await pendingKyc
        .dashboard('POST', '/api/v1/settings/wallet/generate')
        .then((r) => t.match(r, { status: 403, body: { code: 'KYC_REQUIRED' } }, 'no business wallet without KYC'))
      t.match(
        await pendingKyc.api('POST', '/api/v1/checkout/create', { amount: 5, currency: 'USD' }),
        { status: 403, body: { code: 'KYC_REQUIRED' } },
        'the KYC error comes before the missing wallet',
      )
      const individual = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'solo@test.dev', accountType: 'individual' })
      await individual.dashboard('POST', '/api/v1/settings/wallet/generate')
      t.match(await individual.api('POST', '/api/v1/checkout/create', { amount: 5, currency: 'USD' }), {
        status: 403,
        body: { code: 'BUSINESS_ACCOUNT_REQUIRED' },
      })
      await m.call('PUT', `/admin/businesses/${m.businessId}/subscription`, {
        headers: admin,
        body: { plan: 'professional', duration: 'monthly', status: 'expired' },
      })
      t.match(await m.api('POST', '/api/v1/checkout/create', { amount: 5, currency: 'USD' }), {
        status: 402,
        body: { code: 'SUBSCRIPTION_EXPIRED' },
      })
      await m.call('PUT', `/admin/businesses/${m.businessId}/subscription`, {
        headers: admin,
        body: { plan: 'professional', duration: 'monthly' },
      })
      t.match(await m.api('POST', '/api/v1/checkout/create', { amount: 5, currency: 'USD' }), { status: 201 }, 'active again after renewal')
      // Each of the admin's plan changes once, the onboarding's included.
      for (const [from, to] of [
        ['starter/active', 'professional/active'],
        ['professional/active', 'professional/expired'],
        ['professional/expired', 'professional/active'],
      ] as const) {
        const changes = { ...plan(from, to), how: 'admin' }
        const target = { type: 'subscription', id: m.businessId }
        await expectOneEntry(t, m.call, m.accessToken, { action: 'plan.changed', target, by: by.admin, changes, where: { changes } })
      }
    },
  )

  await t.test('crypto-checkout: paying the platform billing session upgrades the plan, once', async (t) => {
    const buyer = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'buyer@test.dev' })
    t.match(await buyer.dashboard('POST', '/api/v1/subscription/crypto-checkout', { plan: 'enterprise' }), {
      status: 400,
      body: { code: 'PLAN_NOT_PURCHASABLE' },
    })
    const bill = await buyer.dashboard('POST', '/api/v1/subscription/crypto-checkout', {
      plan: 'business',
      duration: 'monthly',
      network: 'ETH',
      currency: 'USDC',
    })
    t.equal(bill.status, 201)
    t.match(bill.body, {
      session_id: String,
      payment_url: /\/pay\//,
      amount: 129,
      currency: 'USD',
      status: 'pending',
      address: /^0x/,
      amount_crypto: /^\d+\.\d{6}$/,
    })
    // The buyer's own test key pays its billing session (the sandbox credits only addresses issued to the key's merchant).
    t.match(
      await buyer.api('POST', '/api/v1/sandbox/deposits', {
        network: 'ETH',
        currency: 'USDC',
        address: bill.body.address,
        amount: bill.body.amount_crypto,
      }),
      { status: 201 },
    )
    t.match(
      await m.api('POST', '/api/v1/sandbox/deposits', { network: 'ETH', currency: 'USDC', address: bill.body.address, amount: '1' }),
      {
        status: 403,
        body: { code: 'SANDBOX_ADDRESS_NOT_YOURS' },
      },
    )
    const current = await eventually(async () => {
      const c = await buyer.dashboard('GET', '/api/v1/subscription/current')
      return /business/i.test(c.body.plan.name) ? c.body : undefined
    })
    t.match(current, { plan: { duration: 'monthly', status: 'active' } }, 'bought outright')
    t.notOk('invoice' in current, 'no invoice: the field is left out')
    await expectOneEntry(t, buyer.call, buyer.accessToken, {
      action: 'plan.changed',
      target: { type: 'subscription', id: buyer.businessId },
      by: by.system,
      changes: { ...plan('starter/active', 'business/active'), how: 'payment' },
    })
  })

  await t.test('settlement accounts: create, list (number masked), update, delete; another merchant sees none', async (t) => {
    const body = {
      account_name: 'Shop Ltd',
      account_number: '12345678',
      sort_code: '12-34-56',
      bank_name: 'Bank',
      currency: 'GBP',
      country: 'GB',
    }
    const made = await m.dashboard('POST', '/api/v1/settings/settlement-accounts', body)
    t.match(made, { status: 201, body: { id: String, account_number: '****5678', currency: 'GBP', country: 'GB' } })
    t.notOk(JSON.stringify(made.body).includes('12345678'), 'the full number is not echoed')
    t.match(await m.dashboard('POST', '/api/v1/settings/settlement-accounts', { ...body, account_number: '12-34' }), { status: 400 })
    const changed = await m.dashboard('PUT', `/api/v1/settings/settlement-accounts/${made.body.id}`, { bank_name: 'Other Bank' })
    t.match(changed, { status: 200, body: { bank_name: 'Other Bank', account_name: 'Shop Ltd' } })
    t.match((await m.dashboard('GET', '/api/v1/settings/settlement-accounts')).body, {
      accounts: [{ id: made.body.id, bank_name: 'Other Bank' }],
    })
    const other = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'other-settle@test.dev' })
    t.same((await other.dashboard('GET', '/api/v1/settings/settlement-accounts')).body.accounts, [])
    t.equal(
      (await other.dashboard('DELETE', `/api/v1/settings/settlement-accounts/${made.body.id}`)).status,
      404,
      'another merchant cannot delete it',
    )
    t.equal((await m.dashboard('DELETE', `/api/v1/settings/settlement-accounts/${made.body.id}`)).status, 200)
    t.same((await m.dashboard('GET', '/api/v1/settings/settlement-accounts')).body.accounts, [])
    // Each act once (the refused ones none), the number only as its last four digits.
    const target = { type: 'settlement_account', id: made.body.id }
    const { account_number: _, ...shown } = body
    const before = { ...shown, account_number_last4: '5678' }
    const after = { ...before, bank_name: 'Other Bank' }
    await ownerDid(t, { action: 'settlement_account.added', target, changes: before })
    await ownerDid(t, { action: 'settlement_account.updated', target, changes: { from: before, to: after } })
    await ownerDid(t, { action: 'settlement_account.removed', target, changes: after })
    await expectNoSecrets(t, m.call, m.accessToken, { 'account number': '12345678' })
  })

  await t.test('wallet seed: needs 2FA and a fresh code; a code works once; five wrong codes lock the check', async (t) => {
    t.match(await m.dashboard('POST', '/api/v1/settings/wallet/seed', { otp_code: '123456' }), {
      status: 403,
      body: { code: '2FA_REQUIRED' },
    })
    const setup = await m.dashboard('POST', '/api/v1/auth/2fa/setup')
    const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret), digits: 6, period: 30 })
    t.equal((await m.dashboard('POST', '/api/v1/auth/2fa/enable', { code: totp.generate() })).status, 200)
    // The enable code's step is spent; the next step's code is valid (one step of drift either way).
    const code = totp.generate({ timestamp: Date.now() + 30_000 })
    const seed = await m.dashboard('POST', '/api/v1/settings/wallet/seed', { otp_code: code })
    t.match(seed, { status: 200, body: { word_count: 24 } })
    const eth = (await m.dashboard('GET', '/api/v1/settings/wallet/address/ETH')).body.address
    t.equal(
      HDNodeWallet.fromPhrase(seed.body.mnemonic.join(' '), undefined, "m/44'/60'/0'/0/0").address,
      eth,
      'the words derive the wallet ETH address (ethers)',
    )
    t.equal(seed.headers.get('cache-control'), 'no-store', 'the words are never cached')
    const words: string[] = seed.body.mnemonic
    t.match(
      await m.dashboard('POST', '/api/v1/settings/wallet/seed', { otp_code: code }),
      { status: 401, body: { code: 'OTP_REUSED' } },
      'a replayed code is refused',
    )
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++)
      t.match(await m.dashboard('POST', '/api/v1/settings/wallet/seed', { otp_code: wrong }), {
        status: 401,
        body: { code: 'INVALID_OTP' },
      })
    t.match(
      await m.dashboard('POST', '/api/v1/settings/wallet/seed', { otp_code: totp.generate({ timestamp: Date.now() + 30_000 }) }),
      { status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } },
      'locked, even for a right code',
    )
    // On record once: the refused attempts revealed nothing and left nothing; the words are nowhere in the log.
    await ownerDid(t, { action: 'wallet.seed_revealed', target: { type: 'business_wallet', id: m.businessId }, changes: {} })
    const phrase = Object.fromEntries(words.slice(1).map((w, i) => [`words ${i + 1}-${i + 2}`, `${words[i]} ${w}`]))
    await expectNoSecrets(t, m.call, m.accessToken, { 'TOTP secret': setup.body.secret, ...phrase })
  })
})
