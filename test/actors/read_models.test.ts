/**
 * The read models of migration 025 as the product's queries read them: each state goes through the commit statement
 * (commitMany, with the kinds' read models, as the Postgres store sends it), and the list, search or scan answers
 * what the last committed state holds: after a create, an update, a status change and a removal, and never after a
 * stale writer's commit. Without the read model's rows the queries answer nothing.
 */
import t, { type Test } from 'tap'
import { commitMany, type ReadModels } from '../../actors/runtime/commit_many'
import type { ReadModel } from '../../actors/runtime/read_model'
import type { CommitResult, Fence } from '../../actors/runtime/store'
import { PostgresActorStore } from '../../actors/runtime/store_postgres'
import { openRecords } from '../../actors/caas/ladder_runner'
import { caasTransferKind } from '../../actors/caas/transfer/decide'
import type { CaasContext } from '../../actors/caas/context'
import { caasUserKind } from '../../actors/caas/user/decide'
import type { CaasUserState } from '../../actors/caas/user/state'
import { watchUnwatchedWallets } from '../../actors/caas/watch_sweep'
import type { CaasTransferState } from '../../actors/caas/transfer/state'
import { depositKind } from '../../actors/chains/deposit/decide'
import { depositsOf, type DepositView } from '../../actors/chains'
import { webhookEndpointKind } from '../../actors/webhooks/endpoint/decide'
import { EndpointDirectory, type Endpoint } from '../../actors/webhooks/endpoint_directory'
import { walletKind } from '../../actors/wallets/decide'
import { create, derive, FEE, intent, NOW, runActive } from '../../actors/wallets/decide_fixtures'
import { earnings, listWallets, searchAddresses, trackedWalletIds, walletByKey } from '../../actors/wallets/queries'
import type { ActiveWallet } from '../../actors/wallets/state'
import { encodeJson } from '../../platform/json'
import { createTestDb } from '../support/db'

interface Kind<S> {
  readonly kind: string
  readonly readModel?: ReadModel<S>
}

async function rig(t: Test) {
  const db = await createTestDb('rm')
  t.teardown(() => db.drop())
  const store = new PostgresActorStore(db.sql)
  const shard = 3
  const fence: Fence = { shard, owner: 'h1', epoch: (await store.acquireLease(shard, 'h1', 60_000))!.epoch }
  const models: ReadModels = new Map(
    [walletKind, depositKind, webhookEndpointKind, caasTransferKind, caasUserKind].map((k) => [k.kind, k.readModel as ReadModel<unknown>]),
  )
  const versions = new Map<string, number>()
  /** Commits `state` over the version last committed here (or `expected`), as the store's commit statement does. */
  const commit = async <S>(kind: Kind<S>, id: string, state: S, expected?: number): Promise<CommitResult> => {
    const key = `${kind.kind}:${id}`
    const version = expected ?? versions.get(key) ?? 0
    const [result] = await commitMany(
      db.sql,
      [
        {
          ref: { kind: kind.kind, id },
          shard,
          expectedVersion: version,
          stateJson: encodeJson(state),
          events: [],
          timers: [],
          fence,
          readModelRows: kind.readModel?.rows(state) ?? undefined,
        },
      ],
      models,
    )
    if (result === 'ok') versions.set(key, version + 1)
    return result!
  }
  return { sql: db.sql, shard, commit }
}

t.test('wallets: the customer list, the address search, the earnings and the tracker follow every commit', async (t) => {
  const { sql, shard, commit } = await rig(t)
  const id = 'b1:test:c1'
  const created: ActiveWallet = { ...runActive([create, derive(false)]).state, createdWith: { keyId: 'key-1', requestHash: 'h' } }
  t.equal(await commit(walletKind, id, created), 'ok')
  t.match(await listWallets(sql, 'b1', 'test', '', 10, 0), { total: 1, customers: [{ customer_id: 'c1', wallet_id: 7 }] })
  t.match(await listWallets(sql, 'b1', 'live', '', 10, 0), { total: 0, customers: [] }, 'the other environment lists nothing')
  t.match(await listWallets(sql, 'b1', 'test', 'nobody', 10, 0), { total: 0 }, 'a search that matches no customer')
  t.equal((await listWallets(sql, 'b1', 'test', '', 10, 5)).total, 1, 'past the last page the total is still counted')
  const search = { businessId: 'b1', mode: 'test' as const, networks: null, search: '', limit: 10, offset: 0 }
  t.match(await searchAddresses(sql, search), { total: 1, rows: [{ wallet: { id }, seq: created.addresses[0]!.seq }] })
  t.equal((await walletByKey(sql, 'key-1', 0))?.id, id, 'the wallet its Idempotency-Key made')
  t.same(await trackedWalletIds(sql, [shard], '', 10), [], 'nothing to track yet')
  t.match(await earnings(sql, 'b1', 'test'), { totals: [], recent: [], totalTransfers: 0 })

  const sending = runActive([
    create,
    derive(false),
    intent(FEE),
    { type: 'send_broadcast', sendId: 's1', txHash: '0xs', gasFee: 21n },
  ]).state
  t.equal(await commit(walletKind, id, { ...sending, createdWith: created.createdWith }), 'ok')
  t.same(await trackedWalletIds(sql, [shard], '', 10), [id], 'a broadcast send is tracked')
  t.same(await trackedWalletIds(sql, [shard + 1], '', 10), [], 'on its own shard only')
  t.same(await trackedWalletIds(sql, [shard], id, 10), [], 'after the cursor')
  t.match(await earnings(sql, 'b1', 'test'), { totals: [], totalTransfers: 1 }, 'a pending transfer, no fee collected yet')

  const collected: ActiveWallet = {
    ...runActive([
      create,
      derive(false),
      derive(true),
      intent(FEE),
      { type: 'send_broadcast', sendId: 's1', txHash: '0xs', gasFee: 21n },
      { type: 'send_observed', sendId: 's1', status: 'confirmed', confirmations: 1, blockNumber: 9 },
      { type: 'fee_claim', sendId: 's1' },
      { type: 'fee_result', sendId: 's1', ok: true, txHash: '0xf', gasFee: 21n, reason: null },
    ]).state,
    createdWith: created.createdWith,
  }
  t.equal(await commit(walletKind, id, collected), 'ok')
  const got = await earnings(sql, 'b1', 'test')
  t.same(got.totals, [{ network: 'ETH', currency: 'ETH', total: '1', count: '1' }], 'the fee, a decimal string')
  t.match(got.recent, [{ customerId: 'c1', tx: { key: 's1', amount: 5n, fee: { status: 'collected', txHash: '0xf', amount: 1n } } }])
  t.equal(got.totalTransfers, 1)
  t.equal((await searchAddresses(sql, search)).total, collected.addresses.length, 'the address derived since')
  t.same(await trackedWalletIds(sql, [shard], '', 10), collected.tracking ? [id] : [], 'tracked exactly while the state says so')

  t.equal(await commit(walletKind, id, sending, 1), 'conflict', 'a stale writer')
  t.equal((await earnings(sql, 'b1', 'test')).totals.length, 1, 'writes no read-model row either')

  // A send that never left is dropped from the state (sends.ts): its row goes in the same commit.
  const dropped: ActiveWallet = { ...collected, transactions: [] }
  t.equal(await commit(walletKind, id, dropped), 'ok')
  t.match(await earnings(sql, 'b1', 'test'), { totals: [], recent: [], totalTransfers: 0 })
  t.equal((await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM wallet_sends`)[0]!.n, 0)
  t.equal((await walletByKey(sql, 'key-1', 0))?.id, id, 'still the wallet its key made')
  t.equal(await walletByKey(sql, 'key-1', NOW + 1), null, 'but not one made before the window')
})

t.test('deposits, webhook endpoints, CaaS users and ladder records: found by their read models after each change', async (t) => {
  const { sql, shard, commit } = await rig(t)
  const deposit: DepositView = {
    status: 'detected',
    id: 'ETH:0xabc:0xto',
    network: 'ETH',
    txHash: '0xabc',
    address: '0xto',
    currency: 'ETH',
    amount: 5n,
    owner: { kind: 'wallet', id: 'w' },
    sandbox: true,
    confirmations: 0,
    detectedAtMs: 1,
    settledAtMs: null,
  }
  t.equal(await commit(depositKind, deposit.id, deposit), 'ok')
  t.match(await depositsOf(sql, 'ETH', '0xto'), [{ id: deposit.id, status: 'detected' }])
  t.same(await depositsOf(sql, 'BSC', '0xto'), [], 'another network')
  t.equal(await commit(depositKind, deposit.id, { ...deposit, status: 'confirmed', confirmations: 12, settledAtMs: 2 }), 'ok')
  t.match(await depositsOf(sql, 'ETH', '0xto'), [{ status: 'confirmed', confirmations: 12 }])
  t.match(await sql`SELECT status, settled_at_ms FROM chain_deposits`, [{ status: 'confirmed', settled_at_ms: '2' }])

  const directory = new EndpointDirectory(sql, undefined as never)
  const endpoint: Endpoint = {
    status: 'active',
    id: 'payments:b1',
    businessId: 'b1',
    product: 'payments',
    url: 'https://a.example/hooks',
    events: [],
    walletWebhookEnabled: false,
    sealedSecret: 'sealed',
    secretVersion: 1,
    createdAtMs: 1,
    updatedAtMs: 1,
  }
  t.equal(await commit(webhookEndpointKind, endpoint.id, endpoint), 'ok')
  t.match(await directory.activeFor([{ businessId: 'b1', product: 'payments' }]), [{ id: endpoint.id }])
  t.same(await directory.activeFor([{ businessId: 'b1', product: 'caas' }]), [], 'another product')
  t.equal(await commit(webhookEndpointKind, endpoint.id, { ...endpoint, status: 'deactivated', updatedAtMs: 2 }), 'ok')
  t.same(await directory.activeFor([{ businessId: 'b1', product: 'payments' }]), [], 'deactivated')

  const transfer = (status: string) => ({ id: 'tr1', status }) as unknown as CaasTransferState
  t.equal(await commit(caasTransferKind, 'tr1', transfer('queued')), 'ok')
  t.same(await openRecords(sql, 'caas_transfer', [shard]), ['tr1'])
  t.same(await openRecords(sql, 'caas_swap', [shard]), [], 'another kind')
  t.equal(await commit(caasTransferKind, 'tr1', transfer('submitted')), 'ok')
  t.same(await openRecords(sql, 'caas_transfer', [shard]), ['tr1'])
  t.equal(await commit(caasTransferKind, 'tr1', transfer('settled')), 'ok')
  t.same(await openRecords(sql, 'caas_transfer', [shard]), [], 'settled: no longer open')

  // The start-up sweep has the watcher follow each active user's wallet, at the address the user has now.
  const watched: string[] = []
  const caas = {
    config: { network: 'POL' },
    chains: { adapter: () => null },
    payments: { sql },
    watch: async (address: string, mode: string, id: string) => watched.push(`${id} ${mode} ${address}`) > 0,
  } as unknown as CaasContext
  const user = (address: string) => ({ status: 'active', id: 'cu1', mode: 'test', wallet: { address } }) as unknown as CaasUserState
  t.equal(await commit(caasUserKind, 'cu1', user('0xfirst')), 'ok')
  t.equal(await watchUnwatchedWallets(caas), 1)
  t.equal(await commit(caasUserKind, 'cu1', user('0xmoved')), 'ok')
  t.equal(await watchUnwatchedWallets(caas), 1)
  t.same(watched, ['cu1 test 0xfirst', 'cu1 test 0xmoved'])
})
