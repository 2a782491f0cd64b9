import t from 'tap'
import { bitcoin } from '../../chains/bitcoinjs'
import { LITECOIN_TESTNET } from '../../chains/derive/addresses'
import { utxoAdapter } from '../../chains/utxo/adapter'
import { depositKind } from '../../actors/chains/deposit/decide'
import { DepositWatcher } from '../../actors/chains/watch/watcher'
import { ManualClock } from '../../platform/clock'
import { decodeJson } from '../../platform/json'
import type { StoredEvent } from '../../actors/runtime/store'
import { testHost } from '../support/host'
import { litecoindAvailable, litecoindRig } from '../support/litecoind'

t.test(
  'litecoind regtest: two outputs to one address in one transaction are two deposits, and a re-scan from an old cursor repeats neither',
  { skip: litecoindAvailable() ? false : 'litecoind is not installed (.ci/run installs it from Debian)' },
  async (t) => {
    const { node, db, pool, walletId, envelope, customer, faucet } = await litecoindRig(t, 'ltcout')

    const clock = new ManualClock()
    const host = testHost(db.sql, { hostId: 'ltcout', clock })
    host.register(depositKind)
    const events: StoredEvent[] = []
    host.subscribe(async (batch) => void events.push(...batch))
    await host.start()
    t.teardown(() => host.stop())
    const adapter = utxoAdapter({ network: 'LTC', rpcUrl: node.url, rpcAuth: node.auth, requiredDepth: 2 })
    const watcher = new DepositWatcher(db.sql, host, adapter, false, clock)
    await watcher.monitor(customer.address, { kind: 'wallet', id: walletId })
    await watcher.pollOnce()

    // One input, two payments to the customer (1 LTC and 0.5 LTC), change back to the faucet.
    const tip = await node.rpc.call<number>('getblockcount')
    const [coin] = (await adapter.unspent(faucet.address)).filter((u) => tip - u.height >= 100)
    const psbt = new bitcoin.Psbt({ network: LITECOIN_TESTNET })
    psbt.addInput({ hash: coin!.txid, index: coin!.vout, nonWitnessUtxo: Buffer.from(coin!.rawTx, 'hex') })
    psbt.addOutput({ address: customer.address, value: 100_000_000n })
    psbt.addOutput({ address: customer.address, value: 50_000_000n })
    psbt.addOutput({ address: faucet.address, value: coin!.amount - 150_000_000n - 1_000_000n })
    const signed = await pool.signPsbt(walletId, envelope, { network: 'LTC', index: 1, isTestnet: true }, psbt.toBase64())
    t.equal(await adapter.broadcast(signed.hex), signed.txid)

    const byDeposit = async () => {
      await host.relay.drain()
      const seen = new Map<string, string[]>()
      for (const e of events) {
        const d = decodeJson<{ id: string; txHash: string; index: number; amount: bigint }>(e.payloadJson)
        if (d.txHash === signed.txid) seen.set(`${d.index}:${d.amount}`, [...(seen.get(`${d.index}:${d.amount}`) ?? []), e.type])
      }
      return Object.fromEntries(seen)
    }
    await node.rpc.call('generatetoaddress', [1, faucet.address])
    await watcher.pollOnce()
    t.same(await byDeposit(), { '0:100000000': ['deposit.detected'], '1:50000000': ['deposit.detected'] }, 'each output is its own deposit')

    // A crash before the cursor was saved: the next round scans the same block again, now two deep.
    await node.rpc.call('generatetoaddress', [1, faucet.address])
    await db.sql`UPDATE chain_cursors SET cursor = ${String(tip)} WHERE network = 'LTC'`
    await watcher.pollOnce()
    await db.sql`UPDATE chain_cursors SET cursor = ${String(tip)} WHERE network = 'LTC'`
    await watcher.pollOnce()
    t.same(
      await byDeposit(),
      { '0:100000000': ['deposit.detected', 'deposit.confirmed'], '1:50000000': ['deposit.detected', 'deposit.confirmed'] },
      'the re-scans reach the same two deposits: confirmed once each, detected never repeated',
    )
    const [count] = await db.sql<
      { n: string }[]
    >`SELECT count(*)::text AS n FROM actor_state WHERE kind = 'deposit' AND state->>'txHash' = ${signed.txid}`
    t.equal(count!.n, '2', 'two deposit actors, no duplicates')
    t.equal(await adapter.balance(customer.address, 'LTC'), 150_000_000n)
  },
)
