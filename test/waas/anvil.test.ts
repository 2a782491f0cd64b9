import t from 'tap'
import { accounts, viem } from '../../chains/esm_deps'
import { startAnvil, ANVIL_KEY_0 } from '../support/anvil'
import { NO_MAINNET_TOKENS } from '../support/local_tokens'
import { ALL_WALLET_PERMISSIONS, eventually, startWaas, walletEvents } from '../support/waas'
import { until } from '../support/wait'

t.test(
  'anvil: monitored deposit detected then confirmed, estimate-gas, transfer out with the fee collected, both transactions listed',
  async (t) => {
    const anvil = await startAnvil()
    const rig = await startWaas('waasevm', {
      ...NO_MAINNET_TOKENS,
      ETH_RPC_URL: anvil.url,
      ETH_CONFIRMATIONS: '2',
      DEPOSIT_POLL_MS: '100',
      WALLET_TRACK_MS: '100',
    })
    t.teardown(async () => {
      await rig.close()
      await anvil.stop()
    })
    await rig.plan('professional')
    const key = rig.as(await rig.key('live', ALL_WALLET_PERMISSIONS))
    const hooks = await rig.webhooks(true)
    const chain = viem.defineChain({
      id: 31337,
      name: 'anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.url] } },
    })
    const funder = viem.createWalletClient({ account: accounts.privateKeyToAccount(ANVIL_KEY_0), chain, transport: viem.http(anvil.url) })
    const reader = viem.createPublicClient({ chain, transport: viem.http(anvil.url), cacheTime: 0 })

    t.equal((await key('POST', '/api/v1/wallet/customers', { customer_id: 'carol' })).status, 200)
    t.equal((await key('POST', '/api/v1/wallet/customers', { customer_id: 'fees' })).status, 200)
    const feeAddress = (await key('POST', '/api/v1/wallet/fees/derive', { network: 'ETH' })).body.address
    t.equal(
      (await key('POST', '/api/v1/wallet/fees', { fee_percent: '0.01', is_enabled: true, fee_addresses: { ETH: feeAddress } })).status,
      200,
    )
    const derived = await key('POST', '/api/v1/wallet/carol/derive', { network: 'ETH', index: 0, enable_monitoring: true })
    t.match(derived.body, { network: 'ETH', index: 0, derivation_path: "m/44'/60'/0'/0/0", monitored: true })
    const address = derived.body.address as `0x${string}`
    // The live watcher's first round sets its cursor at the head: a deposit mined before that could fall below it.
    await until(
      async () => (await rig.db.sql`SELECT 1 FROM chain_cursors WHERE network = 'ETH' AND sandbox = false`).length > 0,
      'the ETH watcher to hold a cursor',
    )

    const funding = await funder.sendTransaction({ to: address, value: viem.parseEther('1') })
    const deposits = () => walletEvents(hooks).filter((e) => e.event.startsWith('wallet.deposit.'))
    await eventually(async () => deposits().length >= 1, 15_000, 'deposit detected')
    t.match(deposits()[0], {
      event: 'wallet.deposit.detected',
      data: { address, amount: '1', currency: 'ETH', tx_hash: funding, status: 'detected', safe_to_credit: false },
    })
    t.equal(deposits().length, 1, 'not confirmed at depth 1 of 2')
    await anvil.rpc('anvil_mine', ['0x1'])
    await eventually(async () => deposits().length >= 2, 15_000, 'deposit confirmed')
    t.match(deposits()[1], {
      event: 'wallet.deposit.confirmed',
      data: { tx_hash: funding, status: 'confirmed', confirmations: 2, safe_to_credit: true },
    })
    t.equal(deposits()[1]!.data.deposit_id, deposits()[0]!.data.deposit_id)

    const refreshed = (await key('GET', '/api/v1/wallet/carol/addresses?refresh=true')).body.addresses[0]
    t.match(refreshed, {
      address,
      balances_source: 'chain',
      total_received: '1000000000000000000',
      total_received_decimal: '1',
      balances: [{ currency: 'ETH', amount: '1000000000000000000', amount_decimal: '1' }],
    })

    const to = accounts.privateKeyToAccount(`0x${'33'.repeat(32)}`).address
    const estimate = await rig.call('POST', '/api/v1/wallet/estimate-gas', {
      body: { network: 'ETH', currency: 'ETH', from_address: address, to_address: to, amount: '0.25' },
    })
    t.equal(estimate.status, 200, 'estimate-gas needs no key')
    t.match(estimate.body, {
      gas_limit: '21000',
      gas_price: /^\d+$/,
      estimated_fee: /^\d+$/,
      estimated_fee_decimal: /^0\.\d+$/,
      estimated_fee_usd: /^\d+\.\d{1,6}$|^\d+$/,
    })
    t.match(
      await rig.call('POST', '/api/v1/wallet/estimate-gas', {
        body: { network: 'ETH', currency: 'USDT', from_address: address, to_address: to, amount: '5.0' },
      }),
      { status: 400, body: { code: 'CURRENCY_UNAVAILABLE' } },
      'no USDT contract configured',
    )

    const sent = await key('POST', '/api/v1/wallet/carol/transfer', { network: 'ETH', currency: 'ETH', to_address: to, amount: '0.25' })
    t.match(sent, {
      status: 200,
      body: {
        status: 'submitted',
        amount: '250000000000000000',
        amount_decimal: '0.25',
        to_address: to,
        platform_fee: { amount: '2500000000000000', amount_decimal: '0.0025', status: 'due' },
      },
    })
    const stored = async () =>
      (await key('GET', '/api/v1/wallet/carol/transactions')).body.transactions.find(
        (x: { tx_hash: string }) => x.tx_hash === sent.body.tx_hash,
      )
    t.equal((await stored()).status, 'pending', 'stored as pending after the submitted answer')
    await anvil.rpc('anvil_mine', ['0x1'])
    const done = await eventually(
      async () => {
        const tx = await stored()
        return tx?.status === 'confirmed' && tx.platform_fee.status === 'collected' && tx
      },
      15_000,
      'transfer confirmed and fee collected',
    )
    t.match(done, {
      type: 'send',
      from_address: address,
      to_address: to,
      amount: viem.parseEther('0.25').toString(),
      confirmations: 2,
      block_number: Number,
    })
    const paid = await reader.getTransactionReceipt({ hash: sent.body.tx_hash })
    t.equal(
      BigInt(done.gas_fee),
      paid.gasUsed * paid.effectiveGasPrice,
      'the fee recorded is what the receipt says was paid, not the bound',
    )
    t.equal(await reader.getBalance({ address: to }), viem.parseEther('0.25'), 'the recipient got exactly the amount')
    t.equal(await reader.getBalance({ address: feeAddress }), viem.parseEther('0.0025'), 'the 1% fee arrived at the fee address')

    const list = (await key('GET', '/api/v1/wallet/carol/transactions')).body
    t.equal(list.total, 2)
    t.same(
      list.transactions.map((x: { type: string }) => x.type),
      ['send', 'receive'],
      'newest first',
    )
    t.match(list.transactions[1], { type: 'receive', tx_hash: funding, status: 'confirmed', confirmations: 2 })

    await eventually(async () => walletEvents(hooks).some((e) => e.event === 'wallet.transfer.confirmed'), 15_000, 'transfer webhook')
    const transfer = walletEvents(hooks).filter((e) => e.event.startsWith('wallet.transfer.'))
    t.same(
      transfer.map((e) => e.event),
      ['wallet.transfer.submitted', 'wallet.transfer.confirmed'],
    )
    const receipt = await reader.getTransactionReceipt({ hash: sent.body.tx_hash })
    t.match(transfer[1]!.data, {
      tx_hash: sent.body.tx_hash,
      customer_id: 'carol',
      network: 'ETH',
      currency: 'ETH',
      from_address: address,
      to_address: to,
      amount: '250000000000000000',
      amount_decimal: '0.25',
      status: 'confirmed',
      block_number: Number(receipt.blockNumber),
    })
    const earnings = (await key('GET', '/api/v1/wallet/earnings')).body
    t.match(earnings, {
      total_transfers: 1,
      total_fees_by_currency: [
        { currency: 'ETH', network: 'ETH', total_amount: '2500000000000000', total_amount_decimal: '0.0025', count: 1 },
      ],
    })
  },
)
