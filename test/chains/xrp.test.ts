import { randomBytes } from 'node:crypto'
import t from 'tap'
import { watchedList } from '../../chains/watched'
import { xrpAdapter } from '../../chains/xrp/adapter'
import { createDerivationPool } from '../../workers/pool'
import { startRippled } from '../support/rippled'
import { watchHarness } from '../support/watch'

const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const XRP0 = { network: 'XRP' as const, index: 0, isTestnet: false }

t.test('sign_xrp in the pool: xrpl.js verifies the signature; the blob carries the derived account and the destination tag', async (t) => {
  const xrpl = await import('xrpl')
  const pool = createDerivationPool({ masterKey: randomBytes(32), threads: 1 })
  t.teardown(() => pool.close())
  const { envelope } = await pool.importMnemonic('w-xrp', MNEMONIC)
  const [from, to] = await pool.deriveAddresses('w-xrp', envelope, [XRP0, { ...XRP0, index: 1 }])
  const payment = {
    destination: to!.address,
    amountDrops: '1000000',
    destinationTag: 4_294_967_295,
    sequence: 7,
    feeDrops: '12',
    lastLedgerSequence: 1020,
  }
  const signed = await pool.signXrp('w-xrp', envelope, XRP0, payment)
  t.equal(signed.account, from!.address)
  t.ok(xrpl.verifySignature(signed.txBlob), 'signature verifies')
  t.equal(signed.hash, xrpl.hashes.hashSignedTx(signed.txBlob))
  t.match(xrpl.decode(signed.txBlob), {
    TransactionType: 'Payment',
    Account: from!.address,
    Destination: to!.address,
    Amount: '1000000',
    DestinationTag: 4_294_967_295,
    Sequence: 7,
    Fee: '12',
    LastLedgerSequence: 1020,
  })
  const key = await pool.exportKey('w-xrp', envelope, XRP0)
  const reference = new xrpl.Wallet(from!.publicKey.toUpperCase(), `00${key.toUpperCase()}`).sign({
    TransactionType: 'Payment',
    Account: from!.address,
    Destination: to!.address,
    Amount: '1000000',
    DestinationTag: 4_294_967_295,
    Fee: '12',
    Sequence: 7,
    LastLedgerSequence: 1020,
  })
  t.equal(signed.txBlob, reference.tx_blob, 'identical to xrpl.js signing with the exported key')
  const untagged = await pool.signXrp('w-xrp', envelope, XRP0, { ...payment, destinationTag: undefined })
  t.notOk('DestinationTag' in xrpl.decode(untagged.txBlob), 'no tag when none is given')
  await t.rejects(pool.signXrp('w-xrp', envelope, XRP0, { ...payment, amountDrops: '1.5' }), /whole drops/)
})

t.test(
  'XRP adapter over JSON-RPC: validated payments confirmed with 0 confirmations, delivered_amount not Amount, failed reported, cursor by ledger',
  async (t) => {
    const xrpl = await import('xrpl')
    const node = await startRippled()
    const pool = createDerivationPool({ masterKey: randomBytes(32), threads: 1 })
    t.teardown(async () => {
      await pool.close()
      await node.stop()
    })
    const { envelope } = await pool.importMnemonic('w-xrp', MNEMONIC)
    const [customer, payer] = await pool.deriveAddresses('w-xrp', envelope, [XRP0, { ...XRP0, index: 1 }])
    const adapter = xrpAdapter({ rpcUrl: node.httpUrl })
    node.accounts.set(customer!.address, { Balance: '99999999999999999', Sequence: 5 })
    t.equal(await adapter.balance(customer!.address, 'XRP'), 99_999_999_999_999_999n, 'drops above 2^53, exact')
    t.equal(await adapter.balance(payer!.address, 'XRP'), 0n, 'unfunded account (actNotFound)')

    const h = await watchHarness(t, adapter, customer!.address)
    await h.watcher.pollOnce()
    const partial = node.pay({ from: payer!.address, to: customer!.address, amount: '5000000', delivered: '1234567' })
    const failed = node.pay({ from: payer!.address, to: customer!.address, amount: '777', result: 'tecPATH_DRY' })
    const token = node.pay({
      from: payer!.address,
      to: customer!.address,
      amount: { currency: 'USD', issuer: payer!.address, value: '10' },
    })
    const outgoing = node.pay({ from: customer!.address, to: payer!.address, amount: '1' })
    t.match(await adapter.transaction(partial), { status: 'detected', confirmations: 0 }, 'in the open ledger: detected')
    await h.watcher.pollOnce()
    t.same(await h.outcome(partial), [], 'account_tx lists validated ledgers only')
    node.close()
    await h.watcher.pollOnce()
    await h.watcher.pollOnce()
    t.same(await h.outcome(partial), ['deposit.detected', 'deposit.confirmed'], 'validated ledger: confirmed, once')
    t.match(await h.last(partial), { amount: 1_234_567n, status: 'confirmed', confirmations: 0 }, 'partial payment: the delivered amount')
    t.same(await h.outcome(failed), ['deposit.detected', 'deposit.failed'])
    t.same(
      [...(await h.outcome(token)), ...(await h.outcome(outgoing))],
      [],
      'issued currencies and outgoing payments are not XRP deposits',
    )

    const page = await adapter.depositsSince(watchedList([customer!.address]), String(node.validated - 1))
    t.same(
      page.transfers.map((x) => [x.txHash, x.amount, x.status]),
      [
        [partial, 1_234_567n, 'confirmed'],
        [failed, 777n, 'failed'],
      ],
    )
    t.equal(page.cursor, String(node.validated))
    t.same((await adapter.depositsSince(watchedList([customer!.address]), page.cursor)).transfers, [], 'nothing repeats after the cursor')
    t.equal(await adapter.transaction('0'.repeat(64)), null, 'txnNotFound')

    t.equal(await adapter.fee(), 12n, 'open-ledger fee in drops')
    const prep = await adapter.prepare(customer!.address)
    t.same(prep, { sequence: 5, feeDrops: 12n, lastLedgerSequence: node.validated + 20 })
    const signed = await pool.signXrp('w-xrp', envelope, XRP0, {
      destination: payer!.address,
      amountDrops: '2500000',
      destinationTag: 9,
      sequence: prep.sequence,
      feeDrops: prep.feeDrops.toString(),
      lastLedgerSequence: prep.lastLedgerSequence,
    })
    t.same(await adapter.broadcast(signed.txBlob), { ok: true, txHash: signed.hash })
    t.match(await adapter.broadcast(signed.txBlob), { ok: false, code: 'inputs_spent', detail: /tefPAST_SEQ/ })
    const forged = xrpl.encode({ ...xrpl.decode(signed.txBlob), Amount: '2500001' } as never)
    t.match(await adapter.broadcast(forged), { ok: false, code: 'invalid_signature' })
    t.equal(await adapter.balance(customer!.address, 'XRP'), 99_999_999_999_999_999n - 2_500_000n - 12n)
  },
)

t.test('XRP adapter over WebSocket (xrpl.js Client): the same answers, account_tx pages followed by marker', async (t) => {
  const node = await startRippled()
  const adapter = xrpAdapter({ rpcUrl: node.wsUrl })
  t.teardown(async () => {
    await adapter.transport.close()
    await node.stop()
  })
  const pool = createDerivationPool({ masterKey: randomBytes(32), threads: 1 })
  const { envelope } = await pool.importMnemonic('w-xrp', MNEMONIC)
  const [customer, payer] = await pool.deriveAddresses('w-xrp', envelope, [XRP0, { ...XRP0, index: 1 }])
  await pool.close()
  node.accounts.set(customer!.address, { Balance: '20000000', Sequence: 1 })
  t.equal(await adapter.balance(customer!.address, 'XRP'), 20_000_000n)
  const start = await adapter.depositsSince(watchedList([customer!.address]), null)
  const hashes = Array.from({ length: 205 }, (_, i) => node.pay({ from: payer!.address, to: customer!.address, amount: String(i + 1) }))
  node.close()
  const page = await adapter.depositsSince(watchedList([customer!.address]), start.cursor)
  t.equal(page.transfers.length, 205, 'two account_tx pages (limit 200)')
  t.same(
    page.transfers.map((x) => x.txHash),
    hashes,
  )
  t.equal(
    page.transfers.reduce((sum, x) => sum + x.amount, 0n),
    (205n * 206n) / 2n,
  )
  t.ok(page.transfers.every((x) => x.status === 'confirmed' && x.confirmations === 0))
  t.equal(await adapter.transaction('0'.repeat(64)), null, 'txnNotFound over WebSocket')
})
