/**
 * Exactly-once wallet transfers on anvil, through a proxy that breaks
 * eth_sendRawTransaction the ways a network does (rpc_fault_proxy.ts). For
 * each fault the API answers `submitted` with the transaction's hash (never
 * a failure while the outcome is unknown), a retry with the same
 * Idempotency-Key answers the same transfer, and the chain shows the
 * transfer once: one nonce used, the recipient paid the amount once.
 */
import t from 'tap'
import { accounts, viem } from '../../chains/esm_deps'
import { anvilClients, startAnvil } from '../support/anvil'
import { FAULT_MODES } from '../support/rpc_fault_proxy'
import { startFaultyWaas } from '../support/send_faults'
import { eventually } from '../support/waas'

const SEND = 'eth_sendRawTransaction'

t.test('wallet transfer through a faulty node: submitted, the same transfer on retry, on chain exactly once', async (t) => {
  const anvil = await startAnvil()
  const { proxy, api } = await startFaultyWaas(t, 'waasonce', anvil, (url) => ({ ETH_RPC_URL: url, ETH_CONFIRMATIONS: '1' }))
  const { funder, reader } = anvilClients(anvil.url)

  t.equal((await api('POST', '/api/v1/wallet/customers', { customer_id: 'payer' })).status, 200)
  const from = (await api('POST', '/api/v1/wallet/payer/derive', { network: 'ETH', index: 0 })).body.address as `0x${string}`
  await funder.sendTransaction({ to: from, value: viem.parseEther('5') })

  for (const [i, mode] of FAULT_MODES.entries()) {
    await t.test(`${mode}: eth_sendRawTransaction ${mode}`, async (t) => {
      const to = accounts.privateKeyToAccount(`0x${(0x41 + i).toString(16).repeat(32)}`).address
      const nonceBefore = await reader.getTransactionCount({ address: from })
      const sendsBefore = proxy.calls(SEND)
      proxy.fault(SEND, mode)
      const transfer = { network: 'ETH', currency: 'ETH', to_address: to, amount: '0.1' }
      const first = await api('POST', '/api/v1/wallet/payer/transfer', transfer, { 'idempotency-key': `once-${mode}` })
      t.match(first, { status: 200, body: { status: 'submitted', tx_hash: /^0x[0-9a-f]{64}$/ } }, 'submitted, never failed while unknown')
      t.ok(proxy.calls(SEND) > sendsBefore, 'the node was asked to send')

      const retry = await api('POST', '/api/v1/wallet/payer/transfer', transfer, { 'idempotency-key': `once-${mode}` })
      t.same(retry.body, first.body, 'a retry with the same Idempotency-Key answers the same transfer')

      const stored = async () =>
        (await api('GET', '/api/v1/wallet/payer/transactions')).body.transactions.find(
          (x: { tx_hash: string }) => x.tx_hash === first.body.tx_hash,
        )
      t.match(await stored(), { status: /^(pending|confirmed)$/ }, 'listed with its hash while its outcome is settled')
      await eventually(async () => (await stored())?.status === 'confirmed', 30_000, `${mode}: transfer confirmed`)
      const receipt = await reader.getTransactionReceipt({ hash: first.body.tx_hash })
      t.equal(receipt.status, 'success', 'the answered hash is the transaction on chain')
      // A held call forwarded late must find the transfer already there, not make a second one.
      await eventually(async () => proxy.lateInFlight() === 0, 15_000, 'late forwards done')
      t.equal(await reader.getBalance({ address: to }), viem.parseEther('0.1'), 'the recipient was paid exactly once')
      t.equal(await reader.getTransactionCount({ address: from }), nonceBefore + 1, 'one transaction left the wallet')
      const again = await api('POST', '/api/v1/wallet/payer/transfer', transfer, { 'idempotency-key': `once-${mode}` })
      t.equal(again.body.tx_hash, first.body.tx_hash, 'after settling, the key still answers the same transfer')
    })
  }

  await t.test('conflicted: a lost send whose nonce another transaction took fails, and only then', async (t) => {
    const to = accounts.privateKeyToAccount(`0x${'5a'.repeat(32)}`).address
    // Every broadcast through the proxy is lost: the reconciler keeps sending the same bytes into the void.
    proxy.fault(SEND, 'lost', { times: 1_000 })
    const transfer = { network: 'ETH', currency: 'ETH', to_address: to, amount: '0.1' }
    const first = await api('POST', '/api/v1/wallet/payer/transfer', transfer, { 'idempotency-key': 'conflicted' })
    t.match(first, { status: 200, body: { status: 'submitted' } }, 'unknown: submitted')
    const stored = async () =>
      (await api('GET', '/api/v1/wallet/payer/transactions')).body.transactions.find(
        (x: { tx_hash: string }) => x.tx_hash === first.body.tx_hash,
      )
    await eventually(async () => proxy.calls(SEND) > 0 && (await stored())?.status === 'pending', 15_000, 'pending while unknown')
    // Another transaction from the same address, straight to the node, takes the nonce the lost one was signed with.
    await anvil.rpc('anvil_impersonateAccount', [from])
    await anvil.rpc('eth_sendTransaction', [{ from, to: from, value: '0x1' }])
    const failed = await eventually(async () => ((await stored())?.status === 'failed' ? await stored() : undefined), 30_000, 'failed')
    t.match(failed, { status: 'failed' }, 'the wallet transaction failed once its send could never land')
    proxy.fault(SEND, 'lost', { times: 0 })
    t.equal(await reader.getBalance({ address: to }), 0n, 'nothing reached the recipient')
    const again = await api('POST', '/api/v1/wallet/payer/transfer', transfer, { 'idempotency-key': 'conflicted' })
    t.equal(again.body.tx_hash, first.body.tx_hash, 'the key still names that transfer: no second one is signed')
    t.equal(await reader.getBalance({ address: to }), 0n)
  })
})
