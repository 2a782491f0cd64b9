import t from 'tap'
import { viem } from '../../chains/esm_deps'
import { anvilClients, startAnvil } from '../support/anvil'
import { createTestDb } from '../support/db'
import { eventually, onboardMerchant } from '../support/merchant'
import { startTestPlatform } from '../support/platform'
import { TREASURY_MODULES } from './rig'

/**
 * A refund target that takes ether until it is switched off: any call with data sets storage slot 0, and a plain
 * transfer reverts once the slot is set. Hand-assembled (25 bytes of runtime), so no compiler is needed:
 *   CALLDATASIZE ISZERO PUSH1 0x0b JUMPI  PUSH1 1 PUSH1 0 SSTORE STOP          // called with data: switch off
 *   JUMPDEST PUSH1 0 SLOAD ISZERO PUSH1 0x17 JUMPI  PUSH1 0 DUP1 REVERT        // switched off: revert
 *   JUMPDEST STOP                                                             // otherwise accept the ether
 */
const SWITCHABLE_RECEIVER = ('0x601980600b6000396000f3' + '3615600b576001600055005b600054156017576000' + '80fd5b00') as `0x${string}`

t.test('A refund a node took but whose transaction reverts becomes failed, and its amount is refundable again', async (t) => {
  const anvil = await startAnvil()
  const { funder: customer, reader } = anvilClients(anvil.url)
  const mined = async (hash: Promise<`0x${string}`>) => reader.waitForTransactionReceipt({ hash: await hash })
  const receiver = (await mined(customer.deployContract({ abi: [], bytecode: SWITCHABLE_RECEIVER }))).contractAddress!
  Object.assign(process.env, {
    ETH_RPC_URL: anvil.url,
    ETH_CONFIRMATIONS: '1',
    DEPOSIT_POLL_MS: '100',
    CHAIN_SEND_CHECK_MS: '100',
    TREASURY_POLL_MS: '100',
    TREASURY_SWEEP_MS: '0',
  })
  const db = await createTestDb('refund_reverted')
  const platform = await startTestPlatform(db, TREASURY_MODULES)
  t.teardown(async () => {
    await platform.close()
    await anvil.stop()
    await db.drop()
  })
  const m = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'reverted@test.dev', plan: 'professional' })
  const live = (method: string, path: string, body?: unknown) => m.api(method, path, body, {}, m.liveKey)
  await m.dashboard('POST', '/api/v1/settings/wallet/generate')

  const id = (await live('POST', '/api/v1/checkout/create', { amount: 10, currency: 'USD', reference: 'eth-1' })).body.session_id as string
  const sel = (await m.call('POST', `/api/v1/checkout/${id}/select-network`, { body: { network: 'ETH', currency: 'ETH' } })).body
  await eventually(async () =>
    (await db.sql`SELECT 1 FROM chain_cursors WHERE network = 'ETH' AND sandbox = false`).length > 0 ? true : undefined,
  )
  await mined(customer.sendTransaction({ to: sel.address, value: viem.parseEther(sel.amount_crypto) }))
  await eventually(
    async () => ((await m.call('GET', `/api/v1/checkout/${id}/verify-now`)).body.status === 'paid' ? true : undefined),
    30_000,
  )

  // Blocks are mined on demand from here: the refund is broadcast and taken by the node, then the receiver switches off
  // in the same block, ahead of it (a higher tip), so the refund is mined and reverts.
  await anvil.rpc('evm_setAutomine', [false])
  const created = await live('POST', '/api/v1/refunds', { session_id: id, reason: 'half', amount: 5, refund_address: receiver })
  t.equal(created.status, 201)
  const submitted = await eventually(async () => {
    const r = (await live('GET', `/api/v1/refunds/${created.body.id}`)).body
    return r.status === 'submitted' ? r : undefined
  }, 30_000)
  t.match(submitted, { tx_hash: /^0x[0-9a-f]{64}$/ }, 'submitted: a node took the transaction')
  await customer.sendTransaction({
    to: receiver,
    data: '0x01',
    maxPriorityFeePerGas: viem.parseGwei('50'),
    maxFeePerGas: viem.parseGwei('500'),
  })
  await anvil.rpc('evm_mine')
  const receipt = await reader.getTransactionReceipt({ hash: submitted.tx_hash })
  t.equal(receipt.status, 'reverted', 'the refund transaction reverted on chain')
  await anvil.rpc('evm_setAutomine', [true])

  const failed = await eventually(async () => {
    const r = (await live('GET', `/api/v1/refunds/${created.body.id}`)).body
    return r.status === 'failed' ? r : undefined
  }, 30_000)
  t.match(failed, { status: 'failed', tx_hash: submitted.tx_hash }, 'failed, naming the transaction that reverted')
  const again = await live('POST', '/api/v1/refunds', { session_id: id, reason: 'half, again', amount: 5 })
  t.equal(again.status, 201, 'the amount of the failed refund is refundable again')
})
