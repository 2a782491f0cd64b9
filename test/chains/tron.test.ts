import { randomBytes } from 'node:crypto'
import t from 'tap'
import { watchedList } from '../../chains/watched'
import { tronAdapter } from '../../chains/tron/adapter'
import { tronHex20 } from '../../chains/tron/parse'
import type { TronUnsignedTx } from '../../chains/sign/trx'
import { createDerivationPool } from '../../workers/pool'
import { startTronNode } from '../support/tron_node'
import { watchHarness } from '../support/watch'

const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
// Mainnet USDT's address, used here only as a configuration value for the local node.
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'

async function unsignedTransfer(from: string, to: string, sun: number): Promise<TronUnsignedTx> {
  const { TronWeb, utils } = await import('tronweb')
  const raw_data = {
    contract: [
      {
        parameter: {
          value: { amount: sun, owner_address: TronWeb.address.toHex(from), to_address: TronWeb.address.toHex(to) },
          type_url: 'type.googleapis.com/protocol.TransferContract',
        },
        type: 'TransferContract',
      },
    ],
    ref_block_bytes: 'ab12',
    ref_block_hash: randomBytes(8).toString('hex'),
    expiration: 1_900_000_060_000,
    timestamp: 1_900_000_000_000,
  }
  const pb = utils.transaction.txJsonToPb({ raw_data } as never)
  return {
    txID: utils.transaction.txPbToTxID(pb).replace(/^0x/, ''),
    raw_data,
    raw_data_hex: utils.transaction.txPbToRawDataHex(pb),
    visible: false,
  }
}

t.test('sign_trx in the pool: the same signature TronWeb makes with the key, and it recovers to the derived address', async (t) => {
  const { Trx, utils } = await import('tronweb')
  const pool = createDerivationPool({ masterKey: randomBytes(32), threads: 1 })
  t.teardown(() => pool.close())
  const { envelope } = await pool.importMnemonic('w-trx', MNEMONIC)
  const [from, to] = await pool.deriveAddresses('w-trx', envelope, [
    { network: 'TRX', index: 0, isTestnet: false },
    { network: 'TRX', index: 1, isTestnet: false },
  ])
  const unsigned = await unsignedTransfer(from!.address, to!.address, 1_500_000)
  const signed = await pool.signTrx('w-trx', envelope, { network: 'TRX', index: 0, isTestnet: false }, unsigned)
  const key = await pool.exportKey('w-trx', envelope, { network: 'TRX', index: 0, isTestnet: false })
  const reference = utils.crypto.signTransaction(key, structuredClone(unsigned) as never) as { signature: string[] }
  // TronWeb prints the recovery byte in upper case; the bytes are what counts.
  t.same(
    signed.signature,
    reference.signature.map((s) => s.toLowerCase()),
    'RFC 6979: byte for byte what TronWeb signs',
  )
  t.equal(Trx.ecRecover(signed as never), from!.address, 'recovers to the derived address')
  await t.rejects(
    pool.signTrx('w-trx', envelope, { network: 'TRX', index: 0, isTestnet: false }, { ...unsigned, txID: 'aa'.repeat(32) }),
    /txID is not the SHA-256/,
  )
})

t.test(
  'TRX adapter on a java-tron-shaped node: TRX and USDT deposits detected then confirmed when solidified, a revert failed, exact amounts',
  async (t) => {
    const node = await startTronNode(USDT)
    const pool = createDerivationPool({ masterKey: randomBytes(32), threads: 1 })
    t.teardown(async () => {
      await pool.close()
      await node.close()
    })
    const { envelope } = await pool.importMnemonic('w-trx', MNEMONIC)
    const [customer, payer, stranger] = await pool.deriveAddresses(
      'w-trx',
      envelope,
      [0, 1, 2].map((index) => ({ network: 'TRX' as const, index, isTestnet: false })),
    )
    const adapter = tronAdapter({ rpcUrl: node.url, apiKey: 'k-123', usdtContract: USDT })
    node.balances.set(customer!.address, '9007199254740993')
    node.usdt.set(tronHex20(customer!.address), 123_456_789n)
    t.equal(await adapter.balance(customer!.address, 'TRX'), 9_007_199_254_740_993n, 'above 2^53 and exact: int64 arrives as a string')
    t.equal(await adapter.balance(payer!.address, 'TRX'), 0n, 'an account the chain has never seen')
    t.equal(await adapter.balance(customer!.address, 'USDT'), 123_456_789n)

    const h = await watchHarness(t, adapter, customer!.address)
    await h.watcher.pollOnce()
    const trx = await node.transferTrx(payer!.address, customer!.address, '1500000')
    const usdt = await node.transferUsdt(payer!.address, customer!.address, 25_000_000n)
    const reverted = await node.transferUsdt(payer!.address, customer!.address, 7n, false)
    const elsewhere = await node.transferTrx(payer!.address, stranger!.address, '5')
    await h.watcher.pollOnce()
    await h.watcher.pollOnce()
    t.same(await h.outcome(trx), ['deposit.detected'], 'detected once; not confirmed before solidification')
    t.match(await h.last(trx), { currency: 'TRX', amount: 1_500_000n, confirmations: 0 })
    t.match(await h.last(usdt), { currency: 'USDT', amount: 25_000_000n })
    t.same(await h.outcome(elsewhere), [], 'other addresses ignored')

    node.solidified = node.tip()
    await h.watcher.pollOnce()
    t.same(await h.outcome(trx), ['deposit.detected', 'deposit.confirmed'])
    t.match(await h.last(trx), { status: 'confirmed', confirmations: 0 }, 'time-settled: confirmations stay 0')
    t.same(await h.outcome(usdt), ['deposit.detected', 'deposit.confirmed'])
    t.same(await h.outcome(reverted), ['deposit.detected', 'deposit.failed'], 'a reverted TRC-20 transfer is reported failed')
    t.match(await h.last(reverted), { amount: 7n, status: 'failed' })

    const page = await adapter.depositsSince(watchedList([customer!.address]), '0')
    t.same(
      page.transfers.map((x) => [x.txHash, x.currency, x.amount, x.status]),
      [
        [trx, 'TRX', 1_500_000n, 'confirmed'],
        [usdt, 'USDT', 25_000_000n, 'confirmed'],
        [reverted, 'USDT', 7n, 'failed'],
      ],
    )
    t.equal(page.cursor, String(node.tip()))
    t.same((await adapter.depositsSince(watchedList([customer!.address]), page.cursor)).transfers, [], 'nothing repeats after the cursor')
    t.equal(await adapter.transaction('ff'.repeat(32)), null, 'unknown transaction')

    t.equal(await adapter.estimateFee({ currency: 'TRX', from: customer!.address, to: payer!.address, amount: 1n }), 270n * 1000n)
    t.equal(
      await adapter.estimateFee({ currency: 'USDT', from: customer!.address, to: payer!.address, amount: 5n }),
      64_285n * 210n + 345n * 1000n,
      'energy the node simulated, at the chain energy price',
    )

    const unsigned = await unsignedTransfer(customer!.address, payer!.address, 1_000_000)
    const signed = await pool.signTrx('w-trx', envelope, { network: 'TRX', index: 0, isTestnet: false }, unsigned)
    t.same(await adapter.broadcast(signed), { ok: true, txHash: unsigned.txID })
    t.match(await adapter.broadcast(signed), { ok: false, code: 'duplicate' })
    const wrongKey = await pool.signTrx(
      'w-trx',
      envelope,
      { network: 'TRX', index: 1, isTestnet: false },
      await unsignedTransfer(customer!.address, payer!.address, 2),
    )
    t.match(await adapter.broadcast(wrongKey), { ok: false, code: 'invalid_signature', detail: /SIGERROR: Validate signature error/ })
    t.ok(
      node.server.requests.length > 10 && node.server.requests.every((r) => r.headers['tron-pro-api-key'] === 'k-123'),
      'TRX_API_KEY sent on every request',
    )
  },
)
