import { createHmac } from 'node:crypto'
import { HDNodeWallet } from 'ethers'
import { Secret, TOTP } from 'otpauth'
import t from 'tap'
import { parseUnits } from '../../chains/assets'
import { eventually, onboardMerchant, type Merchant } from '../support/merchant'
import { startCheckout } from './rig'

process.env.DEPOSIT_POLL_MS = '100'
const hmacHex = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex')

t.test('checkout end to end on the sandbox', async (t) => {
  const { platform, receiver } = await startCheckout(t, 'co')
  const m: Merchant = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'co@test.dev', plan: 'professional' })
  const hook = await m.dashboard('POST', '/api/v1/settings/webhook', { webhook_url: receiver.url })
  const secret = hook.body.webhook_secret as string

  const wallet = await m.dashboard('POST', '/api/v1/settings/wallet/generate')
  t.equal(wallet.status, 201, 'a merchant may still generate the business wallet before the first checkout')
  t.equal(wallet.body.wallet.addresses.length, 9, 'an address per network')
  t.notOk(JSON.stringify(wallet.body).includes('mnemonic'), 'the words are not shown at generation')
  t.match(await m.dashboard('POST', '/api/v1/settings/wallet/generate'), { status: 409, body: { code: 'WALLET_EXISTS' } })
  t.match(await m.dashboard('GET', '/api/v1/settings/wallet/address/TRON'), { status: 200, body: { network: 'TRX', address: /^T/ } })

  const pay = async (session: string, network: string, currency: string) =>
    (await m.call('POST', `/api/v1/checkout/${session}/select-network`, { body: { network, currency } })).body
  const deposit = (address: string, network: string, currency: string, amount: string, simulate?: 'fail') =>
    m.api('POST', '/api/v1/sandbox/deposits', { network, currency, address, amount, ...(simulate ? { simulate } : {}) })
  const verifyNow = async (session: string) => (await m.call('GET', `/api/v1/checkout/${session}/verify-now`)).body

  await t.test('paid: full USDC payment, webhooks detected then confirmed with valid signatures', async (t) => {
    const created = await m.api('POST', '/api/v1/checkout/create', {
      amount: 25.5,
      currency: 'USD',
      reference: 'order-1',
      customer_email: 'c@x.dev',
      metadata: { cart: 7 },
    })
    t.equal(created.status, 201)
    t.match(created.body, { amount: 25.5, currency: 'USD', status: 'pending', payment_url: /\/pay\// })
    const id = created.body.session_id as string
    const sel = await pay(id, 'ETH', 'USDC')
    t.match(sel, {
      network: 'ETH',
      currency: 'USDC',
      address: /^0x[0-9a-fA-F]{40}$/,
      amount_crypto: /^\d+\.\d{6}$/,
      qr_code: /^data:image\/png;base64,/,
    })
    t.match(await verifyNow(id), { status: 'pending', paid_amount: '0' })
    await deposit(sel.address, 'ETH', 'USDC', sel.amount_crypto)
    const done = await eventually(async () => {
      const v = await verifyNow(id)
      return v.status === 'paid' ? v : undefined
    })
    t.match(done, { status: 'paid', paid_at: String })
    t.match((await m.api('GET', `/api/v1/checkout/verify/${id}`)).body, { status: 'paid', reference: 'order-1' })
    await receiver.waitFor(2)
    const hooks = receiver.received.filter((r) => JSON.parse(r.rawBody).session_id === id)
    t.same(
      hooks.map((h) => h.headers['x-webhook-event']).sort(),
      ['payment.confirmed', 'payment.detected'],
      'one of each (arrival order is not promised)',
    )
    for (const h of hooks) t.equal(h.headers['x-webhook-signature'], hmacHex(secret, h.rawBody), 'signature verifies')
    const confirmed = JSON.parse(hooks.find((h) => h.headers['x-webhook-event'] === 'payment.confirmed')!.rawBody)
    t.match(confirmed, {
      event: 'payment.confirmed',
      session_id: id,
      reference: 'order-1',
      amount: '25.50',
      currency: 'USD',
      status: 'paid',
      payment_method: 'crypto',
      network: 'ETH',
      tx_hash: /^0x/,
      paid_at: String,
      metadata: { cart: 7 },
      timestamp: Number,
      is_test_mode: true,
    })
  })

  await t.test('paid: a EUR session converts through the hub rate, and a USDT payment (the quote asset) is priced at 1', async (t) => {
    const id = (await m.api('POST', '/api/v1/checkout/create', { amount: 50, currency: 'EUR' })).body.session_id
    const sel = await pay(id, 'BSC', 'USDT')
    t.match(sel, { network: 'BSC', currency: 'USDT', amount_crypto: /^\d+\.\d{6}$/ })
    const usdt = Number(sel.amount_crypto)
    t.ok(usdt > 50 * 0.9 && usdt < 50 * 1.3, `50 EUR asks ${sel.amount_crypto} USDT`)
    await deposit(sel.address, 'BSC', 'USDT', sel.amount_crypto)
    t.match(
      await eventually(async () => {
        const v = await verifyNow(id)
        return v.status === 'paid' ? v : undefined
      }),
      { status: 'paid' },
    )
  })

  await t.test('partial, then topped up; overpayment recorded', async (t) => {
    const id = (await m.api('POST', '/api/v1/checkout/create', { amount: 100, currency: 'USD' })).body.session_id
    const sel = await pay(id, 'TRX', 'USDT')
    const half = (Number(sel.amount_crypto.replace('.', '')) / 2 / 1e6).toFixed(6)
    await deposit(sel.address, 'TRX', 'USDT', half)
    const partial = await eventually(async () => {
      const v = await verifyNow(id)
      return v.status === 'partial' ? v : undefined
    })
    t.equal(partial.paid_amount, String(Number(half)), 'the paid amount is reported')
    await deposit(sel.address, 'TRX', 'USDT', sel.amount_crypto)
    const paid = await eventually(async () => {
      const v = await verifyNow(id)
      return v.status === 'paid' ? v : undefined
    })
    t.equal(paid.exception, 'overpaid')
  })

  await t.test('failed: detected, then never confirmed', async (t) => {
    const id = (await m.api('POST', '/api/v1/checkout/create', { amount: 5, currency: 'USD' })).body.session_id
    const sel = await pay(id, 'SOL', 'SOL')
    await deposit(sel.address, 'SOL', 'SOL', sel.amount_crypto, 'fail')
    await eventually(async () => ((await m.api('GET', `/api/v1/checkout/verify/${id}`)).body.status === 'failed' ? true : undefined))
    await eventually(async () =>
      receiver.received.some((r) => r.headers['x-webhook-event'] === 'payment.failed' && JSON.parse(r.rawBody).session_id === id)
        ? true
        : undefined,
    )
  })

  await t.test('refunds: partial, then the rest; not refundable afterwards', async (t) => {
    const id = (await m.api('POST', '/api/v1/checkout/create', { amount: 40, currency: 'USD' })).body.session_id
    t.match(
      await m.api('POST', '/api/v1/refunds', { session_id: id, reason: 'x' }),
      { status: 400, body: { code: 'NOT_REFUNDABLE' } },
      'a pending session is not refundable',
    )
    const sel = await pay(id, 'ETH', 'ETH')
    await deposit(sel.address, 'ETH', 'ETH', sel.amount_crypto)
    await eventually(async () => ((await verifyNow(id)).status === 'paid' ? true : undefined))
    const refundAddress = '0x000000000000000000000000000000000000dEaD'
    const first = await m.api(
      'POST',
      '/api/v1/refunds',
      { session_id: id, reason: 'damaged', amount: 10, refund_address: refundAddress },
      { 'idempotency-key': 'r-1' },
    )
    t.equal(first.status, 201)
    t.match(first.body, { session_id: id, amount: '10.00', status: 'submitted', tx_hash: /^0x/, refund_address: refundAddress })
    const replay = await m.api(
      'POST',
      '/api/v1/refunds',
      { session_id: id, reason: 'damaged', amount: 10, refund_address: refundAddress },
      { 'idempotency-key': 'r-1' },
    )
    t.same(replay.body, first.body, 'same key and body: the same refund, nothing sent twice')
    t.match(
      await m.api(
        'POST',
        '/api/v1/refunds',
        { session_id: id, reason: 'other', amount: 10, refund_address: refundAddress },
        { 'idempotency-key': 'r-1' },
      ),
      { status: 409, body: { code: 'IDEMPOTENCY_KEY_REUSED' } },
    )
    t.match(await m.api('POST', '/api/v1/refunds', { session_id: id, reason: 'too much', amount: 35, refund_address: refundAddress }), {
      status: 400,
      body: { code: 'REFUND_EXCEEDS_REMAINING', error: /at most 30\.00 USD remains/ },
    })
    // The rest: 30 USD, everything the session address still holds. Nothing is left beside it for the
    // network fee, so this native-coin refund pays the fee out of the amount.
    const rest = await m.api('POST', '/api/v1/refunds', { session_id: id, reason: 'cancelled', refund_address: refundAddress })
    t.match(rest.body, {
      amount: '30.00',
      status: 'submitted',
      crypto_currency: 'ETH',
      network_fee: /^0\.\d+$/,
      network_fee_currency: 'ETH',
      is_test_mode: true,
    })
    t.notOk('failure_reason' in rest.body, 'a field that does not apply is left out, not null')
    // One unit for every crypto amount of a refund (decimal ETH), so they add up exactly.
    const wei = (decimal: string) => parseUnits(decimal, 18)
    t.equal(
      wei(rest.body.amount_received),
      wei(rest.body.amount_crypto) - wei(rest.body.network_fee),
      'the customer gets the rest less the fee',
    )
    t.match(await m.api('POST', '/api/v1/refunds', { session_id: id, reason: 'again', refund_address: refundAddress }), {
      status: 400,
      body: { code: 'NOT_REFUNDABLE' },
    })
    t.match(await m.api('GET', `/api/v1/refunds/${first.body.id}`), { status: 200, body: { id: first.body.id, status: 'submitted' } })
    const list = await m.api('GET', '/api/v1/refunds?limit=10')
    t.equal(list.body.total, 2)
    t.match(
      await m.api('GET', `/api/v1/refunds/${first.body.id}?id=not-a-uuid`),
      { status: 200, body: { id: first.body.id } },
      'the query cannot replace the path id',
    )
    t.match(await m.api('GET', '/api/v1/refunds?page=1000000000000000000'), { status: 400 }, 'an absurd page is a 400, not a 500')
  })

  await t.test('refunds: an Idempotency-Key names one refund of one session; a refused refund leaves the key free', async (t) => {
    const paidSession = async () => {
      const id = (await m.api('POST', '/api/v1/checkout/create', { amount: 20, currency: 'USD' })).body.session_id
      const sel = await pay(id, 'ETH', 'ETH')
      await deposit(sel.address, 'ETH', 'ETH', sel.amount_crypto)
      await deposit(sel.address, 'ETH', 'ETH', '0.01')
      await eventually(async () => ((await verifyNow(id)).status === 'paid' ? true : undefined))
      return id
    }
    const [one, two] = [await paidSession(), await paidSession()]
    const to = '0x000000000000000000000000000000000000dEaD'
    t.match(
      await m.api(
        'POST',
        '/api/v1/refunds',
        { session_id: one, reason: 'too much', amount: 25, refund_address: to },
        { 'idempotency-key': 'shared' },
      ),
      { status: 400, body: { code: 'REFUND_EXCEEDS_REMAINING' } },
    )
    t.match(
      await m.api('POST', '/api/v1/refunds', {
        session_id: one,
        reason: 'typo',
        amount: 5,
        refund_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      }),
      { status: 400, body: { code: 'INVALID_REFUND_ADDRESS' } },
    )
    t.match(
      await m.api(
        'POST',
        '/api/v1/refunds',
        { session_id: one, reason: 'ok', amount: 5, refund_address: to },
        { 'idempotency-key': 'shared' },
      ),
      { status: 201 },
      'the refused attempt did not hold the key',
    )
    t.match(
      await m.api(
        'POST',
        '/api/v1/refunds',
        { session_id: two, reason: 'ok', amount: 5, refund_address: to },
        { 'idempotency-key': 'shared' },
      ),
      { status: 409, body: { code: 'IDEMPOTENCY_KEY_REUSED' } },
    )
    const twoNow = await m.api('GET', `/api/v1/checkout/verify/${two}`)
    t.equal(twoNow.body.status, 'paid', 'the second session was not refunded')
  })

  await t.test('lists, addresses, stats, idempotent create, environments kept apart', async (t) => {
    const body = { amount: 12, currency: 'EUR', reference: 'idem' }
    const a = await m.api('POST', '/api/v1/checkout/create', body, { 'idempotency-key': 'k-1' })
    const b = await m.api('POST', '/api/v1/checkout/create', body, { 'idempotency-key': 'k-1' })
    t.same(b.body, a.body, 'same key, same body: same session')
    t.match(await m.api('POST', '/api/v1/checkout/create', { ...body, amount: 13 }, { 'idempotency-key': 'k-1' }), {
      status: 409,
      body: { code: 'IDEMPOTENCY_KEY_REUSED' },
    })
    const paid = await m.api('GET', '/api/v1/checkout/list?status=paid')
    t.ok(paid.body.payments.every((p: { status: string }) => p.status === 'paid'))
    t.ok(paid.body.total >= 3)
    t.match(await m.api('GET', '/api/v1/checkout/list?limit=101'), { status: 400 })
    const addresses = await m.api('GET', '/api/v1/checkout/addresses?currency=USDC')
    t.ok(addresses.body.addresses.length >= 1 && addresses.body.addresses.every((x: { currency: string }) => x.currency === 'USDC'))
    t.match(await m.api('GET', '/api/v1/checkout/addresses?currency=ETH'), { status: 400 }, 'the currency filter takes USDT or USDC only')
    const stats = await m.api('GET', '/api/v1/checkout/stats')
    t.match(stats.body, { paid_sessions: Number, failed_sessions: 1, success_rate: /^\d+\.\d{2}$/ })
    t.same(stats.body.total_volume.map((v: { currency: string }) => v.currency).sort(), ['EUR', 'USD'], 'volume per fiat currency')
    const live = await m.api('GET', '/api/v1/checkout/list', undefined, {}, m.liveKey)
    t.equal(live.body.total, 0, 'live keys do not see test sessions')
    t.match(await m.api('GET', `/api/v1/checkout/verify/${a.body.session_id}`, undefined, {}, m.liveKey), { status: 404 })
    const liveSameKey = await m.api('POST', '/api/v1/checkout/create', body, { 'idempotency-key': 'k-1' }, m.liveKey)
    t.not(liveSameKey.body.session_id, a.body.session_id, 'the same key with a live key is another session, never a replay of a test one')
  })

  await t.test(
    'error: KYC_REQUIRED, BUSINESS_ACCOUNT_REQUIRED, SUBSCRIPTION_EXPIRED (the limit itself: actors/merchant/decide.test.ts)',
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
    await deposit(bill.body.address, 'ETH', 'USDC', bill.body.amount_crypto)
    const current = await eventually(async () => {
      const c = await buyer.dashboard('GET', '/api/v1/subscription/current')
      return /business/i.test(c.body.plan.name) ? c.body : undefined
    })
    t.match(current.plan, { duration: 'monthly', status: 'active' })
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
  })

  await t.test('error: bad input is a 4xx naming the field', async (t) => {
    t.match(await m.api('POST', '/api/v1/checkout/create', { amount: -1, currency: 'USD' }), { status: 400 })
    t.match(await m.api('POST', '/api/v1/checkout/create', { amount: 1.234, currency: 'USD' }), {
      status: 400,
      body: { code: 'INVALID_AMOUNT' },
    })
    t.match(await m.api('POST', '/api/v1/checkout/create', { amount: 1, currency: 'XYZ' }), {
      status: 400,
      body: { code: 'INVALID_CURRENCY' },
    })
    const id = (await m.api('POST', '/api/v1/checkout/create', { amount: 1, currency: 'USD' })).body.session_id
    t.match(await m.call('POST', `/api/v1/checkout/${id}/select-network`, { body: { network: 'BTC', currency: 'USDT' } }), {
      status: 400,
      body: { code: 'INVALID_CURRENCY' },
    })
    t.match(await m.call('POST', `/api/v1/checkout/${id}/select-network`, { body: { network: 'DOG', currency: 'USDT' } }), {
      status: 400,
      body: { code: 'INVALID_NETWORK' },
    })
    t.match(await m.call('GET', '/api/v1/checkout/00000000-0000-4000-8000-000000000000'), { status: 404 })
  })
})
