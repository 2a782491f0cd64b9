/**
 * Threat review, finding 1: a payout to a number nobody provisioned creates an unaffiliated wallet; another merchant
 * provisioning that number must not take the funds. A wallet that holds funds or was ever sent a transfer answers
 * LINK_REQUIRED and is linked only with the code the platform texts to the number; an empty one that never received
 * anything (its only transfer failed) is still ADOPTED.
 */
import t from 'tap'
import { allEntries, by, codePattern, expectNoSecrets, expectOneEntry, keyIdOf } from '../support/audit_log'
import { startCaasSandbox } from './sandbox_rig'

const PAYER = '+447911123456'
const PAYEE = '+33612345678'
const PAYEE_E164 = '+33612345678'

t.test('unaffiliated wallets: funds are taken over only with the phone holder’s consent', async (t) => {
  const rig = await startCaasSandbox(t, 'caasadopt')
  const { post, balance } = rig
  const a = await rig.merchant('a')
  const b = await rig.merchant('b')
  await rig.funded(a.test, PAYER, '100')

  let sent: { transfer_id: string; recipient_wallet: string }
  /** The users B linked and adopted: their blind indexes and wallets. */
  const ofB = { linked: '', adopted: '', adoptedWallet: '' }
  await t.test('setup: A pays 40 USDC to a number nobody provisioned; it settles into an unaffiliated wallet', async (t) => {
    const payout = await post('/transfers', a.test, { from_phone_number: PAYER, to_phone_number: PAYEE, amount: '40' })
    t.equal(payout.status, 202)
    sent = payout.body
    t.match(await rig.transferOutcome(a.test, sent.transfer_id), { body: { status: 'SETTLED' } })
  })

  await t.test('provision: another merchant gets LINK_REQUIRED, not ADOPTED, and cannot read or move the funds', async (t) => {
    const provisioned = await post('/users/provision', b.test, { phone_number: PAYEE })
    t.match(provisioned, { status: 200, body: { status: 'LINK_REQUIRED', wallet_address: sent.recipient_wallet } })
    t.match(await post('/users/provision', b.test, { phone_number: PAYEE }), { body: { status: 'LINK_REQUIRED' } }, 'on repeat too')
    t.match(await balance(b.test, PAYEE), { status: 404, body: { code: 'USER_NOT_FOUND' } })
    const taken = await post('/transfers', b.test, { from_phone_number: PAYEE, to_phone_number: PAYER, amount: '40' })
    t.match(taken, { status: 404, body: { code: 'USER_NOT_FOUND' } })
    // The payer's merchant sent the funds, but that does not make it the recipient's merchant either.
    t.match(await post('/users/provision', a.test, { phone_number: PAYEE }), { body: { status: 'LINK_REQUIRED' } })
  })

  await t.test('link: the code goes to the number; with it the merchant is linked and sees the 40 USDC', async (t) => {
    const smsBefore = rig.sms.sent.length
    t.match(await post('/users/link/request', b.test, { phone_number: PAYEE }), { status: 202, body: { status: 'CODE_SENT' } })
    t.equal(rig.sms.sent.length, smsBefore + 1)
    t.equal(rig.sms.sent.at(-1)!.to, PAYEE_E164, 'to the phone whose wallet it is')
    const confirmed = await post('/users/link/confirm', b.test, { phone_number: PAYEE, code: rig.lastCode(PAYEE_E164) })
    t.match(confirmed, { status: 200, body: { status: 'LINKED', wallet_address: sent.recipient_wallet } })
    ofB.linked = confirmed.body.blind_index
    t.match(await post('/users/provision', b.test, { phone_number: PAYEE }), { body: { status: 'ALREADY_EXISTS' } })
    t.match(await balance(b.test, PAYEE), { status: 200, body: { balance: '40.000000' } })
    t.match(await post('/users/provision', a.test, { phone_number: PAYEE }), { body: { status: 'LINK_REQUIRED' } }, 'now B’s user')
  })

  await t.test('provision: a transfer still in flight guards the wallet as well (LINK_REQUIRED before it settles)', async (t) => {
    const payee = '+33612345679'
    const payout = await post('/transfers', a.test, { from_phone_number: PAYER, to_phone_number: payee, amount: '5' })
    t.equal(payout.status, 202)
    t.match(await post('/users/provision', b.test, { phone_number: payee }), { body: { status: 'LINK_REQUIRED' } })
    t.match(await rig.transferOutcome(a.test, payout.body.transfer_id), { body: { status: 'SETTLED' } })
    t.match(await post('/users/provision', b.test, { phone_number: payee }), { body: { status: 'LINK_REQUIRED' } })
  })

  await t.test('provision: an empty unaffiliated wallet whose only transfer failed is ADOPTED (spec)', async (t) => {
    const payee = '+33612345670'
    const payout = await post('/transfers', a.test, { from_phone_number: PAYER, to_phone_number: payee, amount: '1000' })
    t.equal(payout.status, 202)
    t.match(await rig.transferOutcome(a.test, payout.body.transfer_id), { body: { status: 'FAILED', reason: /insufficient funds/ } })
    const adopted = await post('/users/provision', b.test, { phone_number: payee })
    t.match(adopted, { status: 200, body: { status: 'ADOPTED', wallet_address: payout.body.recipient_wallet } })
    Object.assign(ofB, { adopted: adopted.body.blind_index, adoptedWallet: adopted.body.wallet_address })
    t.match(await balance(b.test, payee), { status: 200, body: { balance: '0.000000' } })
  })

  await t.test('audit: B linked once and adopted once, by its CaaS key; A’s log has neither; no code or number', async (t) => {
    const byKey = by.key(await keyIdOf(rig.call, b.accessToken, b.test['x-api-key']!))
    await expectOneEntry(t, rig.call, b.accessToken, {
      action: 'caas_user.linked',
      target: { type: 'caas_user', id: `test:${ofB.linked}` },
      by: byKey,
      changes: { wallet_address: sent.recipient_wallet, mode: 'test', linked_merchants: 1 },
    })
    await expectOneEntry(t, rig.call, b.accessToken, {
      action: 'caas_user.adopted',
      target: { type: 'caas_user', id: `test:${ofB.adopted}` },
      by: byKey,
      changes: { wallet_address: ofB.adoptedWallet, mode: 'test' },
    })
    const actions = async (m: typeof a) =>
      (await allEntries(rig.call, m.accessToken)).map((e) => e.action).filter((x) => x.startsWith('caas_user.'))
    t.same(await actions(b), ['caas_user.adopted', 'caas_user.linked'], 'B: nothing else (LINK_REQUIRED records nothing)')
    t.same(await actions(a), [], 'A: nothing')
    const secrets: Record<string, string | RegExp> = { 'B’s key': b.test['x-api-key']! }
    for (const [i, sms] of rig.sms.sent.entries()) secrets[`SMS code ${i}`] = codePattern(/(\d{6})/.exec(sms.text)![1]!)
    for (const phone of [PAYER, PAYEE, '+33612345679', '+33612345670']) secrets[`number ${phone}`] = phone.slice(1)
    await expectNoSecrets(t, rig.call, b.accessToken, secrets)
  })
})
