/**
 * The CaaS fiat rails on a real chain: anvil with EntryPoint and SimpleAccountFactory 0.8, an ERC-20 as USDC,
 * the in-test bundler, and both partners' simulators behind the real adapters, with a live CaaS key. A withdrawal
 * sweeps USDC from the user's smart account to the treasury's as a user operation (deploying it) and is paid
 * out (submitted, crypto_received, completed, signed); a payout the partner fails brings the USDC back as a user
 * operation of the treasury; an on-ramp deposit sends USDC from the treasury to the user (deposit.settled).
 */
import t from 'tap'
import { deployAccountAbstraction } from '../../support/aa'
import { startAnvil } from '../../support/anvil'
import { eventually } from '../../support/merchant'
import { startAnvilBundler } from '../anvil_bundler'
import { signed } from '../rig'
import { startFiatRails } from './rig'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const TOKEN = require('@openzeppelin/contracts/build/contracts/ERC20PresetMinterPauser.json') as { abi: unknown[]; bytecode: `0x${string}` }
const PHONE = '+233241234567'
const ONE_ETH = '0xde0b6b3a7640000'

t.test('live fiat rails: sweep, payout, return and deposit as user operations on anvil', async (t) => {
  const anvil = await startAnvil()
  const { chain, wallet: deployer, reader, factory, entryPoint } = await deployAccountAbstraction(anvil)
  const usdc = (
    await reader.waitForTransactionReceipt({
      hash: await deployer.deployContract({ abi: TOKEN.abi, bytecode: TOKEN.bytecode, args: ['USD Coin', 'USDC'] } as never),
    })
  ).contractAddress!
  const bundler = await startAnvilBundler(anvil, chain, reader, entryPoint)
  t.teardown(async () => {
    await bundler.close()
    await anvil.stop()
  })
  const r = await startFiatRails(t, 'caasfl', {
    moduleEnv: { CAAS_FACTORY_ADDRESS: factory, CAAS_ENTRYPOINT: entryPoint, CAAS_BUNDLER_URL: bundler.url },
    processEnv: { POL_RPC_URL: anvil.url, POL_USDC: usdc },
  })
  const { call, headers } = r
  const usdcOf = async (address: string) =>
    (await reader.readContract({ address: usdc, abi: TOKEN.abi, functionName: 'balanceOf', args: [address] } as never)) as bigint
  const mint = async (to: string, amount: bigint) =>
    reader.waitForTransactionReceipt({
      hash: await deployer.writeContract({ address: usdc, abi: TOKEN.abi, functionName: 'mint', args: [to, amount] } as never),
    })
  const user = (await call('POST', '/caas/v1/users/provision', { headers, body: { phone_number: PHONE } })).body
  await mint(user.wallet_address, 10_000_000n)
  await anvil.rpc('anvil_setBalance', [user.wallet_address, ONE_ETH])
  const treasury = await call('GET', '/api/v1/admin/caas/treasury', { headers: { 'x-admin-token': r.platform.adminToken } })
  t.equal(treasury.status, 200, JSON.stringify(treasury.body))
  const live = treasury.body.accounts.find((a: { environment: string }) => a.environment === 'live')
  t.match(live, { wallet_address: /^0x[0-9a-fA-F]{40}$/, balance: '0.000000' })
  // The operator funds the treasury: gas for its user operations, USDC for deposits.
  await anvil.rpc('anvil_setBalance', [live.wallet_address, ONE_ETH])
  await mint(live.wallet_address, 5_000_000n)

  const final = (path: string, statuses: string[]) =>
    eventually(
      async () => {
        const v = (await call('GET', `/caas/v1/${path}`, { headers })).body
        return statuses.includes(v.status) ? v : undefined
      },
      60_000,
      100,
    )

  await t.test('a withdrawal: the sweep is a user operation, the payout completes; three signed webhooks', async (t) => {
    const made = await call('POST', '/caas/v1/withdrawals', { headers, body: { phone_number: PHONE, amount: '4', currency: 'EUR' } })
    t.equal(made.status, 202)
    const done = await final(`withdrawals/${made.body.withdrawal_id}`, ['COMPLETED', 'FAILED'])
    t.match(done, { status: 'COMPLETED', user_op_hash: /^0x[0-9a-f]{64}$/, tx_hash: /^0x[0-9a-f]{64}$/, payout_amount: '3.68' })
    t.equal(await usdcOf(user.wallet_address), 6_000_000n)
    t.equal(await usdcOf(live.wallet_address), 9_000_000n)
    const hooks = () => r.receiver.received.filter((x) => JSON.parse(x.rawBody).withdrawal_id === made.body.withdrawal_id)
    await eventually(async () => hooks().length >= 3 || undefined, 15_000)
    t.same(
      hooks()
        .map((x) => JSON.parse(x.rawBody).event)
        .sort(),
      ['withdrawal.completed', 'withdrawal.crypto_received', 'withdrawal.submitted'],
    )
    for (const x of hooks()) t.ok(signed(r.secret, x))
  })

  await t.test('a failed payout: the treasury sends the USDC back as its own user operation', async (t) => {
    const made = await call('POST', '/caas/v1/withdrawals', {
      headers,
      body: { phone_number: PHONE, amount: '2', currency: 'EUR', payee_phone_number: '+46733123450' },
    })
    const done = await final(`withdrawals/${made.body.withdrawal_id}`, ['FAILED', 'COMPLETED'])
    t.match(done, { status: 'FAILED', payout_status: 'FAILED', return_tx_hash: /^0x[0-9a-f]{64}$/ })
    t.equal(await usdcOf(user.wallet_address), 6_000_000n, 'the USDC is back')
    t.equal(await usdcOf(live.wallet_address), 9_000_000n)
  })

  await t.test('an on-ramp deposit: the treasury sends the quoted USDC; deposit.settled', async (t) => {
    const made = await call('POST', '/caas/v1/deposits', { headers, body: { phone_number: PHONE, amount: '129.00', currency: 'KES' } })
    t.match(made.body, { status: 'PENDING', amount_usdc: '1.000000' })
    t.equal(await r.onrampSim.pay(made.body.collection_id, { repeat: 2 }), 200)
    const done = await final(`deposits/${made.body.deposit_id}`, ['SETTLED', 'FAILED'])
    t.match(done, { status: 'SETTLED', tx_hash: /^0x[0-9a-f]{64}$/ })
    t.equal(await usdcOf(user.wallet_address), 7_000_000n)
    t.equal(await usdcOf(live.wallet_address), 8_000_000n)
  })
})
