import t from 'tap'
import { parseUnits } from '../../chains/assets'
import { startVasRig } from './rig'

process.env.DEPOSIT_POLL_MS = '100'

t.test('airtime through REST against the Reloadly simulator process', async (t) => {
  const rig = await startVasRig(t, 'vasair')
  const m = rig.merchant
  await rig.fund(m, '1000', '1000000000')
  const usdt = () => rig.balance(m, 'USDT')

  await t.test('detect: the operator of a number, by its prefix', async (t) => {
    const res = await m.api('GET', '/api/v1/airtime/detect?phone=%2B2348031234567&country_code=NG')
    t.equal(res.status, 200)
    t.match(res.body, { operator_id: 341, name: 'MTN Nigeria', country_code: 'NG', destination_currency: 'NGN' })
    const none = await m.api('GET', '/api/v1/airtime/detect?phone=%2B2348091234567&country_code=NG')
    t.equal(none.status, 404)
    t.equal(none.body.code, 'OPERATOR_NOT_DETECTED')
    t.equal((await m.api('GET', '/api/v1/airtime/detect?phone=08031234567&country_code=NG')).body.code, 'INVALID_PHONE')
    const unplanned = await m.api('GET', '/api/v1/airtime/detect?phone=%2B2349991234567&country_code=NG')
    t.equal(unplanned.body.code, 'INVALID_PHONE', 'not in Nigeria’s numbering plan (libphonenumber)')
  })

  await t.test('quote: customer_price = merchant_price + merchant_markup exactly; nothing bought, no balance touched', async (t) => {
    const before = await rig.simState()
    const ng = await m.api('POST', '/api/v1/airtime/quote', { phone: '+2348031234567', country_code: 'NG', amount: '10' })
    t.equal(ng.status, 200)
    t.match(ng.body, {
      merchant_price: '10',
      merchant_markup: '0',
      customer_price: '10',
      recipient_amount: '15000',
      recipient_currency: 'NGN',
    })
    const gh = await m.api('POST', '/api/v1/airtime/quote', {
      phone: '+233241234567',
      country_code: 'GH',
      operator_id: 150,
      amount: '100',
      use_local_amount: true,
    })
    t.equal(gh.status, 200)
    // 100 GHS at 15 per USD is 6.666…: 6.67 (rounded up, the recipient gets at least 100) plus the 0.10 fee.
    t.match(gh.body, { amount: '6.67', merchant_price: '6.77', customer_price: '6.77' })
    for (const q of [ng.body, gh.body])
      t.equal(
        parseUnits(q.customer_price, 6),
        parseUnits(q.merchant_price, 6) + parseUnits(q.merchant_markup, 6),
        `${q.customer_price} = ${q.merchant_price} + ${q.merchant_markup}, exactly`,
      )
    t.equal((await rig.simState()).purchases.length, before.purchases.length)
    t.match(await usdt(), { available: '1000000000', held: '0' })
    const out = await m.api('POST', '/api/v1/airtime/quote', { phone: '+2348031234567', country_code: 'NG', amount: '900' })
    t.equal(out.body.code, 'INVALID_DENOMINATION')
  })

  await t.test('an airtime order: successful, debited once, no redeem codes', async (t) => {
    const res = await m.api('POST', '/api/v1/airtime/orders', {
      reference: 'air-1',
      phone: '+2348031234567',
      country_code: 'NG',
      amount: '10',
    })
    t.equal(res.status, 200, JSON.stringify(res.body))
    t.match(res.body, {
      category: 'airtime',
      status: 'successful',
      product_id: 341,
      recipient_phone: '+2348031234567',
      merchant_price: '10',
    })
    t.notOk('redeem_codes' in res.body)
    t.match(await usdt(), { available: '990000000', held: '0' })
    const failed = await m.api('POST', '/api/v1/airtime/orders', {
      reference: 'air-2',
      phone: '+2348030009001',
      country_code: 'NG',
      amount: '10',
    })
    t.equal(failed.status, 502)
    t.match(await usdt(), { available: '990000000', held: '0' })
  })

  await t.test('margin settings: percent or fixed per category, in the quote and the order; the markup moves no money', async (t) => {
    t.match((await m.api('GET', '/api/v1/vas/margins')).body, {
      margins: [{ category: 'giftcard', type: 'fixed', value: '0' }, { category: 'airtime' }],
    })
    const bad = await m.api('PUT', '/api/v1/vas/margins', { category: 'airtime', type: 'percent', value: '100.5' })
    t.equal(bad.status, 400)
    t.equal(bad.body.code, 'INVALID_MARGIN')
    t.equal((await m.api('PUT', '/api/v1/vas/margins', { category: 'airtime', type: 'percent', value: '2.5' })).status, 200)
    t.equal((await m.api('PUT', '/api/v1/vas/margins', { category: 'giftcard', type: 'fixed', value: '1.25' })).status, 200)
    const q = await m.api('POST', '/api/v1/airtime/quote', { phone: '+233241234567', country_code: 'GH', amount: '3.33' })
    // 3.33 + 0.10 fee = 3.43; 2.5% of it is 0.08575.
    t.match(q.body, { merchant_price: '3.43', merchant_markup: '0.08575', customer_price: '3.51575' })
    t.equal(parseUnits(q.body.customer_price, 6), parseUnits(q.body.merchant_price, 6) + parseUnits(q.body.merchant_markup, 6))
    const before = await usdt()
    const gc = await m.api('POST', '/api/v1/giftcards/orders', { reference: 'gc-margin', product_id: 1001, unit_price: '10' })
    t.match(gc.body, { status: 'successful', merchant_price: '10.5', merchant_markup: '1.25', customer_price: '11.75' })
    t.equal(
      BigInt(before.available as string) - BigInt((await usdt()).available as string),
      10_500_000n,
      'the balance pays merchant_price only',
    )
    t.equal((await m.api('PUT', '/api/v1/vas/margins', { category: 'giftcard', type: 'none' })).status, 200)
    t.equal((await m.api('PUT', '/api/v1/vas/margins', { category: 'airtime', type: 'none' })).status, 200)
  })

  await t.test('100 concurrent gift card orders: every one bought, the balance pays each exactly once', async (t) => {
    const n = 100
    const concurrency = 10
    let next = 0
    const statuses: number[] = []
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < n) {
          const i = next++
          const res = await m.api('POST', '/api/v1/giftcards/orders', { reference: `many-${i}`, product_id: 1001, unit_price: '5' })
          statuses.push(res.status)
        }
      }),
    )
    t.equal(statuses.length, n)
    t.same([...new Set(statuses)], [200])
    t.match(await usdt(), { available: String(990_000_000 - 10_500_000 - n * 5_500_000), held: '0' })
  })
})
