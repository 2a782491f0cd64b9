/**
 * Wallet creation retried after a lost answer: with an Idempotency-Key the
 * same answer comes back, mnemonic included, for 24 h, to the API key that
 * created the wallet or one holding wallet:reveal_seed (another key of the
 * merchant naming the same Idempotency-Key gets 403 and no mnemonic);
 * without one the 409 says how to get the mnemonic back. The slot is
 * counted once either way.
 */
import t from 'tap'
import { bearer } from '../support/http'
import { startWaas, ALL_WALLET_PERMISSIONS } from '../support/waas'
import { until } from '../support/wait'

const HOUR_MS = 3_600_000

t.test('POST /api/v1/wallet/customers with an Idempotency-Key', async (t) => {
  const rig = await startWaas('waaskey')
  t.teardown(() => rig.close())
  const test = await rig.key('test', ALL_WALLET_PERMISSIONS)
  const live = await rig.key('live', ALL_WALLET_PERMISSIONS)
  const create = (path: string, body: unknown, key?: string, apiKey = test) =>
    rig.call('POST', path, { body, headers: { 'x-api-key': apiKey, ...(key ? { 'idempotency-key': key } : {}) } })
  const usage = async () => (await rig.call('GET', '/api/v1/subscription/current', { headers: bearer(rig.owner.access_token) })).body.usage

  let first: { status: number; body: { mnemonic: string[]; wallet_id: number } } | undefined
  await t.test('createCustomer: same key and body -> the same answer, mnemonic included, counted once', async (t) => {
    first = await create('/api/v1/wallet/customers', { customer_id: 'k-1' }, 'ik-one')
    t.equal(first.status, 200)
    t.equal(first.body.mnemonic.length, 12)
    const again = await create('/api/v1/wallet/customers', { customer_id: 'k-1' }, 'ik-one')
    t.same([again.status, again.body], [first.status, first.body], 'status and body repeat, the mnemonic with them')
    const otherPath = await create('/api/v1/wallet/customer/create', { customer_id: 'k-1', word_count: 12 }, 'ik-one')
    t.same(otherPath.body, first.body, 'the second path and an explicit default word count are the same request')
    t.equal((await usage()).wallet_addresses_used, 1, 'one wallet, one slot')
  })

  await t.test('createCustomer: the stored answer keeps the mnemonic sealed', async (t) => {
    const rows = await rig.db.sql<{ state: string }[]>`SELECT state::text AS state FROM actor_state`
    const everything = rows.map((r) => r.state).join('\n')
    const words = first!.body.mnemonic
    // Single words can be ordinary ("test" is also a mode): look for the phrase and every pair of neighbours, as text or as a JSON array.
    t.notOk(everything.includes(words.join(' ')), 'the phrase is nowhere in clear')
    const pairs = words.slice(1).map((w, i) => [words[i]!, w] as const)
    const forms = ([a, b]: readonly [string, string]) => [`${a} ${b}`, `"${a}","${b}"`, `"${a}", "${b}"`]
    t.notOk(
      pairs.some((pair) => forms(pair).some((text) => everything.includes(text))),
      'no two neighbouring words',
    )
    t.notOk(everything.includes('ik-one'), 'the key itself is not stored either, only its scoped id')
  })

  await t.test('error: IDEMPOTENCY_KEY_REUSED for the same key with another body', async (t) => {
    const reused = { status: 409, body: { code: 'IDEMPOTENCY_KEY_REUSED' } }
    t.match(await create('/api/v1/wallet/customers', { customer_id: 'k-2' }, 'ik-one'), reused)
    t.match(await create('/api/v1/wallet/customers', { customer_id: 'k-1', word_count: 24 }, 'ik-one'), reused)
    t.equal((await usage()).wallet_addresses_used, 1, 'refused reuses count nothing')
  })

  await t.test('createCustomer: keys are per environment: a live key with the same key creates its own wallet', async (t) => {
    const liveOne = await create('/api/v1/wallet/customers', { customer_id: 'k-1' }, 'ik-one', live)
    t.equal(liveOne.status, 200)
    t.not(liveOne.body.wallet_id, first!.body.wallet_id)
    t.notSame(liveOne.body.mnemonic, first!.body.mnemonic)
  })

  await t.test('error: WALLET_EXISTS without a key names the way back to the mnemonic', async (t) => {
    const again = await create('/api/v1/wallet/customers', { customer_id: 'k-1' })
    t.equal(again.status, 409)
    t.equal(again.body.code, 'WALLET_EXISTS')
    t.match(again.body.error, /^customer already has a wallet/)
    t.match(again.body.error, '/api/v1/wallet/k-1/seed')
    t.match(again.body.error, 'wallet:reveal_seed')
    t.match(again.body.error, 'Idempotency-Key')
    t.match(again.body.error, 'with the API key that created the wallet', 'the replay is offered only to the key it works for')
    const seed = await rig.call('GET', '/api/v1/wallet/k-1/seed', { headers: { 'x-api-key': test } })
    t.same(seed.body.mnemonic, first!.body.mnemonic, 'the path it names gives the mnemonic back')
  })

  await t.test('error: WALLET_EXISTS for the same key after 24 h (the key no longer replays)', async (t) => {
    const ok = await create('/api/v1/wallet/customers', { customer_id: 'k-3' }, 'ik-three')
    t.equal(ok.status, 200)
    await rig.db.sql`
      UPDATE actor_state SET state = jsonb_set(state, '{createdAtMs}', to_jsonb((state->>'createdAtMs')::bigint - ${25 * HOUR_MS}))
      WHERE kind = 'wallet' AND state->>'customerId' = 'k-3'`
    // Its read model row (written by the same commit) holds the creation time the key's window is read from.
    await rig.db.sql`UPDATE wallets SET created_at_ms = created_at_ms - ${25 * HOUR_MS} WHERE customer_id = 'k-3'`
    t.match(await create('/api/v1/wallet/customers', { customer_id: 'k-3' }, 'ik-three'), { status: 409, body: { code: 'WALLET_EXISTS' } })
  })

  await t.test('createCustomer: concurrent twins with one key create one wallet and both get its answer', async (t) => {
    const twins = await Promise.all([1, 2, 3].map(() => create('/api/v1/wallet/customers', { customer_id: 'k-4' }, 'ik-four')))
    t.same(
      twins.map((r) => r.status),
      [200, 200, 200],
    )
    t.same(new Set(twins.map((r) => JSON.stringify(r.body))).size, 1, 'one answer')
    const n = (await rig.db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM actor_state WHERE kind = 'wallet'`)[0]!.n
    t.equal((await usage()).wallet_addresses_used, n, 'usage equals the wallets that exist')
    const [merchant] = await rig.db.sql<{ used: number }[]>`
      SELECT (state->>'walletsUsed')::int AS used FROM actor_state WHERE kind = 'merchant'`
    t.equal(merchant!.used, n, "the merchant's own counter too")
  })

  // Room for the wallets below (starter allows five). Three keys of one merchant: A and B may create wallets, only C may read seeds.
  await rig.plan('professional')
  const keyA = await rig.key('test', ['wallet:manage'])
  const keyB = await rig.key('test', ['wallet:manage', 'wallet:view'])
  const keyC = await rig.key('test', ['wallet:manage', 'wallet:reveal_seed'])
  const wallets = async () => (await rig.db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM actor_state WHERE kind = 'wallet'`)[0]!.n

  await t.test('createCustomer: a replay shows the mnemonic to the creating key or wallet:reveal_seed, to no other key', async (t) => {
    const body = { customer_id: 'k-5' }
    const made = await create('/api/v1/wallet/customers', body, 'ik-five', keyA)
    t.equal(made.status, 200)
    t.equal(made.body.mnemonic.length, 12)
    const [usedBefore, walletsBefore] = [(await usage()).wallet_addresses_used, await wallets()]

    const byA = await create('/api/v1/wallet/customers', body, 'ik-five', keyA)
    t.same([byA.status, byA.body], [200, made.body], 'the creating key gets the same answer, mnemonic included')

    for (const path of ['/api/v1/wallet/customers', '/api/v1/wallet/customer/create']) {
      const byB = await create(path, body, 'ik-five', keyB)
      t.match(byB, { status: 403, body: { code: 'MNEMONIC_NOT_REPLAYED' } }, `${path}: another key with wallet:manage is refused`)
      t.notOk('mnemonic' in byB.body, 'no mnemonic in the refusal')
      t.notOk(JSON.stringify(byB.body).includes(made.body.mnemonic.slice(0, 2).join(' ')), 'nor any part of it in the message')
    }
    t.match(await create('/api/v1/wallet/customers', { customer_id: 'k-6' }, 'ik-five', keyB), {
      status: 409,
      body: { code: 'IDEMPOTENCY_KEY_REUSED' },
    })

    const byC = await create('/api/v1/wallet/customers', body, 'ik-five', keyC)
    t.same([byC.status, byC.body], [200, made.body], 'a key holding wallet:reveal_seed gets the mnemonic')

    t.equal((await usage()).wallet_addresses_used, usedBefore, 'replays and refusals count no slot')
    t.equal(await wallets(), walletsBefore, 'and create no wallet')
    // Each replay hands the words out again: each is on record (A's and C's), the refusals are not.
    const replays = await until(async () => {
      const { entries } = (
        await rig.call('GET', '/api/v1/audit-log?action=wallet.seed_revealed', { headers: bearer(rig.owner.access_token) })
      ).body as { entries: { target: { id: string }; changes: { customer_id: string; via?: string } }[] }
      const k5 = entries.filter((e) => e.changes.customer_id === 'k-5')
      return k5.length >= 2 ? k5 : undefined
    }, 'the replays in the audit log')
    t.equal(replays.length, 2, 'two replays, two entries')
    t.ok(
      replays.every((e) => e.changes.via === 'create_replay'),
      'each says it came through a replayed create',
    )
  })

  await t.test('createCustomer: a wallet stored without its creating key replays only to wallet:reveal_seed', async (t) => {
    const body = { customer_id: 'k-7' }
    const made = await create('/api/v1/wallet/customers', body, 'ik-seven', keyA)
    t.equal(made.status, 200)
    // As stored before the creating key was recorded (a replay reads the stored row, not the actor in memory).
    await rig.db.sql`
      UPDATE actor_state SET state = state #- '{createdWith,apiKeyId}' WHERE kind = 'wallet' AND state->>'customerId' = 'k-7'`
    t.match(await create('/api/v1/wallet/customers', body, 'ik-seven', keyA), { status: 403, body: { code: 'MNEMONIC_NOT_REPLAYED' } })
    const byC = await create('/api/v1/wallet/customers', body, 'ik-seven', keyC)
    t.same([byC.status, byC.body], [200, made.body])
  })
})
