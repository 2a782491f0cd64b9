import { randomBytes } from 'node:crypto'
import t from 'tap'
import { watchedList } from '../../chains/watched'
import { decodeBase58 } from 'ethers'
import { associatedTokenAddress } from '../../chains/solana/ata'
import { solanaAdapter } from '../../chains/solana/adapter'
import { kit } from '../../chains/solana/kit'
import { createDerivationPool } from '../../workers/pool'
import { exact } from '../support/rpc_server'
import { startSolanaRpc } from '../support/solana_rpc'
import { watchHarness } from '../support/watch'

const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const SOL0 = { network: 'SOL' as const, index: 0, isTestnet: false }
const SYSTEM = '11111111111111111111111111111111'

/** A legacy System Program transfer message compiled by kit. */
function transferMessage(from: string, to: string, lamports: bigint, blockhash = 'GHtXQBsoZHVnNFa9YevAzFr17DJjgHXk3ycTKD5xD3Zi') {
  const data = Buffer.alloc(12)
  data.writeUInt32LE(2, 0)
  data.writeBigUInt64LE(lamports, 4)
  const message = kit.pipe(
    kit.createTransactionMessage({ version: 'legacy' }),
    (m) => kit.setTransactionMessageFeePayer(kit.address(from), m),
    (m) => kit.setTransactionMessageLifetimeUsingBlockhash({ blockhash: blockhash as never, lastValidBlockHeight: 280_000_150n }, m),
    (m) =>
      kit.appendTransactionMessageInstruction(
        {
          programAddress: kit.address(SYSTEM),
          accounts: [
            { address: kit.address(from), role: kit.AccountRole.WRITABLE_SIGNER },
            { address: kit.address(to), role: kit.AccountRole.WRITABLE },
          ],
          data,
        },
        m,
      ),
  )
  return kit.compileTransaction(message)
}

const systemTransfer = (source: string, destination: string, lamports: unknown) => ({
  program: 'system',
  programId: SYSTEM,
  parsed: { type: 'transfer', info: { source, destination, lamports } },
  stackHeight: null,
})

t.test('sign_sol in the pool: kit decodes the wire transaction, verifies the ed25519 signature, and signs the same bytes', async (t) => {
  const pool = createDerivationPool({ masterKey: randomBytes(32), threads: 1 })
  t.teardown(() => pool.close())
  const { envelope } = await pool.importMnemonic('w-sol', MNEMONIC)
  const [from, to] = await pool.deriveAddresses('w-sol', envelope, [SOL0, { ...SOL0, index: 1 }])
  const compiled = transferMessage(from!.address, to!.address, 1_000_000n)
  const signed = await pool.signSol('w-sol', envelope, SOL0, Buffer.from(compiled.messageBytes).toString('base64'))
  const decoded = kit.getTransactionDecoder().decode(Buffer.from(signed.wireBase64, 'base64'))
  t.same(Buffer.from(decoded.messageBytes), Buffer.from(compiled.messageBytes), 'the message is carried unchanged')
  const signature = decoded.signatures[kit.address(from!.address)]!
  t.equal(kit.getBase58Decoder().decode(signature), signed.signature)
  const publicKey = await kit.getPublicKeyFromAddress(kit.address(from!.address))
  t.ok(await kit.verifySignature(publicKey, signature, decoded.messageBytes), 'ed25519 verifies with the derived public key')
  const exported = await pool.exportKey('w-sol', envelope, SOL0)
  const keyPair = await kit.createKeyPairFromBytes(Buffer.from(decodeBase58(exported).toString(16).padStart(128, '0'), 'hex'))
  const reference = await kit.signTransaction([keyPair], compiled)
  t.equal(kit.getBase64EncodedWireTransaction(reference), signed.wireBase64, 'identical to kit signing with the exported key')
  const other = transferMessage(to!.address, from!.address, 1n)
  await t.rejects(
    pool.signSol('w-sol', envelope, SOL0, Buffer.from(other.messageBytes).toString('base64')),
    /fee payer is not the derived key/,
  )
})

t.test(
  'SOL adapter on a Solana-RPC-shaped node: SOL and USDC deposits detected, confirmed at finalized with 0 confirmations, failed reported',
  async (t) => {
    const node = await startSolanaRpc()
    const pool = createDerivationPool({ masterKey: randomBytes(32), threads: 1 })
    t.teardown(async () => {
      await pool.close()
      await node.close()
    })
    const { envelope } = await pool.importMnemonic('w-sol', MNEMONIC)
    const [customer, payer, stranger] = await pool.deriveAddresses(
      'w-sol',
      envelope,
      [0, 1, 2].map((index) => ({ ...SOL0, index })),
    )
    const adapter = solanaAdapter({ rpcUrl: node.url, usdcMint: USDC })
    const ata = await associatedTokenAddress(customer!.address, USDC)
    node.lamports.set(customer!.address, '9007199254740993')
    t.equal(await adapter.balance(customer!.address, 'SOL'), 9_007_199_254_740_993n, 'lamports above 2^53, exact')
    t.equal(await adapter.balance(customer!.address, 'USDC'), 0n, 'no token account yet')
    node.tokens.set(ata, '123456789')
    t.equal(await adapter.balance(customer!.address, 'USDC'), 123_456_789n)

    const h = await watchHarness(t, adapter, customer!.address)
    await h.watcher.pollOnce()
    const sol = node.add(
      [payer!.address, customer!.address, SYSTEM],
      [systemTransfer(payer!.address, customer!.address, exact('1500000000'))],
    )
    const usdc = node.add(
      [payer!.address, 'PayerTokenAccount1111111111111111111111111', ata],
      [
        {
          program: 'spl-token',
          programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
          parsed: {
            type: 'transferChecked',
            info: {
              authority: payer!.address,
              destination: ata,
              mint: USDC,
              source: 'PayerTokenAccount1111111111111111111111111',
              tokenAmount: { amount: '25000000', decimals: 6, uiAmount: 25, uiAmountString: '25' },
            },
          },
        },
      ],
    )
    const failed = node.add([payer!.address, customer!.address, SYSTEM], [systemTransfer(payer!.address, customer!.address, 7)], {
      InstructionError: [0, { Custom: 1 }],
    })
    const elsewhere = node.add([payer!.address, stranger!.address, SYSTEM], [systemTransfer(payer!.address, stranger!.address, 5)])
    await h.watcher.pollOnce()
    await h.watcher.pollOnce()
    t.same(await h.outcome(sol), ['deposit.detected'], 'confirmed commitment: detected, once')
    t.match(await h.last(sol), { currency: 'SOL', amount: 1_500_000_000n, address: customer!.address, confirmations: 0 })
    t.match(
      await h.last(usdc),
      { currency: 'USDC', amount: 25_000_000n, address: customer!.address },
      'found through the token account, credited to the owner',
    )
    t.same(await h.outcome(elsewhere), [])

    node.finalizeAll()
    await h.watcher.pollOnce()
    t.same(await h.outcome(sol), ['deposit.detected', 'deposit.confirmed'])
    t.match(await h.last(sol), { status: 'confirmed', confirmations: 0 }, 'finalized: confirmed, confirmations stay 0')
    t.same(await h.outcome(usdc), ['deposit.detected', 'deposit.confirmed'])
    t.same(await h.outcome(failed), ['deposit.detected', 'deposit.failed'])

    const all = await adapter.depositsSince(watchedList([customer!.address]), null)
    t.same(
      all.transfers.map((x) => [x.txHash, x.currency, x.amount, x.status]),
      [
        [sol, 'SOL', 1_500_000_000n, 'confirmed'],
        [failed, 'SOL', 7n, 'failed'],
        [usdc, 'USDC', 25_000_000n, 'confirmed'],
      ],
    )
    t.same(JSON.parse(all.cursor), { [customer!.address]: failed, [ata]: usdc }, 'cursor: newest signature per watched account')
    t.same((await adapter.depositsSince(watchedList([customer!.address]), all.cursor)).transfers, [], 'nothing repeats after the cursor')
    t.equal(await adapter.transaction(kit.getBase58Decoder().decode(new Uint8Array(64).fill(99))), null, 'unknown signature')

    const compiled = transferMessage(customer!.address, payer!.address, 10_000n)
    const messageBase64 = Buffer.from(compiled.messageBytes).toString('base64')
    t.equal(await adapter.fee(messageBase64), 5000n)
    t.match(await adapter.latestBlockhash(), { lastValidBlockHeight: 280_000_150n })
    const signed = await pool.signSol('w-sol', envelope, SOL0, messageBase64)
    // The node executes what it accepts: 10,000 lamports cannot open a new account (below rent exemption), so the payee exists.
    node.lamports.set(payer!.address, String(1_000_000_000n))
    t.same(await adapter.broadcast(signed.wireBase64), { ok: true, txHash: signed.signature })
    t.match(await adapter.broadcast(signed.wireBase64), { ok: false, code: 'duplicate' })
    const wire = Buffer.from(signed.wireBase64, 'base64')
    wire[wire.length - 1]! ^= 1
    t.match(await adapter.broadcast(wire.toString('base64')), { ok: false, code: 'invalid_signature' })
    node.expired.add('9zrUHnA1nCByPksy3aL8tQ47vqdaG2vnFs4HrxgcZj4F')
    const stale = transferMessage(customer!.address, payer!.address, 1n, '9zrUHnA1nCByPksy3aL8tQ47vqdaG2vnFs4HrxgcZj4F')
    const staleSigned = await pool.signSol('w-sol', envelope, SOL0, Buffer.from(stale.messageBytes).toString('base64'))
    t.match(await adapter.broadcast(staleSigned.wireBase64), { ok: false, code: 'expired' })
  },
)
