/**
 * GET /api/v1/swap/quote through REST on anvil: the three 400 messages of
 * the spec word for word, the chain aliases and `native`, and a quote that
 * equals the router's getAmountsOut(amount_in - fee) exactly, with the
 * minimum 0.5% below and expiry 30 s after issue.
 */
import t from 'tap'
import { E18, startSwapRig } from '../support/swap'
import { routerAmountsOut } from '../support/uniswap'

t.test('swap quote', async (t) => {
  const s = await startSwapRig(t, 'swapquote')
  const { u } = s
  const quote = (q: Record<string, string>) => s.rig.call('GET', `/api/v1/swap/quote?${new URLSearchParams(q)}`)
  const base = { from_chain: 'POL', to_chain: 'POL', from_token: 'native', to_token: u.tokenA, amount_in: E18.toString() }

  await t.test('error: the spec’s three 400 messages, word for word', async (t) => {
    const { amount_in: _, ...noAmount } = base
    t.match(await quote(noAmount), {
      status: 400,
      body: { error: 'from_chain, to_chain, from_token, to_token and amount_in are required', code: 'SWAP_INVALID_REQUEST' },
    })
    for (const amount_in of ['0', '-1', '1.5', 'abc'])
      t.match(await quote({ ...base, amount_in }), { status: 400, body: { error: 'amount_in must be a positive integer in base units' } })
    t.match(await quote({ ...base, to_token: u.tokenA, from_token: u.tokenA.toLowerCase() }), {
      status: 400,
      body: { error: 'tokenIn and tokenOut resolve to the same address' },
    })
    // `native` resolves to the wrapped coin: native against WETH is the same address.
    t.match(await quote({ ...base, to_token: u.weth }), {
      status: 400,
      body: { error: 'tokenIn and tokenOut resolve to the same address' },
    })
  })

  await t.test('Quote: equals getAmountsOut(amount_in - fee), minimum 0.5% below, expires in 30 s', async (t) => {
    const cases = [
      { name: 'native -> token', from: 'native', to: u.tokenA, path: [u.weth, u.tokenA] },
      { name: 'empty from_token is native', from: '', to: u.tokenA, path: [u.weth, u.tokenA] },
      { name: 'token -> token', from: u.tokenA, to: u.tokenB, path: [u.tokenA, u.tokenB] },
      { name: 'token -> native', from: u.tokenA, to: 'native', path: [u.tokenA, u.weth] },
    ]
    for (const c of cases) {
      const amountIn = 12_345_678_901_234_567n
      const before = Math.floor(Date.now() / 1000)
      const res = await quote({ ...base, from_token: c.from, to_token: c.to, amount_in: amountIn.toString() })
      const fee = (amountIn * 30n) / 10_000n
      const expected = await routerAmountsOut(s.anvil.url, u.router, amountIn - fee, c.path)
      t.equal(res.status, 200, c.name)
      t.match(
        res.body,
        {
          from_chain: 'POL',
          to_chain: 'POL',
          from_amount: amountIn.toString(),
          platform_fee: fee.toString(),
          to_amount_expected: expected.toString(),
          to_amount_min: ((expected * 9950n) / 10_000n).toString(),
          source: 'chain',
        },
        c.name,
      )
      t.ok(res.body.expires_at >= before + 30 && res.body.expires_at <= Math.floor(Date.now() / 1000) + 30, `${c.name}: expires in 30 s`)
    }
  })

  await t.test('Quote: aliases POLYGON and MATIC mean POL', async (t) => {
    for (const alias of ['POLYGON', 'matic'])
      t.match(await quote({ ...base, from_chain: alias, to_chain: 'POL' }), { status: 200, body: { from_chain: 'POL', to_chain: 'POL' } })
  })

  // The cross-chain pair here names a token of this anvil, which neither a bridge route nor hub prices know.
  await t.test('error: no pool, and a cross-chain pair nothing can price, are 400 SWAP_UNAVAILABLE', async (t) => {
    t.match(await quote({ ...base, from_token: u.tokenB, to_token: 'native' }), { status: 400, body: { code: 'SWAP_UNAVAILABLE' } })
    t.match(await quote({ ...base, to_chain: 'BSC' }), { status: 400, body: { code: 'SWAP_UNAVAILABLE' } })
  })
})
