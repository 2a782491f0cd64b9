/**
 * Cross-chain swaps through REST on two anvils (POL as chain 137, BSC as
 * chain 56) and the local bridge: the BridgeEscrow on POL, and the bridge
 * simulator process (LI.FI's /quote and /status) with its relayer, which
 * pays out on BSC from its own funds. The platform talks to it only through
 * the LI.FI adapter. A swap completes with amount_out from the destination
 * payout; with payouts stopped past the deadline the deposit is refunded,
 * the swap stays pending while the refund is in flight, then fails. A
 * deposit that reverts while the bridge API is down fails from its send.
 */
import t from 'tap'
import { accounts, viem } from '../../chains/esm_deps'
import { BRIDGE_ESCROW_ABI, BRIDGE_ESCROW_BYTECODE } from '../../chains/bridge/escrow_artifact'
import { startBridgeSimulatorProcess } from '../../chains/bridge/simulator_process'
import { swapModule } from '../../actors/swap/module'
import { anvilClients, startAnvil } from '../support/anvil'
import { ERC20, tokenBalance } from '../support/uniswap'
import { bearer } from '../support/http'
import { ALL_WALLET_PERMISSIONS, WAAS_MODULES, eventually, startWaas } from '../support/waas'

type Hex = `0x${string}`
const E18 = 10n ** 18n
/** Anvil's second default account: the relayer (funded on both chains). */
const RELAYER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const DEADLINE_S = 120

t.test('cross-chain swap through the local bridge', async (t) => {
  const [pol, bsc] = await Promise.all([startAnvil({ chainId: 137 }), startAnvil({ chainId: 56 })])
  t.teardown(() => Promise.all([pol.stop(), bsc.stop()]))
  const polc = anvilClients(pol.url, 137)
  const bscc = anvilClients(bsc.url, 56)
  const relayer = accounts.privateKeyToAccount(RELAYER_KEY).address
  const deployHash = await polc.funder.deployContract({ abi: BRIDGE_ESCROW_ABI, bytecode: BRIDGE_ESCROW_BYTECODE, args: [relayer] })
  const escrow = (await polc.reader.waitForTransactionReceipt({ hash: deployHash })).contractAddress as Hex
  // A token pair the bridge carries: tokenP on POL becomes tokenB on BSC, paid from the relayer's own tokenB.
  const token = async (c: typeof polc) => {
    const hash = await c.funder.deployContract({
      abi: ERC20.abi as any,
      bytecode: `0x${ERC20.bytecode.replace(/^0x/, '')}` as Hex,
      args: [10n ** 24n],
    })
    return viem.getAddress((await c.reader.waitForTransactionReceipt({ hash })).contractAddress!)
  }
  const give = async (c: typeof polc, address: Hex, to: Hex, amount: bigint) => {
    const hash = await c.funder.writeContract({ address, abi: ERC20.abi as any, functionName: 'transfer', args: [to, amount] })
    await c.reader.waitForTransactionReceipt({ hash })
  }
  const [tokenP, tokenB] = await Promise.all([token(polc), token(bscc)])
  await give(bscc, tokenB, relayer, 1000n * E18)
  const sim = await startBridgeSimulatorProcess({
    chains: [
      { chainId: 137, rpcUrl: pol.url, escrow },
      { chainId: 56, rpcUrl: bsc.url },
    ],
    relayerKey: RELAYER_KEY,
    deadlineSeconds: DEADLINE_S,
    feeBps: 10,
    pollMs: 150,
    pairs: [{ fromChainId: 137, fromToken: tokenP, toChainId: 56, toToken: tokenB }],
  })
  t.teardown(() => sim.stop())
  const rig = await startWaas(
    'bridgeswap',
    {
      POL_RPC_URL: pol.url,
      BSC_RPC_URL: bsc.url,
      POL_CONFIRMATIONS: '1',
      BSC_CONFIRMATIONS: '1',
      BRIDGE_API_URL: sim.baseUrl,
      BRIDGE_POLL_MS: '200',
      CHAIN_RPC_TIMEOUT_MS: '5000',
      CHAIN_SEND_CHECK_MS: '200',
      CHAIN_SEND_CHECK_MAX_MS: '1000',
      DEPOSIT_POLL_MS: '200',
      WALLET_TRACK_MS: '200',
    },
    [...WAAS_MODULES, swapModule],
  )
  t.teardown(() => rig.close())
  await rig.plan('professional')
  const key = await rig.key('live', ALL_WALLET_PERMISSIONS)
  const api = (method: string, path: string, body?: unknown) =>
    rig.call(method, path, { headers: { 'x-api-key': key }, ...(body !== undefined ? { body } : {}) })
  t.equal((await api('POST', '/api/v1/wallet/customers', { customer_id: 'dora' })).status, 200)
  const me = (await api('POST', '/api/v1/wallet/dora/derive', { network: 'POL', index: 0 })).body.address as Hex
  const there = (await api('POST', '/api/v1/wallet/dora/derive', { network: 'BSC', index: 0 })).body.address as Hex
  await polc.reader.waitForTransactionReceipt({ hash: await polc.funder.sendTransaction({ to: me, value: 100n * E18 }) })
  await give(polc, tokenP, me, 100n * E18)
  const body = (amountIn: bigint) => ({
    from_chain: 'POLYGON',
    to_chain: 'BNB',
    from_token: 'native',
    to_token: 'native',
    amount_in: amountIn.toString(),
  })
  const history = async () => (await api('GET', '/api/v1/swap/customer/dora/history?limit=100')).body.swaps as any[]
  const swapOf = (txHash: string, pred: (s: any) => boolean, what: string) =>
    eventually(async () => (await history()).find((x) => x.swap_tx_hash === txHash && pred(x)), 60_000, what)
  let made = { confirmed: 0, failed: 0 }

  await t.test('Quote: a cross-chain pair is quoted by the bridge', async (t) => {
    const q = await rig.call('GET', `/api/v1/swap/quote?${new URLSearchParams(body(10n * E18))}`)
    t.equal(q.status, 200)
    t.match(q.body, {
      from_chain: 'POL',
      to_chain: 'BSC',
      from_token: 'native',
      to_token: 'native',
      from_amount: (10n * E18).toString(),
      to_amount_expected: ((10n * E18 * 9990n) / 10000n).toString(),
      platform_fee: '0',
      source: 'bridge',
    })
    t.equal(BigInt(q.body.to_amount_min), (BigInt(q.body.to_amount_expected) * 995n) / 1000n, '0.5% slippage asked of the bridge')
    const none = await rig.call('GET', `/api/v1/swap/quote?${new URLSearchParams({ ...body(E18), to_chain: 'ARB' })}`)
    t.match(none, { status: 400, body: { code: 'SWAP_UNAVAILABLE', error: /no route from POL to ARB/ } })
  })

  await t.test('Execute: the bridge pays out on the destination; amount_out is what arrived there', async (t) => {
    const amountIn = 5n * E18
    const before = await bscc.reader.getBalance({ address: there })
    const res = await api('POST', '/api/v1/swap/customer/dora', body(amountIn))
    t.match(res, { status: 200, body: { tx_hash: /^0x[0-9a-f]{64}$/, status: 'pending' } })
    const swap = await swapOf(res.body.tx_hash, (x) => x.status !== 'pending', 'the bridge swap settled')
    const got = (await bscc.reader.getBalance({ address: there })) - before
    t.match(swap, {
      status: 'confirmed',
      type: 'bridge',
      from_chain: 'POL',
      to_chain: 'BSC',
      dex: 'local-escrow',
      router_address: escrow,
      platform_fee: '0',
      bridge_status: 'DONE',
      bridge_substatus: 'COMPLETED',
      bridge_receiving_tx_hash: /^0x[0-9a-f]{64}$/,
    })
    t.equal(swap.amount_out, got.toString(), 'amount_out is the destination balance change')
    t.equal(got, (amountIn * 9990n) / 10000n)
    const payout = await bscc.reader.getTransactionReceipt({ hash: swap.bridge_receiving_tx_hash })
    t.equal(payout.to?.toLowerCase(), there.toLowerCase(), 'the receiving transaction is the payout on BSC')
    t.ok(swap.confirmed_at)
    made.confirmed++
  })

  await t.test('Execute: a token input is approved to the bridge’s approval address, then deposited', async (t) => {
    const amountIn = 7n * E18
    const before = await tokenBalance(bsc.url, tokenB, there)
    const res = await api('POST', '/api/v1/swap/dora', { ...body(amountIn), from_token: tokenP, to_token: tokenB })
    t.match(res, { status: 200, body: { status: 'pending' } })
    const swap = await swapOf(res.body.tx_hash, (x) => x.status !== 'pending', 'the token bridge swap settled')
    t.match(swap, {
      status: 'confirmed',
      token_in: tokenP,
      token_out: tokenB,
      approve_tx_hash: /^0x[0-9a-f]{64}$/,
      bridge_substatus: 'COMPLETED',
    })
    const got = (await tokenBalance(bsc.url, tokenB, there)) - before
    t.equal(swap.amount_out, got.toString(), 'amount_out is the tokenB that arrived on BSC')
    t.equal(got, (amountIn * 9990n) / 10000n)
    t.equal(await tokenBalance(pol.url, tokenP, relayer), amountIn, 'the deposit was released to the relayer')
    made.confirmed++
  })

  await t.test('Refund: payouts stopped past the deadline -> refunded, pending while the refund is in flight, then failed', async (t) => {
    await sim.payouts(false)
    const amountIn = 3n * E18
    const res = await api('POST', '/api/v1/swap/customer/dora', body(amountIn))
    t.equal(res.status, 200)
    await swapOf(res.body.tx_hash, (x) => x.bridge_substatus === 'WAIT_DESTINATION_TRANSACTION', 'waiting for the payout')
    // Past the deadline on the source chain's clock; the relayer's refund is held in the mempool.
    await pol.rpc('evm_increaseTime', [DEADLINE_S + 60])
    await pol.rpc('evm_mine')
    await pol.rpc('evm_setAutomine', [false])
    const held = await swapOf(res.body.tx_hash, (x) => x.bridge_substatus === 'REFUND_IN_PROGRESS', 'the refund in progress')
    t.equal(held.status, 'pending', 'a refund in progress is not final')
    const polls = await sim.asked(res.body.tx_hash)
    await eventually(async () => (await sim.asked(res.body.tx_hash)) >= polls + 3 || undefined, 30_000, 'three more polls')
    t.equal((await history()).find((x) => x.swap_tx_hash === res.body.tx_hash).status, 'pending', 'still pending, still polled')
    const before = await polc.reader.getBalance({ address: me })
    await pol.rpc('evm_setAutomine', [true])
    await pol.rpc('evm_mine')
    const swap = await swapOf(res.body.tx_hash, (x) => x.status !== 'pending', 'the refunded swap settled')
    t.match(swap, { status: 'failed', bridge_status: 'DONE', bridge_substatus: 'REFUNDED', confirmed_at: null, amount_out: '' })
    t.match(swap.failure_reason, /^bridge DONE REFUNDED/)
    t.equal((await polc.reader.getBalance({ address: me })) - before, amountIn, 'the deposit went back to the customer')
    const refund = await polc.reader.getTransactionReceipt({ hash: swap.bridge_receiving_tx_hash })
    t.equal(refund.to?.toLowerCase(), escrow.toLowerCase(), 'the receiving transaction is the refund on POL')
    made.failed++
    await sim.payouts(true)
  })

  await t.test('Source reverted while the bridge API is down: the send’s outcome fails the swap with the escrow’s reason', async (t) => {
    await sim.statusDown(true)
    t.teardown(() => sim.statusDown(false))
    await pol.rpc('evm_setAutomine', [false])
    const res = await api('POST', '/api/v1/swap/customer/dora', body(E18))
    t.match(res, { status: 200, body: { status: 'pending' } })
    // The source send waits in the mempool until the bridge has been asked (and answered 503) at least once:
    // otherwise the revert could settle the swap before any poll, and "asked all along" would hang on timing.
    await eventually(async () => (await sim.asked(res.body.tx_hash)) > 0 || undefined, 30_000, 'the bridge asked while down')
    await pol.rpc('evm_increaseTime', [DEADLINE_S + 60])
    await pol.rpc('evm_setAutomine', [true])
    await pol.rpc('evm_mine')
    t.equal((await polc.reader.getTransactionReceipt({ hash: res.body.tx_hash })).status, 'reverted')
    const swap = await swapOf(res.body.tx_hash, (x) => x.status !== 'pending', 'the reverted bridge swap settled')
    t.match(swap, { status: 'failed', amount_out: '' })
    // The bridge could not be asked: the send's own outcome failed it, with the escrow's words.
    t.equal(swap.failure_reason, 'BridgeEscrow: EXPIRED')
    t.ok((await sim.asked(res.body.tx_hash)) > 0, 'the bridge was asked all along (503s)')
    made.failed++
  })

  await t.test('error: a minimum the bridge cannot meet is refused before anything is recorded or sent', async (t) => {
    const nonce = await polc.reader.getTransactionCount({ address: me })
    const res = await api('POST', '/api/v1/swap/customer/dora', { ...body(E18), amount_out_min: E18.toString() })
    t.match(res, {
      status: 500,
      body: { code: 'SWAP_TRANSACTION_FAILED', error: /^swap transaction failed: the bridge's minimum \d+ is below amount_out_min/ },
    })
    t.equal(await polc.reader.getTransactionCount({ address: me }), nonce, 'nothing sent')
    const test = await rig.key('test', ALL_WALLET_PERMISSIONS)
    const sandbox = await rig.call('POST', '/api/v1/swap/customer/dora', { headers: { 'x-api-key': test }, body: body(E18) })
    // A test key never reaches the bridge: it swaps on the sandbox bridge (sandbox_bridge.test.ts), which has no test customer dora.
    t.match(sandbox, { status: 500, body: { code: 'CUSTOMER_WALLET_NOT_FOUND' } })
    t.equal(await polc.reader.getTransactionCount({ address: me }), nonce, 'nothing sent')
  })

  await t.test('Analytics count the bridge swaps', async (t) => {
    const overview = (await rig.call('GET', '/api/v1/swap/analytics/overview?days=7', { headers: bearer(rig.owner.access_token) })).body
    t.match(overview, {
      total_swaps: made.confirmed + made.failed,
      bridge_swaps: made.confirmed + made.failed,
      dex_swaps: 0,
      confirmed_swaps: made.confirmed,
      failed_swaps: made.failed,
      pending_swaps: 0,
    })
  })
})
