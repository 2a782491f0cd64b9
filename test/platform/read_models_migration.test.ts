/**
 * Migration 025 on a database made before it: the read models are filled from the actor rows that exist, so every
 * list, search and scan that moved to them answers the same rows the JSON-path queries answered.
 */
import { randomBytes } from 'node:crypto'
import t from 'tap'
import { openRecords } from '../../actors/caas/ladder_runner'
import { depositsOf } from '../../actors/chains'
import { EndpointDirectory } from '../../actors/webhooks/endpoint_directory'
import { create, derive, FEE, intent, runActive } from '../../actors/wallets/decide_fixtures'
import { earnings, listWallets, searchAddresses, trackedWalletIds, walletByKey } from '../../actors/wallets/queries'
import { connectDb } from '../../platform/db/connect'
import { migrate } from '../../platform/db/migrate'
import { MIGRATIONS } from '../../platform/db/migrations'
import { encodeJson } from '../../platform/json'
import { TEST_DATABASE_URL } from '../support/db'

t.test('025 read_models: backfilled from actor_state', async (t) => {
  const schema = `rmmig_${randomBytes(6).toString('hex')}`
  const admin = connectDb({ url: TEST_DATABASE_URL, maxConnections: 1 })
  await admin.unsafe(`CREATE SCHEMA ${schema}`)
  await admin.end()
  const sql = connectDb({ url: TEST_DATABASE_URL, schema, maxConnections: 2 })
  t.teardown(async () => {
    await sql.unsafe(`DROP SCHEMA ${schema} CASCADE`)
    await sql.end({ timeout: 1 })
  })
  await migrate(
    sql,
    MIGRATIONS.filter((m) => m.version < 25),
  )

  const actor = (kind: string, id: string, state: unknown, shard = 2) =>
    sql`INSERT INTO actor_state (kind, id, shard, version, state) VALUES (${kind}, ${id}, ${shard}, 4, ${encodeJson(state)}::text::jsonb)`
  const wallet = {
    ...runActive([
      create,
      derive(false),
      intent(FEE),
      { type: 'send_broadcast', sendId: 's1', txHash: '0xs', gasFee: 21n },
      { type: 'send_observed', sendId: 's1', status: 'confirmed', confirmations: 1, blockNumber: 9 },
      { type: 'fee_claim', sendId: 's1' },
      { type: 'fee_result', sendId: 's1', ok: true, txHash: '0xf', gasFee: 21n, reason: null },
    ]).state,
    tracking: true,
    createdWith: { keyId: 'key-1', requestHash: 'h' },
  }
  await actor('wallet', wallet.id, wallet)
  await actor('apikey', 'k1', { status: 'active', id: 'k1', businessId: 'b1', hash: 'hash-1', createdBy: 'u1', createdAtMs: 5 })
  await actor('user', 'u1', { status: 'active', id: 'u1', businessId: 'b1', createdAtMs: 5 })
  await actor('invite', 'i1', { status: 'pending', id: 'i1', businessId: 'b1', invitedBy: 'u1', createdAtMs: 5 })
  await actor('webhook_endpoint', 'payments:b1', {
    status: 'active',
    id: 'payments:b1',
    businessId: 'b1',
    product: 'payments',
    createdAtMs: 5,
  })
  await actor('deposit', 'ETH:0xabc:0xto', {
    status: 'reversed',
    id: 'ETH:0xabc:0xto',
    network: 'ETH',
    address: '0xto',
    sandbox: true,
    settledAtMs: 7,
  })
  await actor('vas_order', 'b1:test:r1', {
    id: 'b1:test:r1',
    step: 'held',
    businessId: 'b1',
    isTest: true,
    category: 'airtime',
    customerId: 'c1',
    createdAtMs: 5,
  })
  await actor('caas_user', 'cu1', { status: 'active', id: 'cu1', mode: 'test', wallet: { address: '0xcaas' } })
  await actor('caas_transfer', 'tr1', { status: 'submitting', id: 'tr1' })
  await actor('caas_transfer', 'tr2', { status: 'settled', id: 'tr2' })
  await actor('balance', 'b1:test', { id: 'b1:test', businessId: 'b1', isTest: true, topUps: [{ network: 'POL' }], bookings: [] })
  await actor('swap', '42', { status: 'pending', id: '42', dex: 'sandbox' }, 5)
  await sql`INSERT INTO swaps (id, business_id, is_test, customer_id, revision, status, type, from_chain, created_at, record)
    VALUES (42, 'b1', true, 'c1', 1, 'pending', 'dex', 'ETH', now(), '{}')`

  t.same(
    await migrate(
      sql,
      MIGRATIONS.filter((m) => m.version <= 25),
    ),
    [25],
  )

  t.match(await listWallets(sql, 'b1', 'test', '', 10, 0), { total: 1, customers: [{ customer_id: 'c1', wallet_id: 7 }] })
  t.match(await searchAddresses(sql, { businessId: 'b1', mode: 'test', networks: ['ETH'], search: '', limit: 10, offset: 0 }), {
    total: 1,
    rows: [{ wallet: { id: wallet.id }, seq: wallet.addresses[0]!.seq }],
  })
  const got = await earnings(sql, 'b1', 'test')
  t.same(got.totals, [{ network: 'ETH', currency: 'ETH', total: '1', count: '1' }])
  t.match(got.recent, [{ customerId: 'c1', tx: { key: 's1', fee: { status: 'collected', amount: 1n } } }])
  t.equal(got.totalTransfers, 1)
  t.same(await trackedWalletIds(sql, [2], '', 10), [wallet.id])
  t.equal((await walletByKey(sql, 'key-1', 0))?.id, wallet.id)

  t.match(await depositsOf(sql, 'ETH', '0xto'), [{ id: 'ETH:0xabc:0xto', status: 'reversed' }])
  t.match(await sql`SELECT sandbox, status, settled_at_ms FROM chain_deposits`, [{ sandbox: true, status: 'reversed', settled_at_ms: '7' }])
  t.match(await new EndpointDirectory(sql, undefined as never).activeFor([{ businessId: 'b1', product: 'payments' }]), [
    { id: 'payments:b1' },
  ])
  t.same(await openRecords(sql, 'caas_transfer', [2]), ['tr1'], 'the open transfer only')

  t.match(await sql`SELECT id, business_id, status, hash, created_by, created_at_ms FROM api_keys`, [
    { id: 'k1', business_id: 'b1', status: 'active', hash: 'hash-1', created_by: 'u1', created_at_ms: '5' },
  ])
  t.match(await sql`SELECT id, business_id, status FROM users`, [{ id: 'u1', business_id: 'b1', status: 'active' }])
  t.match(await sql`SELECT id, business_id, status, invited_by FROM invites`, [
    { id: 'i1', business_id: 'b1', status: 'pending', invited_by: 'u1' },
  ])
  t.match(await sql`SELECT id, shard, business_id, is_test, step, open, category, customer_id FROM vas_orders`, [
    { id: 'b1:test:r1', shard: 2, business_id: 'b1', is_test: true, step: 'held', open: true, category: 'airtime', customer_id: 'c1' },
  ])
  t.match(await sql`SELECT id, status, mode, address FROM caas_users`, [{ id: 'cu1', status: 'active', mode: 'test', address: '0xcaas' }])
  t.match(await sql`SELECT id, is_test, top_ups FROM balances`, [{ id: 'b1:test', is_test: true, top_ups: 1 }])
  t.match(await sql`SELECT id::text AS id, shard, dex FROM swaps`, [{ id: '42', shard: 5, dex: 'sandbox' }])
  t.same(
    await sql`SELECT indexname FROM pg_indexes WHERE schemaname = ${schema} AND tablename = 'actor_state' AND indexname <> 'actor_state_pkey'`,
    [],
    'the expression indexes of the JSON-path queries are gone',
  )
})
