/**
 * prepare / broadcast / check of a UTXO send on litecoind regtest: the hash
 * and inputs are known before anything is sent; a re-broadcast of the same
 * bytes is never a refusal; a second transaction spending the same input
 * makes the first `conflicted`; a mined one is `included` at its height.
 */
import t from 'tap'
import { utxoAdapter } from '../../chains/utxo/adapter'
import { prepareUtxo } from '../../chains/send/utxo'
import { broadcastUtxo, checkUtxo } from '../../chains/send/utxo_settle'
import type { SignedTransaction } from '../../chains/send/signed'
import { litecoindAvailable, litecoindRig } from '../support/litecoind'

t.test(
  'litecoind regtest: check answers missing, pending, conflicted and included; re-broadcasts are no outcome',
  { skip: litecoindAvailable() ? false : 'litecoind is not installed (apt-get install litecoind)' },
  async (t) => {
    const { node, pool, walletId, envelope, customer, faucet } = await litecoindRig(t, 'ltcsettle')
    // 100 more blocks elsewhere: every coinbase of the faucet is mature.
    await node.rpc.call('generatetoaddress', [100, customer.address])
    const adapter = utxoAdapter({ network: 'LTC', rpcUrl: node.url, rpcAuth: node.auth, requiredDepth: 1 })
    const prepare = async (amount: bigint) => {
      const prepared = await prepareUtxo(adapter, pool, {
        walletId,
        envelope,
        network: 'LTC',
        index: 1,
        isTestnet: true,
        sandbox: false,
        currency: 'LTC',
        fromAddress: faucet.address,
        toAddress: customer.address,
        amount,
      })
      if (!prepared.ok || prepared.payload.mode !== 'live') throw new Error(`not prepared: ${JSON.stringify(prepared)}`)
      return prepared.payload as SignedTransaction
    }
    const first = await prepare(100_000_000n)
    const rival = await prepare(200_000_000n)
    t.match(first, { txHash: /^[0-9a-f]{64}$/, inputs: [/^[0-9a-f]{64}:\d+$/] })
    t.same(rival.inputs, first.inputs, 'both spend the same output')
    t.same(await checkUtxo(adapter, first), { kind: 'missing' }, 'never sent: missing')

    t.same(await broadcastUtxo(adapter, rival), { kind: 'accepted', txHash: rival.txHash }, 'the hash known before is the one sent')
    t.same(await checkUtxo(adapter, rival), { kind: 'pending' }, 'in the mempool: pending')
    t.match(await checkUtxo(adapter, first), { kind: 'conflicted', detail: /spent by another transaction/ })
    t.not((await broadcastUtxo(adapter, rival)).kind, 'rejected', 'the same bytes again are no refusal')
    t.match(await broadcastUtxo(adapter, first), { kind: 'rejected' }, 'the rival spend is refused outright')

    const height = (await node.rpc.call<number>('getblockcount')) + 1
    await node.rpc.call('generatetoaddress', [1, customer.address])
    t.same(await checkUtxo(adapter, rival), { kind: 'included', outcome: 'confirmed', block: height })
    t.match(await checkUtxo(adapter, first), { kind: 'conflicted' }, 'still conflicted once the rival is mined')
    t.equal((await broadcastUtxo(adapter, rival)).kind, 'unknown', 'a mined transaction sent again: no outcome, checked by hash')
  },
)
