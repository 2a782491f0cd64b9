import t from 'tap'
import { NETWORKS, type Network } from '../../chains/networks'
import { allEntries, by, expectOneEntry, keyIdOf } from '../support/audit_log'
import { ALL_WALLET_PERMISSIONS, eventually, startWaas, walletEvents } from '../support/waas'

const NATIVE: Record<Network, string> = {
  BTC: 'BTC',
  BCH: 'BCH',
  LTC: 'LTC',
  BSC: 'BNB',
  ETH: 'ETH',
  POL: 'POL',
  TRX: 'TRX',
  SOL: 'SOL',
  XRP: 'XRP',
}
const UTXO = ['BTC', 'LTC', 'BCH']

t.test('WaaS sandbox flows on all nine networks: monitored deposit, webhooks, transfer with fee, transactions', async (t) => {
  const rig = await startWaas('waassbx', { DEPOSIT_POLL_MS: '100', WALLET_TRACK_MS: '100' })
  t.teardown(() => rig.close())
  await rig.plan('professional')
  const fullKey = await rig.key('test', ALL_WALLET_PERMISSIONS)
  const key = rig.as(fullKey)
  const noTransfer = rig.as(await rig.key('test'))
  t.equal((await key('POST', '/api/v1/wallet/customers', { customer_id: 'alice' })).status, 200)
  t.equal((await key('POST', '/api/v1/wallet/customers', { customer_id: 'treasury' })).status, 200)
  const quiet = await rig.webhooks(false)

  await t.test('error: derive with an unknown network or wallet; fees out of range', async (t) => {
    t.match(await key('POST', '/api/v1/wallet/alice/derive', { network: 'DOGE' }), { status: 400 })
    t.match(await key('POST', '/api/v1/wallet/alice/derive', { network: 'DOG' }), { status: 400, body: { code: 'INVALID_NETWORK' } })
    t.match(await key('POST', '/api/v1/wallet/nobody/derive', { network: 'ETH' }), { status: 404, body: { error: 'Wallet not found' } })
    t.match(await key('POST', '/api/v1/wallet/fees', { fee_percent: '0.51', is_enabled: true }), {
      status: 400,
      body: { code: 'INVALID_FEE_PERCENT' },
    })
    t.match(await key('POST', '/api/v1/wallet/fees', { fee_percent: '1%', is_enabled: true }), {
      status: 400,
      body: { code: 'INVALID_FEE_PERCENT' },
    })
    t.match(await key('PUT', '/api/v1/wallet/fees/addresses', { addresses: { ETH: 'not-an-address-at-all-xx' } }), {
      status: 400,
      body: { code: 'INVALID_ADDRESS' },
    })
    t.match(await key('PUT', '/api/v1/wallet/fees/addresses', { addresses: { DOG: 'DAddressAddressAddressAddress1' } }), {
      status: 400,
      body: { code: 'INVALID_NETWORK' },
    })
    t.same((await key('GET', '/api/v1/wallet/fees')).body, { fee_percent: '0', is_enabled: false, fee_addresses: {} }, 'nothing was stored')
  })

  // Fee addresses: the treasury customer's index-0 address on every network.
  const feeAddress: Record<string, string> = {}
  for (const network of NETWORKS)
    feeAddress[network] = (
      await key('POST', '/api/v1/wallet/treasury/derive', { network, is_testnet: UTXO.includes(network) })
    ).body.address
  await t.test('POST /fees, PUT /fees/addresses (empty string removes), GET /fees', async (t) => {
    const set = await key('POST', '/api/v1/wallet/fees', { fee_percent: '0.01', is_enabled: true, fee_addresses: { ETH: feeAddress.ETH } })
    t.same(set.body, { fee_percent: '0.01', is_enabled: true, fee_addresses: { ETH: feeAddress.ETH } })
    const put = await key('PUT', '/api/v1/wallet/fees/addresses', { addresses: { ...feeAddress, XRP: '' } })
    t.equal(put.status, 200)
    t.notOk('XRP' in put.body.fee_addresses, 'XRP removed: no fee is collected there')
    t.equal(Object.keys((await key('GET', '/api/v1/wallet/fees')).body.fee_addresses).length, 8)
    // Each change on record once, by the key, with old and new values; the refused ones above none.
    const { XRP: _, ...eight } = feeAddress
    const [eth, byKey] = [{ ETH: feeAddress.ETH }, by.key(await keyIdOf(rig.call, rig.owner.access_token, fullKey))]
    for (const [percent, enabled, from, to] of [['0', false, {}, eth] as const, ['0.01', true, eth, eight] as const]) {
      const changes = { fee_percent: { from: percent, to: '0.01' }, is_enabled: { from: enabled, to: true }, fee_addresses: { from, to } }
      const target = { type: 'wallet_fees', id: `${rig.owner.business_id}:test` }
      await expectOneEntry(t, rig.call, rig.owner.access_token, {
        action: 'wallet_fees.changed',
        target,
        by: byKey,
        changes,
        where: { changes },
      })
    }
    const all = await allEntries(rig.call, rig.owner.access_token)
    t.equal(all.filter((e) => e.action === 'wallet_fees.changed').length, 2, 'and no other')
  })

  const recipient = await key('POST', '/api/v1/wallet/customers', { customer_id: 'bob' })
  t.equal(recipient.status, 200)
  for (const network of NETWORKS) {
    await t.test(`${network}: derive monitored, deposit detected then confirmed, transfer out, fee, transactions`, async (t) => {
      const isTestnet = UTXO.includes(network)
      const derived = await key('POST', '/api/v1/wallet/alice/derive', {
        network,
        index: 1,
        is_testnet: isTestnet,
        enable_monitoring: true,
      })
      t.match(derived, { status: 200, body: { customer_id: 'alice', network, index: 1, is_testnet: isTestnet, monitored: true } })
      const to = (await key('POST', '/api/v1/wallet/bob/derive', { network, is_testnet: isTestnet })).body.address
      const native = NATIVE[network]
      const dep = await key('POST', '/api/v1/sandbox/deposits', { network, currency: native, address: derived.body.address, amount: '5' })
      t.equal(dep.status, 201)
      const received = await eventually(
        async () => {
          const list = await key('GET', `/api/v1/wallet/alice/transactions?network=${network}&status=confirmed`)
          return list.body.transactions.find((x: { tx_hash: string }) => x.tx_hash === dep.body.tx_hash)
        },
        15_000,
        `${network} deposit confirmed`,
      )
      t.match(received, {
        type: 'receive',
        currency: native,
        to_address: derived.body.address,
        amount: dep.body.amount_base_units,
        status: 'confirmed',
      })

      const tooMuch = await key('POST', '/api/v1/wallet/alice/transfer', {
        network,
        currency: native,
        to_address: to,
        amount: '50.0',
        index: 1,
      })
      t.match(tooMuch, { status: 500, body: { code: 'INSUFFICIENT_FUNDS' } }, 'insufficient funds: 500 with a code (spec)')
      const sent = await key('POST', '/api/v1/wallet/alice/transfer', {
        network,
        currency: native,
        to_address: to,
        amount: '1.0',
        index: 1,
      })
      t.match(sent, {
        status: 200,
        body: { network, currency: native, amount_decimal: '1', to_address: to, status: 'submitted', tx_hash: String },
      })
      const withFee = network !== 'XRP'
      t.equal('platform_fee' in sent.body, withFee, withFee ? 'a 1% fee is due' : 'no fee address on XRP: no fee')
      const confirmed = await eventually(
        async () => {
          const list = await key('GET', `/api/v1/wallet/alice/transactions?network=${network}`)
          const tx = list.body.transactions.find((x: { tx_hash: string }) => x.tx_hash === sent.body.tx_hash)
          return tx?.status === 'confirmed' && (!withFee || tx.platform_fee.status === 'collected') && tx
        },
        15_000,
        `${network} transfer confirmed`,
      )
      t.match(confirmed, { type: 'send', from_address: derived.body.address, to_address: to, status: 'confirmed', block_number: Number })
      t.ok(confirmed.confirmations >= 1, 'a confirmed transaction shows at least one confirmation')
      const feeBalances = (await key('GET', '/api/v1/wallet/treasury/addresses?refresh=true')).body.addresses.find(
        (a: { network: string }) => a.network === network,
      )
      t.equal(
        feeBalances.balances.find((b: { currency: string }) => b.currency === native).amount_decimal,
        withFee ? '0.01' : '0',
        'the fee arrived at the fee address',
      )
      const bob = (await key('GET', '/api/v1/wallet/bob/addresses?refresh=true')).body.addresses.find(
        (a: { network: string }) => a.network === network,
      )
      t.equal(
        bob.balances.find((b: { currency: string }) => b.currency === native).amount_decimal,
        '1',
        'the recipient got exactly the amount',
      )
    })
  }

  await t.test('GET /transactions filters and pages; GET /addresses ledger vs refresh; global address search', async (t) => {
    const all = await key('GET', '/api/v1/wallet/alice/transactions?limit=100')
    t.match(all.body, { customer_id: 'alice', total: 18, page: 1, limit: 100 })
    t.equal((await key('GET', '/api/v1/wallet/alice/transactions?network=ETH')).body.total, 2)
    t.equal((await key('GET', '/api/v1/wallet/alice/transactions?currency=BNB')).body.total, 2)
    t.equal((await key('GET', '/api/v1/wallet/alice/transactions?status=pending')).body.total, 0)
    t.equal((await key('GET', '/api/v1/wallet/alice/transactions?limit=5&page=4')).body.transactions.length, 3)
    t.match(await key('GET', '/api/v1/wallet/alice/transactions?status=done'), { status: 400 })
    t.match(await key('GET', '/api/v1/wallet/alice/transactions?limit=101'), { status: 400 })
    t.match(await key('GET', '/api/v1/wallet/ghost/transactions'), { status: 404, body: { error: 'Wallet not found' } })

    const ledger = (await key('GET', '/api/v1/wallet/alice/addresses')).body
    const live = (await key('GET', '/api/v1/wallet/alice/addresses?refresh=true')).body
    t.equal(ledger.total, 9)
    for (const a of ledger.addresses) {
      const fresh = live.addresses.find((x: { id: number }) => x.id === a.id)
      t.equal(fresh.balances_source, 'chain')
      const native = NATIVE[a.network as Network]
      t.equal(
        a.balances.find((b: { currency: string }) => b.currency === native).amount,
        fresh.balances.find((b: { currency: string }) => b.currency === native).amount,
        `${a.network}: the wallet ledger agrees with the chain`,
      )
      t.equal(a.total_received_decimal, '5')
    }
    const search = await key('GET', `/api/v1/wallet/addresses?search=${encodeURIComponent(feeAddress.SOL!)}`)
    t.match(search.body, { total: 1, addresses: [{ customer_id: 'treasury', network: 'SOL', address: feeAddress.SOL }] })
    t.equal((await key('GET', '/api/v1/wallet/addresses?search=bob')).body.total, 9)
    t.equal((await key('GET', '/api/v1/wallet/addresses?network=ETH')).body.total, 3)
    const usdc = await key('GET', '/api/v1/wallet/addresses?currency=USDC&limit=100')
    t.same([...new Set(usdc.body.addresses.map((a: { network: string }) => a.network))].sort(), ['BSC', 'ETH', 'POL', 'SOL'])
    t.match(await key('GET', '/api/v1/wallet/addresses?currency=DOGE'), { status: 400, body: { code: 'INVALID_CURRENCY' } })
  })

  await t.test('GET /earnings: collected fees per currency and network', async (t) => {
    const e = (await key('GET', '/api/v1/wallet/earnings')).body
    t.equal(e.total_transfers, 9)
    t.equal(e.total_fees_by_currency.length, 8)
    t.match(
      e.total_fees_by_currency.find((f: { network: string }) => f.network === 'ETH'),
      { currency: 'ETH', total_amount: '10000000000000000', total_amount_decimal: '0.01', count: 1 },
    )
    t.equal(e.recent_fees.length, 8)
    t.match(e.recent_fees[0], { customer_id: 'alice', fee_tx_hash: String, transfer_tx_hash: String, fee_percent: '0.01' })
  })

  await t.test('webhooks: without wallet_webhook_enabled only wallet.transfer.* arrive', async (t) => {
    await eventually(
      async () => walletEvents(quiet).filter((e) => e.event === 'wallet.transfer.confirmed').length === 9,
      15_000,
      'transfer webhooks',
    )
    t.equal(walletEvents(quiet).filter((e) => e.event.startsWith('wallet.deposit.')).length, 0)
    const eth = walletEvents(quiet)
      .filter((e) => e.data.network === 'ETH')
      .map((e) => e.event)
    t.same(eth, ['wallet.transfer.submitted', 'wallet.transfer.confirmed'])
    const done = walletEvents(quiet).find((e) => e.event === 'wallet.transfer.confirmed' && e.data.network === 'ETH')!
    t.match(done.data, {
      tx_hash: String,
      customer_id: 'alice',
      network: 'ETH',
      currency: 'ETH',
      from_address: String,
      to_address: String,
      amount: '1000000000000000000',
      amount_decimal: '1',
      gas_fee: /^\d+$/,
      status: 'confirmed',
      confirmed_at: String,
      block_number: Number,
    })
  })

  await t.test(
    'webhooks: with wallet_webhook_enabled, detected then confirmed, same deposit_id, safe_to_credit only when confirmed',
    async (t) => {
      const loud = await rig.webhooks(true)
      const address = (await key('POST', '/api/v1/wallet/alice/derive', { network: 'TRX', index: 1, enable_monitoring: true })).body.address
      const dep = await key('POST', '/api/v1/sandbox/deposits', { network: 'TRX', currency: 'USDT', address, amount: '12.5' })
      // A new URL: deliveries still queued for the old one are not sent here (a delivery goes only to its own URL).
      const deposits = () => walletEvents(loud).filter((e) => e.event.startsWith('wallet.deposit.'))
      await eventually(async () => deposits().length >= 2, 15_000, 'deposit webhooks')
      // Deliveries are independent and may arrive in either order (docs/webhooks.md): each is found by its event.
      const detected = deposits().find((e) => e.event === 'wallet.deposit.detected')
      const confirmed = deposits().find((e) => e.event === 'wallet.deposit.confirmed')
      t.equal(detected!.event, 'wallet.deposit.detected')
      t.match(detected!.data, {
        customer_id: 'alice',
        network: 'TRX',
        address,
        amount: '12500000',
        amount_decimal: '12.5',
        currency: 'USDT',
        tx_hash: dep.body.tx_hash,
        hash_pending: false,
        confirmations: 0,
        status: 'detected',
        detected_at: String,
        detected_by: String,
        safe_to_credit: false,
        deposit_id: Number,
      })
      t.equal(confirmed!.event, 'wallet.deposit.confirmed')
      t.match(confirmed!.data, {
        customer_id: 'alice',
        network: 'TRX',
        amount: '12500000',
        amount_decimal: '12.5',
        tx_hash: dep.body.tx_hash,
        confirmations: 0,
        status: 'confirmed',
        confirmed_at: String,
        safe_to_credit: true,
      })
      t.equal(confirmed!.data.deposit_id, detected!.data.deposit_id, 'deposit_id is stable')
      const listed = (await key('GET', '/api/v1/wallet/alice/transactions?currency=USDT')).body.transactions[0]
      t.equal(listed.id, detected!.data.deposit_id, 'the deposit_id is the wallet transaction id')
      t.ok(loud.received.some((r) => r.headers['x-webhook-event'] === 'wallet.deposit.detected'))
    },
  )

  await t.test('error: transfer permission, amount, address, index', async (t) => {
    const body = { network: 'ETH', currency: 'ETH', to_address: feeAddress.ETH, amount: '0.1', index: 1 }
    t.match(await noTransfer('POST', '/api/v1/wallet/alice/transfer', body), { status: 403 }, 'wallet:transfer is needed')
    t.match(await key('POST', '/api/v1/wallet/alice/transfer', { ...body, amount: '0.1234567890123456789' }), {
      status: 400,
      body: { code: 'INVALID_AMOUNT' },
    })
    t.match(await key('POST', '/api/v1/wallet/alice/transfer', { ...body, amount: '-1' }), {
      status: 400,
      body: { code: 'INVALID_AMOUNT' },
    })
    t.match(await key('POST', '/api/v1/wallet/alice/transfer', { ...body, to_address: 'TXYZ1234567890123456789012345678' }), {
      status: 400,
      body: { code: 'INVALID_ADDRESS' },
    })
    t.match(await key('POST', '/api/v1/wallet/alice/transfer', { ...body, currency: 'DOGE' }), {
      status: 400,
      body: { code: 'INVALID_CURRENCY' },
    })
    t.match(await key('POST', '/api/v1/wallet/alice/transfer', { ...body, index: 9 }), { status: 404, body: { code: 'ADDRESS_NOT_FOUND' } })
    t.match(await key('POST', '/api/v1/wallet/ghost/transfer', body), { status: 404, body: { code: 'WALLET_NOT_FOUND' } })
    const baseUnits = await key('POST', '/api/v1/wallet/alice/transfer', { ...body, amount: '1000' })
    t.match(baseUnits.body, { amount: '1000', amount_decimal: '0.000000000000001' }, 'an integer amount is base units')
    t.match(
      await key('POST', '/api/v1/wallet/estimate-gas', {
        network: 'TRX',
        currency: 'TRX',
        from_address: feeAddress.TRX,
        to_address: feeAddress.TRX,
        amount: '1.0',
      }),
      { status: 400, body: { code: 'UNSUPPORTED_NETWORK' } },
    )
    t.match(
      await key('POST', '/api/v1/wallet/estimate-gas', {
        network: 'ETH',
        currency: 'ETH',
        from_address: feeAddress.ETH,
        to_address: feeAddress.ETH,
        amount: '1.0',
      }),
      { status: 503, body: { code: 'NETWORK_UNAVAILABLE' } },
      'no live ETH endpoint configured here',
    )
  })
})
