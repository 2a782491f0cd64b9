/**
 * One unit per field name across REST and webhooks: `amount` and `gas_fee` are base units everywhere in WaaS
 * (the transfer answer, the transaction list, wallet.* webhooks), each with a `_decimal` twin; messages print coins.
 */
import t from 'tap'
import { ALL_WALLET_PERMISSIONS, eventually, startWaas, walletEvents } from '../support/waas'

const hasNull = (value: unknown): boolean =>
  value === null || (typeof value === 'object' && Object.values(value as Record<string, unknown>).some(hasNull))

t.test('WaaS units and absent fields', async (t) => {
  const rig = await startWaas('waasunits', { DEPOSIT_POLL_MS: '100', WALLET_TRACK_MS: '100' })
  t.teardown(() => rig.close())
  await rig.plan('professional')
  const key = rig.as(await rig.key('test', ALL_WALLET_PERMISSIONS))
  const hooks = await rig.webhooks(true)
  for (const customer_id of ['payer', 'payee']) t.equal((await key('POST', '/api/v1/wallet/customers', { customer_id })).status, 200)
  const from = (await key('POST', '/api/v1/wallet/payer/derive', { network: 'ETH', enable_monitoring: true })).body.address
  const to = (await key('POST', '/api/v1/wallet/payee/derive', { network: 'ETH' })).body.address
  const dep = await key('POST', '/api/v1/sandbox/deposits', { network: 'ETH', currency: 'ETH', address: from, amount: '2' })
  await eventually(
    async () => (await key('GET', '/api/v1/wallet/payer/transactions?status=confirmed')).body.total === 1,
    15_000,
    'deposit confirmed',
  )

  await t.test('transfer: gas_fee and amount agree in the answer, the transaction list and wallet.transfer.* webhooks', async (t) => {
    const sent = await key('POST', '/api/v1/wallet/payer/transfer', { network: 'ETH', currency: 'ETH', to_address: to, amount: '0.5' })
    t.match(sent.body, {
      amount: '500000000000000000',
      amount_decimal: '0.5',
      gas_fee: /^[1-9]\d*$/,
      gas_fee_decimal: /^0\.\d+$/,
      gas_currency: 'ETH',
    })
    const listed = await eventually(
      async () => {
        const list = await key('GET', '/api/v1/wallet/payer/transactions?status=confirmed')
        return list.body.transactions.find((x: { tx_hash: string }) => x.tx_hash === sent.body.tx_hash)
      },
      15_000,
      'transfer confirmed',
    )
    const hook = (event: string) => walletEvents(hooks).find((e) => e.event === event && e.data.tx_hash === sent.body.tx_hash)
    const confirmed = await eventually(async () => hook('wallet.transfer.confirmed'), 15_000, 'confirmed webhook')
    for (const [name, view] of [
      ['list', listed],
      ['submitted webhook', hook('wallet.transfer.submitted')!.data],
      ['confirmed webhook', confirmed.data],
    ] as const) {
      t.same(
        [view.amount, view.amount_decimal, view.gas_fee, view.gas_fee_decimal],
        [sent.body.amount, sent.body.amount_decimal, sent.body.gas_fee, sent.body.gas_fee_decimal],
        name,
      )
      t.notOk(hasNull(view), `${name}: no null fields`)
    }
    t.notOk('amount_base_units' in sent.body, 'no second name for the same value')
  })

  await t.test('wallet.deposit.*: amount in base units, as the transaction list has it', async (t) => {
    const deposit = await eventually(
      async () => walletEvents(hooks).find((e) => e.event === 'wallet.deposit.confirmed' && e.data.tx_hash === dep.body.tx_hash),
      15_000,
      'deposit webhook',
    )
    t.match(deposit.data, { amount: '2000000000000000000', amount_decimal: '2' })
    const balances = (await key('GET', '/api/v1/wallet/payer/addresses')).body.addresses[0]
    t.match(balances, {
      total_received: '2000000000000000000',
      total_received_decimal: '2',
      balances: [{ currency: 'ETH', amount: /^\d+$/, amount_decimal: /^1\.\d+$/ }],
    })
  })

  await t.test('error: a refusal prints coins with their symbol, not base units', async (t) => {
    const usdc = (await key('POST', '/api/v1/wallet/payer/derive', { network: 'ETH', index: 2 })).body.address
    await key('POST', '/api/v1/sandbox/deposits', { network: 'ETH', currency: 'USDC', address: usdc, amount: '10' })
    const refused = await eventually(
      async () => {
        const r = await key('POST', '/api/v1/wallet/payer/transfer', {
          network: 'ETH',
          currency: 'USDC',
          to_address: to,
          amount: '1.0',
          index: 2,
        })
        return r.status === 500 && r
      },
      15_000,
      'refusal',
    )
    t.match(refused.body, { code: 'INSUFFICIENT_FUNDS', error: /cannot cover 1 USDC plus a fee of 0\.00013 ETH/ })
  })
})
