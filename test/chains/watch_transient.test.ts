import t from 'tap'
import { watchedList } from '../../chains/watched'
import { SeedKeys, seedFromMnemonic } from '../../chains/derive/derive'
import { utxoAdapter } from '../../chains/utxo/adapter'
import { startFakeUtxoNode } from '../support/fake_utxo_node'
import { watchHarness } from '../support/watch'

const keys = new SeedKeys(seedFromMnemonic('legal winner thank year wave sausage worth useful legal winner thank yellow'))
const TXID = 'ab'.repeat(32)

t.test('UTXO watcher: a node that cannot answer never reverses a deposit; only a definite not-found, twice, does', async (t) => {
  const node = await startFakeUtxoNode(100)
  t.teardown(() => node.server.close())
  const address = keys.derive('BTC', 0, true).address
  const adapter = utxoAdapter({ network: 'BTC', rpcUrl: node.server.url, rpcAuth: 'u:p', requiredDepth: 3, rpcTimeoutMs: 300 })
  const h = await watchHarness(t, adapter, address)
  await h.watcher.pollOnce() // the cursor starts at the tip

  node.mine({ txid: TXID, outputs: [[address, '1.5']] }, 101)
  await h.watcher.pollOnce()
  t.same(await h.outcome(TXID), ['deposit.detected'])

  for (const trouble of ['http500', 'warming_up', 'hang'] as const) {
    node.trouble.set('getrawtransaction', trouble)
    await t.rejects(h.watcher.pollOnce(), `${trouble}: the round fails, to be tried again`)
    await t.rejects(h.watcher.pollOnce(), `${trouble}: and again`)
    t.same(await h.outcome(TXID), ['deposit.detected'], `${trouble}: the deposit is not reversed`)
  }
  node.trouble.clear()

  node.placed.delete(TXID) // now the node says -5: no such transaction
  await h.watcher.pollOnce()
  t.same(await h.outcome(TXID), ['deposit.detected'], 'one round of not-found is not yet a reorg')
  await h.watcher.pollOnce()
  t.same(await h.outcome(TXID), ['deposit.detected', 'deposit.reversed'], 'a second round in a row reverses it')
})

t.test('UTXO adapter: a hung node call ends at the deadline, and one round scans a bounded number of blocks', async (t) => {
  const node = await startFakeUtxoNode(0)
  t.teardown(() => node.server.close())
  const address = keys.derive('BTC', 1, true).address
  const adapter = utxoAdapter({
    network: 'BTC',
    rpcUrl: node.server.url,
    rpcAuth: 'u:p',
    requiredDepth: 1,
    rpcTimeoutMs: 200,
    maxBlocksPerRound: 4,
  })

  node.trouble.set('getblockcount', 'hang')
  const started = Date.now()
  await t.rejects(adapter.depositsSince(watchedList([address]), '0'), /getblockcount: no answer from the node within 200 ms/)
  t.ok(Date.now() - started < 2_000, 'the call gave up at its deadline')
  node.trouble.clear()

  node.mine({ txid: TXID, outputs: [[address, '0.1']] }, 6)
  node.tip = 10
  const first = await adapter.depositsSince(watchedList([address]), '0')
  t.same([first.cursor, first.transfers.length], ['4', 0], 'blocks 1-4 only')
  const second = await adapter.depositsSince(watchedList([address]), first.cursor)
  t.same([second.cursor, second.transfers.map((x) => x.txHash)], ['8', [TXID]], 'then 5-8, with the deposit')
  t.equal((await adapter.depositsSince(watchedList([address]), second.cursor)).cursor, '10', 'then the rest up to the tip')
})
