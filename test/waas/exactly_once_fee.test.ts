/**
 * WaaS fee collection through a node whose answer to the fee's
 * eth_sendRawTransaction is lost: the fee is sent once (no second
 * transaction after an unknown outcome), is `collected` with the hash of
 * that transaction, which lands (re-broadcast unchanged when the node never
 * got it), and the fee address holds the fee once.
 */
import t from 'tap'
import { accounts, viem } from '../../chains/esm_deps'
import { anvilClients, startAnvil } from '../support/anvil'
import type { FaultMode } from '../support/rpc_fault_proxy'
import { startFaultyWaas } from '../support/send_faults'
import { eventually } from '../support/waas'

const SEND = 'eth_sendRawTransaction'
const MODES: readonly FaultMode[] = ['drop', 'lost', 'http500']

t.test('fee collection through a faulty node: collected once', async (t) => {
  const anvil = await startAnvil()
  const { proxy, api: key } = await startFaultyWaas(t, 'waasoncefee', anvil, (url) => ({ ETH_RPC_URL: url, ETH_CONFIRMATIONS: '1' }))
  const { funder, reader } = anvilClients(anvil.url)

  for (const customer of ['payer', 'fees']) t.equal((await key('POST', '/api/v1/wallet/customers', { customer_id: customer })).status, 200)
  const feeAddress = (await key('POST', '/api/v1/wallet/fees/derive', { network: 'ETH' })).body.address as `0x${string}`
  t.equal(
    (await key('POST', '/api/v1/wallet/fees', { fee_percent: '0.01', is_enabled: true, fee_addresses: { ETH: feeAddress } })).status,
    200,
  )
  const from = (await key('POST', '/api/v1/wallet/payer/derive', { network: 'ETH', index: 0 })).body.address as `0x${string}`
  await funder.sendTransaction({ to: from, value: viem.parseEther('5') })

  for (const [i, mode] of MODES.entries()) {
    await t.test(`${mode}: the fee's eth_sendRawTransaction ${mode}`, async (t) => {
      const to = accounts.privateKeyToAccount(`0x${(0x51 + i).toString(16).repeat(32)}`).address
      const nonceBefore = await reader.getTransactionCount({ address: from })
      const feesBefore = await reader.getBalance({ address: feeAddress })
      // The transfer's own broadcast goes through; the fee's (the next send) is faulted.
      proxy.fault(SEND, mode, { skip: 1 })
      const sent = await key('POST', '/api/v1/wallet/payer/transfer', { network: 'ETH', currency: 'ETH', to_address: to, amount: '1.0' })
      t.match(sent, { status: 200, body: { status: 'submitted', platform_fee: { amount: '10000000000000000', status: 'due' } } })
      const stored = async () =>
        (await key('GET', '/api/v1/wallet/payer/transactions')).body.transactions.find(
          (x: { tx_hash: string }) => x.tx_hash === sent.body.tx_hash,
        )
      const done = await eventually(
        async () => {
          const tx = await stored()
          return tx?.platform_fee?.status === 'collected' && tx
        },
        30_000,
        `${mode}: fee collected`,
      )
      t.match(done.platform_fee, { tx_hash: /^0x[0-9a-f]{64}$/ }, 'the fee names its transaction')
      // Collected once its send is on its way; a send whose first answer was lost lands when the same bytes go again.
      const receipt = await eventually(
        () => reader.getTransactionReceipt({ hash: done.platform_fee.tx_hash }).catch(() => null),
        30_000,
        `${mode}: fee transaction mined`,
      )
      t.equal(receipt.status, 'success')
      t.equal(await reader.getBalance({ address: feeAddress }), feesBefore + viem.parseEther('0.01'), 'the fee arrived once')
      t.equal(await reader.getTransactionCount({ address: from }), nonceBefore + 2, 'the transfer and one fee transaction')
    })
  }
})
