/**
 * Exactly-once wallet transfers on litecoind regtest (a UTXO send), through
 * a proxy that breaks sendrawtransaction (rpc_fault_proxy.ts): the API
 * answers `submitted` with the transaction's id, a retry with the same
 * Idempotency-Key answers the same transfer, and the recipient receives the
 * amount once (a second, rebuilt transaction would spend other coinbase
 * outputs and pay it twice).
 */
import t from 'tap'
import { coinsToUnits } from '../../chains/utxo/rpc'
import { litecoindAvailable, startLitecoind } from '../support/litecoind'
import { FAULT_MODES } from '../support/rpc_fault_proxy'
import { startFaultyWaas } from '../support/send_faults'
import { eventually } from '../support/waas'

const SEND = 'sendrawtransaction'

t.test(
  'litecoind: a wallet transfer through a faulty node is submitted, answered the same on retry, and lands once',
  { skip: litecoindAvailable() ? false : 'litecoind is not installed (apt-get install litecoind)' },
  async (t) => {
    const node = await startLitecoind()
    const { proxy, api } = await startFaultyWaas(t, 'waasonceltc', node, (url) => ({
      LTC_RPC_URL: url,
      LTC_RPC_AUTH: node.auth,
      LTC_CONFIRMATIONS: '1',
    }))
    const derive = async (customer: string, index: number) =>
      (await api('POST', `/api/v1/wallet/${customer}/derive`, { network: 'LTC', index, is_testnet: true })).body.address as string
    for (const customer of ['faucet', 'payee'])
      t.equal((await api('POST', '/api/v1/wallet/customers', { customer_id: customer })).status, 200)
    const faucet = await derive('faucet', 0)
    const miner = await derive('faucet', 1)
    await node.rpc.call('generatetoaddress', [101, faucet])
    await node.rpc.call('generatetoaddress', [100, miner])
    /** Unspent units held by an address, from the node's UTXO set. */
    const held = async (address: string) => {
      const scan = await node.rpc.call<{ unspents: { amount: string }[] }>('scantxoutset', ['start', [`addr(${address})`]])
      return scan.unspents.reduce((sum, u) => sum + coinsToUnits(String(u.amount)), 0n)
    }

    for (const [i, mode] of FAULT_MODES.entries()) {
      await t.test(`${mode}: sendrawtransaction ${mode}`, async (t) => {
        const to = await derive('payee', i)
        const sendsBefore = proxy.calls(SEND)
        proxy.fault(SEND, mode)
        const transfer = { network: 'LTC', currency: 'LTC', to_address: to, amount: '1.25' }
        const first = await api('POST', '/api/v1/wallet/faucet/transfer', transfer, { 'idempotency-key': `ltc-${mode}` })
        t.match(first, { status: 200, body: { status: 'submitted', tx_hash: /^[0-9a-f]{64}$/ } }, 'submitted, never failed while unknown')
        t.ok(proxy.calls(SEND) > sendsBefore, 'the node was asked to send')
        const retry = await api('POST', '/api/v1/wallet/faucet/transfer', transfer, { 'idempotency-key': `ltc-${mode}` })
        t.same(retry.body, first.body, 'a retry with the same Idempotency-Key answers the same transfer')

        // Mined once the node has it (at once, or after the reconciler sends the same bytes again).
        await eventually(
          async () => {
            const tx = await node.rpc.call<{ confirmations?: number }>('getrawtransaction', [first.body.tx_hash, true]).catch(() => null)
            if (tx && !tx.confirmations) await node.rpc.call('generatetoaddress', [1, miner])
            return (tx?.confirmations ?? 0) > 0
          },
          30_000,
          `${mode}: mined`,
        )
        await eventually(async () => proxy.lateInFlight() === 0, 15_000, 'late forwards done')
        // A late copy lands in the mempool only if it is a second transaction; mine it so it would count.
        await node.rpc.call('generatetoaddress', [1, miner])
        const stored = async () =>
          (await api('GET', '/api/v1/wallet/faucet/transactions')).body.transactions.find(
            (x: { tx_hash: string }) => x.tx_hash === first.body.tx_hash,
          )
        await eventually(async () => (await stored())?.status === 'confirmed', 30_000, `${mode}: transfer confirmed`)
        t.equal(await held(to), 125_000_000n, 'the recipient was paid exactly once')
        const mempool = await node.rpc.call<string[]>('getrawmempool')
        t.same(mempool, [], 'no second transaction waits in the mempool')
        const again = await api('POST', '/api/v1/wallet/faucet/transfer', transfer, { 'idempotency-key': `ltc-${mode}` })
        t.equal(again.body.tx_hash, first.body.tx_hash, 'after settling, the key still answers the same transfer')
      })
    }
  },
)
