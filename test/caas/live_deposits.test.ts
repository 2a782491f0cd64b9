/**
 * Deposits to live CaaS wallets on a real chain: anvil with EntryPoint and
 * SimpleAccountFactory 0.8, an ERC-20 as POL's USDC, the live deposit
 * watcher (POL_CONFIRMATIONS=1) and the in-test bundler. USDC minted to a
 * counterfactual account is one transfer.received with the mint's hash; a
 * CaaS transfer's Transfer log, which the watcher sees at the recipient,
 * stays the transfer's own single transfer.received.
 */
import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { createCaasModule } from '../../actors/caas/module'
import { MemorySmsSender } from '../../actors/caas/sms'
import { webhooksModule } from '../../actors/webhooks/module'
import { chainsModule } from '../../actors/chains/module'
import { chainsFor } from '../../actors/chains/service'
import { sandboxModule } from '../../actors/sandbox/module'
import { decodeJson } from '../../platform/json'
import type { PaymentsContext } from '../../actors/runtime/service/module'
import { deployAccountAbstraction } from '../support/aa'
import { startAnvil } from '../support/anvil'
import { createTestDb } from '../support/db'
import { bearer, client } from '../support/http'
import { eventually } from '../support/merchant'
import { startTestPlatform } from '../support/platform'
import { startReceiver } from '../support/receiver'
import { startAnvilBundler } from './anvil_bundler'
import { allKeyPermissions } from '../support/keys'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const TOKEN = require('@openzeppelin/contracts/build/contracts/ERC20PresetMinterPauser.json') as { abi: unknown[]; bytecode: `0x${string}` }
const ENV = ['POL_RPC_URL', 'POL_USDC', 'POL_CONFIRMATIONS'] as const

t.test('live: outside USDC -> transfer.received with the real hash; a CaaS transfer is reported once', async (t) => {
  const anvil = await startAnvil()
  const { chain, wallet: deployer, reader, factory, entryPoint } = await deployAccountAbstraction(anvil)
  const usdc = (
    await reader.waitForTransactionReceipt({
      hash: await deployer.deployContract({ abi: TOKEN.abi, bytecode: TOKEN.bytecode, args: ['USD Coin', 'USDC'] } as never),
    })
  ).contractAddress!
  const bundler = await startAnvilBundler(anvil, chain, reader, entryPoint)
  const db = await createTestDb('caaslivedep')
  const receiver = await startReceiver()
  let ctx: PaymentsContext | undefined
  // The chain service reads its endpoints from the process environment when the platform starts.
  const saved = ENV.map((k) => [k, process.env[k]] as const)
  Object.assign(process.env, { POL_RPC_URL: anvil.url, POL_USDC: usdc, POL_CONFIRMATIONS: '1' })
  const caas = createCaasModule({
    sms: new MemorySmsSender(),
    pollMs: 200,
    env: { CAAS_FACTORY_ADDRESS: factory, CAAS_ENTRYPOINT: entryPoint, CAAS_BUNDLER_URL: bundler.url },
  })
  const probe = { name: 'probe', start: (c: PaymentsContext) => ((ctx = c), () => undefined) }
  const platform = await startTestPlatform(db, [accessModule, webhooksModule, sandboxModule, chainsModule, caas, probe]).finally(() => {
    for (const [k, v] of saved)
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
  })
  t.teardown(async () => {
    await platform.close()
    await bundler.close()
    await receiver.close()
    await db.drop()
    await anvil.stop()
  })
  const call = client(platform.baseUrl)
  const owner = (
    await call('POST', '/api/v1/auth/register', {
      body: { email: 'live@caas-dep.test', password: 'caas password 1', business_name: 'live', account_type: 'business' },
    })
  ).body
  // Live CaaS needs approved KYC (actors/caas/live_kyc.ts).
  await call('PUT', `/admin/businesses/${owner.business_id}/kyc`, {
    headers: { 'x-admin-token': platform.adminToken },
    body: { status: 'approved' },
  })
  const headers = {
    'x-api-key': (
      await call('POST', '/api/v1/api-keys', {
        headers: bearer(owner.access_token),
        body: { name: 'l', environment: 'live', product: 'caas', permissions: allKeyPermissions('caas') },
      })
    ).body.key as string,
  }
  t.equal(
    (
      await call('POST', '/v1/dashboard/webhooks', {
        headers: bearer(owner.access_token),
        body: { url: `${receiver.url}/live`, secret: 'secret-live-0123456789' },
      })
    ).status,
    201,
  )
  const provision = async (phone: string) =>
    (await call('POST', '/caas/v1/users/provision', { headers, body: { phone_number: phone } })).body
  const from = await provision('+447911123456')
  const to = await provision('+254712345678')
  const poll = () => chainsFor(ctx!).pollNow('POL', false)
  // The first round puts the watcher's cursor at the current block, before any funds move.
  await poll()
  const received = (txHash: string) =>
    receiver.received.map((r) => JSON.parse(r.rawBody)).filter((e) => e.event === 'transfer.received' && e.tx_hash === txHash)

  await t.test('provisioning watches the live wallet; minted USDC is one transfer.received', async (t) => {
    t.same(await db.sql`SELECT sandbox, owner_id FROM monitored_addresses WHERE address = ${from.wallet_address}`, [
      { sandbox: false, owner_id: `live:${from.blind_index}` },
    ])
    const mint = await deployer.writeContract({
      address: usdc,
      abi: TOKEN.abi,
      functionName: 'mint',
      args: [from.wallet_address, 10_000_000n],
    } as never)
    await reader.waitForTransactionReceipt({ hash: mint })
    await anvil.rpc('anvil_setBalance', [from.wallet_address, '0xde0b6b3a7640000'])
    await eventually(async () => (await poll(), received(mint).length > 0 || undefined), 20_000, 100)
    t.match(received(mint), [
      { transfer_id: /^dep_[0-9a-f]{32}$/, recipient_wallet: from.wallet_address, amount_usdc: '10.000000', token: 'USDC', tx_hash: mint },
    ])
  })

  await t.test('a user operation transfer seen by the watcher at the recipient: still exactly one transfer.received', async (t) => {
    const sent = (
      await call('POST', '/caas/v1/transfers', {
        headers,
        body: { from_phone_number: '+447911123456', to_phone_number: '+254712345678', amount: '2.5' },
      })
    ).body
    const settled = await eventually(
      async () => {
        const v = (await call('GET', `/caas/v1/transfers/${sent.transfer_id}`, { headers })).body
        if (v.status === 'FAILED') throw new Error(`transfer failed: ${v.reason}`)
        return v.status === 'SETTLED' ? (v.tx_hash as string) : undefined
      },
      30_000,
      100,
    )
    const classified = async () => {
      const [row] = await db.sql<
        { state: string }[]
      >`SELECT state::text FROM actor_state WHERE kind = 'caas_user' AND id = ${`live:${to.blind_index}`}`
      return decodeJson<{ deposits?: { transferId?: string }[] }>(row!.state).deposits?.find((r) => r.transferId === sent.transfer_id)
    }
    t.ok(
      await eventually(async () => (await poll(), await classified()), 20_000, 100),
      'the watcher saw it and the recipient matched the announcement',
    )
    await eventually(async () => received(settled).length > 0 || undefined)
    await poll()
    t.match(received(settled), [{ transfer_id: sent.transfer_id, recipient_wallet: to.wallet_address, amount_usdc: '2.500000' }])
    t.equal(received(settled).length, 1)
  })
})
