import t from 'tap'
import { SeedKeys, seedFromMnemonic } from '../../chains/derive/derive'
import { evmAdapter } from '../../chains/evm/adapter'
import { accounts, viem } from '../../chains/esm_deps'
import { startAnvil, ANVIL_KEY_0 } from '../support/anvil'
import { startRpcServer } from '../support/rpc_server'
import { watchHarness } from '../support/watch'

const keys = new SeedKeys(seedFromMnemonic('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'))

t.test('EVM deposits on a real anvil: transient RPC failures and a reorg that mines the deposit again', async (t) => {
  const anvil = await startAnvil()
  t.teardown(() => anvil.stop())
  // A proxy in front of anvil that can make chosen methods fail as an overloaded provider does (HTTP 500).
  const failing = new Set<string>()
  const proxy = await startRpcServer(async (request) => {
    if (failing.has(request.body.method)) return { status: 500, text: 'upstream unavailable' }
    const res = await fetch(anvil.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request.body),
    })
    return { text: await res.text() }
  })
  t.teardown(() => proxy.close())

  const adapter = evmAdapter({ network: 'ETH', rpcUrl: proxy.url, nativeCurrency: 'ETH', tokens: {}, requiredDepth: 3 })
  const address = keys.derive('ETH', 7, false).address as `0x${string}`
  const h = await watchHarness(t, adapter, address)
  await h.watcher.pollOnce() // the cursor starts at the head

  const account = accounts.privateKeyToAccount(ANVIL_KEY_0)
  const chain = viem.defineChain({
    id: 31337,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.url] } },
  })
  const wallet = viem.createWalletClient({ account, chain, transport: viem.http(anvil.url) })
  const signed = async (value: bigint) =>
    wallet.signTransaction(await wallet.prepareTransactionRequest({ account, chain, to: address, value }))

  t.test('transaction: an unknown hash is a definite not-found', async (t) => {
    t.equal(await adapter.transaction(`0x${'11'.repeat(32)}`), null)
  })

  t.test('a provider failing receipt look-ups never reverses a detected deposit', async (t) => {
    const hash = await wallet.sendTransaction({ account, chain, to: address, value: viem.parseEther('1') })
    await h.watcher.pollOnce()
    t.same(await h.outcome(hash), ['deposit.detected'])
    failing.add('eth_getTransactionReceipt')
    await t.rejects(h.watcher.pollOnce(), 'the round fails and is tried again')
    await t.rejects(adapter.transaction(hash), 'the adapter throws instead of answering not-found')
    t.same(await h.outcome(hash), ['deposit.detected'], 'no reversal')
    failing.clear()
    await anvil.rpc('anvil_mine', ['0x2'])
    await h.watcher.pollOnce()
    t.same(await h.outcome(hash), ['deposit.detected', 'deposit.confirmed'], 'confirmed once the provider recovers')
  })

  t.test('reversed by a reorg, then the same signed transaction is mined again: detected again, then confirmed', async (t) => {
    const snapshot = await anvil.rpc<string>('evm_snapshot')
    const raw = await signed(viem.parseEther('0.5'))
    const hash = await anvil.rpc<string>('eth_sendRawTransaction', [raw])
    await h.watcher.pollOnce()
    t.same(await h.outcome(hash), ['deposit.detected'])

    await anvil.rpc('evm_revert', [snapshot])
    await h.watcher.pollOnce()
    await h.watcher.pollOnce()
    t.same(await h.outcome(hash), ['deposit.detected', 'deposit.reversed'], 'gone for two rounds: reversed')

    // Mined again at the height the cursor has already passed, as after a real reorg.
    t.equal(await anvil.rpc<string>('eth_sendRawTransaction', [raw]), hash, 'the same transaction')
    await h.watcher.pollOnce()
    t.same(await h.outcome(hash), ['deposit.detected', 'deposit.reversed', 'deposit.detected'], 'seen again: detected again')
    t.match(await h.last(hash), { status: 'detected', sighting: 2, amount: 500_000_000_000_000_000n })

    await anvil.rpc('anvil_mine', ['0x2'])
    await h.watcher.pollOnce()
    t.same(await h.outcome(hash), ['deposit.detected', 'deposit.reversed', 'deposit.detected', 'deposit.confirmed'])
    t.match(await h.last(hash), { status: 'confirmed', sighting: 2, confirmations: 3 })
  })
})
