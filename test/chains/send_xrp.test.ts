import t, { type Test } from 'tap'
import { sendTransfer } from '../../chains/send/transfer'
import { liveChains } from '../support/live_chains'
import { startRippled } from '../support/rippled'

const XRP = 1_000_000n

async function setup(t: Test, url: (node: Awaited<ReturnType<typeof startRippled>>) => string) {
  const node = await startRippled()
  const live = await liveChains(t, { XRP_RPC_URL: url(node) })
  t.teardown(async () => {
    await live.chains.xrp('XRP')!.transport.close()
    await node.stop()
  })
  const [customer, payee, stranger] = await live.addresses('XRP', [0, 1, 2])
  const submits = () => node.http.requests.filter((r) => r.body?.method === 'submit').length
  const send = (currency: string, amount: bigint, extra: { index?: number; to?: string } = {}) =>
    sendTransfer(
      live.chains,
      live.request({ network: 'XRP', currency, index: extra.index ?? 0, fromAddress: customer!, toAddress: extra.to ?? payee!, amount }),
    )
  return { node, customer: customer!, payee: payee!, stranger: stranger!, submits, send, adapter: live.chains.adapter('XRP', false)! }
}

t.test(
  "sendTransfer XRP: a Payment at the server's fee, signed in the pool; rippled checks the signature and sequence and applies it",
  async (t) => {
    const xrpl = await import('xrpl')
    const { node, customer, payee, send } = await setup(t, (n) => n.httpUrl)
    node.accounts.set(customer, { Balance: String(50n * XRP), Sequence: 5 })
    node.accounts.set(payee, { Balance: String(20n * XRP), Sequence: 1 })

    const sent = await send('XRP', 2_500_000n)
    t.match(sent, { ok: true, fee: 12n, feeCurrency: 'XRP' }, 'the open-ledger fee')
    t.equal(node.accounts.get(customer)!.Balance, String(50n * XRP - 2_500_000n - 12n), 'applied: amount and fee left the sender')
    t.equal(node.accounts.get(customer)!.Sequence, 6)
    const submitted = node.http.requests.find((r) => r.body?.method === 'submit')!.body.params[0].tx_blob as string
    t.ok(xrpl.verifySignature(submitted), 'signature verifies')
    t.match(xrpl.decode(submitted), {
      TransactionType: 'Payment',
      Account: customer,
      Destination: payee,
      Amount: '2500000',
      Fee: '12',
      Sequence: 5,
      LastLedgerSequence: node.validated + 20,
    })
    t.equal(sent.ok && sent.txHash, xrpl.hashes.hashSignedTx(submitted))
    t.match(await send('XRP', 1_000_000n), { ok: true }, 'the next payment takes the next sequence')
  },
)

t.test('sendTransfer XRP over WebSocket: the same path through xrpl.js Client', async (t) => {
  const { node, customer, send } = await setup(t, (n) => n.wsUrl)
  node.accounts.set(customer, { Balance: String(50n * XRP), Sequence: 1 })
  t.match(await send('XRP', XRP), { ok: true, fee: 12n })
  t.equal(node.accounts.get(customer)!.Balance, String(49n * XRP - 12n))
})

t.test(
  'sendTransfer XRP: error: insufficient_funds above the reserve, checked before signing; a new account below the base reserve; a foreign key',
  async (t) => {
    const { node, customer, stranger, submits, send } = await setup(t, (n) => n.httpUrl)
    node.accounts.set(customer, { Balance: String(10n * XRP), Sequence: 5, OwnerCount: 5 })

    // Reserve: 1 XRP base + 5 objects x 0.2 XRP = 2 XRP, so 8 XRP are spendable, fee included.
    t.match(await send('XRP', 8n * XRP - 11n), {
      ok: false,
      code: 'insufficient_funds',
      message: /can spend 8 XRP above its 2 XRP reserve, the transfer needs 8\.000001 XRP/,
    })
    t.match(
      await send('XRP', 8n * XRP - 12n, { index: 1 }),
      { ok: false, code: 'broadcast_failed', message: /signs for r\w+, not / },
      "a key that is not the sender's never signs for it",
    )
    t.match(await send('XRP', XRP / 2n, { to: stranger }), {
      ok: false,
      code: 'broadcast_failed',
      message: /a first payment must be at least the base reserve, 1 XRP/,
    })
    t.match(await send('USD', 1n), { ok: false, code: 'currency_unavailable' })
    node.accounts.delete(customer)
    t.match(await send('XRP', 1n), { ok: false, code: 'insufficient_funds', message: /has never been funded/ })
    t.equal(submits(), 0, 'nothing was submitted')

    node.accounts.set(customer, { Balance: String(10n * XRP), Sequence: 5, OwnerCount: 5 })
    t.match(
      await send('XRP', 8n * XRP - 12n, { to: stranger }),
      { ok: true },
      'everything above the reserve goes out, and funds a new account',
    )
    t.equal(node.accounts.get(customer)!.Balance, String(2n * XRP))
  },
)

t.test('settlement XRP: the validated ledger index and the Fee destroyed; null while the ledger is open', async (t) => {
  for (const via of ['http', 'ws'] as const) {
    const { node, customer, send, adapter } = await setup(t, (n) => (via === 'http' ? n.httpUrl : n.wsUrl))
    node.accounts.set(customer, { Balance: String(50n * XRP), Sequence: 1 })
    const sent = await send('XRP', 2n * XRP)
    if (!sent.ok) throw new Error(sent.message)
    t.equal(await adapter.settlement!(sent.txHash), null, `${via}: in the open ledger, not validated`)
    node.close()
    t.same(
      await adapter.settlement!(sent.txHash),
      { blockNumber: node.validated, fee: 12n },
      `${via}: validated in ledger ${node.validated}, 12 drops`,
    )
    t.equal(BigInt(node.accounts.get(customer)!.Balance), 50n * XRP - 2n * XRP - 12n, `${via}: the Fee is what left beyond the amount`)
    t.equal(await adapter.settlement!('AB'.repeat(32)), null, `${via}: txnNotFound`)
  }
})
