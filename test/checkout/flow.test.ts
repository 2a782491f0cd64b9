/**
 * Checkout end to end on the sandbox: payments (paid, converted, partial, failed) with their signed webhooks,
 * lists and stats over them, and bad input. Refunds: refunds_flow.test.ts; the merchant's account around
 * checkout (KYC, plans, settlement accounts, wallet seed): account_flow.test.ts.
 */
import { createHmac } from 'node:crypto'
import t from 'tap'
import { eventually } from '../support/merchant'
import { checkoutMerchant } from './rig'

Object.assign(process.env, { DEPOSIT_POLL_MS: '100', CHAIN_SEND_CHECK_MS: '100', TREASURY_POLL_MS: '100' })
const hmacHex = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex')

t.test('checkout end to end on the sandbox', async (t) => {
  const { receiver, m, pay, deposit, verifyNow } = await checkoutMerchant(t, 'co', 'co@test.dev')
  const hook = await m.dashboard('POST', '/api/v1/settings/webhook', { webhook_url: receiver.url })
  const secret = hook.body.webhook_secret as string

  const wallet = await m.dashboard('POST', '/api/v1/settings/wallet/generate')
  t.equal(wallet.status, 201, 'a merchant may still generate the business wallet before the first checkout')
  t.equal(wallet.body.wallet.addresses.length, 9, 'an address per network')
  t.notOk(JSON.stringify(wallet.body).includes('mnemonic'), 'the words are not shown at generation')
  t.match(await m.dashboard('POST', '/api/v1/settings/wallet/generate'), { status: 409, body: { code: 'WALLET_EXISTS' } })
  t.match(await m.dashboard('GET', '/api/v1/settings/wallet/address/TRON'), { status: 200, body: { network: 'TRX', address: /^T/ } })

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
