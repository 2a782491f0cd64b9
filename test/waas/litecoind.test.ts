import t from 'tap'
import { litecoindAvailable, startLitecoind } from '../support/litecoind'
import { ALL_WALLET_PERMISSIONS, eventually, startWaas, walletEvents } from '../support/waas'

t.test(
  'litecoind regtest: a send out of one wallet is a monitored deposit of another, confirmed; then a send back, with the fee collected',
  { skip: litecoindAvailable() ? false : 'litecoind is not installed (.ci/run installs it from Debian)' },
  async (t) => {
    const node = await startLitecoind()
    const rig = await startWaas('waasltc', {
      LTC_RPC_URL: node.url,
      LTC_RPC_AUTH: node.auth,
      LTC_CONFIRMATIONS: '2',
      DEPOSIT_POLL_MS: '100',
      WALLET_TRACK_MS: '100',
    })
    t.teardown(async () => {
      await rig.close()
      await node.stop()
    })
    await rig.plan('professional')
    const key = rig.as(await rig.key('live', ALL_WALLET_PERMISSIONS))
    const hooks = await rig.webhooks(true)
    const derive = async (customer: string, index: number, monitored = false) =>
      (await key('POST', `/api/v1/wallet/${customer}/derive`, { network: 'LTC', index, is_testnet: true, enable_monitoring: monitored }))
        .body.address as string
    for (const customer of ['faucet', 'dave'])
      t.equal((await key('POST', '/api/v1/wallet/customers', { customer_id: customer })).status, 200)
    const faucet = await derive('faucet', 0)
    const feeAddress = await derive('faucet', 2)
    const dave = await derive('dave', 0, true)
    t.match(dave, /^[mn]/, 'a testnet/regtest P2PKH address')
    t.equal(
      (await key('POST', '/api/v1/wallet/fees', { fee_percent: '0.01', is_enabled: true, fee_addresses: { LTC: feeAddress } })).status,
      200,
    )
    // 101 coinbases to the faucet, then 100 more blocks elsewhere so every one of them is mature.
    await node.rpc.call('generatetoaddress', [101, faucet])
    const miner = await derive('faucet', 1)
    await node.rpc.call('generatetoaddress', [100, miner])
    const mine = (n: number) => node.rpc.call('generatetoaddress', [n, miner])

    const funding = await key('POST', '/api/v1/wallet/faucet/transfer', {
      network: 'LTC',
      currency: 'LTC',
      to_address: dave,
      amount: '1.5',
    })
    t.match(
      funding,
      { status: 200, body: { status: 'submitted', amount: '150000000', amount_decimal: '1.5', tx_hash: /^[0-9a-f]{64}$/ } },
      'a PSBT signed in the worker pool, accepted by litecoind',
    )
    await mine(1)
    const deposits = () => walletEvents(hooks).filter((e) => e.event.startsWith('wallet.deposit.'))
    await eventually(async () => deposits().length >= 1, 20_000, 'deposit detected')
    t.match(deposits()[0], {
      event: 'wallet.deposit.detected',
      data: {
        customer_id: 'dave',
        address: dave,
        amount: '150000000',
        amount_decimal: '1.5',
        currency: 'LTC',
        tx_hash: funding.body.tx_hash,
        safe_to_credit: false,
      },
    })
    await mine(1)
    await eventually(async () => deposits().length >= 2, 20_000, 'deposit confirmed')
    t.match(
      deposits()[1],
      {
        event: 'wallet.deposit.confirmed',
        data: { tx_hash: funding.body.tx_hash, status: 'confirmed', confirmations: 0, safe_to_credit: true },
      },
      'LTC is time-settled: confirmations stay 0, status is the signal',
    )

    const faucetTx = async () => (await key('GET', '/api/v1/wallet/faucet/transactions')).body.transactions[0]
    await eventually(async () => (await faucetTx()).platform_fee?.status === 'collected', 20_000, 'fee collected')
    await mine(1)
    const feeLive = (await key('GET', '/api/v1/wallet/faucet/addresses?refresh=true')).body.addresses.find(
      (a: { address: string }) => a.address === feeAddress,
    )
    t.match(
      feeLive.balances,
      [{ currency: 'LTC', amount: '1500000', amount_decimal: '0.015' }],
      'the 1% fee arrived at the fee address on chain',
    )

    const back = await key('POST', '/api/v1/wallet/dave/transfer', { network: 'LTC', currency: 'LTC', to_address: faucet, amount: '0.5' })
    t.match(back, { status: 200, body: { status: 'submitted' } })
    await mine(2)
    const list = await eventually(
      async () => {
        const body = (await key('GET', '/api/v1/wallet/dave/transactions')).body
        return body.transactions[0]?.status === 'confirmed' && body
      },
      20_000,
      'send confirmed',
    )
    t.equal(list.total, 2, 'the change output of the send is not mistaken for a deposit')
    t.match(list.transactions, [
      { type: 'send', tx_hash: back.body.tx_hash, amount: '50000000', status: 'confirmed', confirmations: 1, block_number: Number },
      { type: 'receive', tx_hash: funding.body.tx_hash, amount: '150000000', status: 'confirmed', confirmations: 1 },
    ])
    // Dave's own 1% fee leaves by a second transaction once the send confirmed; compare after it is mined.
    await eventually(
      async () => (await key('GET', '/api/v1/wallet/dave/transactions')).body.transactions[0].platform_fee.status === 'collected',
      20_000,
      "dave's fee",
    )
    await mine(1)
    const daveLive = (await key('GET', '/api/v1/wallet/dave/addresses?refresh=true')).body.addresses[0]
    const daveLedger = (await key('GET', '/api/v1/wallet/dave/addresses')).body.addresses[0]
    t.equal(
      daveLive.balances[0].amount,
      daveLedger.balances[0].amount,
      'the wallet ledger (1.5 - 0.5 - 1% fee - network fees) agrees with the node',
    )
  },
)
