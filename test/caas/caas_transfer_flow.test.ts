/**
 * CaaS end to end after provisioning: the consent link between two merchants, sandbox transfers with their signed
 * webhooks (settled, failed, to a number nobody onboarded), and a phone number change. Provisioning itself:
 * caas_flow.test.ts.
 */
import t from 'tap'
import { PHONE_1, PHONE_2, signed, startCaasFlow } from './rig'

t.test('CaaS end to end: consent link, sandbox transfers and signed webhooks, phone change', async (t) => {
  const { sms, receiver, call, merchant } = await startCaasFlow(t, 'caastr')
  const a = await merchant('a')
  const b = await merchant('b')
  // The user A provisioned (caas_flow.test.ts asserts the provisioning itself).
  const first = await call('POST', '/caas/v1/users/provision', { headers: a.headers, body: { phone_number: PHONE_1 } })
  t.equal(first.body.status, 'PROVISIONED', 'A provisioned the user')

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
      { status: 409, body: { code: 'IDEMPOTENCY_KEY_REUSED' } },
    )
    await receiver.waitFor(4)
    const events = (path: string) => receiver.received.filter((r) => r.path === path).map((r) => JSON.parse(r.rawBody))
    // Deliveries to one endpoint run concurrently, so arrival order is not promised (docs/webhooks.md).
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
    'transfer to a number nobody onboarded: an SMS instead of transfer.received; a merchant provisioning it needs the holder’s consent',
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
      // The wallet holds the payout: taking it over needs the code texted to the number (test/caas/adoption_consent.test.ts).
      t.match((await call('POST', '/caas/v1/users/provision', { headers: b.headers, body: { phone_number: '+33 6 12 34 56 78' } })).body, {
        status: 'LINK_REQUIRED',
        wallet_address: sent.body.recipient_wallet,
      })
    },
  )

  await t.test(
    'phone change: a code to the new number moves the wallet; user.phone_changed; a shared wallet keeps its number',
    async (t) => {
      receiver.received.length = 0
      t.match(
        await call('POST', '/caas/v1/users/phone/change', {
          headers: a.headers,
          body: { phone_number: PHONE_1, new_phone_number: '+447700900123' },
        }),
        { status: 409, body: { code: 'WALLET_SHARED' } },
        'A and B share PHONE_1',
      )
      const body = { phone_number: PHONE_2, new_phone_number: '+447700900123' }
      t.match(await call('POST', '/caas/v1/users/phone/change', { headers: b.headers, body }), {
        status: 202,
        body: { status: 'CODE_SENT' },
      })
      const message = sms.sent.at(-1)!
      t.equal(message.to, '+447700900123', 'the code goes to the new number')
      const code = /(\d{6})/.exec(message.text)![1]!
      const moved = await call('POST', '/caas/v1/users/phone/change/confirm', { headers: b.headers, body: { ...body, code } })
      const second = await call('GET', `/caas/v1/users/balance?phone_number=${encodeURIComponent('+447700900123')}`, { headers: b.headers })
      t.match(moved, { status: 200, body: { status: 'PHONE_CHANGED', wallet_address: second.body.wallet_address } })
      t.match(second.body, { balance: '2.500000' })
      const changed = () => receiver.received.filter((r) => JSON.parse(r.rawBody).event === 'user.phone_changed')
      const until = Date.now() + 10_000
      while (changed().length < 1 && Date.now() < until) await new Promise((r) => setTimeout(r, 20))
      t.same(
        changed().map((r) => r.path),
        ['/hooks/b'],
      )
      t.match(JSON.parse(changed()[0]!.rawBody), {
        event: 'user.phone_changed',
        wallet_address: second.body.wallet_address,
        changed_by_merchant_id: b.owner.business_id,
      })
      const fresh = await call('POST', '/caas/v1/users/provision', { headers: b.headers, body: { phone_number: PHONE_2 } })
      t.equal(fresh.body.status, 'PROVISIONED', 'the old number starts over')
      t.not(fresh.body.wallet_address, second.body.wallet_address, 'with a new wallet (next generation)')
    },
  )
})
