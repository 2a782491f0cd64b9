import t from 'tap'
import { watchedList } from '../../chains/watched'
import { SeedKeys, seedFromMnemonic } from '../../chains/derive/derive'
import { NETWORKS, type Network } from '../../chains/networks'
import { SandboxLedger } from '../../chains/sandbox/ledger'
import { ManualClock } from '../../platform/clock'
import { createTestDb } from '../support/db'
import { startWaas } from '../support/waas'

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
const keys = new SeedKeys(seedFromMnemonic('legal winner thank year wave sausage worth useful legal winner thank yellow'))

t.test('POST /api/v1/sandbox/deposits on all nine networks', async (t) => {
  const rig = await startWaas('sbx')
  t.teardown(() => rig.close())
  const testKey = await rig.key('test', ['wallet:manage'])
  const liveKey = await rig.key('live', ['wallet:manage'])
  const deposit = (key: string, body: unknown) => rig.call('POST', '/api/v1/sandbox/deposits', { headers: { 'x-api-key': key }, body })
  // The sandbox credits only addresses issued to the key's merchant: a customer wallet's, derived without monitoring.
  t.equal((await rig.as(testKey)('POST', '/api/v1/wallet/customers', { customer_id: 'payer' })).status, 200)
  const issued = async (network: Network, index: number, isTestnet: boolean) =>
    (await rig.as(testKey)('POST', '/api/v1/wallet/payer/derive', { network, index, is_testnet: isTestnet })).body.address as string

  for (const network of NETWORKS) {
    const address = await issued(network, 0, true)
    const res = await deposit(testKey, { network, currency: NATIVE[network], address, amount: '1.5' })
    t.equal(res.status, 201, `${network} deposit accepted`)
    t.match(res.body, { network, address, amount: '1.5', status: 'confirmed', tx_hash: String })
    t.equal(res.body.confirmations, ['ETH', 'BSC', 'POL', 'BTC'].includes(network) ? 1 : 0, `${network} confirmation style`)
  }
  const usdc = await deposit(testKey, {
    network: 'ETH',
    currency: 'USDC',
    address: await issued('ETH', 1, false),
    amount: '25.123456',
  })
  t.match(usdc.body, { amount_base_units: '25123456' }, 'USDC on ETH has 6 decimals')

  t.match(await deposit(liveKey, { network: 'ETH', currency: 'ETH', address: keys.derive('ETH', 0, false).address, amount: '1' }), {
    status: 403,
    body: { code: 'SANDBOX_ONLY' },
  })
  t.match(await deposit(testKey, { network: 'ETH', currency: 'DOGE', address: keys.derive('ETH', 0, false).address, amount: '1' }), {
    status: 400,
    body: { code: 'INVALID_CURRENCY' },
  })
  t.match(await deposit(testKey, { network: 'TRX', currency: 'TRX', address: '0xnot-a-tron-address-at-all', amount: '1' }), {
    status: 400,
    body: { code: 'INVALID_ADDRESS' },
  })
  t.match(
    await deposit(testKey, { network: 'ETH', currency: 'USDT', address: keys.derive('ETH', 0, false).address, amount: '1.1234567' }),
    { status: 400, body: { code: 'INVALID_AMOUNT' } },
  )
  t.match(await deposit(testKey, { network: 'XYZ', currency: 'ETH', address: keys.derive('ETH', 0, false).address, amount: '1' }), {
    status: 400,
    body: { code: 'INVALID_NETWORK' },
  })

  // error: an amount beyond any on-chain value is a 400 naming the amount, never a numeric overflow (500) in Postgres.
  const ethAddress = keys.derive('ETH', 0, false).address
  const huge = await deposit(testKey, { network: 'ETH', currency: 'ETH', address: ethAddress, amount: '9'.repeat(400) })
  t.match(huge, { status: 400, body: { error: String, code: 'VALIDATION_FAILED' } }, 'an absurdly long amount is refused by the schema')
  const beyondUint256 = await deposit(testKey, { network: 'ETH', currency: 'ETH', address: ethAddress, amount: `${'9'.repeat(60)}.5` })
  t.match(
    beyondUint256,
    { status: 400, body: { error: String, code: 'INVALID_AMOUNT' } },
    'more base units than a uint256 holds is invalid_amount',
  )
  const largest = await deposit(testKey, {
    network: 'BTC',
    currency: 'BTC',
    address: await issued('BTC', 0, true),
    amount: '21000000.00000001',
  })
  t.equal(largest.status, 201, 'a large but representable amount is still accepted')
})

t.test('SandboxLedger: detection, block time, failures, balances and cursors', async (t) => {
  const db = await createTestDb('ledger')
  t.teardown(() => db.drop())
  const clock = new ManualClock()
  const ledger = new SandboxLedger(db.sql, () => clock.nowMs(), 30_000)
  const eth = ledger.adapter('ETH')
  const address = keys.derive('ETH', 0, false).address
  const first = await ledger.credit({ network: 'ETH', currency: 'ETH', toAddress: address, amount: 10n ** 18n })
  const failing = await ledger.credit({ network: 'ETH', currency: 'ETH', toAddress: address, amount: 5n, fail: true })
  t.equal(first.status, 'detected', 'detected at once, not yet settled')
  t.equal(await eth.balance(address, 'ETH'), 0n, 'nothing is spendable before settlement')
  const page = await eth.depositsSince(watchedList([address]), null)
  t.same(
    page.transfers.map((x) => x.status),
    ['detected', 'detected'],
  )
  clock.advance(30_000)
  t.match(await eth.transaction(first.txHash), { status: 'confirmed', confirmations: 1 })
  t.match(await eth.transaction(failing.txHash), { status: 'failed', confirmations: 0 })
  t.equal(await eth.balance(address, 'ETH'), 10n ** 18n, 'only the confirmed transfer counts')
  t.same((await eth.depositsSince(watchedList([address]), page.cursor)).transfers, [], 'the cursor does not repeat deposits')
  await ledger.credit({ network: 'ETH', currency: 'ETH', toAddress: address, amount: 7n })
  t.equal((await eth.depositsSince(watchedList([address]), page.cursor)).transfers.length, 1, 'a later deposit appears after the cursor')
  t.equal((await ledger.adapter('BSC').depositsSince(watchedList([address]), null)).transfers.length, 0, 'networks are separate ledgers')
})
