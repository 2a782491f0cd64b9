/**
 * CaaS swaps on a real chain: anvil with EntryPoint and SimpleAccountFactory
 * 0.8, Uniswap V2 from the published artifacts and the platform swap
 * contract (test/support/uniswap.ts), and the in-test bundler. A live key's
 * user swaps from a counterfactual smart account: token -> token as one user
 * operation batching the approve and the swap (deploying the account on the
 * way), then native -> token; each settles with exactly the router's output
 * and the fee at the fee address, and a signed swap.settled with the spec's
 * fields; a lost bundler answer is settled by the recorded hash, sent once. A swap whose minimum cannot be met is refused before anything is
 * sent and ends in a signed swap.failed with the router's reason.
 */
import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { createCaasModule } from '../../actors/caas/module'
import { MemorySmsSender } from '../../actors/caas/sms'
import { webhooksModule } from '../../actors/webhooks/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { accounts, viem } from '../../chains/esm_deps'
import { deployAccountAbstraction } from '../support/aa'
import { startAnvil } from '../support/anvil'
import { createTestDb } from '../support/db'
import { bearer, client } from '../support/http'
import { eventually } from '../support/merchant'
import { startTestPlatform } from '../support/platform'
import { startReceiver } from '../support/receiver'
import { deployUniswap, giveTokens, routerAmountsOut, tokenBalance } from '../support/uniswap'
import { startAnvilBundler } from './anvil_bundler'
import { signed } from './rig'
import { allKeyPermissions } from '../support/keys'

const PHONE = '+447911123456'
const E18 = 10n ** 18n
const SWAP_GAS = { preVerificationGas: 60_000n, verificationGasLimit: 700_000n, callGasLimit: 1_500_000n }

t.test('live CaaS swaps: user operations through the platform swap contract, signed swap.settled and swap.failed', async (t) => {
  const anvil = await startAnvil()
  const { chain, reader, factory, entryPoint } = await deployAccountAbstraction(anvil)
  const feeTo = accounts.privateKeyToAccount(viem.keccak256(viem.toHex('caas-swap-fee'))).address
  const u = await deployUniswap(anvil.url, feeTo)
  const bundler = await startAnvilBundler(anvil, chain, reader, entryPoint, SWAP_GAS)
  const db = await createTestDb('caasswap')
  // Each tap file is its own process: the chain service and the swap deployment read these when first used.
  Object.assign(process.env, { POL_RPC_URL: anvil.url, POL_SWAP_CONTRACT: u.platformSwap })
  const caas = createCaasModule({
    sms: new MemorySmsSender(),
    pollMs: 200,
    env: { CAAS_FACTORY_ADDRESS: factory, CAAS_ENTRYPOINT: entryPoint, CAAS_BUNDLER_URL: bundler.url },
  })
  const platform = await startTestPlatform(db, [accessModule, webhooksModule, sandboxModule, caas])
  const receiver = await startReceiver()
  t.teardown(async () => {
    await platform.close()
    await receiver.close()
    await bundler.close()
    await db.drop()
    await anvil.stop()
  })
  const call = client(platform.baseUrl)
  const owner = (
    await call('POST', '/api/v1/auth/register', {
      body: { email: 'swapper@caas-live.test', password: 'caas password 1', business_name: 'swapper', account_type: 'business' },
    })
  ).body
  // Live CaaS needs approved KYC (actors/caas/live_kyc.ts).
  await call('PUT', `/admin/businesses/${owner.business_id}/kyc`, {
    headers: { 'x-admin-token': platform.adminToken },
    body: { status: 'approved' },
  })
  const key = (
    await call('POST', '/api/v1/api-keys', {
      headers: bearer(owner.access_token),
      body: { name: 'l', environment: 'live', product: 'caas', permissions: allKeyPermissions('caas') },
    })
  ).body.key as string
  const headers = { 'x-api-key': key }
  const secret = 'secret-swapper-0123456789'
  t.equal(
    (await call('POST', '/v1/dashboard/webhooks', { headers: bearer(owner.access_token), body: { url: `${receiver.url}/hook`, secret } }))
      .status,
    201,
  )
  const user = (await call('POST', '/caas/v1/users/provision', { headers, body: { phone_number: PHONE } })).body
  const wallet = user.wallet_address as `0x${string}`
  await giveTokens(anvil.url, u.tokenA, wallet, 100n * E18)
  // No paymaster: the account pays its own gas, and native input.
  await anvil.rpc('anvil_setBalance', [wallet, viem.numberToHex(10n * E18)])
  t.equal(await reader.getCode({ address: wallet }), undefined, 'counterfactual before its first swap')

  const swap = (body: Record<string, unknown>) => call('POST', '/caas/v1/swaps', { headers, body: { phone_number: PHONE, ...body } })
  const finished = (id: string) =>
    eventually(
      async () => {
        const v = (await call('GET', `/caas/v1/swaps/${id}`, { headers })).body
        return v.status === 'SETTLED' || v.status === 'FAILED' ? v : undefined
      },
      30_000,
      100,
    )
  const hooks = (id: string) =>
    receiver.received
      .filter((r) => JSON.parse(r.rawBody).swap_id === id)
      .map((r) => ({ body: JSON.parse(r.rawBody), signed: signed(secret, r) }))
  const fee = (amountIn: bigint) => (amountIn * 30n) / 10_000n

  await t.test('token -> token: approve and swap batched in one user operation, which deploys the account', async (t) => {
    const amountIn = 2n * E18
    const expected = await routerAmountsOut(anvil.url, u.router, amountIn - fee(amountIn), [u.tokenA, u.tokenB])
    const res = await swap({
      from_token: u.tokenA,
      to_token: u.tokenB,
      amount_in: amountIn.toString(),
      amount_out_min: ((expected * 9950n) / 10_000n).toString(),
    })
    t.match(res, {
      status: 202,
      body: {
        swap_id: /^csw_/,
        status: 'QUEUED',
        token_in: u.tokenA,
        token_out: u.tokenB,
        // 6 places of the token's own 18 decimals, read from the chain when the swap was made.
        amount_in: '2.000000',
        amount_in_base_units: amountIn.toString(),
        wallet_address: wallet,
      },
    })
    const done = await finished(res.body.swap_id)
    t.match(done, {
      status: 'SETTLED',
      tx_hash: /^0x[0-9a-f]{64}$/,
      user_op_hash: /^0x[0-9a-f]{64}$/,
      platform_fee: fee(amountIn).toString(),
    })
    t.equal(await tokenBalance(anvil.url, u.tokenB, wallet), expected, "exactly the router's output arrived")
    t.equal(await tokenBalance(anvil.url, u.tokenA, wallet), 100n * E18 - amountIn)
    t.equal(await tokenBalance(anvil.url, u.tokenA, feeTo), fee(amountIn), 'the fee reached the fee address')
    t.not(await reader.getCode({ address: wallet }), undefined, 'deployed by the initCode of its first operation')
    t.equal(bundler.state.sends, 1, 'one operation for approve and swap')
    await receiver.waitFor(1)
    const [hook] = hooks(res.body.swap_id)
    t.ok(hook?.signed, 'X-Service-Signature is the HMAC of the body')
    t.same(hook?.body, {
      event: 'swap.settled',
      swap_id: res.body.swap_id,
      status: 'SETTLED',
      token_in: u.tokenA,
      token_out: u.tokenB,
      amount_in: '2.000000',
      amount_in_base_units: amountIn.toString(),
      tx_hash: done.tx_hash,
      updated_at: done.updated_at,
    })
  })

  await t.test('native -> token: one execute call with value', async (t) => {
    const amountIn = E18
    const before = await tokenBalance(anvil.url, u.tokenA, wallet)
    const expected = await routerAmountsOut(anvil.url, u.router, amountIn - fee(amountIn), [u.weth, u.tokenA])
    const res = await swap({ from_token: 'native', to_token: u.tokenA, amount_in: amountIn.toString() })
    t.match(await finished(res.body.swap_id), { status: 'SETTLED', token_in: 'native' })
    t.equal((await tokenBalance(anvil.url, u.tokenA, wallet)) - before, expected)
    t.equal(await reader.getBalance({ address: feeTo }), fee(amountIn), 'the native fee reached the fee address')
  })

  await t.test('unknown outcome: the bundler ran the operation but the answer was lost; settled by its hash, sent once', async (t) => {
    bundler.state.failNextSendAnswer = true
    const sends = bundler.state.sends
    const before = await tokenBalance(anvil.url, u.tokenB, wallet)
    const amountIn = E18
    const expected = await routerAmountsOut(anvil.url, u.router, amountIn - fee(amountIn), [u.tokenA, u.tokenB])
    const res = await swap({ from_token: u.tokenA, to_token: u.tokenB, amount_in: amountIn.toString() })
    t.match(await finished(res.body.swap_id), { status: 'SETTLED', tx_hash: /^0x[0-9a-f]{64}$/ })
    t.equal(bundler.state.sends, sends + 1, 'the retry checked the recorded hash first: nothing re-sent')
    t.equal((await tokenBalance(anvil.url, u.tokenB, wallet)) - before, expected, 'swapped once')
  })

  await t.test('a minimum that cannot be met: refused before anything is sent, signed swap.failed with the reason', async (t) => {
    const sends = bundler.state.sends
    const before = await tokenBalance(anvil.url, u.tokenA, wallet)
    const res = await swap({
      from_token: u.tokenA,
      to_token: u.tokenB,
      amount_in: E18.toString(),
      amount_out_min: (1000n * E18).toString(),
    })
    t.equal(res.status, 202)
    const done = await finished(res.body.swap_id)
    t.match(done, { status: 'FAILED', reason: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT' })
    t.notOk(done.tx_hash)
    t.equal(bundler.state.sends, sends, 'nothing was sent')
    t.equal(await tokenBalance(anvil.url, u.tokenA, wallet), before)
    await eventually(async () => hooks(res.body.swap_id).length > 0, 60_000, 100)
    const [hook] = hooks(res.body.swap_id)
    t.ok(hook?.signed)
    t.same(hook?.body, {
      event: 'swap.failed',
      swap_id: res.body.swap_id,
      status: 'FAILED',
      token_in: u.tokenA,
      token_out: u.tokenB,
      amount_in: '1.000000',
      amount_in_base_units: E18.toString(),
      reason: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT',
      updated_at: done.updated_at,
    })
  })

  await t.test('GET: another key environment, or an unknown id, is 404 SWAP_NOT_FOUND', async (t) => {
    const test = (
      await call('POST', '/api/v1/api-keys', {
        headers: bearer(owner.access_token),
        body: { name: 't', environment: 'test', product: 'caas', permissions: allKeyPermissions('caas') },
      })
    ).body.key as string
    const [first] = receiver.received.map((r) => JSON.parse(r.rawBody).swap_id as string)
    t.match(await call('GET', `/caas/v1/swaps/${first}`, { headers: { 'x-api-key': test } }), {
      status: 404,
      body: { code: 'SWAP_NOT_FOUND' },
    })
    t.match(await call('GET', '/caas/api/v1/swaps/csw_nothing', { headers }), { status: 404, body: { code: 'SWAP_NOT_FOUND' } })
  })
})
