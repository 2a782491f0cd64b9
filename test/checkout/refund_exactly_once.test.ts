/**
 * A live refund (USDC on anvil) whose eth_sendRawTransaction answer is
 * lost (the proxy forwards it, then drops the connection): the API answers
 * `processing` or `submitted`, never `failed`; a retry with the same
 * Idempotency-Key answers the same refund; the refund becomes `submitted`
 * with the transaction's hash, and the customer is refunded exactly once.
 */
import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { checkoutModule } from '../../actors/checkout/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { chainsModule } from '../../actors/chains/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { treasuryModule } from '../../actors/treasury/module'
import { viem } from '../../chains/esm_deps'
import { anvilClients, startAnvil } from '../support/anvil'
import { createTestDb } from '../support/db'
import { eventually, onboardMerchant } from '../support/merchant'
import { startTestPlatform } from '../support/platform'
import { startFaultProxy } from '../support/rpc_fault_proxy'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const TOKEN = require('@openzeppelin/contracts/build/contracts/ERC20PresetMinterPauser.json') as { abi: unknown[]; bytecode: `0x${string}` }
const ERC20_BALANCE = viem.parseAbiItem('function balanceOf(address) view returns (uint256)')

t.test('live refund through a node whose send answer is lost: processing, the same refund on retry, refunded once', async (t) => {
  const anvil = await startAnvil()
  const proxy = await startFaultProxy(anvil.url)
  const { funder, reader } = anvilClients(anvil.url)
  const usdc = (
    await reader.waitForTransactionReceipt({
      hash: await funder.deployContract({ abi: TOKEN.abi, bytecode: TOKEN.bytecode, args: ['USD Coin', 'USDC'] } as never),
    })
  ).contractAddress!
  Object.assign(process.env, {
    ETH_RPC_URL: proxy.url,
    ETH_USDC: usdc,
    ETH_CONFIRMATIONS: '1',
    DEPOSIT_POLL_MS: '100',
    CHAIN_RPC_TIMEOUT_MS: '2000',
    CHAIN_SEND_CHECK_MS: '200',
    CHAIN_SEND_CHECK_MAX_MS: '1000',
  })
  const db = await createTestDb('corefund')
  const platform = await startTestPlatform(db, [accessModule, webhooksModule, sandboxModule, chainsModule, checkoutModule, treasuryModule])
  t.teardown(async () => {
    await platform.close()
    await proxy.close()
    await anvil.stop()
    await db.drop()
  })
  const m = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'refund-once@test.dev', plan: 'professional' })
  await m.dashboard('POST', '/api/v1/settings/wallet/generate')
  const created = await m.api('POST', '/api/v1/checkout/create', { amount: 42, currency: 'USD', reference: 'once-1' }, {}, m.liveKey)
  const id = created.body.session_id as string
  const sel = (await m.call('POST', `/api/v1/checkout/${id}/select-network`, { body: { network: 'ETH', currency: 'USDC' } })).body
  await eventually(async () =>
    (await db.sql`SELECT 1 FROM chain_cursors WHERE network = 'ETH' AND sandbox = false`).length > 0 ? true : undefined,
  )
  const units = viem.parseUnits(sel.amount_crypto, 6)
  await reader.waitForTransactionReceipt({
    hash: await funder.writeContract({ address: usdc, abi: TOKEN.abi, functionName: 'mint', args: [sel.address, units] } as never),
  })
  // Gas for the token refund, paid from the session's own address.
  await funder.sendTransaction({ to: sel.address, value: viem.parseEther('0.1') })
  await eventually(async () => (await m.call('GET', `/api/v1/checkout/${id}/verify-now`)).body.status === 'paid' || undefined, 30_000)

  const customer = '0x000000000000000000000000000000000000bEEF'
  const refund = { session_id: id, reason: 'damaged', amount: 10, refund_address: customer }
  proxy.fault('eth_sendRawTransaction', 'drop')
  const first = await m.api('POST', '/api/v1/refunds', refund, { 'idempotency-key': 'refund-once' }, m.liveKey)
  t.match(first, { status: 201, body: { status: /^(processing|submitted)$/ } }, 'never failed while the outcome is unknown')
  const retry = await m.api('POST', '/api/v1/refunds', refund, { 'idempotency-key': 'refund-once' }, m.liveKey)
  t.equal(retry.body.id, first.body.id, 'a retry with the same Idempotency-Key answers the same refund')

  const settled = await eventually(async () => {
    const r = (await m.api('GET', `/api/v1/refunds/${first.body.id}`, undefined, {}, m.liveKey)).body
    return r.status === 'submitted' ? r : undefined
  }, 30_000)
  t.match(settled, { tx_hash: /^0x[0-9a-f]{64}$/ })
  t.equal((await reader.getTransactionReceipt({ hash: settled.tx_hash })).status, 'success', 'its hash is the transaction on chain')
  const refunded = await reader.readContract({ address: usdc, abi: [ERC20_BALANCE], functionName: 'balanceOf', args: [customer] })
  t.equal(refunded, (units * 1000n) / 4200n, 'the customer got 10 of 42 USD of the payment, once')
  t.equal(await reader.getTransactionCount({ address: sel.address }), 1, 'one transaction left the session address')
  t.equal((await m.api('GET', `/api/v1/refunds/${first.body.id}`, undefined, {}, m.liveKey)).body.amount, '10.00')
})
