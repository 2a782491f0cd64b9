/**
 * broadcast / check of EVM transactions on anvil: the hash computed from
 * the signed bytes is the node's; a repeat is no refusal; a transaction
 * whose nonce another took is `conflicted`; a mempool one `pending`; a
 * reverted receipt `included` as reverted; a refusal of the bytes themselves
 * (no funds) is `rejected`.
 */
import t from 'tap'
import { accounts, viem } from '../../chains/esm_deps'
import { evmAdapter } from '../../chains/evm/adapter'
import { broadcastEvm, checkEvm } from '../../chains/send/evm_settle'
import type { SignedTransaction } from '../../chains/send/signed'
import { ANVIL_KEY_0, startAnvil } from '../support/anvil'

t.test('anvil: check answers missing, pending, conflicted, included (confirmed and reverted); broadcast answers', async (t) => {
  const anvil = await startAnvil()
  t.teardown(() => anvil.stop())
  const adapter = evmAdapter({ network: 'ETH', rpcUrl: anvil.url, nativeCurrency: 'ETH', tokens: {}, requiredDepth: 1 })
  const payer = accounts.privateKeyToAccount(ANVIL_KEY_0)
  const sign = async (nonce: number, to: `0x${string}`, account = payer, gas = 21_000n): Promise<SignedTransaction> => {
    const raw = await account.signTransaction({
      chainId: 31337,
      type: 'eip1559',
      nonce,
      to,
      value: 1_000n,
      gas,
      maxFeePerGas: 10n ** 10n,
      maxPriorityFeePerGas: 10n ** 9n,
    })
    return { mode: 'live', network: 'ETH', txHash: viem.keccak256(raw), raw, from: account.address, fee: 0n, feeCurrency: 'ETH', nonce }
  }
  const to = (n: number) => `0x${(0xbeef00 + n).toString(16).padStart(40, '0')}` as `0x${string}`
  const nonce = await adapter.client.getTransactionCount({ address: payer.address })

  const first = await sign(nonce, to(1))
  const rival = await sign(nonce, to(2))
  t.same(await checkEvm(adapter, first), { kind: 'missing' }, 'never sent: missing')
  t.same(await broadcastEvm(adapter, rival), { kind: 'accepted', txHash: rival.txHash }, 'the hash computed before is the node’s')
  t.match(await checkEvm(adapter, rival), { kind: 'included', outcome: 'confirmed', block: Number })
  t.match(await checkEvm(adapter, first), { kind: 'conflicted', detail: /nonce/ }, 'its nonce went to another transaction')
  t.equal((await broadcastEvm(adapter, rival)).kind, 'unknown', 'the same bytes again ("nonce too low"): no outcome')
  t.equal((await broadcastEvm(adapter, first)).kind, 'unknown', 'a used nonce is no refusal either: the check decides')

  await anvil.rpc('evm_setAutomine', [false])
  const queued = await sign(nonce + 1, to(3))
  t.equal((await broadcastEvm(adapter, queued)).kind, 'accepted')
  t.same(await checkEvm(adapter, queued), { kind: 'pending' }, 'in the mempool: pending')
  await anvil.rpc('evm_mine')
  await anvil.rpc('evm_setAutomine', [true])
  t.match(await checkEvm(adapter, queued), { kind: 'included', outcome: 'confirmed' })

  // PUSH1 0 PUSH1 0 REVERT: every call to it reverts, and the transaction still pays its gas.
  await anvil.rpc('anvil_setCode', [to(4), '0x60006000fd'])
  const reverting = await sign(nonce + 2, to(4), payer, 60_000n)
  t.equal((await broadcastEvm(adapter, reverting)).kind, 'accepted')
  t.match(await checkEvm(adapter, reverting), { kind: 'included', outcome: 'reverted' })

  const broke = accounts.privateKeyToAccount(`0x${'77'.repeat(32)}`)
  t.match(await broadcastEvm(adapter, await sign(0, to(5), broke)), { kind: 'rejected', code: 'insufficient_funds' })
})
