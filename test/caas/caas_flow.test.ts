/**
 * CaaS end to end, provisioning: which keys reach CaaS, provision statuses, the counterfactual address on Anvil,
 * and live keys getting their own wallets. The consent link, transfers and phone changes: caas_transfer_flow.test.ts.
 */
import t from 'tap'
import { viem } from '../../chains/esm_deps'
import { FACTORY } from '../support/aa'
import { bearer } from '../support/http'
import { PHONE_1, startCaasFlow } from './rig'
import { allKeyPermissions } from '../support/keys'

t.test('CaaS end to end: provisioning statuses, keys and addresses', async (t) => {
  const { reader, factory, entryPoint, db, call, merchant } = await startCaasFlow(t, 'caas')
  const a = await merchant('a')
  const b = await merchant('b')

  await t.test('auth: CaaS routes take CaaS keys only, and payments routes refuse CaaS keys', async (t) => {
    const paymentsKey = (
      await call('POST', '/api/v1/api-keys', {
        headers: bearer(a.owner.access_token),
        body: { name: 'p', environment: 'test', product: 'payments', permissions: allKeyPermissions('payments') },
      })
    ).body.key
    t.equal(
      (await call('POST', '/caas/v1/users/provision', { headers: { 'x-api-key': paymentsKey }, body: { phone_number: PHONE_1 } })).status,
      401,
    )
    t.equal(
      (
        await call('POST', '/api/v1/sandbox/deposits', {
          headers: a.headers,
          body: { network: 'ETH', currency: 'ETH', address: `0x${'1'.repeat(40)}`, amount: '1' },
        })
      ).status,
      401,
    )
  })

  let first: any
  await t.test(
    'provision: PROVISIONED, ALREADY_EXISTS on repeat (both prefixes), LINK_REQUIRED for another merchant; 400 for a bad number',
    async (t) => {
      first = await call('POST', '/caas/v1/users/provision', { headers: a.headers, body: { phone_number: PHONE_1 } })
      t.match(first, {
        status: 200,
        body: { status: 'PROVISIONED', wallet_address: /^0x[0-9a-fA-F]{40}$/, blind_index: /^[0-9a-f]{64}$/, created_at: /Z$/ },
      })
      const again = await call('POST', '/caas/api/v1/users/provision', {
        headers: a.headers,
        body: { phone_number: '0044 (0)7911-123456' },
      })
      t.match(
        again.body,
        { status: 'ALREADY_EXISTS', wallet_address: first.body.wallet_address, blind_index: first.body.blind_index },
        'same number written differently',
      )
      t.match((await call('POST', '/caas/v1/users/provision', { headers: b.headers, body: { phone_number: PHONE_1 } })).body, {
        status: 'LINK_REQUIRED',
        wallet_address: first.body.wallet_address,
      })
      for (const bad of ['07911 123456', '+44 12', '+999 1234 5678', 'hello']) {
        t.match(
          await call('POST', '/caas/v1/users/provision', { headers: a.headers, body: { phone_number: bad } }),
          { status: 400, body: { code: 'INVALID_PHONE_NUMBER' } },
          bad,
        )
      }
      t.notOk(
        JSON.stringify(await db.sql`SELECT state FROM actor_state WHERE kind = 'caas_user'`).includes('7911123456'),
        'the number is not stored in clear',
      )
    },
  )

  await t.test('anvil: the provisioned address is factory.getAddress(owner, salt) with the salt it reports, and has no code', async (t) => {
    t.match(first.body.salt, /^0x[0-9a-f]{64}$/)
    t.not(first.body.salt, `0x${first.body.blind_index}`, 'a test key gets a test salt, not the blind index')
    const onChain = await reader.readContract({
      address: factory,
      abi: FACTORY.abi,
      functionName: 'getAddress',
      args: [first.body.owner_address, BigInt(first.body.salt)],
    } as never)
    t.equal(first.body.wallet_address, onChain)
    t.equal(await reader.getCode({ address: first.body.wallet_address }), undefined)
  })

  await t.test(
    'live key: the same number gets another wallet (salt = blind index), so a sandbox key never reveals the live address',
    async (t) => {
      const liveKey = (
        await call('POST', '/api/v1/api-keys', {
          headers: bearer(a.owner.access_token),
          body: { name: 'live', environment: 'live', product: 'caas', permissions: allKeyPermissions('caas') },
        })
      ).body.key as string
      const live = await call('POST', '/caas/v1/users/provision', { headers: { 'x-api-key': liveKey }, body: { phone_number: PHONE_1 } })
      t.match(live, {
        status: 200,
        body: { status: 'PROVISIONED', blind_index: first.body.blind_index, salt: `0x${first.body.blind_index}` },
      })
      t.not(live.body.wallet_address, first.body.wallet_address)
      t.not(live.body.owner_address, first.body.owner_address)
      const onChain = await reader.readContract({
        address: factory,
        abi: FACTORY.abi,
        functionName: 'getAddress',
        args: [live.body.owner_address, BigInt(live.body.salt)],
      } as never)
      t.equal(live.body.wallet_address, onChain)
      // Without POL_RPC_URL there is no live chain to read: 503, not 500.
      const balance = await call('GET', `/caas/v1/users/balance?phone_number=${encodeURIComponent(PHONE_1)}`, {
        headers: { 'x-api-key': liveKey },
      })
      t.match(balance, { status: 503, body: { code: 'NETWORK_UNAVAILABLE', error: /POL_RPC_URL/ } })
    },
  )
  t.ok(viem.isAddress(entryPoint))
})
