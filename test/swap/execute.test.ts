/**
 * Swap execution through REST from a customer's WaaS wallet on anvil
 * (Uniswap V2 from the published artifacts, the platform swap contract):
 * native -> token, token -> token (approve, then swap) and token -> native
 * confirm with amount_out from the receipt's logs; the fee reaches the fee
 * address; a minimum that cannot be met and a past deadline fail with the
 * router's reason; a swap mined after its deadline reverts on chain and is
 * failed with that reason; a fee-on-transfer token reports what was really
 * received; history and analytics count exactly the swaps made. The sends
 * are a workflow: a request whose approve is not yet mined waits for it and
 * answers the swap sent once the block comes; a swap
 * whose request died after recording it is sent by the workflow's scan, and
 * one that cannot be sent is failed as abandoned by its timer.
 */
import t from 'tap'

import { anvilClients } from '../support/anvil'
import { bearer } from '../support/http'
import { E18, startSwapRig } from '../support/swap'
import { tokenBalance } from '../support/uniswap'
import { eventually } from '../support/waas'

t.test('swap execute', async (t) => {
  const s = await startSwapRig(t, 'swapexec')
  const { u, api } = s
  const { reader } = anvilClients(s.anvil.url)
  const me = await s.customer('carol')
  const quote = async (from: string, to: string, amountIn: bigint) =>
    (
      await s.rig.call(
        'GET',
        `/api/v1/swap/quote?${new URLSearchParams({ from_chain: 'POL', to_chain: 'POL', from_token: from, to_token: to, amount_in: amountIn.toString() })}`,
      )
    ).body
  const execute = (from: string, to: string, amountIn: bigint, extra: Record<string, unknown> = {}) =>
    api('POST', '/api/v1/swap/customer/carol', {
      from_chain: 'POL',
      to_chain: 'POL',
      from_token: from,
      to_token: to,
      amount_in: amountIn.toString(),
      ...extra,
    })
  const history = async () => (await api('GET', '/api/v1/swap/customer/carol/history?limit=100')).body
  const settled = (txHash: string) =>
    eventually(
      async () => (await history()).swaps.find((x: any) => x.swap_tx_hash === txHash && x.status !== 'pending'),
      60_000,
      `swap ${txHash} settled`,
    )
  // `ghost`: failed swaps of another customer of the merchant (in its analytics, not in carol's history).
  let made = { confirmed: 0, failed: 0, ghost: 0 }

  await t.test('Execute: native -> token confirms with amount_out from the logs; the fee reaches the fee address', async (t) => {
    const amountIn = 2n * E18
    const q = await quote('native', u.tokenA, amountIn)
    const before = await tokenBalance(s.anvil.url, u.tokenA, me)
    const res = await execute('native', u.tokenA, amountIn, { amount_out_min: q.to_amount_min, expires_at: q.expires_at })
    t.match(res, { status: 200, body: { tx_hash: /^0x[0-9a-f]{64}$/, status: 'pending' } })
    t.same(Object.keys(res.body).sort(), ['status', 'tx_hash'], 'a native input needs no approve')
    const swap = await settled(res.body.tx_hash)
    const got = (await tokenBalance(s.anvil.url, u.tokenA, me)) - before
    t.match(swap, { status: 'confirmed', type: 'dex', token_in: 'native', token_out: u.tokenA, amount_in: amountIn.toString() })
    t.equal(swap.amount_out, got.toString(), 'amount_out is what arrived')
    t.equal(swap.amount_out, q.to_amount_expected, 'and what the quote expected (nothing traded in between)')
    t.equal(swap.platform_fee, ((amountIn * 30n) / 10000n).toString())
    t.equal(await reader.getBalance({ address: u.feeTo }), (amountIn * 30n) / 10000n, 'the fee reached the fee address')
    t.ok(swap.confirmed_at, 'confirmed_at set')
    t.notOk(swap.approve_tx_hash, 'no approve for native input')
    made.confirmed++
  })

  await t.test('Execute: token -> token approves, then swaps', async (t) => {
    const amountIn = 3n * E18
    const q = await quote(u.tokenA, u.tokenB, amountIn)
    const before = await tokenBalance(s.anvil.url, u.tokenB, me)
    const res = await execute(u.tokenA, u.tokenB, amountIn, { amount_out_min: q.to_amount_min })
    t.match(res, { status: 200, body: { tx_hash: /^0x[0-9a-f]{64}$/, approve_tx_hash: /^0x[0-9a-f]{64}$/ } })
    const swap = await settled(res.body.tx_hash)
    t.match(swap, { status: 'confirmed', approve_tx_hash: res.body.approve_tx_hash, amount_out: q.to_amount_expected })
    t.equal((await tokenBalance(s.anvil.url, u.tokenB, me)) - before, BigInt(q.to_amount_expected))
    t.equal(await tokenBalance(s.anvil.url, u.tokenA, u.feeTo), (amountIn * 30n) / 10000n, 'token fee at the fee address')
    const approve = await reader.getTransactionReceipt({ hash: swap.approve_tx_hash })
    const main = await reader.getTransactionReceipt({ hash: res.body.tx_hash })
    t.ok(approve.blockNumber <= main.blockNumber, 'the approve came first')
    made.confirmed++
  })

  await t.test('Execute: token -> native confirms with amount_out from the logs', async (t) => {
    const amountIn = E18
    const q = await quote(u.tokenA, 'native', amountIn)
    const res = await execute(u.tokenA, 'native', amountIn, { amount_out_min: q.to_amount_min })
    t.equal(res.status, 200)
    const swap = await settled(res.body.tx_hash)
    t.match(swap, { status: 'confirmed', token_out: 'native', amount_out: q.to_amount_expected, approve_tx_hash: /^0x/ })
    made.confirmed++
  })

  await t.test('Execute: the workflow sends the swap once its approve is mined; the request answers its hash', async (t) => {
    await s.anvil.rpc('evm_setAutomine', [false])
    const expires_at = Number((await reader.getBlock()).timestamp) + 600
    const answer = execute(u.tokenA, u.tokenB, E18, { expires_at })
    const waiting = await eventually(
      async () => (await history()).swaps.find((x: any) => x.status === 'pending' && x.approve_tx_hash && x.swap_tx_hash === ''),
      30_000,
      'the swap recorded with its approve on its way',
    )
    await s.anvil.rpc('evm_setAutomine', [true])
    await s.anvil.rpc('evm_mine')
    const res = await answer
    t.match(res, { status: 200, body: { tx_hash: /^0x[0-9a-f]{64}$/, status: 'pending', approve_tx_hash: waiting.approve_tx_hash } })
    t.match(await settled(res.body.tx_hash), { status: 'confirmed', id: waiting.id })
    const approve = await reader.getTransactionReceipt({ hash: waiting.approve_tx_hash })
    const main = await reader.getTransactionReceipt({ hash: res.body.tx_hash })
    t.ok(approve.blockNumber < main.blockNumber, 'the swap was signed after the approve was mined')
    made.confirmed++
  })

  await t.test('Execute: a fee-on-transfer token reports what was really received', async (t) => {
    const amountIn = 10n * E18
    const q = await quote(u.deflating, u.tokenB, amountIn)
    const before = await tokenBalance(s.anvil.url, u.tokenB, me)
    const res = await execute(u.deflating, u.tokenB, amountIn)
    t.equal(res.status, 200)
    const swap = await settled(res.body.tx_hash)
    const got = (await tokenBalance(s.anvil.url, u.tokenB, me)) - before
    t.match(swap, { status: 'confirmed' })
    t.equal(swap.amount_out, got.toString(), 'amount_out is the balance change')
    t.ok(got < BigInt(q.to_amount_expected), 'less than the quote: the token burns on every transfer')
    made.confirmed++
  })

  await t.test('error: a minimum that cannot be met fails with the router’s reason', async (t) => {
    const q = await quote('native', u.tokenA, E18)
    const res = await execute('native', u.tokenA, E18, { amount_out_min: (BigInt(q.to_amount_expected) * 2n).toString() })
    t.equal(res.status, 500)
    t.same(res.body, {
      error: 'swap transaction failed: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT',
      code: 'SWAP_TRANSACTION_FAILED',
      request_id: res.body.request_id,
    })
    made.failed++
  })

  await t.test('Execute: an allowance left by a failed token swap is reset to zero before the next approve', async (t) => {
    const q = await quote(u.tokenA, u.tokenB, E18)
    const refused = await execute(u.tokenA, u.tokenB, E18, { amount_out_min: (BigInt(q.to_amount_expected) * 2n).toString() })
    t.match(refused, { status: 500, body: { error: 'swap transaction failed: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT' } })
    made.failed++
    const nonce = await reader.getTransactionCount({ address: me })
    const res = await execute(u.tokenA, u.tokenB, E18)
    t.equal(res.status, 200)
    t.match(await settled(res.body.tx_hash), { status: 'confirmed' })
    t.equal(await reader.getTransactionCount({ address: me }), nonce + 3, 'approve(0), approve(amount_in), swap')
    made.confirmed++
  })

  await t.test('error: a swap sent after the quote’s deadline fails', async (t) => {
    const block = await reader.getBlock()
    const res = await execute('native', u.tokenA, E18, { expires_at: Number(block.timestamp) - 1 })
    t.equal(res.status, 500)
    t.equal(res.body.error, 'swap transaction failed: UniswapV2Router: EXPIRED')
    made.failed++
  })

  await t.test('Execute: mined after its deadline -> reverted on chain, failed with the reason', async (t) => {
    await s.anvil.rpc('evm_setAutomine', [false])
    const block = await reader.getBlock()
    const res = await execute('native', u.tokenA, E18, { expires_at: Number(block.timestamp) + 60 })
    t.match(res, { status: 200, body: { status: 'pending' } })
    t.equal((await history()).swaps.find((x: any) => x.swap_tx_hash === res.body.tx_hash).status, 'pending', 'pending until mined')
    await s.anvil.rpc('evm_increaseTime', [600])
    await s.anvil.rpc('evm_setAutomine', [true])
    await s.anvil.rpc('evm_mine')
    const swap = await settled(res.body.tx_hash)
    t.match(swap, { status: 'failed', confirmed_at: null })
    t.equal(swap.failure_reason, 'UniswapV2Router: EXPIRED')
    made.failed++
  })

  await t.test('Execute: a retry with the same Idempotency-Key answers the same swap and swaps once', async (t) => {
    // The chain's clock is ahead of ours since the deadline test moved it: the deadline comes from the chain.
    const expires_at = Number((await reader.getBlock()).timestamp) + 300
    const body = { from_chain: 'POL', to_chain: 'POL', from_token: 'native', to_token: u.tokenA, amount_in: E18.toString(), expires_at }
    const keyed = (b: unknown, key: string) =>
      s.rig.call('POST', '/api/v1/swap/carol', { headers: { 'x-api-key': s.key, 'idempotency-key': key }, body: b })
    const nonce = await reader.getTransactionCount({ address: me })
    const first = await keyed(body, 'swap-key-1')
    t.match(first, { status: 200, body: { status: 'pending' } })
    t.same((await keyed(body, 'swap-key-1')).body, first.body, 'the same answer')
    t.match(await settled(first.body.tx_hash), { status: 'confirmed' })
    t.equal(await reader.getTransactionCount({ address: me }), nonce + 1, 'one transaction')
    made.confirmed++
    t.match(await keyed({ ...body, amount_in: '5' }, 'swap-key-1'), { status: 409, body: { code: 'IDEMPOTENCY_KEY_REUSED' } })
    const tooMuch = { ...body, amount_out_min: (10n ** 30n).toString() }
    const refused = await keyed(tooMuch, 'swap-key-2')
    t.match(refused, { status: 500, body: { code: 'SWAP_TRANSACTION_FAILED' } })
    t.same((await keyed(tooMuch, 'swap-key-2')).body.error, refused.body.error, 'a failure answers the same error')
    made.failed++
  })

  await t.test('error: the spec’s 401 and 500 for execute', async (t) => {
    const noKey = await s.rig.call('POST', '/api/v1/swap/customer/carol', { body: { from_chain: 'POL' } })
    t.match(noKey, { status: 401, body: { error: 'business not found in context' } })
    const nobody = await api('POST', '/api/v1/swap/nobody', {
      from_chain: 'POL',
      to_chain: 'POL',
      from_token: 'native',
      to_token: u.tokenA,
      amount_in: '1000',
    })
    t.match(nobody, { status: 500, body: { error: /^customer wallet not found for nobody/, code: 'CUSTOMER_WALLET_NOT_FOUND' } })
    t.match(await api('POST', '/api/v1/swap/carol', { from_chain: 'POL' }), {
      status: 400,
      body: { error: 'from_chain, to_chain, from_token, to_token and amount_in are required' },
    })
  })

  const openDirectly = async (customerId: string, deadline: number) => {
    // The request's process "died" right after recording the swap: nothing was sent under its ids.
    const id = (await s.rig.db.sql<{ id: string }[]>`SELECT nextval('swap_ids')::text AS id`)[0]!.id
    const opened = await s.rig.platform.payments.host.ask(
      { kind: 'swap', id },
      {
        type: 'open',
        swap: {
          businessId: s.rig.owner.business_id,
          isTest: false,
          customerId,
          customerWalletId: 1,
          type: 'dex',
          fromChain: 'POL',
          toChain: 'POL',
          dex: 'uniswap_v2',
          routerAddress: u.router,
          tokenIn: 'native',
          tokenOut: u.tokenA,
          amountIn: E18,
          amountOutMin: 1n,
          platformFee: (E18 * 30n) / 10000n,
          deadline,
          fromAddress: me,
        },
      },
    )
    t.ok(opened.ok)
    return id
  }

  await t.test('Resumed: a swap whose request died after recording it is sent by the workflow’s scan', async (t) => {
    const id = await openDirectly('carol', Number((await reader.getBlock()).timestamp) + 600)
    const swap = await eventually(
      async () => (await history()).swaps.find((x: any) => String(x.id) === id && x.status === 'confirmed'),
      60_000,
      'the recorded swap was sent and confirmed',
    )
    t.match(swap, { swap_tx_hash: /^0x[0-9a-f]{64}$/, amount_in: E18.toString() })
    made.confirmed++
  })

  await t.test('Unsent due: a swap that cannot be sent is failed as abandoned by its timer', async (t) => {
    // Its customer has no wallet here: every pass of the workflow fails, and the timer settles it.
    const id = await openDirectly('ghost', Number((await reader.getBlock()).timestamp) + 600)
    t.ok((await s.rig.platform.payments.host.ask({ kind: 'swap', id }, { type: 'unsent_due' })).ok)
    const failed = await eventually(
      async () => (await s.rig.db.sql<{ record: any }[]>`SELECT record FROM swaps WHERE id = ${id} AND status = 'failed'`)[0],
      30_000,
      'the abandoned swap failed',
    )
    t.equal(failed.record.failure_reason, 'abandoned: the request ended before the swap transaction was sent')
    made.failed++
    made.ghost++
  })

  await t.test('History and analytics count exactly the swaps made', async (t) => {
    const h = await history()
    t.equal(h.total, made.confirmed + made.failed - made.ghost)
    t.match(h, { page: 1, limit: 100 })
    const auth = { headers: bearer(s.rig.owner.access_token) }
    const overview = (await s.rig.call('GET', '/api/v1/swap/analytics/overview?days=7', auth)).body
    t.match(overview, {
      period: '7d',
      total_swaps: made.confirmed + made.failed,
      dex_swaps: made.confirmed + made.failed,
      bridge_swaps: 0,
      pending_swaps: 0,
      confirmed_swaps: made.confirmed,
      failed_swaps: made.failed,
      unique_customers: 1 + Math.min(made.ghost, 1),
      top_from_chains: [{ chain: 'POL', count: made.confirmed + made.failed }],
    })
    const failed = (await s.rig.call('GET', '/api/v1/swap/analytics/transactions?status=failed&type=dex&limit=2', auth)).body
    t.match(failed, { total: made.failed, page: 1, limit: 2 })
    t.equal(failed.swaps.length, 2)
    t.ok(failed.swaps.every((x: any) => x.status === 'failed'))
    const volume = (await s.rig.call('GET', '/api/v1/swap/analytics/volume', auth)).body
    t.match(volume, {
      period_days: 30,
      chart: [{ total_swaps: made.confirmed + made.failed, dex_swaps: made.confirmed + made.failed, bridge_swaps: 0 }],
    })
    t.match(await s.rig.call('GET', '/api/v1/swap/analytics/overview?days=366', auth), { status: 400 })
    t.match(await s.rig.call('GET', '/api/v1/swap/analytics/overview'), { status: 401 })
  })
})
