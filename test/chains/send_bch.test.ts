import t from 'tap'
import { sendTransfer } from '../../chains/send/transfer'
import { startBchNode } from '../support/bch_node'
import { liveChains } from '../support/live_chains'

const BCH = 100_000_000n
const sends = (node: { server: { requests: Array<{ body: { method?: string } }> } }) =>
  node.server.requests.filter((r) => r.body?.method === 'sendrawtransaction').length

t.test(
  "sendTransfer BCH: built from the node's outputs at its fee rate, signed in the pool, the node's VM accepts it; the change comes back",
  async (t) => {
    const node = await startBchNode()
    t.teardown(() => node.close())
    const live = await liveChains(t, { BCH_RPC_URL: node.url, BCH_RPC_AUTH: 'user:pass' })
    const [customer, merchant] = await live.addresses('BCH', [0, 1], true)
    node.fund(customer!, BCH)
    node.fund(customer!, BCH / 2n)
    node.mine()
    node.feePerKb = '0.00002500'
    const adapter = live.chains.bch('BCH')!

    const sent = await sendTransfer(
      live.chains,
      live.request({
        network: 'BCH',
        currency: 'BCH',
        index: 0,
        isTestnet: true,
        fromAddress: customer!,
        toAddress: merchant!,
        amount: 120_000_000n,
      }),
    )
    // Two inputs (the 1 BCH output is not enough), two outputs, at 3 sat/B (0.000025 BCH/kB rounded up).
    const fee = 3n * (10n + 2n * 148n + 2n * 34n)
    t.match(sent, { ok: true, fee, feeCurrency: 'BCH' })
    t.equal(sends(node), 1)
    node.mine()
    if (sent.ok) t.match(await adapter.transaction(sent.txHash), { txHash: sent.txHash }, 'the node holds it in a block')
    t.equal(await adapter.balance(merchant!, 'BCH'), 120_000_000n, 'the recipient got exactly the amount')
    t.equal(await adapter.balance(customer!, 'BCH'), BCH + BCH / 2n - 120_000_000n - fee, 'the change came back to the sender')
  },
)

t.test('sendTransfer BCH: error: insufficient_funds before anything is signed or sent; other refusals', async (t) => {
  const node = await startBchNode()
  t.teardown(() => node.close())
  const live = await liveChains(t, { BCH_RPC_URL: node.url, BCH_RPC_AUTH: 'user:pass' })
  const [customer, merchant] = await live.addresses('BCH', [0, 1], true)
  node.fund(customer!, 10_000n)
  node.mine()
  const send = (amount: bigint, extra: { currency?: string; index?: number } = {}) =>
    sendTransfer(
      live.chains,
      live.request({
        network: 'BCH',
        currency: extra.currency ?? 'BCH',
        index: extra.index ?? 0,
        isTestnet: true,
        fromAddress: customer!,
        toAddress: merchant!,
        amount,
      }),
    )

  t.match(
    await send(10_000n),
    { ok: false, code: 'insufficient_funds', message: /have 0.0001 BCH, need 0.00010226 BCH including fee/ },
    'the whole balance leaves nothing for the fee',
  )
  node.fund(customer!, 5_000n)
  t.match(await send(12_000n), { ok: false, code: 'insufficient_funds' }, 'an unconfirmed output is not spendable')
  t.match(await send(100n), { ok: false, code: 'broadcast_failed', message: /at least 546 satoshis/ }, 'dust')
  t.match(await send(1_000n, { currency: 'USDT' }), { ok: false, code: 'currency_unavailable' })
  t.equal(sends(node), 0, 'nothing reached the node')
  t.match(
    await send(1_000n, { index: 1 }),
    { ok: false, code: 'broadcast_failed', message: /^invalid_signature: .*mandatory-script-verify-flag-failed/ },
    'the node refuses a spend signed by another key',
  )
  t.match(await send(8_000n), { ok: true, fee: 226n }, 'what the outputs cover goes out')
})

t.test(
  'settlement BCH: the height from the block header and the fee as what the transaction spends minus what it pays out; null until mined',
  async (t) => {
    const node = await startBchNode()
    t.teardown(() => node.close())
    const live = await liveChains(t, { BCH_RPC_URL: node.url, BCH_RPC_AUTH: 'user:pass' })
    const [customer, merchant] = await live.addresses('BCH', [0, 1], true)
    const funding = node.fund(customer!, BCH)
    node.fund(customer!, BCH / 2n)
    node.mine()
    const adapter = live.chains.adapter('BCH', false)!

    const sent = await sendTransfer(
      live.chains,
      live.request({
        network: 'BCH',
        currency: 'BCH',
        index: 0,
        isTestnet: true,
        fromAddress: customer!,
        toAddress: merchant!,
        amount: 120_000_000n,
      }),
    )
    if (!sent.ok) throw new Error(sent.message)
    t.equal(await adapter.settlement!(sent.txHash), null, 'in the mempool: not settled')
    node.mine()
    const settled = await adapter.settlement!(sent.txHash)
    t.same(settled, { blockNumber: 2, fee: sent.fee }, 'mined in block 2; 1.5 BCH spent, 1.2 BCH and the change paid out')
    t.equal(
      await adapter.balance(customer!, 'BCH'),
      BCH + BCH / 2n - 120_000_000n - settled!.fee!,
      'the fee is what left the sender beyond the amount',
    )
    t.same(await adapter.settlement!(funding), { blockNumber: 1 }, 'a coinbase pays no fee: the block only')
    t.equal(await adapter.settlement!('ab'.repeat(32)), null, 'unknown to the node')
  },
)
