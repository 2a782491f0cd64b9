import t, { type Test } from 'tap'
import { sendTransfer } from '../../chains/send/transfer'
import { solanaAdapter } from '../../chains/solana/adapter'
import { associatedTokenAddress, ASSOCIATED_TOKEN_PROGRAM, TOKEN_PROGRAM } from '../../chains/solana/ata'
import { kit } from '../../chains/solana/kit'
import { SYSTEM_PROGRAM } from '../../chains/solana/transfer'
import { liveChains } from '../support/live_chains'
import { startSolanaRpc } from '../support/solana_rpc'

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const SOL = 1_000_000_000n
// The cluster's rent: 890,880 lamports for an empty wallet, 2,039,280 for a 165-byte token account.
const RENT_WALLET = 890_880n
const RENT_TOKEN_ACCOUNT = 2_039_280n

/** The accepted wire transaction: its signer, and each instruction as program, account list and data. */
async function decodeSent(wireBase64: string) {
  const tx = kit.getTransactionDecoder().decode(Buffer.from(wireBase64, 'base64'))
  // Legacy messages only (what the send path builds): static keys and instructions by index.
  type Legacy = {
    staticAccounts: string[]
    instructions: Array<{ programAddressIndex: number; accountIndices?: number[]; data?: Uint8Array }>
  }
  const message = kit.getCompiledTransactionMessageDecoder().decode(tx.messageBytes) as unknown as Legacy
  const [signer, signature] = Object.entries(tx.signatures)[0]!
  const verified = await kit.verifySignature(await kit.getPublicKeyFromAddress(kit.address(signer)), signature!, tx.messageBytes)
  const keys = message.staticAccounts
  const instructions = message.instructions.map((ix) => ({
    program: keys[ix.programAddressIndex]!,
    accounts: (ix.accountIndices ?? []).map((i) => keys[i]!),
    data: Buffer.from(ix.data ?? []).toString('hex'),
  }))
  return { signer, verified, instructions }
}

const u64 = (n: bigint) => {
  const b = Buffer.alloc(8)
  b.writeBigUInt64LE(n)
  return b.toString('hex')
}

async function setup(t: Test) {
  const node = await startSolanaRpc()
  t.teardown(() => node.close())
  const live = await liveChains(t, { SOL_RPC_URL: node.url, SOL_USDC: USDC })
  const [customer, payee, stranger] = await live.addresses('SOL', [0, 1, 2])
  const send = (currency: string, amount: bigint, extra: { index?: number; to?: string } = {}) =>
    sendTransfer(
      live.chains,
      live.request({ network: 'SOL', currency, index: extra.index ?? 0, fromAddress: customer!, toAddress: extra.to ?? payee!, amount }),
    )
  return { node, customer: customer!, payee: payee!, stranger: stranger!, send }
}

t.test(
  "sendTransfer SOL and USDC: compiled here, signed in the pool, the node verifies the ed25519 signature; the fee is the cluster's quote",
  async (t) => {
    const { node, customer, payee, send } = await setup(t)
    node.lamports.set(customer, String(2n * SOL))
    const source = await associatedTokenAddress(customer, USDC)
    const destination = await associatedTokenAddress(payee, USDC)
    node.tokens.set(source, '30000000')

    const sol = await send('SOL', SOL / 2n)
    t.match(sol, { ok: true, fee: 5000n, feeCurrency: 'SOL' }, 'one signature, 5000 lamports')
    const first = await decodeSent(node.sent[0]!)
    t.equal(
      sol.ok && sol.txHash,
      kit
        .getBase58Decoder()
        .decode(kit.getTransactionDecoder().decode(Buffer.from(node.sent[0]!, 'base64')).signatures[customer as never]!),
      'the hash is the signature the node accepted',
    )
    t.same(first, {
      signer: customer,
      verified: true,
      instructions: [{ program: SYSTEM_PROGRAM, accounts: [customer, payee], data: `02000000${u64(SOL / 2n)}` }],
    })

    const usdc = await send('USDC', 25_000_000n)
    t.match(
      usdc,
      { ok: true, fee: 5000n + RENT_TOKEN_ACCOUNT, feeCurrency: 'SOL' },
      'the payee has no USDC account: its rent is part of the cost',
    )
    t.same(
      await decodeSent(node.sent[1]!),
      {
        signer: customer,
        verified: true,
        instructions: [
          { program: ASSOCIATED_TOKEN_PROGRAM, accounts: [customer, destination, payee, USDC, SYSTEM_PROGRAM, TOKEN_PROGRAM], data: '01' },
          { program: TOKEN_PROGRAM, accounts: [source, USDC, destination, customer], data: `0c${u64(25_000_000n)}06` },
        ],
      },
      "CreateIdempotent for the payee's associated account, then transferChecked(25 USDC, 6 decimals)",
    )

    node.tokens.set(destination, '25000000')
    t.match(await send('USDC', 1_000_000n), { ok: true, fee: 5000n }, 'an existing account is not created again')
    t.equal((await decodeSent(node.sent[2]!)).instructions.length, 1)

    // The wallet tracker asks a fresh adapter about such a send: it has never derived the recipient's token account.
    const outgoing = node.add(
      [customer, source, destination],
      [
        {
          program: 'spl-token',
          programId: TOKEN_PROGRAM,
          parsed: {
            type: 'transferChecked',
            info: {
              authority: customer,
              source,
              destination,
              mint: USDC,
              tokenAmount: { amount: '1000000', decimals: 6 },
            },
          },
        },
      ],
    )
    node.finalizeAll()
    t.match(
      await solanaAdapter({ rpcUrl: node.url, usdcMint: USDC }).transaction(outgoing),
      { status: 'confirmed', currency: 'USDC', amount: 1_000_000n },
      'an outgoing USDC send can be followed to confirmed',
    )
  },
)

t.test('sendTransfer SOL and USDC: error: insufficient_funds checked before signing, rent rules, refusals', async (t) => {
  const { node, customer, payee, stranger, send } = await setup(t)
  node.lamports.set(customer, String(SOL))
  node.tokens.set(await associatedTokenAddress(customer, USDC), '10000000')

  t.match(
    await send('SOL', SOL),
    { ok: false, code: 'insufficient_funds', message: /holds 1 SOL, the transfer costs 1\.000005 SOL/ },
    'the whole balance leaves nothing for the fee',
  )
  t.match(
    await send('SOL', SOL - 5000n - 1n),
    { ok: false, code: 'insufficient_funds', message: /must leave 0 or at least 0\.00089088 SOL/ },
    '1 lamport left is below rent',
  )
  t.match(await send('USDC', 10_000_001n), { ok: false, code: 'insufficient_funds', message: /holds 10 USDC/ })
  t.match(
    await send('SOL', RENT_WALLET - 1n),
    { ok: false, code: 'broadcast_failed', message: /does not exist yet/ },
    'a new account below rent would be refused by the runtime',
  )
  node.tokens.set(await associatedTokenAddress(payee, USDC), '1')
  t.match(await send('USDC', 1n, { to: await associatedTokenAddress(payee, USDC) }), {
    ok: false,
    code: 'broadcast_failed',
    message: /is a token account/,
  })
  t.match(await send('XRP', 1n), { ok: false, code: 'currency_unavailable' })
  node.lamports.set(customer, String(RENT_TOKEN_ACCOUNT))
  t.match(
    await send('USDC', 1n, { to: stranger }),
    { ok: false, code: 'insufficient_funds', message: /recipient token account 0\.00203928 SOL/ },
    "tokens held, but not the SOL for the fee and the payee's account",
  )
  t.equal(node.sent.length, 0, 'nothing reached the node')

  t.match(
    await send('SOL', RENT_WALLET, { index: 1 }),
    { ok: false, code: 'broadcast_failed', message: /fee payer is not the derived key/ },
    'the pool signs only for its own key',
  )
  node.lamports.set(customer, String(RENT_WALLET + 5000n))
  t.match(await send('SOL', RENT_WALLET + 5000n - 5000n), { ok: true }, 'the sender may end at exactly zero')
})

t.test(
  'settlement SOL and USDC: the slot and meta.fee, plus the rent of a token account the transfer created; null until finalized',
  async (t) => {
    const { node, customer, payee, send } = await setup(t)
    node.lamports.set(customer, String(2n * SOL))
    node.tokens.set(await associatedTokenAddress(customer, USDC), '30000000')
    const adapter = solanaAdapter({ rpcUrl: node.url, usdcMint: USDC })
    const rpc = kit.createSolanaRpc(node.url)
    const slotOf = async (signature: string) => Number((await rpc.getSignatureStatuses([signature as never]).send()).value[0]!.slot)
    const lamports = () => BigInt(node.lamports.get(customer)!)

    let before = lamports()
    const created = await send('USDC', 25_000_000n)
    if (!created.ok) throw new Error(created.message)
    t.equal(await adapter.settlement!(created.txHash), null, 'confirmed but not finalized: not settled')
    node.finalizeAll()
    t.same(
      await adapter.settlement!(created.txHash),
      { blockNumber: await slotOf(created.txHash), fee: 5000n + RENT_TOKEN_ACCOUNT },
      "the fee and the payee's new token account, as recorded at broadcast",
    )
    t.equal(before - lamports(), 5000n + RENT_TOKEN_ACCOUNT, "all of it left the sender's SOL")
    t.equal(node.tokens.get(await associatedTokenAddress(payee, USDC)), '25000000', "the payee's account holds the tokens")

    before = lamports()
    const existing = await send('USDC', 1_000_000n)
    if (!existing.ok) throw new Error(existing.message)
    node.finalizeAll()
    t.same(
      await adapter.settlement!(existing.txHash),
      { blockNumber: await slotOf(existing.txHash), fee: 5000n },
      'no account created: the fee alone',
    )
    t.equal(before - lamports(), 5000n)

    before = lamports()
    const sol = await send('SOL', SOL / 2n)
    if (!sol.ok) throw new Error(sol.message)
    node.finalizeAll()
    const settled = await adapter.settlement!(sol.txHash)
    t.same(
      settled,
      { blockNumber: await slotOf(sol.txHash), fee: 5000n },
      'a SOL transfer: the amount is not a fee, nor is the new wallet it funds',
    )
    t.equal(before - lamports(), SOL / 2n + 5000n)
    t.ok(settled!.blockNumber! > (await adapter.settlement!(existing.txHash))!.blockNumber!, 'each in a later slot')
    t.match(await adapter.transaction(sol.txHash), { status: 'confirmed', currency: 'SOL', amount: SOL / 2n })
    t.equal(await adapter.settlement!(kit.getBase58Decoder().decode(new Uint8Array(64).fill(9))), null, 'unknown signature')
  },
)
