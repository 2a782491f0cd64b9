import { createHmac } from 'node:crypto'
import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { checkoutModule } from '../../actors/checkout/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { chainsModule } from '../../actors/chains/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { accounts, viem } from '../../chains/esm_deps'
import { startAnvil, ANVIL_KEY_0 } from '../support/anvil'
import { createTestDb } from '../support/db'
import { eventually, onboardMerchant } from '../support/merchant'
import { startTestPlatform } from '../support/platform'
import { startReceiver } from '../support/receiver'

// OpenZeppelin 4.9's ERC20PresetMinterPauser: a real ERC-20 with mint, bytecode shipped in the npm package.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const TOKEN = require('@openzeppelin/contracts/build/contracts/ERC20PresetMinterPauser.json') as { abi: unknown[]; bytecode: `0x${string}` }

t.test('checkout with a live key on a real anvil: a USDC payment confirmed by depth turns the session paid', async (t) => {
  const anvil = await startAnvil()
  const chain = viem.defineChain({
    id: 31337,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.url] } },
  })
  const funder = viem.createWalletClient({ account: accounts.privateKeyToAccount(ANVIL_KEY_0), chain, transport: viem.http(anvil.url) })
  const reader = viem.createPublicClient({ chain, transport: viem.http(anvil.url), cacheTime: 0 })
  const usdc = (
    await reader.waitForTransactionReceipt({
      hash: await funder.deployContract({ abi: TOKEN.abi, bytecode: TOKEN.bytecode, args: ['USD Coin', 'USDC'] } as never),
    })
  ).contractAddress!
  Object.assign(process.env, { ETH_RPC_URL: anvil.url, ETH_USDC: usdc, ETH_CONFIRMATIONS: '2', DEPOSIT_POLL_MS: '100' })

  const db = await createTestDb('coanvil')
  const platform = await startTestPlatform(db, [accessModule, webhooksModule, sandboxModule, chainsModule, checkoutModule])
  const receiver = await startReceiver()
  t.teardown(async () => {
    await platform.close()
    await receiver.close()
    await anvil.stop()
    await db.drop()
  })
  const m = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'anvil@test.dev', plan: 'professional' })
  const secret = (await m.dashboard('POST', '/api/v1/settings/webhook', { webhook_url: receiver.url })).body.webhook_secret as string
  await m.dashboard('POST', '/api/v1/settings/wallet/generate')
  const created = await m.api('POST', '/api/v1/checkout/create', { amount: 42, currency: 'USD', reference: 'anvil-1' }, {}, m.liveKey)
  t.equal(created.status, 201)
  const id = created.body.session_id as string
  const sel = (await m.call('POST', `/api/v1/checkout/${id}/select-network`, { body: { network: 'ETH', currency: 'USDC' } })).body
  t.match(sel, { network: 'ETH', currency: 'USDC', address: /^0x/ })
  t.match(sel.payment_uri, new RegExp(`^ethereum:${usdc}@1/transfer\\?address=${sel.address}&uint256=\\d+$`), 'EIP-681 token transfer URI')
  // The live watcher starts from the chain tip the first time it runs; wait for it so the payment lands after.
  await eventually(async () =>
    (await db.sql`SELECT 1 FROM chain_cursors WHERE network = 'ETH' AND sandbox = false`).length > 0 ? true : undefined,
  )

  const units = viem.parseUnits(sel.amount_crypto, 6)
  await reader.waitForTransactionReceipt({
    hash: await funder.writeContract({ address: usdc, abi: TOKEN.abi, functionName: 'mint', args: [sel.address, units] } as never),
  })
  const detected = await eventually(async () => (receiver.received.length >= 1 ? receiver.received[0] : undefined))
  t.equal(detected.headers['x-webhook-event'], 'payment.detected')
  t.equal(
    (await m.api('GET', `/api/v1/checkout/verify/${id}`, undefined, {}, m.liveKey)).body.status,
    'pending',
    'one confirmation is not enough: not paid yet',
  )
  await anvil.rpc('anvil_mine', ['0x1'])
  const verified = await eventually(async () => {
    const v = (await m.call('GET', `/api/v1/checkout/${id}/verify-now`)).body
    return v.status === 'paid' ? v : undefined
  })
  t.match(verified, { status: 'paid', paid_amount: sel.amount_crypto.replace(/0+$/, '').replace(/\.$/, '') })
  await receiver.waitFor(2)
  const confirmed = receiver.received[1]!
  t.equal(confirmed.headers['x-webhook-event'], 'payment.confirmed')
  t.equal(
    confirmed.headers['x-webhook-signature'],
    createHmac('sha256', secret).update(confirmed.rawBody).digest('hex'),
    'signature verifies',
  )
  t.match(JSON.parse(confirmed.rawBody), {
    event: 'payment.confirmed',
    session_id: id,
    status: 'paid',
    network: 'ETH',
    crypto_currency: 'USDC',
    tx_hash: /^0x[0-9a-f]{64}$/,
    confirmations: 2,
  })
})
