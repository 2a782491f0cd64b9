import t from 'tap'
import { accounts, viem } from '../../chains/esm_deps'
import { startAnvil, ANVIL_KEY_0 } from '../support/anvil'
import { balanceReaches, eventually, startBalanceRig } from './rig'

// OpenZeppelin 4.9's ERC20PresetMinterPauser: a real ERC-20 with mint, bytecode shipped in the npm package.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const TOKEN = require('@openzeppelin/contracts/build/contracts/ERC20PresetMinterPauser.json') as { abi: unknown[]; bytecode: `0x${string}` }

t.test('a live USDT top-up on anvil standing in for POL: credited once at depth; a reorg voids a pending credit', async (t) => {
  const anvil = await startAnvil()
  t.teardown(() => anvil.stop())
  const chain = viem.defineChain({
    id: 31337,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.url] } },
  })
  const account = accounts.privateKeyToAccount(ANVIL_KEY_0)
  const funder = viem.createWalletClient({ account, chain, transport: viem.http(anvil.url) })
  const reader = viem.createPublicClient({ chain, transport: viem.http(anvil.url), cacheTime: 0 })
  const usdt = (
    await reader.waitForTransactionReceipt({
      hash: await funder.deployContract({ abi: TOKEN.abi, bytecode: TOKEN.bytecode, args: ['Tether USD', 'USDT'] } as never),
    })
  ).contractAddress!
  // POL's tokens have 6 decimals in the platform's table; the node reports raw units, so 25.5 USDT is 25_500_000.
  Object.assign(process.env, { POL_RPC_URL: anvil.url, POL_USDT: usdt, POL_CONFIRMATIONS: '2', DEPOSIT_POLL_MS: '100' })
  const rig = await startBalanceRig(t, 'balpol')
  const m = rig.merchant
  const live = m.liveKey

  const listed = await m.api('GET', '/api/v1/balance/top-up-addresses', undefined, {}, live)
  t.equal(listed.status, 200)
  t.match(listed.body, { is_test_mode: false }, 'the live key gets live addresses')
  t.same(
    listed.body.addresses.map((a: { network: string }) => a.network),
    ['POL'],
    'only the network with a live node (BSC has none here)',
  )
  const address = listed.body.addresses[0].address as `0x${string}`
  // The live watcher starts from the chain tip the first time it runs; wait for it so the top-up lands after.
  await eventually(async () =>
    (await rig.db.sql`SELECT 1 FROM chain_cursors WHERE network = 'POL' AND sandbox = false`).length > 0 ? true : undefined,
  )
  const mint = async (units: bigint) =>
    funder.signTransaction(
      await funder.prepareTransactionRequest({
        account,
        chain,
        to: usdt,
        data: viem.encodeFunctionData({ abi: TOKEN.abi, functionName: 'mint', args: [address, units] } as never),
      }),
    )

  await t.test('detected: pending, not available; at depth: available, credited once', async (t) => {
    await anvil.rpc('eth_sendRawTransaction', [await mint(25_500_000n)])
    const pending = await balanceReaches(rig, m, 'USDT', 'pending', '25500000', live)
    t.match(pending, { available: '0' }, 'one confirmation of two: not spendable')
    t.equal(rig.webhooks('balance.credited').length, 0, 'nothing announced while pending')
    await anvil.rpc('anvil_mine', ['0x1'])
    const b = await balanceReaches(rig, m, 'USDT', 'available', '25500000', live)
    t.match(b, { pending: '0', available_decimal: '25.5' })
    const credited = await eventually(async () => rig.webhooks('balance.credited')[0])
    t.match(credited, { amount: '25500000', currency: 'USDT', network: 'POL', is_test_mode: false })
    await anvil.rpc('anvil_mine', ['0x3'])
    // More depth and more watch rounds change nothing.
    await eventually(async () => ((await rig.db.sql`SELECT 1 FROM actor_state WHERE kind = 'deposit'`).length === 1 ? true : undefined))
    t.match(await rig.balance(m, 'USDT', live), { available: '25500000', pending: '0' })
    t.equal(rig.webhooks('balance.credited').length, 1)
    t.match(await rig.balance(m, 'USDT'), { available: '0' }, 'the test key sees none of the live money')
  })

  await t.test('reorg: the pending credit of a transfer that left the chain is voided; mined again, it is credited once', async (t) => {
    const snapshot = await anvil.rpc<string>('evm_snapshot')
    const raw = await mint(4_000_000n)
    const hash = await anvil.rpc<string>('eth_sendRawTransaction', [raw])
    await balanceReaches(rig, m, 'USDT', 'pending', '4000000', live)

    await anvil.rpc('evm_revert', [snapshot])
    // Gone for two watch rounds: the deposit is reversed and its pending credit voided.
    const voided = await balanceReaches(rig, m, 'USDT', 'pending', '0', live)
    t.match(voided, { available: '25500000' }, 'available never moved')
    const entries = (await m.api('GET', '/api/v1/balance/entries', undefined, {}, live)).body.entries as Record<string, unknown>[]
    t.match(
      entries.filter((e) => e.tx_hash === hash),
      [{ status: 'voided', amount: '4000000' }],
    )

    // The same signed transaction mined again, as after a real reorg, then buried to depth.
    t.equal(await anvil.rpc<string>('eth_sendRawTransaction', [raw]), hash, 'the same transaction')
    await balanceReaches(rig, m, 'USDT', 'pending', '4000000', live)
    await anvil.rpc('anvil_mine', ['0x1'])
    await balanceReaches(rig, m, 'USDT', 'available', '29500000', live)
    t.match(await rig.balance(m, 'USDT', live), { pending: '0' })
    const all = (await m.api('GET', '/api/v1/balance/entries', undefined, {}, live)).body.entries as Record<string, unknown>[]
    t.match(
      all.filter((e) => e.tx_hash === hash).map((e) => e.status),
      ['posted', 'voided'],
      'newest first: the second sighting posted, the first voided',
    )
    await eventually(async () => (rig.webhooks('balance.credited').length === 2 ? true : undefined))
    t.match(rig.webhooks('balance.credited')[1], { amount: '4000000', tx_hash: hash })
    // The ledger balances: every unit the merchant holds came out of POL clearing.
    const [sum] = await rig.db.sql<{ credits: string; debits: string }[]>`
      SELECT sum(credits_posted)::text AS credits, sum(debits_posted)::text AS debits FROM ledger_accounts WHERE ledger = 'USDT'`
    t.same(sum, { credits: '29500000', debits: '29500000' })
  })
})
