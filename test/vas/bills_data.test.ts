import t from 'tap'
import { settledOrder, startVasRig } from './rig'

process.env.DEPOSIT_POLL_MS = '100'

t.test('data bundles and bill payments through REST against the Reloadly simulator process', async (t) => {
  const rig = await startVasRig(t, 'vasbill')
  const m = rig.merchant
  await rig.fund(m, '100', '100000000')
  const usdt = () => rig.balance(m, 'USDT')
  const settled = (reference: string) => settledOrder(m, reference)

  await t.test('data: the bundles of a country; a bundle bought at one of its amounts', async (t) => {
    const list = await m.api('GET', '/api/v1/data/bundles?country_code=NG')
    t.equal(list.status, 200)
    t.match(list.body.operators, [
      {
        operator_id: 343,
        name: 'MTN Nigeria Data',
        bundles: [{ amount: '1', description: '1GB, 7 days' }, { amount: '2.5' }, { amount: '5' }],
      },
    ])
    const res = await m.api('POST', '/api/v1/data/orders', {
      reference: 'data-1',
      phone: '+2348031234567',
      country_code: 'NG',
      operator_id: 343,
      amount: '2.5',
    })
    t.equal(res.status, 200, JSON.stringify(res.body))
    t.match(res.body, { category: 'data', status: 'successful', product_id: 343, recipient_phone: '+2348031234567', merchant_price: '2.5' })
    t.match(await usdt(), { available: '97500000', held: '0' })
    const odd = await m.api('POST', '/api/v1/data/orders', {
      reference: 'data-2',
      phone: '+2348031234567',
      country_code: 'NG',
      operator_id: 343,
      amount: '3',
    })
    t.equal(odd.body.code, 'INVALID_DENOMINATION')
    const airtimeOp = await m.api('POST', '/api/v1/data/orders', {
      reference: 'data-3',
      phone: '+2348031234567',
      country_code: 'NG',
      operator_id: 341,
      amount: '1',
    })
    t.equal(airtimeOp.body.code, 'OPERATOR_NOT_FOUND', 'an airtime operator sells no bundles')
  })

  await t.test('bills: billers of a country; a payment processing at the provider, then successful, charged once', async (t) => {
    const list = await m.api('GET', '/api/v1/bills/billers?country_code=NG&type=ELECTRICITY_BILL_PAYMENT')
    t.equal(list.status, 200)
    t.match(list.body.billers, [
      { biller_id: 61, name: 'Ikeja Electric Prepaid', min_amount: '1', max_amount: '500', fee: '0.5', currency: 'USD' },
    ])
    const res = await m.api('POST', '/api/v1/bills/orders', {
      reference: 'bill-1',
      biller_id: 61,
      account_number: '1234567890',
      amount: '20',
    })
    t.equal(res.status, 200, JSON.stringify(res.body))
    t.match(res.body, { category: 'bill', account_number: '1234567890', merchant_price: '20.5' })
    t.match(await settled('bill-1'), { status: 'successful' })
    t.match(await usdt(), { available: '77000000', held: '0' })
    t.equal((await rig.simState()).purchases.filter((p) => p.kind === 'bill').length, 1)
  })

  await t.test('bills: a refused payment is 502 and released; one refunded later fails and is released', async (t) => {
    const refused = await m.api('POST', '/api/v1/bills/orders', {
      reference: 'bill-2',
      biller_id: 61,
      account_number: '9001000000',
      amount: '20',
    })
    t.equal(refused.status, 502)
    t.equal(refused.body.code, 'PROVIDER_FAILED')
    const later = await m.api('POST', '/api/v1/bills/orders', {
      reference: 'bill-3',
      biller_id: 61,
      account_number: '9003000000',
      amount: '20',
    })
    t.equal(later.status, 200)
    t.match(await settled('bill-3'), { status: 'failed', failure_code: 'PROVIDER_FAILED' })
    t.match(await usdt(), { available: '77000000', held: '0' })
    const out = await m.api('POST', '/api/v1/bills/orders', {
      reference: 'bill-4',
      biller_id: 61,
      account_number: '1234567890',
      amount: '900',
    })
    t.equal(out.body.code, 'INVALID_DENOMINATION')
  })

  await t.test('the list filters by category', async (t) => {
    const bills = await m.api('GET', '/api/v1/vas/orders?category=bill')
    t.equal(bills.body.total, 3)
    t.ok(bills.body.orders.every((o: { category: string }) => o.category === 'bill'))
  })
})
