/**
 * Merchant analytics of every product other than checkout, through REST against one sandbox platform: a
 * virtual-account credit, an OTC order that funds NGN, a remittance transfer that completes and one that bounces,
 * a VAS gift card with the merchant's markup, a WaaS customer deposit and a transfer that collects the merchant's
 * fee, and a confirmed sandbox swap. Every number of /overview, /transactions (and its filters), the CSV export and
 * /revenue?basis=crypto is computed from the amounts sent, per docs/analytics.md's "Definitions"; live shows none.
 */
import t from 'tap'
import { createAnalyticsModule } from '../../actors/analytics/module'
import { createVasModule } from '../../actors/vas/module'
import { startSimulatorProcess } from '../../actors/vas/providers/reloadly/simulator_process'
import { waasModule } from '../../actors/wallets/module'
import { swapModule } from '../../actors/swap/module'
import { formatUnits, parseUnits } from '../../chains/assets'
import { formatDecimal } from '../../platform/decimal'
import { startRemitRig } from '../remittance/rig'
import { polSwap } from '../swap/body'
import { bearer } from '../support/http'
import { eventually } from '../support/merchant'

// The sandbox's swap pricing names USDT by the configured contract; the watchers read process.env (one process per file).
const USDT = '0x00000000000000000000000000000000000000d7'
Object.assign(process.env, { POL_USDT: USDT, DEPOSIT_POLL_MS: '100', WALLET_TRACK_MS: '100' })

const E18 = 10n ** 18n
const fiat = (minor: bigint) => formatDecimal({ units: minor, scale: 2 })
const usdt = (micro: bigint) => formatDecimal({ units: micro, scale: 6 })
const minorOf = (amount: string) => parseUnits(amount, 2)

const recipient = {
  recipient_name: 'Li Wei',
  recipient_account: '6222020200112233445',
  recipient_bank: 'ICBC',
  recipient_email: 'li.wei@example.com',
  recipient_country: 'CN',
  purpose: 'invoice_payment',
}

t.test('analytics of every product but checkout', async (t) => {
  const vasSim = await startSimulatorProcess()
  t.teardown(() => vasSim.stop())
  const vas = createVasModule({
    env: {
      VAS_SANDBOX_URL: vasSim.baseUrl,
      VAS_PROVIDER_TIMEOUT_MS: '3000',
      VAS_ORDER_WAIT_MS: '20000',
      VAS_RECONCILE_POLL_MS: '200',
      VAS_HOLD_TIMEOUT_MS: '2000',
    },
  })
  const analytics = createAnalyticsModule({ env: { FRAUD_SCAN_MS: '1000' } })
  const rig = await startRemitRig(t, 'analytics_products', {}, [vas, waasModule, swapModule, analytics])
  const m = rig.merchant
  const get = (path: string) => m.dashboard('GET', `/api/v1/analytics${path}`)

  // 1. A virtual-account credit: a customer pays 12.50 GBP by bank transfer.
  const VA_CREDIT = '12.50'
  const account = await m.dashboard('POST', '/api/v1/virtual-accounts/create', {
    currency: 'GBP',
    customer_reference: 'cust-va',
    customer_name: 'Ada Lovelace',
  })
  t.equal(account.status, 200, JSON.stringify(account.body))
  const credit = await m.dashboard('POST', `/api/v1/sandbox/virtual-accounts/${account.body.id}/credit`, {
    amount: VA_CREDIT,
    reference: 'invoice-va',
  })
  t.equal(credit.status, 200, JSON.stringify(credit.body))
  await rig.fiatReaches(m, 'GBP', minorOf(VA_CREDIT).toString())

  // 2. NGN reaches the balance through an OTC order (otc_settled: what the balance was credited), then two
  // remittance transfers of 15000.00 NGN: one completes, one is sent and bounces back.
  const ngnBefore = BigInt(await rig.available(m, 'NGN'))
  await rig.fund(m, 'NGN', '100.00')
  const otcCredit = BigInt(await rig.available(m, 'NGN')) - ngnBefore
  t.ok(otcCredit > 0n, 'the OTC order credited NGN')
  const REMIT = '15000.00'
  const remit = (reference: string) =>
    rig.transfer(m, {
      business_id: m.businessId,
      source_currency: 'NGN',
      source_amount: REMIT,
      dest_currency: 'CNY',
      reference,
      ...recipient,
    })
  const transferOf = async (id: string) => (await m.api('GET', `/api/v1/remittance/transfers/${id}`)).body
  const completed = await remit('Invoice 1')
  const bounced = await remit('SIM-BOUNCE')
  t.equal(completed.status, 201, JSON.stringify(completed.body))
  t.equal(bounced.status, 201, JSON.stringify(bounced.body))
  // The fees paid on both (each was sent before one bounced), net of any discount, from the transfers' own answers.
  const minor = (x: string) => parseUnits(x, 2)
  const remitFees = [completed.body, bounced.body].reduce((sum, b) => sum + minor(b.fee_amount) - minor(b.rpay_discount_amount), 0n)
  await eventually(async () => (await transferOf(completed.body.id)).status === 'completed', 30_000)
  await eventually(async () => {
    const x = await transferOf(bounced.body.id)
    return x.status === 'failed' && x.reversed === true
  }, 30_000)

  // 3. A VAS gift card (Amazon US 1001, 25 USD; the simulator's sender fee 0.50) with a fixed 1.25 markup, paid
  // from a USDT balance topped up in the sandbox.
  const topUp = (await m.api('GET', '/api/v1/balance/top-up-addresses')).body.addresses[0].address as string
  t.equal(
    (await m.api('POST', '/api/v1/sandbox/deposits', { network: 'POL', currency: 'USDT', address: topUp, amount: '100' })).status,
    201,
  )
  await eventually(async () => (await rig.balance(m, 'USDT')).available === '100000000', 30_000)
  const MARKUP = '1.25'
  t.equal((await m.api('PUT', '/api/v1/vas/margins', { category: 'giftcard', type: 'fixed', value: MARKUP })).status, 200)
  const merchantPrice = parseUnits('25', 6) + parseUnits('0.5', 6)
  const markup = parseUnits(MARKUP, 6)
  const customerPrice = merchantPrice + markup
  const gift = await m.api('POST', '/api/v1/giftcards/orders', {
    reference: 'gc-analytics',
    product_id: 1001,
    unit_price: '25',
    recipient_email: 'Gift@Example.com',
  })
  t.match(gift, { status: 200, body: { status: 'successful', merchant_markup: MARKUP, customer_price: '26.75' } })

  // 4. WaaS: alice's monitored ETH address receives 5 ETH; she sends 1 ETH with the merchant's 1% fee due.
  const DEPOSIT = '5'
  const SENT = '1.0' // with a point: a decimal of ETH (without one the API reads base units)
  const FEE_PERCENT = '0.01' // a fraction: 1 %
  for (const customer of ['alice', 'bob', 'treasury', 'dana'])
    t.equal((await m.api('POST', '/api/v1/wallet/customers', { customer_id: customer })).status, 200, customer)
  const feeAddress = (await m.api('POST', '/api/v1/wallet/treasury/derive', { network: 'ETH' })).body.address as string
  const fees = await m.api('POST', '/api/v1/wallet/fees', {
    fee_percent: FEE_PERCENT,
    is_enabled: true,
    fee_addresses: { ETH: feeAddress },
  })
  t.equal(fees.status, 200, JSON.stringify(fees.body))
  const alice = (await m.api('POST', '/api/v1/wallet/alice/derive', { network: 'ETH', index: 1, enable_monitoring: true })).body
    .address as string
  const bob = (await m.api('POST', '/api/v1/wallet/bob/derive', { network: 'ETH' })).body.address as string
  const dep = await m.api('POST', '/api/v1/sandbox/deposits', { network: 'ETH', currency: 'ETH', address: alice, amount: DEPOSIT })
  t.equal(dep.status, 201, JSON.stringify(dep.body))
  await eventually(async () => {
    const list = await m.api('GET', '/api/v1/wallet/alice/transactions?network=ETH&status=confirmed')
    return list.body.transactions?.some((x: { tx_hash: string }) => x.tx_hash === dep.body.tx_hash)
  }, 30_000)
  const sent = await m.api('POST', '/api/v1/wallet/alice/transfer', {
    network: 'ETH',
    currency: 'ETH',
    to_address: bob,
    amount: SENT,
    index: 1,
  })
  t.equal(sent.status, 200, JSON.stringify(sent.body))
  const feeWei = (parseUnits(SENT, 18) * parseUnits(FEE_PERCENT, 2)) / 100n
  t.equal(feeWei, 10n ** 16n, '1% of 1 ETH')
  await eventually(async () => {
    const list = await m.api('GET', '/api/v1/wallet/alice/transactions?network=ETH')
    const tx = list.body.transactions?.find((x: { tx_hash: string }) => x.tx_hash === sent.body.tx_hash)
    return tx?.status === 'confirmed' && tx.platform_fee?.status === 'collected'
  }, 30_000)

  // 5. A sandbox swap: dana's unmonitored POL address swaps 1 POL for USDT.
  const dana = (await m.api('POST', '/api/v1/wallet/dana/derive', { network: 'POL', index: 0 })).body.address as string
  t.equal((await m.api('POST', '/api/v1/sandbox/deposits', { network: 'POL', currency: 'POL', address: dana, amount: '10' })).status, 201)
  await eventually(async () => {
    const a = (await m.api('GET', '/api/v1/wallet/dana/addresses?refresh=true')).body.addresses?.find(
      (x: { network: string }) => x.network === 'POL',
    )
    return a?.balances.find((b: { currency: string }) => b.currency === 'POL')?.amount_decimal === '10'
  }, 30_000)
  await eventually(
    async () => (await m.api('GET', `/api/v1/swap/quote?${new URLSearchParams(polSwap('native', USDT, E18) as any)}`)).status === 200,
    30_000,
  )
  const swap = await m.api('POST', '/api/v1/swap/customer/dana', polSwap('native', USDT, E18))
  t.match(swap, { status: 200, body: { status: 'pending' } })
  await eventually(async () => {
    const h = (await m.api('GET', '/api/v1/swap/customer/dana/history?limit=100')).body
    return h.swaps?.find((x: { swap_tx_hash: string; status: string }) => x.swap_tx_hash === swap.body.tx_hash)?.status === 'confirmed'
  }, 30_000)

  // What the definitions make of it. Money-moving facts: va_credit, otc_settled, 2 × remittance_sent,
  // remittance_reversed, vas_order, wallet_deposit, swap.
  const TRANSACTIONS = 8
  const gbp = minorOf(VA_CREDIT)
  const remitMinor = minorOf(REMIT)

  await t.test('overview: per currency, nothing converted; the WaaS fee per asset', async (t) => {
    const res = await eventually(async () => {
      const r = await get('/overview?environment=test&days=1&currency=GBP')
      return r.body.transaction_count === TRANSACTIONS ? r : undefined
    }, 20_000)
    t.equal(res.status, 200)
    t.match(res.body, {
      environment: 'test',
      currency: 'GBP',
      total_volume: fiat(gbp),
      total_revenue: fiat(gbp),
      net_sales: fiat(gbp),
      refunds: '0.00',
      transaction_count: TRANSACTIONS,
      sessions: { created: 0, paid: 0 },
    })
    t.notOk('success_rate' in res.body, 'no session')
    t.same(res.body.by_currency, [
      {
        currency: 'GBP',
        volume: fiat(gbp),
        refunds: '0.00',
        net_sales: fiat(gbp),
        revenue: fiat(gbp),
        average_sale: '0.00',
        paid_sessions: 0,
        vas_sales: '0.00',
        vas_margin: '0.00',
        virtual_account_credits: fiat(gbp),
        remittance_fees: '0.00',
      },
      {
        // Remittance and OTC are the merchant's own treasury: transactions, never volume or revenue.
        currency: 'NGN',
        volume: '0.00',
        refunds: '0.00',
        net_sales: '0.00',
        revenue: '0.00',
        average_sale: '0.00',
        paid_sessions: 0,
        vas_sales: '0.00',
        vas_margin: '0.00',
        virtual_account_credits: '0.00',
        remittance_fees: fiat(remitFees),
      },
      {
        // revenue = net_sales + vas_margin.
        currency: 'USDT',
        volume: usdt(0n),
        refunds: usdt(0n),
        net_sales: usdt(0n),
        revenue: usdt(markup),
        average_sale: usdt(0n),
        paid_sessions: 0,
        vas_sales: usdt(customerPrice),
        vas_margin: usdt(markup),
        virtual_account_credits: usdt(0n),
        remittance_fees: usdt(0n),
      },
    ])
    t.same(res.body.crypto, [{ network: 'ETH', asset: 'ETH', received: '0', refunded: '0', fees_earned: formatUnits(feeWei, 18) }])
    t.match((await get('/overview?environment=test&days=1&currency=USDT')).body, {
      currency: 'USDT',
      total_volume: usdt(0n),
      total_revenue: usdt(markup),
      transaction_count: TRANSACTIONS,
    })
    t.match((await get('/overview?environment=test&days=1')).body, { currency: 'GBP' }, 'the currency with the most volume')
  })

  await t.test('transactions: each fact once with its amount; product and type filters', async (t) => {
    const all = await get('/transactions?environment=test&days=1&limit=100')
    t.equal(all.status, 200)
    t.equal(all.body.total, TRANSACTIONS)
    const byType = (type: string) => all.body.transactions.filter((x: { type: string }) => x.type === type)
    t.same(all.body.transactions.map((x: { type: string }) => x.type).sort(), [
      'otc_settled',
      'remittance_reversed',
      'remittance_sent',
      'remittance_sent',
      'swap',
      'va_credit',
      'vas_order',
      'wallet_deposit',
    ])
    t.match(byType('va_credit'), [
      {
        product: 'virtual_accounts',
        currency: 'GBP',
        amount: fiat(gbp),
        subject: account.body.id,
        reference: 'invoice-va',
        customer: 'cust-va',
      },
    ])
    t.match(byType('otc_settled'), [{ product: 'otc', currency: 'NGN', amount: fiat(otcCredit), method: 'GBP' }])
    t.same(
      byType('remittance_sent')
        .map((x: { subject: string; amount: string; currency: string; method: string }) => [x.subject, x.currency, x.amount, x.method])
        .sort(),
      [
        [completed.body.id, 'NGN', fiat(remitMinor), 'CNY'],
        [bounced.body.id, 'NGN', fiat(remitMinor), 'CNY'],
      ].sort(),
    )
    t.match(byType('remittance_reversed'), [{ product: 'remittance', subject: bounced.body.id, currency: 'NGN', amount: fiat(remitMinor) }])
    t.match(byType('vas_order'), [
      {
        product: 'vas',
        currency: 'USDT',
        amount: usdt(customerPrice),
        method: 'giftcard',
        reference: 'gc-analytics',
        customer: 'gift@example.com',
      },
    ])
    t.match(byType('wallet_deposit'), [
      { product: 'waas', network: 'ETH', asset: 'ETH', asset_amount: DEPOSIT, subject: 'alice', reference: dep.body.tx_hash },
    ])
    t.notOk('amount' in byType('wallet_deposit')[0], 'crypto only: no fiat invented')
    t.match(byType('swap'), [{ product: 'swap', network: 'POL', asset: 'POL', asset_amount: '1', address: dana }])

    const total = async (query: string) => (await get(`/transactions?environment=test&days=1&${query}`)).body.total
    t.equal(await total('product=remittance'), 3)
    t.equal(await total('type=remittance_sent'), 2)
    t.equal(await total('product=remittance&type=remittance_reversed'), 1)
    t.equal(await total('product=otc'), 1)
    t.equal(await total('product=virtual_accounts'), 1)
    t.equal(await total('product=vas'), 1, 'the sale; the margin is not a transaction')
    t.equal(await total('product=waas'), 1, 'the deposit; the collected fee is not a transaction')
    t.equal(await total('product=swap'), 1)
    t.equal(await total('type=vas_margin'), 0)
    t.equal(await total('type=wallet_fee'), 0)
    t.equal(await total('type=remittance_fee'), 0)
    t.equal(await total('product=checkout'), 0)
    t.equal(await total('product=vas&type=va_credit'), 0, 'filters narrow together')
    const onlyVa = await get('/transactions?environment=test&days=1&type=va_credit')
    t.match(onlyVa.body, { total: 1, transactions: [{ type: 'va_credit', amount: fiat(gbp) }] })

    const csv = await fetch(`${rig.platform.baseUrl}/api/v1/analytics/transactions/export?environment=test&days=1`, {
      headers: bearer(m.accessToken),
    })
    t.equal(csv.status, 200)
    const lines = (await csv.text()).trimEnd().split('\r\n')
    t.equal(lines.length, TRANSACTIONS + 1, 'the header and every transaction')
    const remitCsv = await fetch(
      `${rig.platform.baseUrl}/api/v1/analytics/transactions/export?environment=test&days=1&product=remittance`,
      {
        headers: bearer(m.accessToken),
      },
    )
    t.equal((await remitCsv.text()).trimEnd().split('\r\n').length, 4, 'the header and three remittance lines')
  })

  await t.test('revenue: the WaaS fee on the crypto basis; the VAS margin on USDT', async (t) => {
    const crypto = await get('/revenue?environment=test&days=1&basis=crypto')
    t.equal(crypto.status, 200)
    t.same(crypto.body.points, [
      {
        date: crypto.body.to,
        currency: 'ETH',
        network: 'ETH',
        volume: '0',
        refunds: '0',
        revenue: formatUnits(feeWei, 18),
        transactions: TRANSACTIONS,
      },
    ])
    const usdtRevenue = await get('/revenue?environment=test&days=1&currency=USDT')
    t.match(usdtRevenue.body.points, [{ currency: 'USDT', volume: usdt(0n), revenue: usdt(markup), transactions: TRANSACTIONS }])
    const gbpRevenue = await get('/revenue?environment=test&days=1&currency=GBP')
    t.match(gbpRevenue.body.points, [{ currency: 'GBP', volume: fiat(gbp), revenue: fiat(gbp) }])
  })

  await t.test('live shows none of it', async (t) => {
    const live = await get('/overview?environment=live&days=1')
    t.match(live.body, { environment: 'live', total_volume: '0.00', total_revenue: '0.00', transaction_count: 0 })
    t.same(live.body.by_currency, [])
    t.same(live.body.crypto, [])
    t.equal((await get('/transactions?environment=live&days=1')).body.total, 0)
    t.same((await get('/revenue?environment=live&days=1&basis=crypto')).body.points, [])
  })
})
