/**
 * The live CaaS path on a real chain: anvil with EntryPoint and
 * SimpleAccountFactory 0.8, an ERC-20 as USDC, and the in-test bundler
 * (anvil_bundler.ts) that executes user operations through handleOps. A
 * live key provisions two numbers, the sender's counterfactual account is
 * funded, and a transfer goes estimate -> sign (worker pool) -> send ->
 * receipt -> SETTLED, deploying the account on the way. Then a crash right
 * after the bundler took an operation, and the balance endpoint's 503s.
 */
import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { createCaasModule } from '../../actors/caas/module'
import { MemorySmsSender } from '../../actors/caas/sms'
import { webhooksModule } from '../../actors/webhooks/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { deployAccountAbstraction } from '../support/aa'
import { startAnvil } from '../support/anvil'
import { createTestDb } from '../support/db'
import { bearer, client } from '../support/http'
import { eventually } from '../support/merchant'
import { startTestPlatform } from '../support/platform'
import { startAnvilBundler } from './anvil_bundler'
import { allKeyPermissions } from '../support/keys'

// OpenZeppelin 4.9's ERC20PresetMinterPauser: a real ERC-20 with mint, bytecode shipped in the npm package.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const TOKEN = require('@openzeppelin/contracts/build/contracts/ERC20PresetMinterPauser.json') as { abi: unknown[]; bytecode: `0x${string}` }
const PHONE_1 = '+447911123456'
const PHONE_2 = '+254712345678'

/** A merchant with approved KYC (live CaaS needs it) and a live CaaS key. */
async function liveMerchant(baseUrl: string, adminToken: string, name: string) {
  const call = client(baseUrl)
  const owner = (
    await call('POST', '/api/v1/auth/register', {
      body: { email: `${name}@caas-live.test`, password: 'caas password 1', business_name: name, account_type: 'business' },
    })
  ).body
  await call('PUT', `/admin/businesses/${owner.business_id}/kyc`, {
    headers: { 'x-admin-token': adminToken },
    body: { status: 'approved' },
  })
  const key = (
    await call('POST', '/api/v1/api-keys', {
      headers: bearer(owner.access_token),
      body: { name, environment: 'live', product: 'caas', permissions: allKeyPermissions('caas') },
    })
  ).body.key as string
  return { call, headers: { 'x-api-key': key } }
}

/** Runs `body` with extra process environment (the chain service reads POL_RPC_URL and POL_USDC from it), then restores it. */
async function withEnv<T>(extra: Record<string, string | undefined>, body: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(extra).map((k) => [k, process.env[k]]))
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values))
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
  }
  apply(extra)
  try {
    return await body()
  } finally {
    apply(saved)
  }
}

t.test('live: a user operation through the bundler settles on chain, deploys the account, survives a crash after send', async (t) => {
  const anvil = await startAnvil()
  // Stopped once: the last subtest takes the node down on purpose.
  let stopped: Promise<void> | undefined
  const stopAnvil = () => (stopped ??= anvil.stop())
  const { chain, wallet: deployer, reader, factory, entryPoint } = await deployAccountAbstraction(anvil)
  const usdc = (
    await reader.waitForTransactionReceipt({
      hash: await deployer.deployContract({ abi: TOKEN.abi, bytecode: TOKEN.bytecode, args: ['USD Coin', 'USDC'] } as never),
    })
  ).contractAddress!
  const bundler = await startAnvilBundler(anvil, chain, reader, entryPoint)
  const db = await createTestDb('caaslive')
  const caas = createCaasModule({
    sms: new MemorySmsSender(),
    pollMs: 200,
    env: { CAAS_FACTORY_ADDRESS: factory, CAAS_ENTRYPOINT: entryPoint, CAAS_BUNDLER_URL: bundler.url },
  })
  const platform = await withEnv({ POL_RPC_URL: anvil.url, POL_USDC: usdc }, () =>
    startTestPlatform(db, [accessModule, webhooksModule, sandboxModule, caas]),
  )
  t.teardown(async () => {
    await platform.close()
    await bundler.close()
    await db.drop()
    await stopAnvil()
  })
  const m = await liveMerchant(platform.baseUrl, platform.adminToken, 'live')
  const provision = async (phone: string) =>
    (await m.call('POST', '/caas/v1/users/provision', { headers: m.headers, body: { phone_number: phone } })).body
  const from = await provision(PHONE_1)
  const to = await provision(PHONE_2)
  t.match(from, { status: 'PROVISIONED', salt: `0x${from.blind_index}` })
  const usdcOf = async (address: string) =>
    (await reader.readContract({ address: usdc, abi: TOKEN.abi, functionName: 'balanceOf', args: [address] } as never)) as bigint
  await reader.waitForTransactionReceipt({
    hash: await deployer.writeContract({
      address: usdc,
      abi: TOKEN.abi,
      functionName: 'mint',
      args: [from.wallet_address, 10_000_000n],
    } as never),
  })
  // No paymaster: the account pays its own gas.
  await anvil.rpc('anvil_setBalance', [from.wallet_address, '0xde0b6b3a7640000'])
  t.match((await m.call('GET', `/caas/v1/users/balance?phone_number=${encodeURIComponent(PHONE_1)}`, { headers: m.headers })).body, {
    balance: '10.000000',
    wallet_address: from.wallet_address,
  })
  t.equal(await reader.getCode({ address: from.wallet_address }), undefined, 'counterfactual before its first transfer')

  const settledView = (id: string) =>
    eventually(
      async () => {
        const v = (await m.call('GET', `/caas/v1/transfers/${id}`, { headers: m.headers })).body
        if (v.status === 'FAILED') throw new Error(`transfer failed: ${v.reason}`)
        return v.status === 'SETTLED' ? v : undefined
      },
      30_000,
      100,
    )

  await t.test(
    'first transfer: estimate with the placeholder signature, sign, send, receipt -> SETTLED; the account is deployed',
    async (t) => {
      const sent = await m.call('POST', '/caas/v1/transfers', {
        headers: m.headers,
        body: { from_phone_number: PHONE_1, to_phone_number: PHONE_2, amount: '2.5' },
      })
      t.match(sent, { status: 202, body: { status: 'QUEUED' } })
      const settled = await settledView(sent.body.transfer_id)
      t.match(settled, { status: 'SETTLED', tx_hash: /^0x[0-9a-f]{64}$/, user_op_hash: /^0x[0-9a-f]{64}$/, amount_usdc: '2.500000' })
      t.equal(await usdcOf(to.wallet_address), 2_500_000n)
      t.equal(await usdcOf(from.wallet_address), 7_500_000n)
      t.not(await reader.getCode({ address: from.wallet_address }), undefined, 'deployed by the initCode of its first operation')
      t.equal(bundler.state.sends, 1)
    },
  )

  await t.test(
    'crash after the bundler took the operation: the retry finds the receipt by the recorded hash and settles; nothing is re-sent',
    async (t) => {
      bundler.state.failNextSendAnswer = true
      const sends = bundler.state.sends
      const sent = await m.call('POST', '/caas/v1/transfers', {
        headers: m.headers,
        body: { from_phone_number: PHONE_1, to_phone_number: PHONE_2, amount: '1' },
      })
      const settled = await settledView(sent.body.transfer_id)
      t.match(settled, { status: 'SETTLED', tx_hash: /^0x[0-9a-f]{64}$/ })
      t.equal(bundler.state.sends, sends + 1, 'one send: the retry checked the receipt first')
      t.equal(await usdcOf(to.wallet_address), 3_500_000n, 'executed once')
    },
  )

  await t.test('balance: a live node that does not answer is 503 network_unavailable, not 500', async (t) => {
    await stopAnvil()
    const res = await m.call('GET', `/caas/v1/users/balance?phone_number=${encodeURIComponent(PHONE_1)}`, { headers: m.headers })
    t.match(res, { status: 503, body: { code: 'NETWORK_UNAVAILABLE', error: /POL node did not answer/ } })
    t.notOk(JSON.stringify(res.body).includes('127.0.0.1'), 'the endpoint is not disclosed')
  })
})

t.test('live balance with the USDC contract turned off (POL_USDC=none): 503 network_unavailable naming the setting', async (t) => {
  const db = await createTestDb('caaslive')
  const platform = await withEnv({ POL_RPC_URL: 'http://127.0.0.1:9', POL_USDC: 'none' }, () =>
    startTestPlatform(db, [accessModule, webhooksModule, sandboxModule, createCaasModule({ sms: new MemorySmsSender() })]),
  )
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const m = await liveMerchant(platform.baseUrl, platform.adminToken, 'nousdc')
  t.equal((await m.call('POST', '/caas/v1/users/provision', { headers: m.headers, body: { phone_number: PHONE_1 } })).status, 200)
  const res = await m.call('GET', `/caas/v1/users/balance?phone_number=${encodeURIComponent(PHONE_1)}`, { headers: m.headers })
  t.match(res, { status: 503, body: { code: 'NETWORK_UNAVAILABLE', error: /POL_USDC/ } })
})
