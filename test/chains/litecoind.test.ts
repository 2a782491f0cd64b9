import t from 'tap'
import { LITECOIN_TESTNET } from '../../chains/derive/addresses'
import { buildTransferPsbt } from '../../chains/utxo/psbt'
import { utxoAdapter } from '../../chains/utxo/adapter'
import { depositKind } from '../../actors/chains/deposit/decide'
import { DepositWatcher } from '../../actors/chains/watch/watcher'
import { decodeJson } from '../../platform/json'
import type { StoredEvent } from '../../actors/runtime/store'
import { testHost } from '../support/host'
import { litecoindAvailable, litecoindRig } from '../support/litecoind'

t.test(
  'litecoind regtest: a PSBT send signed in the pool is accepted and mined; the deposit is detected then confirmed',
  { skip: litecoindAvailable() ? false : 'litecoind is not installed (.ci/run installs it from Debian)' },
  async (t) => {
    const { node, db, pool, walletId, envelope, customer, faucet } = await litecoindRig(t, 'ltc')

    const host = testHost(db.sql, { hostId: 'ltc' })
    host.register(depositKind)
    const events: StoredEvent[] = []
    host.subscribe(async (batch) => void events.push(...batch))
    await host.start()
    t.teardown(() => host.stop())
    const adapter = utxoAdapter({ network: 'LTC', rpcUrl: node.url, rpcAuth: node.auth, requiredDepth: 2 })
    const watcher = new DepositWatcher(db.sql, host, adapter, false)
    await watcher.monitor(customer.address, { kind: 'wallet', id: walletId })
    await watcher.pollOnce()

    const tip = await node.rpc.call<number>('getblockcount')
    const spendable = (await adapter.unspent(faucet.address)).filter((u) => tip - u.height >= 100)
    t.ok(spendable.length >= 1, 'a mature coinbase output to spend')
    const { psbtBase64, fee } = buildTransferPsbt({
      unspents: spendable,
      from: faucet.address,
      to: customer.address,
      amount: 150_000_000n,
      feeRateSatPerVb: 10n,
      network: LITECOIN_TESTNET,
    })
    t.ok(fee > 0n)
    const signed = await pool.signPsbt(walletId, envelope, { network: 'LTC', index: 1, isTestnet: true }, psbtBase64)
    t.equal(await adapter.broadcast(signed.hex), signed.txid, 'the node accepted the PSBT-built transaction')
    t.equal(await adapter.settlement!(signed.txid), null, 'in the mempool: not settled')

    await node.rpc.call('generatetoaddress', [1, faucet.address])
    t.same(
      await adapter.settlement!(signed.txid),
      { blockNumber: tip + 1, fee },
      "the next block's height; the fee summed from the spent outputs is the one built",
    )
    await watcher.pollOnce()
    await node.rpc.call('generatetoaddress', [1, faucet.address])
    await watcher.pollOnce()
    await host.relay.drain()
    const mine = events.filter((e) => (decodeJson(e.payloadJson) as { txHash: string }).txHash === signed.txid)
    t.same(
      mine.map((e) => e.type),
      ['deposit.detected', 'deposit.confirmed'],
    )
    t.match(
      decodeJson(mine[1]!.payloadJson),
      { amount: 150_000_000n, confirmations: 0, status: 'confirmed' },
      'LTC: confirmations stay 0, status is the signal',
    )
    t.equal(await adapter.balance(customer.address, 'LTC'), 150_000_000n)
  },
)
