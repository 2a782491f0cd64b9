import t from 'tap'
import { eventually } from '../support/merchant'
import { giftCardOrderer, settledOrder, startVasRig } from './rig'

process.env.DEPOSIT_POLL_MS = '100'

t.test('gift card orders through REST against the Reloadly simulator process', async (t) => {
  const rig = await startVasRig(t, 'vasgc')
  const m = rig.merchant
  await rig.fund(m, '100', '100000000')
  const order = giftCardOrderer(m)
  const usdt = () => rig.balance(m, 'USDT')
  const purchasesOf = async (prefix = '') => (await rig.simState()).purchases.filter((p) => p.customIdentifier.startsWith(prefix))

  await t.test('countries and products come from the provider’s catalogue', async (t) => {
    const countries = await m.api('GET', '/api/v1/giftcards/countries')
    t.equal(countries.status, 200)
    t.ok(countries.body.countries.some((c: { iso_name: string }) => c.iso_name === 'US'))
    const products = await m.api('GET', '/api/v1/giftcards/products?country_code=US')
    t.match(
      products.body.products.find((p: { product_id: number }) => p.product_id === 1001),
      {
        denomination_type: 'FIXED',
        fixed_denominations: ['5', '10', '25', '50', '100'],
        sender_fee: '0.5',
      },
    )
  })

  let card = ''
  await t.test('a successful order: debited once, codes in the answer and by reference, sealed at rest, never in a webhook', async (t) => {
    const res = await order({ reference: 'gc-1', recipient_email: 'a@example.com', customer_id: 'cust-9' })
    t.equal(res.status, 200, JSON.stringify(res.body))
    t.match(res.body, {
      reference: 'gc-1',
      category: 'giftcard',
      status: 'successful',
      product_id: 1001,
      unit_price: '25',
      quantity: 1,
      currency: 'USDT',
      merchant_price: '25.5',
      merchant_markup: '0',
      customer_price: '25.5',
      customer_id: 'cust-9',
      is_test_mode: true,
    })
    t.equal(res.body.redeem_codes.length, 1)
    card = res.body.redeem_codes[0].card_number
    t.match(card, /^SIM[0-9A-F]{12}$/)
    t.match(await usdt(), { available: '74500000', held: '0' })
    const again = await m.api('GET', '/vas/orders/gc-1')
    t.equal(again.status, 200)
    t.same(again.body.redeem_codes, res.body.redeem_codes)
    const rows = await rig.db.sql`SELECT state::text AS s FROM actor_state WHERE kind = 'vas_order'`
    t.ok(rows.length > 0)
    t.notOk(
      rows.some((r) => String(r.s).includes(card)),
      'the code is not readable in the order row',
    )
    t.ok(
      rows.some((r) => /"sealedCodes": ?"v1\./.test(String(r.s))),
      'it is sealed there',
    )
    const outbox = await rig.db.sql`SELECT payload::text AS p FROM actor_outbox WHERE kind = 'vas_order'`
    t.notOk(
      outbox.some((r) => String(r.p).includes(card)),
      'no event carries it',
    )
    const hook = await eventually(async () => rig.webhooks('vas.order.successful').find((d) => d.reference === 'gc-1'))
    t.notOk('redeem_codes' in hook)
    t.notOk(
      rig.receiver.received.some((r) => r.rawBody.includes(card)),
      'no webhook body carries it',
    )
    // The platform's margin: the provider charged 25 - 3% + 0.50 fee = 24.75, the merchant 25.50.
    const [revenue] = await rig.db.sql`SELECT credits_posted::text AS c FROM ledger_accounts WHERE id = 'vas_revenue:USDT:test'`
    t.equal(revenue?.c, '750000')
  })

  await t.test('a replayed reference returns the original order and buys nothing more', async (t) => {
    const before = (await purchasesOf()).length
    const res = await order({ reference: 'gc-1', recipient_email: 'a@example.com', customer_id: 'cust-9' })
    t.equal(res.status, 200)
    t.equal(res.body.redeem_codes[0].card_number, card)
    t.equal((await purchasesOf()).length, before)
    t.match(await usdt(), { available: '74500000' })
    const other = await order({ reference: 'gc-1', unit_price: '50' })
    t.equal(other.status, 409)
    t.equal(other.body.code, 'IDEMPOTENCY_KEY_REUSED')
  })

  await t.test('50 concurrent POSTs with one reference: one order, one debit, one purchase', async (t) => {
    const before = (await purchasesOf()).length
    const answers = await Promise.all(Array.from({ length: 50 }, () => order({ reference: 'gc-burst', unit_price: '5' })))
    t.same([...new Set(answers.map((a) => a.status))], [200])
    t.equal(new Set(answers.map((a) => a.body.redeem_codes[0].card_number)).size, 1)
    t.equal((await purchasesOf()).length, before + 1)
    t.match(await usdt(), { available: '69000000' }, '74.5 - 5.5')
  })

  await t.test('balance too low: 400, the provider sees nothing', async (t) => {
    const before = await rig.simState()
    const res = await order({ reference: 'gc-poor', unit_price: '100', quantity: 10 })
    t.equal(res.status, 400)
    t.equal(res.body.code, 'BALANCE_TOO_LOW')
    const after = await rig.simState()
    t.equal(after.purchases.length, before.purchases.length)
    t.match(await usdt(), { available: '69000000', held: '0' })
    t.match((await m.api('GET', '/vas/orders/gc-poor')).body, { status: 'failed', failure_code: 'BALANCE_TOO_LOW' })
  })

  await t.test('provider float exhausted: 503, nothing bought, balance unchanged', async (t) => {
    await rig.setFloat('3')
    const before = (await purchasesOf()).length
    const res = await order({ reference: 'gc-float', unit_price: '10' })
    t.equal(res.status, 503)
    t.equal(res.body.code, 'PROVIDER_FLOAT_EXHAUSTED')
    t.equal((await purchasesOf()).length, before)
    t.match(await usdt(), { available: '69000000', held: '0' })
    await rig.setFloat('10000')
  })

  await t.test('a provider that cannot be reached before the purchase: processing, then released and failed, nothing bought', async (t) => {
    await rig.simCall('POST', '/__simulator/float', { unavailable: true })
    const before = (await purchasesOf()).length
    const res = await order({ reference: 'gc-down', unit_price: '10' })
    t.equal(res.status, 200)
    t.equal(res.body.status, 'processing')
    const done = await settledOrder(m, 'gc-down')
    t.match(done, { status: 'failed', failure_code: 'PROVIDER_FAILED' })
    t.equal((await purchasesOf()).length, before)
    t.match(await usdt(), { available: '69000000', held: '0' })
    await rig.simCall('POST', '/__simulator/float', { unavailable: false })
  })

  await t.test('a provider failure: 502, the hold voided, balance restored', async (t) => {
    const res = await order({ reference: 'gc-fail', product_id: 9001, unit_price: '10' })
    t.equal(res.status, 502)
    t.equal(res.body.code, 'PROVIDER_FAILED')
    t.match(await usdt(), { available: '69000000', held: '0' })
    const entries = (await m.api('GET', '/api/v1/balance/entries?currency=USDT')).body.entries as {
      type: string
      status: string
      amount: string
    }[]
    t.ok(
      entries.some((e) => e.type === 'vas_order' && e.status === 'voided' && e.amount === '10500000'),
      'the ledger shows the hold voided',
    )
    const hook = await eventually(async () => rig.webhooks('vas.order.failed').find((d) => d.reference === 'gc-fail'))
    t.match(hook, { status: 'failed', failure_code: 'PROVIDER_FAILED', merchant_price: '10.5' })
    const out = await order({ reference: 'gc-stock', product_id: 9004, unit_price: '10' })
    t.equal(out.status, 502, 'out of stock is a definite failure too')
  })

  await t.test('a timeout after the provider bought: processing, then reconciled to successful without a second purchase', async (t) => {
    const res = await order({ reference: 'gc-hang', product_id: 9002, unit_price: '10' })
    t.equal(res.status, 200)
    t.equal(res.body.status, 'processing')
    t.notOk('redeem_codes' in res.body)
    const done = await settledOrder(m, 'gc-hang')
    t.match(done, { status: 'successful', redeem_codes: [{ card_number: /^SIM/ }] })
    const mine = (await rig.simState()).purchases.filter((p) => p.amount === 10.2 && p.status === 'SUCCESSFUL')
    t.equal(mine.length, 1, 'one purchase at the provider')
    t.match(await usdt(), { available: '58500000', held: '0' }, '69 - 10.5, once')
  })

  await t.test('a 500 after the purchase: reconciled by look-up, charged once', async (t) => {
    const res = await order({ reference: 'gc-500', product_id: 9005, unit_price: '10' })
    t.equal(res.status, 200)
    await eventually(async () => ((await m.api('GET', '/vas/orders/gc-500')).body.status === 'successful' ? true : undefined), 60_000)
    t.match(await usdt(), { available: '48000000', held: '0' })
  })

  await t.test('slow then refunded by the provider: processing, then failed and the hold released', async (t) => {
    const res = await order({ reference: 'gc-slow', product_id: 9003, unit_price: '10' })
    t.equal(res.status, 200)
    t.equal(res.body.status, 'processing')
    const done = await settledOrder(m, 'gc-slow')
    t.match(done, { status: 'failed', failure_code: 'PROVIDER_FAILED' })
    t.match(await usdt(), { available: '48000000', held: '0' })
  })

  await t.test('a client that disconnects still gets its order by reference', async (t) => {
    const abort = new AbortController()
    const sent = fetch(`${rig.platform.baseUrl}/api/v1/giftcards/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': m.testKey },
      body: JSON.stringify({ reference: 'gc-gone', product_id: 1001, unit_price: '10' }),
      signal: abort.signal,
    }).catch(() => null)
    await eventually(async () => ((await m.api('GET', '/vas/orders/gc-gone')).status === 200 ? true : undefined))
    abort.abort()
    await sent
    const done = await eventually(async () => {
      const o = await m.api('GET', '/vas/orders/gc-gone')
      return o.body.status === 'successful' ? o.body : undefined
    }, 30_000)
    t.equal(done.redeem_codes.length, 1)
  })

  await t.test('another merchant sees none of it; its own reference space', async (t) => {
    const other = await rig.other('vasgc-other@test.dev')
    t.equal((await other.api('GET', '/vas/orders/gc-1')).status, 404)
    const poor = await other.api('POST', '/api/v1/giftcards/orders', { reference: 'gc-1', product_id: 1001, unit_price: '25' })
    t.equal(poor.status, 400)
    t.equal(poor.body.code, 'BALANCE_TOO_LOW', 'the same reference is another order for another merchant, on its own (empty) balance')
    const list = await other.api('GET', '/api/v1/vas/orders')
    t.match(list.body, { total: 1, orders: [{ reference: 'gc-1', status: 'failed' }] })
  })

  await t.test('the order list filters by status and customer', async (t) => {
    const failed = await m.api('GET', '/api/v1/vas/orders?status=failed')
    t.ok(failed.body.orders.length >= 4)
    t.ok(failed.body.orders.every((o: { status: string }) => o.status === 'failed'))
    const cust = await m.api('GET', '/api/v1/vas/orders?customer_id=cust-9')
    t.match(cust.body, { total: 1, orders: [{ reference: 'gc-1' }] })
    t.notOk('redeem_codes' in cust.body.orders[0], 'lists carry no codes')
  })

  await t.test('credentials: a key without vas:manage is 403; a live key without a Reloadly account is 503', async (t) => {
    const issued = await m.dashboard('POST', '/api/v1/api-keys', {
      name: 'ro',
      environment: 'test',
      product: 'payments',
      permissions: ['balance:view'],
    })
    t.equal(issued.status, 201, JSON.stringify(issued.body))
    const readOnly = await m.api(
      'POST',
      '/api/v1/giftcards/orders',
      { reference: 'gc-ro', product_id: 1001, unit_price: '5' },
      {},
      issued.body.key,
    )
    t.equal(readOnly.status, 403)
    t.equal((await m.api('GET', '/vas/orders/gc-1', undefined, {}, issued.body.key)).status, 403)
    const live = await m.api('POST', '/api/v1/giftcards/orders', { reference: 'gc-live', product_id: 1001, unit_price: '5' }, {}, m.liveKey)
    t.equal(live.status, 503)
    t.equal(live.body.code, 'VAS_UNAVAILABLE')
    t.equal((await m.api('GET', '/vas/orders/gc-1', undefined, {}, m.liveKey)).status, 404, 'test orders are not live orders')
  })

  await t.test('invalid requests: unknown product, a denomination it does not sell', async (t) => {
    t.equal((await order({ reference: 'gc-x1', product_id: 424242 })).body.code, 'PRODUCT_NOT_FOUND')
    const bad = await order({ reference: 'gc-x2', unit_price: '7' })
    t.equal(bad.status, 400)
    t.equal(bad.body.code, 'INVALID_DENOMINATION')
    t.equal((await m.api('GET', '/vas/orders/gc-x2')).status, 404, 'an invalid request creates no order')
  })
})
