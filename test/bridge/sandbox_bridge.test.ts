/**
 * Cross-chain swaps on the sandbox, through REST, with no bridge configured
 * (the embedded default): the public quote answers from hub prices
 * (`source: "hub_prices"`, the same-chain fee and slippage arithmetic), and
 * a test key's POL -> BSC swap is recorded as a bridge swap on the sandbox,
 * debits amount_in (and the network fee) on POL at once, is pending with
 * the bridge's sub-statuses, then confirmed with amount_out as credited on
 * BSC; one whose deadline passes before the payout is pending
 * REFUND_IN_PROGRESS, then failed `DONE REFUNDED` with amount_in back on
 * POL. Refusals (minimum, deadline, balance, a chain the sandbox bridge does
 * not carry) move nothing. With a bridge configured a test key still swaps
 * on the sandbox, and a keyed retry answers the same swap. Sandbox block
 * time 2 s.
 */
import t from 'tap'
import { SandboxLedger } from '../../chains/sandbox/ledger'
import { SANDBOX_FEE } from '../../chains/sandbox/fees'
import { swapModule } from '../../actors/swap/module'
import { ALL_WALLET_PERMISSIONS, WAAS_MODULES, eventually, startWaas } from '../support/waas'

const BSC_USDT = '0x00000000000000000000000000000000000000b5'
const E18 = 10n ** 18n
const BLOCK_MS = 2000

const cross = (from: string, to: string, amountIn: bigint, extra: Record<string, unknown> = {}) => ({
  from_chain: 'POL',
  to_chain: 'BSC',
  from_token: from,
  to_token: to,
  amount_in: amountIn.toString(),
  ...extra,
})

t.test('sandbox cross-chain swaps', async (t) => {
  delete process.env.BRIDGE_API_URL
  const rig = await startWaas('xsbx', { BSC_USDT, SANDBOX_BLOCK_TIME_MS: String(BLOCK_MS) }, [...WAAS_MODULES, swapModule])
  t.teardown(() => rig.close())
  const key = await rig.key('test', ALL_WALLET_PERMISSIONS)
  const api = rig.as(key)
  t.equal((await api('POST', '/api/v1/wallet/customers', { customer_id: 'erin' })).status, 200)
  const address = (await api('POST', '/api/v1/wallet/erin/derive', { network: 'POL', index: 0 })).body.address as string
  const bscAddress = (await api('POST', '/api/v1/wallet/erin/derive', { network: 'BSC', index: 0 })).body.address as string
  t.equal((await api('POST', '/api/v1/sandbox/deposits', { network: 'POL', currency: 'POL', address, amount: '10' })).status, 201)
  const ledger = new SandboxLedger(rig.db.sql, () => Date.now(), BLOCK_MS)
  const pol = () => ledger.adapter('POL').balance(address, 'POL')
  const bscUsdt = () => ledger.adapter('BSC').balance(bscAddress, 'USDT')
  await eventually(async () => (await pol()) === 10n * E18, 10_000, 'the deposit settled')

  const execute = (b: Record<string, unknown>) => rig.call('POST', '/api/v1/swap/customer/erin', { headers: { 'x-api-key': key }, body: b })
  const swapOf = async (txHash: string) =>
    (await api('GET', '/api/v1/swap/customer/erin/history?limit=100')).body.swaps.find((x: any) => x.swap_tx_hash === txHash)
  const until = (txHash: string, what: string, ok: (s: any) => boolean) =>
    eventually(
      async () => {
        const s = await swapOf(txHash)
        return ok(s) && s
      },
      20_000,
      `swap ${txHash}: ${what}`,
    )

  // The hub's simulated market needs a moment for its first ticks.
  const quote = await eventually(
    async () => {
      const r = await rig.call('GET', `/api/v1/swap/quote?${new URLSearchParams(cross('native', BSC_USDT, E18) as any)}`)
      return r.status === 200 && r.body
    },
    30_000,
    'a priced cross-chain quote',
  )

  await t.test('without BRIDGE_API_URL the cross-chain quote is the hub-priced sandbox one', async (t) => {
    const fee = (E18 * 30n) / 10_000n
    t.match(quote, { from_chain: 'POL', to_chain: 'BSC', source: 'hub_prices', platform_fee: fee.toString(), estimated_seconds: 4 })
    t.ok(BigInt(quote.to_amount_expected) > 0n)
    t.equal(quote.to_amount_min, ((BigInt(quote.to_amount_expected) * 9950n) / 10_000n).toString(), '0.5% below')
    const arb = await rig.call('GET', `/api/v1/swap/quote?${new URLSearchParams({ ...cross('native', 'native', E18), to_chain: 'ARB' })}`)
    t.match(arb, { status: 400, body: { code: 'SWAP_UNAVAILABLE' } })
    // With a bridge configured the quote is the bridge's (here one that cannot be reached), never the hub's.
    process.env.BRIDGE_API_URL = 'http://127.0.0.1:9'
    try {
      const r = await rig.call('GET', `/api/v1/swap/quote?${new URLSearchParams(cross('native', BSC_USDT, E18) as any)}`)
      t.match(r, { status: 400, body: { code: 'SWAP_UNAVAILABLE' } })
    } finally {
      delete process.env.BRIDGE_API_URL
    }
  })

  await t.test('POL -> BSC: debited at once, pending with the bridge sub-statuses, confirmed with the BSC credit', async (t) => {
    const [polBefore, usdtBefore] = [await pol(), await bscUsdt()]
    const res = await execute(cross('native', BSC_USDT, E18, { expires_at: Math.floor(Date.now() / 1000) + 30 }))
    t.match(res, { status: 200, body: { tx_hash: /^0x[0-9a-f]{64}$/, status: 'pending' } })
    t.same(Object.keys(res.body).sort(), ['status', 'tx_hash'])
    t.equal(await pol(), polBefore - E18 - SANDBOX_FEE.POL.token, 'amount_in and the fee left POL at once')
    t.match(await swapOf(res.body.tx_hash), {
      status: 'pending',
      type: 'bridge',
      dex: 'sandbox',
      router_address: 'sandbox-bridge',
      from_chain: 'POL',
      to_chain: 'BSC',
      amount_out: '',
    })
    await until(res.body.tx_hash, 'waits for its payout', (s) => s.bridge_substatus === 'WAIT_DESTINATION_TRANSACTION')
    t.equal(await bscUsdt(), usdtBefore, 'nothing on BSC before the payout lands')
    const swap = await until(res.body.tx_hash, 'settled', (s) => s.status !== 'pending')
    t.match(swap, {
      status: 'confirmed',
      bridge_status: 'DONE',
      bridge_substatus: 'COMPLETED',
      bridge_receiving_tx_hash: /^0x[0-9a-f]{64}$/,
      platform_fee: ((E18 * 30n) / 10_000n).toString(),
      confirmed_at: /Z$/,
    })
    t.notOk(swap.failure_reason)
    const out = BigInt(swap.amount_out)
    t.ok(out > 0n)
    t.equal(await bscUsdt(), usdtBefore + out, 'amount_out credited on BSC')
    // The hub ticks between quote and execute: the same arithmetic, within a few percent.
    const expected = BigInt(quote.to_amount_expected)
    t.ok(out * 100n > expected * 90n && out * 100n < expected * 110n, `amount_out ${out} near the quote ${expected}`)
  })

  await t.test('a deadline that passes before the payout: refund in progress, then refunded on POL and failed', async (t) => {
    const [polBefore, usdtBefore] = [await pol(), await bscUsdt()]
    const res = await execute(cross('native', BSC_USDT, E18, { expires_at: Math.floor(Date.now() / 1000) + 2 }))
    t.match(res, { status: 200, body: { status: 'pending' } })
    t.equal(await pol(), polBefore - E18 - SANDBOX_FEE.POL.token)
    const refunding = await until(res.body.tx_hash, 'refunding', (s) => s.bridge_substatus === 'REFUND_IN_PROGRESS')
    t.equal(refunding.status, 'pending', 'never final while the refund is in flight')
    const swap = await until(res.body.tx_hash, 'settled', (s) => s.status !== 'pending')
    t.match(swap, {
      status: 'failed',
      amount_out: '',
      bridge_status: 'DONE',
      bridge_substatus: 'REFUNDED',
      failure_reason: 'bridge DONE REFUNDED: the deadline passed before the payout; refunded on the source',
      bridge_receiving_tx_hash: /^0x[0-9a-f]{64}$/,
    })
    t.equal(await pol(), polBefore - SANDBOX_FEE.POL.token, 'amount_in refunded; the fee spent')
    t.equal(await bscUsdt(), usdtBefore, 'no payout')
  })

  await t.test('refusals move nothing', async (t) => {
    const before = await pol()
    t.match(await execute(cross('native', BSC_USDT, E18, { amount_out_min: (10n ** 40n).toString() })), {
      status: 500,
      body: { code: 'SWAP_TRANSACTION_FAILED', error: /^swap transaction failed: the bridge's minimum \d+ is below amount_out_min/ },
    })
    t.match(await execute(cross('native', BSC_USDT, E18, { expires_at: 1000 })), {
      status: 500,
      body: { error: 'swap transaction failed: sandbox bridge: EXPIRED (the deadline passed before the deposit)' },
    })
    t.match(await execute(cross('native', BSC_USDT, 1000n * E18)), {
      status: 500,
      body: { error: /^swap transaction failed: insufficient funds/ },
    })
    t.match(await execute({ ...cross('native', 'native', E18), to_chain: 'ARB' }), { status: 400, body: { code: 'SWAP_UNAVAILABLE' } })
    t.equal(await pol(), before)
  })

  await t.test('with a bridge configured a test key still swaps on the sandbox; a keyed retry answers the same swap', async (t) => {
    const before = await pol()
    process.env.BRIDGE_API_URL = 'http://127.0.0.1:9'
    try {
      const b = cross('native', 'native', E18 / 10n)
      const first = await rig.call('POST', '/api/v1/swap/customer/erin', {
        headers: { 'x-api-key': key, 'idempotency-key': 'xsbx-1' },
        body: b,
      })
      const again = await rig.call('POST', '/api/v1/swap/customer/erin', {
        headers: { 'x-api-key': key, 'idempotency-key': 'xsbx-1' },
        body: b,
      })
      t.match(first, { status: 200, body: { status: 'pending' } })
      t.same(again.body, first.body)
      const swap = await until(first.body.tx_hash, 'settled', (s) => s.status !== 'pending')
      t.match(swap, { status: 'confirmed', dex: 'sandbox', to_chain: 'BSC', token_out: 'native' })
      t.equal(await ledger.adapter('BSC').balance(bscAddress, 'BNB'), BigInt(swap.amount_out), 'BNB credited on BSC once')
    } finally {
      delete process.env.BRIDGE_API_URL
    }
    t.equal(await pol(), before - E18 / 10n - SANDBOX_FEE.POL.token, 'debited once')
  })

  await t.test('history lists the bridge swaps of the test key (the refused minimum was never recorded)', async (t) => {
    const h = (await api('GET', '/api/v1/swap/customer/erin/history?limit=100')).body
    t.equal(h.total, 5)
    t.same(h.swaps.map((s: any) => s.status).sort(), ['confirmed', 'confirmed', 'failed', 'failed', 'failed'])
    t.ok(h.swaps.every((s: any) => s.type === 'bridge' && s.dex === 'sandbox'))
  })
})
