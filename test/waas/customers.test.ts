import t, { type Test } from 'tap'
import { validateMnemonic } from 'bip39'
import { allEntries, by, expectNoSecrets, expectOneEntry, keyIdOf, type OneEntry } from '../support/audit_log'
import { startWaas, ALL_WALLET_PERMISSIONS } from '../support/waas'

t.test('WaaS customers: create, list, seed, export-key and their errors', async (t) => {
  const rig = await startWaas('waascust')
  t.teardown(() => rig.close())
  const fullKey = await rig.key('test', ALL_WALLET_PERMISSIONS)
  const full = rig.as(fullKey)
  const readDefault = rig.as(await rig.key('test'))
  const live = rig.as(await rig.key('live', ALL_WALLET_PERMISSIONS))
  /** The one entry an act of the full test key on cust-1 must leave in the owner's log. */
  const keyDid = async (t: Test, x: Omit<OneEntry, 'by' | 'target'>) =>
    expectOneEntry(t, rig.call, rig.owner.access_token, {
      ...x,
      // The wallet's id (business, mode, customer): a test and a live wallet may share a customer id.
      target: { type: 'customer_wallet', id: `${rig.owner.business_id}:test:cust-1` },
      by: by.key(await keyIdOf(rig.call, rig.owner.access_token, fullKey)),
    })
  const noSecrets = (t: Test, secrets: Record<string, string>) =>
    expectNoSecrets(t, rig.call, rig.owner.access_token, { 'API key': fullKey, ...secrets })

  let first: { wallet_id: number; mnemonic: string[] } | undefined
  await t.test('POST /api/v1/wallet/customers: 12 words by default, shown once, sealed at rest', async (t) => {
    const res = await full('POST', '/api/v1/wallet/customers', { customer_id: 'cust-1' })
    t.equal(res.status, 200)
    t.match(res.body, { customer_id: 'cust-1', wallet_id: Number, created_at: /^\d{4}-\d\d-\d\dT/ })
    t.equal(res.body.mnemonic.length, 12)
    t.ok(validateMnemonic(res.body.mnemonic.join(' ')), 'a valid BIP-39 mnemonic')
    first = res.body
    const stored = await rig.db.sql<{ state: string }[]>`SELECT state::text FROM actor_state WHERE kind = 'wallet'`
    t.equal(stored.length, 1)
    for (const word of new Set(res.body.mnemonic as string[]))
      t.notOk(stored[0]!.state.includes(`"${word}"`), 'no word of the mnemonic in clear in Postgres')
    t.notOk(stored[0]!.state.includes(res.body.mnemonic.join(' ')), 'the phrase is not stored in clear')
    const listed = await full('GET', '/api/v1/wallet/customers')
    t.notOk(JSON.stringify(listed.body).includes(res.body.mnemonic[0] + ' '), 'lists never show the mnemonic')
  })

  await t.test('POST /api/v1/wallet/customer/create (second path): 24 words', async (t) => {
    const res = await full('POST', '/api/v1/wallet/customer/create', { customer_id: 'cust-2', word_count: 24 })
    t.equal(res.status, 200)
    t.equal(res.body.mnemonic.length, 24)
    t.ok(res.body.wallet_id > first!.wallet_id, 'integer wallet ids increase')
  })

  await t.test('error: 400 invalid word count, 409 duplicate, 401 bad key, 403 without wallet:manage', async (t) => {
    t.match(await full('POST', '/api/v1/wallet/customers', { customer_id: 'cust-3', word_count: 15 }), {
      status: 400,
      body: { error: 'invalid word count: must be 12 or 24', code: 'INVALID_WORD_COUNT' },
    })
    for (const wordCount of ['12', 12.5]) {
      t.match(
        await full('POST', '/api/v1/wallet/customers', { customer_id: 'cust-3', word_count: wordCount }),
        { status: 400, body: { error: 'invalid word count: must be 12 or 24' } },
        `word_count ${JSON.stringify(wordCount)}`,
      )
    }
    t.match(await full('POST', '/api/v1/wallet/customers', { customer_id: 'cust-1' }), { status: 409, body: { code: 'WALLET_EXISTS' } })
    t.match(
      await full('POST', '/api/v1/wallet/customer/create', { customer_id: 'cust-1', word_count: 24 }),
      { status: 409 },
      'also on the second path',
    )
    t.match(
      await rig.as('test_sk_000000000000000000000000000000000000000000000000')('POST', '/api/v1/wallet/customers', { customer_id: 'x' }),
      { status: 401 },
    )
    const readOnly = rig.as(await rig.key('test', ['balance:view']))
    t.match(await readOnly('POST', '/api/v1/wallet/customers', { customer_id: 'x' }), { status: 403 })
    t.match(await full('POST', '/api/v1/wallet/customers', {}), { status: 400, body: { code: 'VALIDATION_FAILED' } })
  })

  await t.test('test and live keys see separate wallets', async (t) => {
    t.equal((await live('GET', '/api/v1/wallet/customers')).body.total, 0)
    t.equal(
      (await live('POST', '/api/v1/wallet/customers', { customer_id: 'cust-1' })).status,
      200,
      'the same customer id is free in live mode',
    )
  })

  await t.test('403 WALLET_LIMIT_EXCEEDED at the starter cap of 5; an upgrade lifts it', async (t) => {
    t.equal((await full('POST', '/api/v1/wallet/customers', { customer_id: 'cust-4' })).status, 200)
    t.equal((await full('POST', '/api/v1/wallet/customers', { customer_id: 'cust-5' })).status, 200)
    const over = await full('POST', '/api/v1/wallet/customers', { customer_id: 'cust-6' })
    t.match(over, { status: 403, body: { code: 'WALLET_LIMIT_EXCEEDED' } }, '5 wallets exist (4 test, 1 live)')
    const failedDuplicate = await full('POST', '/api/v1/wallet/customers', { customer_id: 'cust-4' })
    t.equal(failedDuplicate.status, 409, 'a duplicate is refused before the plan check')
    await rig.plan('professional')
    t.equal((await full('POST', '/api/v1/wallet/customers', { customer_id: 'cust-6' })).status, 200)
  })

  await t.test('GET /api/v1/wallet/customers: pages and search by customer_id', async (t) => {
    const all = await readDefault('GET', '/api/v1/wallet/customers?limit=2')
    t.match(all.body, { total: 5, page: 1, limit: 2 })
    t.equal(all.body.customers.length, 2)
    t.same(Object.keys(all.body.customers[0]).sort(), ['created_at', 'customer_id', 'wallet_id'])
    const page3 = await readDefault('GET', '/api/v1/wallet/customers?limit=2&page=3')
    t.equal(page3.body.customers.length, 1)
    const search = await readDefault('GET', '/api/v1/wallet/customers?search=ust-2')
    t.same(
      search.body.customers.map((c: { customer_id: string }) => c.customer_id),
      ['cust-2'],
    )
    t.equal((await readDefault('GET', '/api/v1/wallet/customers?search=%25')).body.total, 0, 'LIKE wildcards in the search are literal')
    t.match(await readDefault('GET', '/api/v1/wallet/customers?limit=101'), { status: 400 })
  })

  await t.test('GET /api/v1/wallet/:id/seed needs wallet:reveal_seed and returns the creation mnemonic', async (t) => {
    t.match(await readDefault('GET', '/api/v1/wallet/cust-1/seed'), { status: 403 })
    const seed = await full('GET', '/api/v1/wallet/cust-1/seed')
    t.match(seed, { status: 200, body: { customer_id: 'cust-1', word_count: 12 } })
    t.same(seed.body.mnemonic, first!.mnemonic)
    t.match(await full('GET', '/api/v1/wallet/nobody/seed'), { status: 404, body: { error: 'Wallet not found', code: 'WALLET_NOT_FOUND' } })
    // On record once, before the words left; the refused reads none.
    await keyDid(t, { action: 'wallet.seed_revealed', changes: { customer_id: 'cust-1', mode: 'test' } })
    const words: string[] = seed.body.mnemonic
    await noSecrets(t, Object.fromEntries(words.slice(1).map((w, i) => [`words ${i + 1}-${i + 2}`, `${words[i]} ${w}`])))
  })

  await t.test('POST /api/v1/wallet/:id/export-key needs wallet:export_key; the key matches the address', async (t) => {
    t.match(await readDefault('POST', '/api/v1/wallet/cust-1/export-key', { network: 'ETH', index: 0 }), { status: 403 })
    const derived = await full('POST', '/api/v1/wallet/cust-1/derive', { network: 'ETH', index: 3 })
    const exported = await full('POST', '/api/v1/wallet/cust-1/export-key', { network: 'ETH', index: 3 })
    t.equal(exported.status, 200)
    t.match(exported.body, { address: derived.body.address, network: 'ETH', private_key: /^0x[0-9a-f]{64}$/ })
    const { computeAddress } = await import('ethers')
    t.equal(computeAddress(exported.body.private_key), derived.body.address, 'the private key controls the derived address')
    const btc = await full('POST', '/api/v1/wallet/cust-1/export-key', { network: 'BTC', index: 0 })
    t.match(btc.body, { network: 'BTC', private_key: /^[KL][1-9A-HJ-NP-Za-km-z]{51}$/ }, 'WIF for BTC')
    t.match(await full('POST', '/api/v1/wallet/cust-1/export-key', { network: 'DOG', index: 0 }), {
      status: 400,
      body: { code: 'INVALID_NETWORK' },
    })
    t.match(await full('POST', '/api/v1/wallet/cust-1/derive', { network: 'DOGE' }), {
      status: 400,
      body: { code: 'INVALID_NETWORK', error: /^invalid network/ },
    })
    const twin = await full('POST', '/api/v1/wallet/cust-1/derive', { network: 'ETH', index: 3, is_testnet: true })
    t.match(twin, { status: 200, body: { address: derived.body.address } }, 'the testnet twin of an EVM address is the same address')
    const listed = (await full('GET', '/api/v1/wallet/cust-1/addresses')).body.addresses.filter(
      (a: { address: string }) => a.address === derived.body.address,
    )
    t.equal(listed.length, 1, 'listed once, so its balance is not counted twice')
    t.match(await full('POST', '/api/v1/wallet/ghost/export-key', { network: 'ETH', index: 0 }), { status: 404 })
    // Each export on record once, before the key left; the refused ones none.
    for (const { network, index, address, derivation_path } of [exported.body, btc.body])
      await keyDid(t, {
        action: 'wallet.key_exported',
        changes: { customer_id: 'cust-1', mode: 'test', network, index, address, derivation_path },
        where: { changes: { network, index } },
      })
    const all = await allEntries(rig.call, rig.owner.access_token)
    t.equal(all.filter((e) => e.action === 'wallet.key_exported').length, 2, 'and no other')
    const keys = [exported.body.private_key, btc.body.private_key] as string[]
    await noSecrets(t, { 'ETH private key': keys[0]!.replace(/^0x/, ''), 'BTC private key': keys[1]! })
  })

  await t.test('error: 401 for a missing, unknown or CaaS key on every WaaS endpoint; 404 Wallet not found', async (t) => {
    const caasKey = await rig.key('test', undefined, 'caas')
    const calls: Array<[string, string, unknown?]> = [
      ['POST', '/api/v1/wallet/customers', { customer_id: 'x' }],
      ['GET', '/api/v1/wallet/customers'],
      ['POST', '/api/v1/wallet/cust-1/derive', { network: 'ETH' }],
      ['GET', '/api/v1/wallet/cust-1/addresses'],
      ['GET', '/api/v1/wallet/addresses'],
      ['POST', '/api/v1/wallet/cust-1/transfer', { network: 'ETH', currency: 'ETH', to_address: `0x${'2'.repeat(40)}`, amount: '1' }],
      ['GET', '/api/v1/wallet/fees'],
      ['POST', '/api/v1/wallet/fees', { fee_percent: '0.01', is_enabled: true }],
      ['PUT', '/api/v1/wallet/fees/addresses', { addresses: {} }],
      ['GET', '/api/v1/wallet/earnings'],
      ['GET', '/api/v1/wallet/cust-1/transactions'],
      ['GET', '/api/v1/wallet/cust-1/seed'],
      ['POST', '/api/v1/wallet/cust-1/export-key', { network: 'ETH', index: 0 }],
    ]
    for (const [method, path, body] of calls) {
      for (const [name, headers] of [
        ['no key', {}],
        ['unknown key', { 'x-api-key': 'test_sk_nope' }],
        ['CaaS key', { 'x-api-key': caasKey }],
      ] as const) {
        t.match(
          await rig.call(method, path, { headers, ...(body !== undefined ? { body } : {}) }),
          { status: 401, body: { error: String } },
          `${method} ${path}: ${name}`,
        )
      }
    }
    for (const path of ['/api/v1/wallet/ghost/addresses', '/api/v1/wallet/ghost/transactions', '/api/v1/wallet/ghost/seed']) {
      t.match(await full('GET', path), { status: 404, body: { error: 'Wallet not found' } }, path)
    }
  })

  await t.test('402 SUBSCRIPTION_EXPIRED on creation and derivation when the plan expired', async (t) => {
    await rig.plan('professional', 'expired')
    t.match(await full('POST', '/api/v1/wallet/customers', { customer_id: 'late' }), {
      status: 402,
      body: { code: 'SUBSCRIPTION_EXPIRED' },
    })
    t.match(await full('POST', '/api/v1/wallet/cust-1/derive', { network: 'ETH' }), { status: 402, body: { code: 'SUBSCRIPTION_EXPIRED' } })
    t.match(
      await full('POST', '/api/v1/wallet/cust-1/transfer', {
        network: 'ETH',
        currency: 'ETH',
        to_address: `0x${'2'.repeat(40)}`,
        amount: '0.1',
      }),
      { status: 402, body: { code: 'SUBSCRIPTION_EXPIRED' } },
    )
    t.equal(
      (await full('GET', '/api/v1/wallet/cust-1/seed')).status,
      200,
      'secrets stay reachable after expiry, so funds can always be recovered',
    )
  })
})
