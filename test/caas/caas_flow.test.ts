import { createHmac } from 'node:crypto'
import t from 'tap'
import { accessModule } from '../../roles/products/access'
import { createCaasModule } from '../../roles/products/caas'
import { MemorySmsSender } from '../../actors/caas/sms'
import { webhooksModule } from '../../roles/products/webhooks'
import { sandboxModule } from '../../roles/products/sandbox'
import { viem } from '../../chains/esm_deps'
import { startAnvil } from '../support/anvil'
import { FACTORY, deployAccountAbstraction } from '../support/aa'
import { createTestDb } from '../support/db'
import { bearer, client } from '../support/http'
import { startTestPlatform } from '../support/platform'
import { startReceiver, type Received } from '../support/receiver'

const signed = (secret: string, r: Received) =>
  r.headers['x-service-signature'] === `sha256=${createHmac('sha256', secret).update(r.rawBody).digest('hex')}`

t.test('CaaS end to end: provisioning statuses, consent link, sandbox transfers and signed webhooks', async (t) => {
  const anvil = await startAnvil()
  const { reader, factory, entryPoint } = await deployAccountAbstraction(anvil)
  const db = await createTestDb('caas')
  const sms = new MemorySmsSender()
  const caas = createCaasModule({ sms, pollMs: 200, env: { CAAS_FACTORY_ADDRESS: factory, CAAS_ENTRYPOINT: entryPoint } })
  const platform = await startTestPlatform(db, [accessModule, webhooksModule, sandboxModule, caas])
  const receiver = await startReceiver()
  t.teardown(async () => {
    await platform.close()
    await receiver.close()
    await db.drop()
    await anvil.stop()
  })
  const call = client(platform.baseUrl)
  const merchant = async (name: string) => {
    const owner = (
      await call('POST', '/api/v1/auth/register', {
        body: { email: `${name}@caas.test`, password: 'caas password 1', business_name: name, account_type: 'business' },
      })
    ).body
    const key = (
      await call('POST', '/api/v1/api-keys', { headers: bearer(owner.access_token), body: { name, environment: 'test', product: 'caas' } })
    ).body.key as string
    const secret = `secret-${name}-0123456789`
    const hook = await call('POST', '/v1/dashboard/webhooks', {
      headers: bearer(owner.access_token),
      body: { url: `${receiver.url}/${name}`, secret },
    })
    t.equal(hook.status, 201, `${name}: webhook registered`)
    return { owner, key, secret, headers: { 'x-api-key': key } }
  }
  const a = await merchant('a')
  const b = await merchant('b')
  const PHONE_1 = '+44 7911 123456'
  const PHONE_2 = '+254712345678'

  await t.test('auth: CaaS routes take CaaS keys only, and payments routes refuse CaaS keys', async (t) => {
    const paymentsKey = (
      await call('POST', '/api/v1/api-keys', {
        headers: bearer(a.owner.access_token),
        body: { name: 'p', environment: 'test', product: 'payments' },
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
          body: { name: 'live', environment: 'live', product: 'caas' },
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

  await t.test('link: B asks, the user gets a code by SMS, B confirms; user.linked to both merchants', async (t) => {
    const req = await call('POST', '/caas/v1/users/link/request', { headers: b.headers, body: { phone_number: PHONE_1 } })
    t.match(req, { status: 202, body: { status: 'CODE_SENT', expires_at: /Z$/ } })
    const message = sms.sent.at(-1)!
    t.equal(message.to, '+447911123456')
    const code = /(\d{6})/.exec(message.text)![1]!
    t.match(
      await call('POST', '/caas/v1/users/link/confirm', {
        headers: b.headers,
        body: { phone_number: PHONE_1, code: code === '000000' ? '111111' : '000000' },
      }),
      { status: 400, body: { code: 'INVALID_CODE' } },
    )
    t.match(await call('POST', '/caas/v1/users/link/confirm', { headers: b.headers, body: { phone_number: PHONE_1, code } }), {
      status: 200,
      body: { status: 'LINKED', wallet_address: first.body.wallet_address },
    })
    t.match((await call('POST', '/caas/v1/users/provision', { headers: b.headers, body: { phone_number: PHONE_1 } })).body, {
      status: 'ALREADY_EXISTS',
    })
    await receiver.waitFor(2)
    const linked = receiver.received.filter((r) => JSON.parse(r.rawBody).event === 'user.linked')
    t.same(linked.map((r) => r.path).sort(), ['/hooks/a', '/hooks/b'])
    t.match(JSON.parse(linked[0]!.rawBody), {
      wallet_address: first.body.wallet_address,
      new_merchant_id: b.owner.business_id,
      linked_at: /Z$/,
    })
  })

  await t.test('transfer: sandbox A-user -> B-user: queued, submitted, settled to A and transfer.received to B, all signed', async (t) => {
    receiver.received.length = 0
    const second = await call('POST', '/caas/v1/users/provision', { headers: b.headers, body: { phone_number: PHONE_2 } })
    t.equal(second.body.status, 'PROVISIONED')
    t.equal(
      (await call('POST', '/caas/v1/sandbox/fund', { headers: a.headers, body: { phone_number: PHONE_1, amount: '10' } })).status,
      201,
    )
    t.equal(
      (await call('POST', '/caas/v1/sandbox/fund', { headers: a.headers, body: { phone_number: PHONE_1, amount: '1', currency: 'POL' } }))
        .status,
      201,
    )
    const sent = await call('POST', '/caas/v1/transfers', {
      headers: { ...a.headers, 'idempotency-key': 'order-1' },
      body: { from_phone_number: PHONE_1, to_phone_number: PHONE_2, amount: '2.5' },
    })
    t.match(sent, { status: 202, body: { status: 'QUEUED', amount_usdc: '2.500000', token: 'USDC', transfer_id: /^ctr_/ } })
    const replay = await call('POST', '/caas/v1/transfers', {
      headers: { ...a.headers, 'idempotency-key': 'order-1' },
      body: { from_phone_number: PHONE_1, to_phone_number: PHONE_2, amount: '2.5' },
    })
    t.equal(replay.body.transfer_id, sent.body.transfer_id, 'same idempotency key, same transfer')
    t.match(
      await call('POST', '/caas/v1/transfers', {
        headers: { ...a.headers, 'idempotency-key': 'order-1' },
        body: { from_phone_number: PHONE_1, to_phone_number: PHONE_2, amount: '3' },
      }),
      { status: 409, body: { code: 'IDEMPOTENCY_CONFLICT' } },
    )
    await receiver.waitFor(4)
    const events = (path: string) => receiver.received.filter((r) => r.path === path).map((r) => JSON.parse(r.rawBody))
    // Deliveries to one endpoint run concurrently, so arrival order is not promised (README: Webhooks).
    t.same(
      events('/hooks/a')
        .map((e) => e.event)
        .sort(),
      ['transfer.queued', 'transfer.settled', 'transfer.submitted'],
    )
    const settled = events('/hooks/a').find((e) => e.event === 'transfer.settled')
    t.match(settled, {
      transfer_id: sent.body.transfer_id,
      status: 'SETTLED',
      amount_usdc: '2.500000',
      token: 'USDC',
      tx_hash: /^0x[0-9a-f]{64}$/,
      updated_at: /Z$/,
    })
    t.notOk('reason' in settled, 'empty fields omitted')
    t.match(events('/hooks/b'), [
      {
        event: 'transfer.received',
        transfer_id: sent.body.transfer_id,
        recipient_wallet: second.body.wallet_address,
        amount_usdc: '2.500000',
        tx_hash: settled.tx_hash,
        settled_at: /Z$/,
      },
    ])
    for (const r of receiver.received) {
      t.ok(signed(r.path === '/hooks/a' ? a.secret : b.secret, r), `${JSON.parse(r.rawBody).event}: valid X-Service-Signature`)
      t.equal(r.headers['user-agent'], 'Service-CaaS-Webhooks/1.0')
    }
    t.match((await call('GET', `/caas/v1/transfers/${sent.body.transfer_id}`, { headers: a.headers })).body, {
      status: 'SETTLED',
      tx_hash: settled.tx_hash,
      amount_usdc: '2.500000',
    })
    t.equal(
      (await call('GET', `/caas/v1/transfers/${sent.body.transfer_id}`, { headers: b.headers })).status,
      404,
      "another merchant's transfer is not found",
    )
    t.match((await call('GET', `/caas/v1/users/balance?phone_number=${encodeURIComponent(PHONE_1)}`, { headers: a.headers })).body, {
      balance: '7.500000',
      token: 'USDC',
      network: 'POL',
    })
    t.match(
      (await call('GET', `/caas/api/v1/users/balance?phone_number=+254712345678`, { headers: b.headers })).body,
      { balance: '2.500000' },
      'a raw + in the query is read as +',
    )
    t.equal(
      (await call('GET', `/caas/v1/users/balance?phone_number=${encodeURIComponent(PHONE_2)}`, { headers: a.headers })).status,
      404,
      "A does not see B's user",
    )
  })

  await t.test('transfer: insufficient funds -> transfer.failed with a reason, balance untouched', async (t) => {
    receiver.received.length = 0
    const sent = await call('POST', '/caas/v1/transfers', {
      headers: a.headers,
      body: { from_phone_number: PHONE_1, to_phone_number: PHONE_2, amount: '100' },
    })
    t.equal(sent.status, 202)
    const failedEvent = () =>
      receiver.received
        .map((r) => JSON.parse(r.rawBody))
        .find((e) => e.event === 'transfer.failed' && e.transfer_id === sent.body.transfer_id)
    const until = Date.now() + 10_000
    while (!failedEvent() && Date.now() < until) await new Promise((r) => setTimeout(r, 20))
    const failed = failedEvent()
    t.match(failed, { transfer_id: sent.body.transfer_id, status: 'FAILED', reason: /insufficient funds/, updated_at: /Z$/ })
    t.notOk('tx_hash' in failed)
    t.match((await call('GET', `/caas/v1/users/balance?phone_number=${encodeURIComponent(PHONE_1)}`, { headers: a.headers })).body, {
      balance: '7.500000',
    })
  })

  await t.test(
    'transfer to a number nobody onboarded: an SMS instead of transfer.received; the first merchant to provision ADOPTS it',
    async (t) => {
      receiver.received.length = 0
      const smsBefore = sms.sent.length
      const sent = await call('POST', '/caas/v1/transfers', {
        headers: a.headers,
        body: { from_phone_number: PHONE_1, to_phone_number: '+33612345678', amount: '1' },
      })
      const ofThis = () => receiver.received.map((r) => JSON.parse(r.rawBody)).filter((e) => e.transfer_id === sent.body.transfer_id)
      const until = Date.now() + 10_000
      while (ofThis().length < 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 20))
      t.same(
        ofThis()
          .map((e) => e.event)
          .sort(),
        ['transfer.queued', 'transfer.settled', 'transfer.submitted'],
        'no transfer.received: the recipient has no merchant',
      )
      const deadline = Date.now() + 5_000
      while (sms.sent.length === smsBefore && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
      t.match(sms.sent.at(-1), { to: '+33612345678', text: /1\.000000 USDC/ })
      t.match((await call('POST', '/caas/v1/users/provision', { headers: b.headers, body: { phone_number: '+33 6 12 34 56 78' } })).body, {
        status: 'ADOPTED',
        wallet_address: sent.body.recipient_wallet,
      })
    },
  )

  await t.test('phone change: the wallet follows the new number; user.phone_changed to every merchant of the user', async (t) => {
    receiver.received.length = 0
    const moved = await call('POST', '/caas/v1/users/phone/change', {
      headers: a.headers,
      body: { phone_number: PHONE_1, new_phone_number: '+447700900123' },
    })
    t.match(moved, { status: 200, body: { status: 'PHONE_CHANGED', wallet_address: first.body.wallet_address } })
    const changed = () => receiver.received.filter((r) => JSON.parse(r.rawBody).event === 'user.phone_changed')
    const until = Date.now() + 10_000
    while (changed().length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 20))
    t.same(
      changed()
        .map((r) => r.path)
        .sort(),
      ['/hooks/a', '/hooks/b'],
    )
    t.match(JSON.parse(changed()[0]!.rawBody), {
      event: 'user.phone_changed',
      wallet_address: first.body.wallet_address,
      changed_by_merchant_id: a.owner.business_id,
    })
    t.match(
      (await call('GET', `/caas/v1/users/balance?phone_number=${encodeURIComponent('+447700900123')}`, { headers: a.headers })).body,
      { balance: '6.500000' },
    )
    const fresh = await call('POST', '/caas/v1/users/provision', { headers: a.headers, body: { phone_number: PHONE_1 } })
    t.equal(fresh.body.status, 'PROVISIONED', 'the old number starts over')
    t.not(fresh.body.wallet_address, first.body.wallet_address, 'with a new wallet (next generation)')
  })
  t.ok(viem.isAddress(entryPoint))
})
