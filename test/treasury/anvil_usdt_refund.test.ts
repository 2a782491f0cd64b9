import t from 'tap'
import { accounts, viem } from '../../chains/esm_deps'
import { startAnvil, ANVIL_KEY_0 } from '../support/anvil'
import { NO_MAINNET_TOKENS } from '../support/local_tokens'
import { createTestDb } from '../support/db'
import { eventually, onboardMerchant } from '../support/merchant'
import { startTestPlatform } from '../support/platform'
import { adminClient, ledgerSums, settledMove, TREASURY_MODULES } from './rig'

// OpenZeppelin 4.9's ERC20PresetMinterPauser: a real ERC-20 with mint, bytecode shipped in the npm package.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const TOKEN = require('@openzeppelin/contracts/build/contracts/ERC20PresetMinterPauser.json') as { abi: unknown[]; bytecode: `0x${string}` }

t.test(
  'A USDT refund on anvil for a session paid in USDT completes: gas topped up, refund sent, sweep recorded, ledger balanced',
  async (t) => {
    const anvil = await startAnvil()
    const chain = viem.defineChain({
      id: 31337,
      name: 'anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.url] } },
    })
    const customer = viem.createWalletClient({ account: accounts.privateKeyToAccount(ANVIL_KEY_0), chain, transport: viem.http(anvil.url) })
    const reader = viem.createPublicClient({ chain, transport: viem.http(anvil.url), cacheTime: 0 })
    const mined = async (hash: Promise<`0x${string}`>) => reader.waitForTransactionReceipt({ hash: await hash })
    const usdt = (await mined(customer.deployContract({ abi: TOKEN.abi, bytecode: TOKEN.bytecode, args: ['Tether USD', 'USDT'] } as never)))
      .contractAddress!
    const usdtOf = async (address: string) =>
      (await reader.readContract({ address: usdt, abi: TOKEN.abi, functionName: 'balanceOf', args: [address] } as never)) as bigint
    Object.assign(process.env, {
      ...NO_MAINNET_TOKENS,
      ETH_RPC_URL: anvil.url,
      ETH_USDT: usdt,
      ETH_CONFIRMATIONS: '1',
      DEPOSIT_POLL_MS: '100',
      CHAIN_SEND_CHECK_MS: '100',
      TREASURY_POLL_MS: '100',
      TREASURY_SWEEP_MS: '0',
    })

    const db = await createTestDb('treasury_anvil')
    const platform = await startTestPlatform(db, TREASURY_MODULES)
    t.teardown(async () => {
      await platform.close()
      await anvil.stop()
      await db.drop()
    })
    const admin = adminClient(platform.baseUrl, platform.adminToken)
    const m = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'treasury@test.dev', plan: 'professional' })
    const live = (method: string, path: string, body?: unknown) => m.api(method, path, body, {}, m.liveKey)
    await m.dashboard('POST', '/api/v1/settings/wallet/generate')

    const id = (await live('POST', '/api/v1/checkout/create', { amount: 42, currency: 'USD', reference: 'usdt-1' })).body
      .session_id as string
    const sel = (await m.call('POST', `/api/v1/checkout/${id}/select-network`, { body: { network: 'ETH', currency: 'USDT' } })).body
    t.match(sel, { network: 'ETH', currency: 'USDT', address: /^0x/ })
    await eventually(async () =>
      (await db.sql`SELECT 1 FROM chain_cursors WHERE network = 'ETH' AND sandbox = false`).length > 0 ? true : undefined,
    )

    // The customer pays from an account of its own, so the refund goes back there by default.
    const due = viem.parseUnits(sel.amount_crypto, 6)
    await mined(
      customer.writeContract({ address: usdt, abi: TOKEN.abi, functionName: 'mint', args: [customer.account.address, due] } as never),
    )
    await mined(customer.writeContract({ address: usdt, abi: TOKEN.abi, functionName: 'transfer', args: [sel.address, due] } as never))
    await eventually(
      async () => ((await m.call('GET', `/api/v1/checkout/${id}/verify-now`)).body.status === 'paid' ? true : undefined),
      30_000,
    )
    t.equal(await reader.getBalance({ address: sel.address }), 0n, 'the session address holds no ETH for gas')

    // The merchant funds its treasury (gas) address, shown and watched by the platform.
    const treasury = ((await live('GET', '/api/v1/treasury/addresses')).body.addresses as { network: string; address: string }[]).find(
      (a) => a.network === 'ETH',
    )!.address
    await mined(customer.sendTransaction({ to: treasury as `0x${string}`, value: viem.parseEther('1') }))

    const before = await usdtOf(customer.account.address)
    const created = await live('POST', '/api/v1/refunds', { session_id: id, reason: 'half back', amount: 21 })
    t.equal(created.status, 201)
    // The request waits a moment for the first answer: the gas top-up may or may not have confirmed by then, never failed.
    t.match(created.body, { status: /^(processing|submitted)$/, crypto_currency: 'USDT', network: 'ETH' }, 'answered as it stands')
    const refund = await eventually(async () => {
      const r = (await live('GET', `/api/v1/refunds/${created.body.id}`)).body
      return r.status !== 'processing' ? r : undefined
    }, 60_000)
    t.match(refund, { status: 'submitted', tx_hash: /^0x[0-9a-f]{64}$/, network_fee_currency: 'ETH' }, 'the refund was sent')
    t.equal((await usdtOf(customer.account.address)) - before, due / 2n, 'the customer got half of the USDT back')

    const gas = await settledMove(admin, 'live', (x) => x.purpose === 'gas' && x.to_address === sel.address)
    t.match(gas, { status: 'confirmed', currency: 'ETH', from_address: treasury }, 'gas came from the treasury address first')
    const refundMove = await settledMove(admin, 'live', (x) => x.purpose === 'refund')
    t.equal(refundMove.tx_hash, refund.tx_hash)

    // The rest is swept into the treasury address (a token sweep: gas again if the leftover does not cover it).
    const started = (await admin('POST', '/admin/treasury/sweeps', { environment: 'live' })).body.moves as {
      id: string
      currency: string
    }[]
    t.match(started, [{ currency: 'USDT' }], 'one sweep started: the USDT left at the session address')
    const sweep = await settledMove(admin, 'live', (x) => x.id === started[0]!.id)
    t.match(sweep, { status: 'confirmed', amount: String(due - due / 2n), to_address: treasury }, 'sweep recorded')
    t.equal(await usdtOf(sel.address), 0n, 'the session address is empty')
    t.equal(await usdtOf(treasury), due - due / 2n, 'the treasury holds the rest')

    const sums = await ledgerSums(db.sql)
    t.same(sums, { ETH: '0', USDT: '0' }, 'every ledger sums to zero')
    // Receipts are booked by an outbox subscriber: wait for the report to settle rather than for a fixed time.
    const report = await eventually(async () => {
      const r = (await admin('GET', '/admin/treasury/reconciliation?environment=live')).body
      return r.differences === 0 ? r : undefined
    }, 30_000)
    t.equal(report.differences, 0, 'every custody account matches the chain')
    t.ok(
      [
        'custody:session:ETH:USDT:live',
        'custody:session:ETH:ETH:live',
        'custody:treasury:ETH:USDT:live',
        'custody:treasury:ETH:ETH:live',
      ].every((id) => report.accounts.some((a: { account_id: string; status: string }) => a.account_id === id && a.status === 'ok')),
      'session and treasury custody of USDT and ETH are all compared',
    )

    // The gas top-up landed on the session address like a payment would: the session never took it for one (the pay
    // page and the refund arithmetic read its payments). No route lists a session's payments, so its state is read here.
    await eventually(async () =>
      (
        await db.sql`SELECT 1 FROM actor_state WHERE kind = 'deposit' AND state->>'txHash' = ${gas.tx_hash!} AND state->>'status' = 'confirmed'`
      ).length > 0
        ? true
        : undefined,
    )
    const [session] = await db.sql<{ payments: { currency: string }[] }[]>`
      SELECT state->'payments' AS payments FROM actor_state WHERE kind = 'checkout' AND id = ${id}`
    t.same(
      session!.payments.map((p) => p.currency),
      ['USDT'],
      'the session holds the USDT payment only, not the gas top-up',
    )
    // Funds moved outside the platform (nothing it sent or watched): the report names the account and the amount.
    const held = await reader.getBalance({ address: treasury as `0x${string}` })
    await anvil.rpc('anvil_setBalance', [treasury, viem.toHex(held - 12345n)])
    const after = (await admin('GET', '/admin/treasury/reconciliation?environment=live')).body
    t.equal(after.differences, 1)
    t.match(
      after.accounts.find((a: { status: string }) => a.status === 'difference'),
      { account_id: 'custody:treasury:ETH:ETH:live', difference: '-12345' },
    )
  },
)
