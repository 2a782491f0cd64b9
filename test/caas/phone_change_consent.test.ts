/**
 * Threat review, finding 2: a merchant linked to a shared wallet moved it to a number of its choice with no code sent
 * to anyone, and the other merchant's next payout to the known number created a fresh wallet. A phone change now
 * needs the code texted to the new number; a wallet shared by several merchants is refused (409 WALLET_SHARED); a
 * payout to a number whose wallet moved away is refused (409 PHONE_NUMBER_MOVED) instead of creating a wallet.
 */
import t from 'tap'
import { allEntries, by, codePattern, expectNoSecrets, expectOneEntry, keyIdOf } from '../support/audit_log'
import { startCaasSandbox, type CaasMerchant } from './sandbox_rig'

const SHARED = '+447911123456'
const SOLE = '+447911123457'
const NEW_NUMBER = '+447700900123'
const NEW_E164 = '+447700900123'

t.test('phone change: a code to the new number, never for a shared wallet; payouts do not follow a moved number', async (t) => {
  const rig = await startCaasSandbox(t, 'caasphone')
  const { post, balance } = rig
  const a = await rig.merchant('a')
  const b = await rig.merchant('b')
  await rig.funded(a.test, SHARED, '200')
  t.equal((await post('/users/link/request', b.test, { phone_number: SHARED })).status, 202)
  const linked = await post('/users/link/confirm', b.test, { phone_number: SHARED, code: rig.lastCode('+447911123456') })
  t.match(linked, { status: 200, body: { status: 'LINKED' } }, 'the user consented to B once')
  /** C, which moves its sole user's wallet to a new number: what the request answered. */
  let c: CaasMerchant
  let moved: { blind_index: string; new_blind_index: string; wallet_address: string }

  await t.test('error: wallet_shared: a merchant of a shared wallet cannot move it; nothing is texted, A keeps its user', async (t) => {
    const smsBefore = rig.sms.sent.length
    const moved = await post('/users/phone/change', b.test, { phone_number: SHARED, new_phone_number: '+447700900999' })
    t.match(moved, { status: 409, body: { code: 'WALLET_SHARED' } })
    t.equal(rig.sms.sent.length, smsBefore, 'no code sent')
    t.match(await balance(a.test, SHARED), { status: 200, body: { balance: '200.000000' } })
    t.match(await balance(b.test, '+447700900999'), { status: 404 })
    const payout = await post('/transfers', a.test, { from_phone_number: SHARED, to_phone_number: '+447700900999', amount: '1' })
    t.match(await rig.transferOutcome(a.test, payout.body.transfer_id), { body: { status: 'SETTLED' } })
    t.match(await post('/users/provision', b.test, { phone_number: '+447700900999' }), { body: { status: 'LINK_REQUIRED' } })
  })

  await t.test('phone change: 202 CODE_SENT to the new number; the wallet moves only when that code is confirmed', async (t) => {
    c = await rig.merchant('c')
    await rig.funded(c.test, SOLE, '10')
    const requested = await post('/users/phone/change', c.test, { phone_number: SOLE, new_phone_number: NEW_NUMBER })
    t.match(requested, { status: 202, body: { status: 'CODE_SENT', expires_at: /Z$/, new_blind_index: /^[0-9a-f]{64}$/ } })
    t.equal(rig.sms.sent.at(-1)!.to, NEW_E164, 'the code goes to the new number')
    moved = requested.body
    t.match(await balance(c.test, SOLE), { status: 200, body: { balance: '10.000000' } }, 'nothing moved yet')
    t.match(await balance(c.test, NEW_NUMBER), { status: 404 })
    const code = rig.lastCode(NEW_E164)
    const confirm = (body: Record<string, string>) => post('/users/phone/change/confirm', c.test, body)
    t.match(await confirm({ phone_number: SOLE, new_phone_number: NEW_NUMBER, code: code === '000000' ? '111111' : '000000' }), {
      status: 400,
      body: { code: 'INVALID_CODE' },
    })
    t.match(
      await confirm({ phone_number: SOLE, new_phone_number: '+447700900124', code }),
      { status: 404, body: { code: 'PHONE_CHANGE_NOT_REQUESTED' } },
      'the code is for the number it was sent to',
    )
    t.match(await post('/users/phone/change/confirm', a.test, { phone_number: SOLE, new_phone_number: NEW_NUMBER, code }), {
      status: 404,
      body: { code: 'USER_NOT_FOUND' },
    })
    const changed = await confirm({ phone_number: SOLE, new_phone_number: NEW_NUMBER, code })
    t.match(changed, { status: 200, body: { status: 'PHONE_CHANGED', changed_at: /Z$/ } })
    t.match(await confirm({ phone_number: SOLE, new_phone_number: NEW_NUMBER, code }), { status: 200 }, 'a retry answers the same')
    t.match(await balance(c.test, NEW_NUMBER), { status: 200, body: { balance: '10.000000' } })
    t.match(await balance(c.test, SOLE), { status: 404 })
  })

  await t.test('error: phone_number_moved: a payout to the number the wallet left is refused, no new wallet', async (t) => {
    const payout = await post('/transfers', a.test, { from_phone_number: SHARED, to_phone_number: SOLE, amount: '1' })
    t.match(payout, { status: 409, body: { code: 'PHONE_NUMBER_MOVED' } })
    t.match(
      await post('/users/provision', b.test, { phone_number: SOLE }),
      { body: { status: 'PROVISIONED' } },
      'only a provision starts over',
    )
  })

  await t.test('error: phone_change_not_requested without a request; phone_number_in_use before any code is sent', async (t) => {
    t.match(await post('/users/phone/change/confirm', a.test, { phone_number: SHARED, new_phone_number: NEW_NUMBER, code: '123456' }), {
      status: 404,
      body: { code: 'PHONE_CHANGE_NOT_REQUESTED' },
    })
    const d = await rig.merchant('d')
    t.equal((await post('/users/provision', d.test, { phone_number: '+447911123458' })).status, 200)
    const smsBefore = rig.sms.sent.length
    t.match(await post('/users/phone/change', d.test, { phone_number: '+447911123458', new_phone_number: NEW_NUMBER }), {
      status: 409,
      body: { code: 'PHONE_NUMBER_IN_USE' },
    })
    t.equal(rig.sms.sent.length, smsBefore)
  })

  await t.test('audit: B’s link and C’s phone change once each, by their CaaS keys; refused moves none; no code or number', async (t) => {
    const keyOf = async (m: CaasMerchant) => by.key(await keyIdOf(rig.call, m.accessToken, m.test['x-api-key']!))
    await expectOneEntry(t, rig.call, b.accessToken, {
      action: 'caas_user.linked',
      target: { type: 'caas_user', id: `test:${linked.body.blind_index}` },
      by: await keyOf(b),
      changes: { wallet_address: linked.body.wallet_address, mode: 'test', linked_merchants: 2 },
    })
    await expectOneEntry(t, rig.call, c.accessToken, {
      action: 'caas_user.phone_changed',
      target: { type: 'caas_user', id: `test:${moved.blind_index}` },
      by: await keyOf(c),
      changes: { moved_to: `test:${moved.new_blind_index}`, wallet_address: moved.wallet_address, mode: 'test' },
    })
    const actions = async (m: CaasMerchant) =>
      (await allEntries(rig.call, m.accessToken)).map((e) => e.action).filter((x) => x.startsWith('caas_user.'))
    t.same(await actions(b), ['caas_user.linked'], 'B: its refused move records nothing')
    t.same(await actions(c), ['caas_user.phone_changed'], 'C: the wrong codes and the retry record nothing')
    t.same(await actions(a), [], 'A: nothing')
    const secrets: Record<string, string | RegExp> = {}
    for (const [i, sms] of rig.sms.sent.entries()) secrets[`SMS code ${i}`] = codePattern(/(\d{6})/.exec(sms.text)![1]!)
    for (const phone of [SHARED, SOLE, NEW_NUMBER, '+447700900999', '+447700900124', '+447911123458'])
      secrets[`number ${phone}`] = phone.slice(1)
    for (const m of [b, c]) await expectNoSecrets(t, rig.call, m.accessToken, { ...secrets, 'API key': m.test['x-api-key']! })
  })
})
