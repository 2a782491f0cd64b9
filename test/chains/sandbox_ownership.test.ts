/**
 * The sandbox credits only addresses the platform issued to the key's own
 * merchant (threat review): a test key could credit any address on the
 * sandbox ledger, and crediting another merchant's checkout session address
 * marked that session paid. Every kind of issued address is checked both
 * ways: its merchant's key credits it, another merchant's key gets 403
 * SANDBOX_ADDRESS_NOT_YOURS and nothing reaches the ledger.
 */
import t from 'tap'
import { SeedKeys, seedFromMnemonic } from '../../chains/derive/derive'
import { waasModule } from '../../actors/wallets/module'
import { createTestDb } from '../support/db'
import { eventually, onboardMerchant, type Merchant } from '../support/merchant'
import { startTestPlatform } from '../support/platform'
import { TREASURY_MODULES } from '../treasury/rig'

Object.assign(process.env, { DEPOSIT_POLL_MS: '100' })

t.test('POST /api/v1/sandbox/deposits credits only the key’s own merchant’s sandbox addresses', async (t) => {
  const db = await createTestDb('sbxown')
  const platform = await startTestPlatform(db, [...TREASURY_MODULES, waasModule])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const a = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'a@sbxown.test', plan: 'professional' })
  const b = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'b@sbxown.test', plan: 'professional' })
  const deposit = (m: Merchant, body: { network: string; currency: string; address: string; amount: string }) =>
    m.api('POST', '/api/v1/sandbox/deposits', body)
  const onLedger = async (address: string) =>
    (await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM sandbox_transfers WHERE to_address = ${address}`)[0]!.n
  const notYours = { status: 403, body: { code: 'SANDBOX_ADDRESS_NOT_YOURS' } }
  /** A session of `m` with ETH/USDC selected: its deposit address and the amount due. */
  const session = async (m: Merchant) => {
    const id = (await m.api('POST', '/api/v1/checkout/create', { amount: 20, currency: 'USD' })).body.session_id as string
    const sel = (await m.call('POST', `/api/v1/checkout/${id}/select-network`, { body: { network: 'ETH', currency: 'USDC' } })).body
    return { id, pay: { network: 'ETH', currency: 'USDC', address: sel.address as string, amount: sel.amount_crypto as string } }
  }
  const status = async (m: Merchant, id: string) => (await m.call('GET', `/api/v1/checkout/${id}/verify-now`)).body.status as string

  await t.test('error: SANDBOX_ADDRESS_NOT_YOURS: merchant A pays merchant B’s session address; B’s session stays pending', async (t) => {
    const theirs = await session(b)
    t.match(await deposit(a, theirs.pay), notYours)
    t.equal(await onLedger(theirs.pay.address), 0, 'nothing written on the ledger')
    // verify-now runs a watch round first: had anything been credited, this round would see it.
    t.equal(await status(b, theirs.id), 'pending')
  })

  await t.test('A pays its own session address: 201, and the session is paid', async (t) => {
    const mine = await session(a)
    t.match(await deposit(a, mine.pay), { status: 201, body: { address: mine.pay.address } })
    await eventually(async () => (await status(a, mine.id)) === 'paid' || undefined, 15_000)
  })

  await t.test('error: SANDBOX_ADDRESS_NOT_YOURS: an address the platform issued to nobody', async (t) => {
    const nobody = new SeedKeys(seedFromMnemonic('legal winner thank year wave sausage worth useful legal winner thank yellow')).derive(
      'ETH',
      0,
      false,
    ).address
    t.match(await deposit(a, { network: 'ETH', currency: 'ETH', address: nobody, amount: '1' }), notYours)
    t.equal(await onLedger(nobody), 0)
  })

  await t.test('a customer wallet address derived without monitoring: its merchant credits it, another gets 403', async (t) => {
    t.equal((await b.api('POST', '/api/v1/wallet/customers', { customer_id: 'bob' })).status, 200)
    const address = (await b.api('POST', '/api/v1/wallet/bob/derive', { network: 'POL' })).body.address as string
    t.match(await deposit(a, { network: 'POL', currency: 'POL', address, amount: '1' }), notYours)
    t.equal(await onLedger(address), 0)
    t.match(await deposit(b, { network: 'POL', currency: 'POL', address, amount: '1' }), { status: 201 })
    t.match(await deposit(b, { network: 'POL', currency: 'POL', address, amount: '1' }), { status: 201 }, 'and again')
    t.match(await deposit(a, { network: 'POL', currency: 'POL', address, amount: '1' }), notYours, 'still not the other merchant’s')
    t.equal(await onLedger(address), 2, 'the two credits of its merchant only')
    t.match(
      await deposit(b, { network: 'BSC', currency: 'BNB', address, amount: '1' }),
      notYours,
      'derived on POL only: the same EVM address on another network was not issued',
    )
  })

  await t.test('balance top-up and treasury addresses: their merchant credits them, another gets 403', async (t) => {
    const topUp = (await b.api('GET', '/api/v1/balance/top-up-addresses')).body.addresses[0] as { network: string; address: string }
    const treasury = ((await b.api('GET', '/api/v1/treasury/addresses')).body.addresses as { network: string; address: string }[]).find(
      (x) => x.network === 'POL',
    )!
    for (const [name, issued, currency] of [
      ['top-up', topUp, 'USDT'],
      ['treasury', treasury, 'POL'],
    ] as const) {
      const body = { network: issued.network, currency, address: issued.address, amount: '1' }
      t.match(await deposit(a, body), notYours, `${name}: another merchant is refused`)
      t.equal(await onLedger(issued.address), 0, `${name}: nothing written`)
      t.match(await deposit(b, body), { status: 201 }, `${name}: its merchant credits it`)
    }
  })
})
