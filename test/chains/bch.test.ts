import { randomBytes } from 'node:crypto'
import t from 'tap'
import { watchedList } from '../../chains/watched'
import { bchAdapter } from '../../chains/bch/adapter'
import { loadLibauth } from '../../chains/bch/libauth'
import { buildBchTransfer } from '../../chains/bch/transfer'
import { createDerivationPool } from '../../workers/pool'
import { startBchNode } from '../support/bch_node'
import { watchHarness } from '../support/watch'

const MNEMONIC = 'legal winner thank year wave sausage worth useful legal winner thank yellow'

t.test('BIP-143 published vector: the digest FORKID signing uses, and the RFC 6979 signature over it', async (t) => {
  // BIP-143 "Native P2WPKH", input 1: BCH's replay-protected digest (UAHF spec) is this algorithm with the 0x40 bit set.
  const lib = await loadLibauth()
  const transaction = lib.decodeTransactionBCH(
    lib.hexToBin(
      '0100000002fff7f7881a8099afa6940d42d1e7f6362bec38171ea3edf433541db4e4ad969f0000000000eeffffffef51e1b804cc89d182d279655c3aa89e815b1b309fe287d9b2b55d57b90ec68a0100000000ffffffff02202cb206000000001976a9148280b37df378db99f66f85c95a783a76ac7a6d5988ac9093510d000000001976a9143bde42dbee7e4dbe6a21b2d50ce2f0167faa815988ac11000000',
    ),
  )
  if (typeof transaction === 'string') throw new Error(transaction)
  const scriptCode = lib.hexToBin('76a9141d0f172a0ecb48aee1be1f2687d2963ae33f71a188ac')
  const sourceOutputs = [
    { lockingBytecode: Uint8Array.of(), valueSatoshis: 625_000_000n },
    { lockingBytecode: scriptCode, valueSatoshis: 600_000_000n },
  ]
  const preimage = (type: number) =>
    lib.binToHex(
      lib.generateSigningSerializationBCH(
        { inputIndex: 1, sourceOutputs, transaction },
        { coveredBytecode: scriptCode, signingSerializationType: Uint8Array.of(type) },
      ),
    )
  const published =
    '0100000096b827c8483d4e9b96712b6713a7b68d6e8003a781feba36c31143470b4efd3752b0a642eea2fb7ae638c36f6252b6750293dbe574a806984b8e4d8548339a3bef51e1b804cc89d182d279655c3aa89e815b1b309fe287d9b2b55d57b90ec68a010000001976a9141d0f172a0ecb48aee1be1f2687d2963ae33f71a188ac0046c32300000000ffffffff863ef3e1a92afbfdb97f31ad0fc7683ee943e9abcf2501590ff8f6551f47e5e51100000001000000'
  t.equal(preimage(0x01), published, 'signing serialization equals the published preimage')
  const digest = lib.sha256.hash(lib.sha256.hash(lib.hexToBin(published)))
  t.equal(lib.binToHex(digest), 'c37af31116d1b27caf68aae9e3ac82f1477929014d5b917657d0eb49478cb670', 'published sighash')
  const der = lib.secp256k1.signMessageHashDER(lib.hexToBin('619c335025c7f4012e556c2a58b2506e30b8511b53ade95ea316fd8c3286feb9'), digest)
  t.equal(
    typeof der === 'string' ? der : lib.binToHex(der),
    '304402203609e17b84f6a7d30c80bfa610b5b4542f32a8a0d5447a12fb1366d7f01cc44a0220573a954c4518331561406f90300e8f3358f51928d43c212a8caed02de67eebee',
    'published signature',
  )
  t.equal(preimage(0x41), `${published.slice(0, -8)}41000000`, 'SIGHASH_ALL|FORKID differs only in the hash type word (fork id 0)')
})

t.test('sign_bch in the pool: the BCH virtual machine verifies the P2PKH spend; a different input value fails it', async (t) => {
  const lib = await loadLibauth()
  const pool = createDerivationPool({ masterKey: randomBytes(32), threads: 1 })
  t.teardown(() => pool.close())
  const { envelope } = await pool.importMnemonic('w-bch', MNEMONIC)
  const [from, to] = await pool.deriveAddresses('w-bch', envelope, [
    { network: 'BCH', index: 0, isTestnet: true },
    { network: 'BCH', index: 1, isTestnet: true },
  ])
  const spent = { txid: randomBytes(32).toString('hex'), vout: 3, value: '250000000' }
  const signed = await pool.signBch(
    'w-bch',
    envelope,
    { network: 'BCH', index: 0, isTestnet: true },
    {
      inputs: [spent],
      outputs: [
        { address: to!.address, value: '100000000' },
        { address: from!.address, value: '149990000' },
      ],
    },
  )
  const transaction = lib.decodeTransactionBCH(lib.hexToBin(signed.hex))
  if (typeof transaction === 'string') throw new Error(transaction)
  t.equal(lib.hashTransaction(lib.hexToBin(signed.hex)), signed.txid)
  const decoded = lib.cashAddressToLockingBytecode(from!.address)
  if (typeof decoded === 'string') throw new Error(decoded)
  const vm = lib.createVirtualMachineBCH(true)
  t.equal(
    vm.verify({ sourceOutputs: [{ lockingBytecode: decoded.bytecode, valueSatoshis: 250_000_000n }], transaction }),
    true,
    'real script verification',
  )
  const pushes = lib.decodeAuthenticationInstructions(transaction.inputs[0]!.unlockingBytecode) as Array<{ data: Uint8Array }>
  t.equal(pushes[0]!.data.at(-1), 0x41, 'signature hash type SIGHASH_ALL|FORKID')
  t.equal(lib.binToHex(pushes[1]!.data), from!.publicKey)
  t.type(
    vm.verify({ sourceOutputs: [{ lockingBytecode: decoded.bytecode, valueSatoshis: 250_000_001n }], transaction }),
    'string',
    'the signature commits to the spent value (FORKID)',
  )
  await t.rejects(
    pool.signBch('w-bch', envelope, { network: 'BTC', index: 0, isTestnet: true }, { inputs: [spent], outputs: [] }),
    /BCH only/,
  )
})

t.test(
  'BCH adapter on a BCHN-shaped node: deposit detected then settled with 0 confirmations, exact amounts, a pool-signed spend accepted',
  async (t) => {
    const node = await startBchNode()
    const pool = createDerivationPool({ masterKey: randomBytes(32), threads: 1 })
    t.teardown(async () => {
      await pool.close()
      await node.close()
    })
    const { envelope } = await pool.importMnemonic('w-bch', MNEMONIC)
    const [customer, merchant] = await pool.deriveAddresses('w-bch', envelope, [
      { network: 'BCH', index: 0, isTestnet: true },
      { network: 'BCH', index: 1, isTestnet: true },
    ])
    t.match(customer!.address, /^bchtest:q/, 'stored as bchtest:, the node prints bchreg:')
    const adapter = bchAdapter({ rpcUrl: node.url, rpcAuth: 'user:pass', requiredDepth: 2 })
    const h = await watchHarness(t, adapter, customer!.address)
    node.mine()
    await h.watcher.pollOnce()

    const deposit = node.fund(customer!.address, 2_099_999_999_999_999n)
    node.fund(merchant!.address, 5_000n)
    node.mine()
    await h.watcher.pollOnce()
    t.same(await h.outcome(deposit), ['deposit.detected'])
    t.match(
      await h.last(deposit),
      { amount: 2_099_999_999_999_999n, address: customer!.address, currency: 'BCH', confirmations: 0 },
      '20999999.99999999 BCH exact',
    )
    await h.watcher.pollOnce()
    t.same(await h.outcome(deposit), ['deposit.detected'], 'not repeated, not settled before depth 2')
    node.mine()
    await h.watcher.pollOnce()
    t.same(await h.outcome(deposit), ['deposit.detected', 'deposit.confirmed'])
    t.match(await h.last(deposit), { status: 'confirmed', confirmations: 0 }, 'time-settled: confirmations stay 0')
    const page = await adapter.depositsSince(watchedList([customer!.address], adapter.addressKey), '1')
    t.same(
      page.transfers.map((x) => [x.txHash, x.amount]),
      [[deposit, 2_099_999_999_999_999n]],
      'block 2 holds the deposit',
    )
    t.same(page.cursor, '3')
    t.same(
      (await adapter.depositsSince(watchedList([customer!.address], adapter.addressKey), page.cursor)).transfers,
      [],
      'nothing repeats after the cursor',
    )
    t.equal(await adapter.balance(customer!.address, 'BCH'), 2_099_999_999_999_999n)

    t.equal(await adapter.feeRateSatPerByte(), 1n, '0.00001 BCH/kB is 1 sat/B')
    node.feePerKb = '0.00002500'
    t.equal(await adapter.feeRateSatPerByte(), 3n, 'rounded up, never under the node rate')

    const built = buildBchTransfer({
      unspents: await adapter.unspent(customer!.address),
      from: customer!.address,
      to: merchant!.address,
      amount: 123_456_789n,
      feeRateSatPerByte: 3n,
    })
    if (!built.ok) throw new Error(built.detail)
    t.equal(built.fee, 3n * (10n + 148n + 2n * 34n))
    t.equal(built.change, 2_099_999_999_999_999n - 123_456_789n - built.fee)
    const signed = await pool.signBch('w-bch', envelope, { network: 'BCH', index: 0, isTestnet: true }, built.request)
    const tampered = signed.hex.replace(
      built.change.toString(16).padStart(16, '0').match(/../g)!.reverse().join(''),
      (built.change - 1n).toString(16).padStart(16, '0').match(/../g)!.reverse().join(''),
    )
    t.not(tampered, signed.hex)
    t.match(await adapter.send(tampered), { ok: false, code: 'invalid_signature' }, 'the node VM refuses an altered output')
    t.same(await adapter.send(signed.hex), { ok: true, txHash: signed.txid }, 'accepted after script verification')
    t.match(await adapter.send(signed.hex), { ok: false, code: 'inputs_spent' })
    node.mine()
    t.equal(await adapter.balance(merchant!.address, 'BCH'), 5_000n + 123_456_789n)
    t.same(buildBchTransfer({ unspents: [], from: customer!.address, to: merchant!.address, amount: 1_000n, feeRateSatPerByte: 1n }), {
      ok: false,
      code: 'insufficient_funds',
      detail: 'have 0 BCH, need 0.00001 BCH including fee',
    })
  },
)
