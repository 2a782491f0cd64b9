/**
 * Where a refund may go, through the public API on the sandbox (the finding: any key that could create checkouts could
 * refund a paid session to any address). POST /api/v1/refunds needs checkout:refund and sends to the payer; a
 * refund_address other than the payer's needs checkout:refund_address too. A refused refund writes nothing.
 */
import t from 'tap'
import { allEntries, by, expectNoSecrets, expectOneEntry, keyIdOf } from '../support/audit_log'
import { eventually } from '../support/merchant'
import { checkoutMerchant } from './rig'

Object.assign(process.env, { DEPOSIT_POLL_MS: '100', CHAIN_SEND_CHECK_MS: '100', TREASURY_POLL_MS: '100' })

/** An address that did not pay the session. */
const STRANGER = '0x000000000000000000000000000000000000dEaD'

t.test('refund destinations follow the key’s permissions', async (t) => {
  const { m, pay, deposit, verifyNow } = await checkoutMerchant(t, 'crdest', 'crdest@test.dev')
  t.equal((await m.dashboard('POST', '/api/v1/settings/wallet/generate')).status, 201)

  /** A test key holding exactly `permissions`, created by the owner as an integration would. */
  const keyWith = async (name: string, permissions: string[]) => {
    const res = await m.dashboard('POST', '/api/v1/api-keys', { name, environment: 'test', product: 'payments', permissions })
    t.equal(res.status, 201, `key ${name} created`)
    return (res.body as { key: string }).key
  }
  const viewer = await keyWith('viewer', ['checkout:view'])
  const creator = await keyWith('creator', ['checkout:manage', 'checkout:view'])
  const refunder = await keyWith('refunder', ['checkout:manage', 'checkout:view', 'checkout:refund'])
  const redirector = await keyWith('redirector', ['checkout:manage', 'checkout:view', 'checkout:refund', 'checkout:refund_address'])

  const refundWith = (key: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    m.api('POST', '/api/v1/refunds', body, headers, key)
  const refundCount = async () => (await m.api('GET', '/api/v1/refunds', undefined, {}, refunder)).body.total as number

  const id = (await m.api('POST', '/api/v1/checkout/create', { amount: 40, currency: 'USD' }, {}, creator)).body.session_id
  const sel = await pay(id, 'ETH', 'ETH')
  await deposit(sel.address, 'ETH', 'ETH', sel.amount_crypto)
  await eventually(async () => ((await verifyNow(id)).status === 'paid' ? true : undefined))

  await t.test('error: a key without checkout:refund cannot refund at all', async (t) => {
    for (const [name, key] of [
      ['checkout:view', viewer],
      ['checkout:manage + checkout:view', creator],
    ] as const) {
      t.match(await refundWith(key, { session_id: id, reason: 'x', amount: 10 }), { status: 403, body: { code: 'FORBIDDEN' } }, name)
    }
    t.equal(await refundCount(), 0, 'nothing written')
  })

  await t.test('error: checkout:refund alone cannot send to a stranger’s address; the refused key stays free', async (t) => {
    t.match(
      await refundWith(
        refunder,
        { session_id: id, reason: 'redirect', amount: 10, refund_address: STRANGER },
        { 'idempotency-key': 'd-1' },
      ),
      { status: 403, body: { code: 'REFUND_ADDRESS_NOT_PERMITTED', error: /checkout:refund_address/ } },
    )
    t.equal(await refundCount(), 0, 'nothing written')
    t.equal((await m.api('GET', `/api/v1/checkout/verify/${id}`, undefined, {}, refunder)).body.status, 'paid', 'still paid')
  })

  const refunds = { toPayer: '', elsewhere: '' }
  await t.test('checkout:refund sends to the payer', async (t) => {
    const created = await refundWith(refunder, { session_id: id, reason: 'damaged', amount: 10 }, { 'idempotency-key': 'd-1' })
    t.equal(created.status, 201, 'the key refused a moment ago now names this refund')
    // The sandbox names its faucet as the sender of a simulated deposit: that is the payer here.
    const payer = created.body.refund_address
    t.equal(payer, 'sandbox-faucet', 'to the address that paid')
    refunds.toPayer = created.body.id
    const sent = await eventually(async () => {
      const r = (await m.api('GET', `/api/v1/refunds/${created.body.id}`, undefined, {}, refunder)).body
      return r.status !== 'processing' ? r : undefined
    }, 30_000)
    t.match(sent, { status: 'submitted', refund_address: payer, amount: '10.00' })
  })

  await t.test('checkout:refund_address may send elsewhere; a replay answers that refund as it stands', async (t) => {
    const body = { session_id: id, reason: 'to the new wallet', amount: 5, refund_address: STRANGER }
    const created = await refundWith(redirector, body, { 'idempotency-key': 'd-2' })
    t.match(created, { status: 201, body: { refund_address: STRANGER, amount: '5.00' } })
    refunds.elsewhere = created.body.id
    const replay = await refundWith(refunder, body, { 'idempotency-key': 'd-2' })
    t.match(replay.body, { id: created.body.id, refund_address: STRANGER }, 'the same refund, not a second one')
    t.equal(await refundCount(), 2, 'the refund to the payer and this one')
  })

  await t.test('audit: each refund once, by the key that made it, with where it went; refused ones and the replay none', async (t) => {
    const changes = { session_id: id, currency: 'USD', network: 'ETH' }
    await expectOneEntry(t, m.call, m.accessToken, {
      action: 'refund.created',
      target: { type: 'refund', id: refunds.toPayer },
      by: by.key(await keyIdOf(m.call, m.accessToken, refunder)),
      changes: { ...changes, amount: '10.00', to_address: 'sandbox-faucet', destination: 'payer', reason: 'damaged' },
    })
    await expectOneEntry(t, m.call, m.accessToken, {
      action: 'refund.created',
      target: { type: 'refund', id: refunds.elsewhere },
      by: by.key(await keyIdOf(m.call, m.accessToken, redirector)),
      changes: { ...changes, amount: '5.00', to_address: STRANGER, destination: 'chosen', reason: 'to the new wallet' },
    })
    const all = await allEntries(m.call, m.accessToken)
    t.equal(all.filter((e) => e.action === 'refund.created').length, 2, 'no entry for a refused refund or the replay')
    await expectNoSecrets(t, m.call, m.accessToken, {
      'viewer key': viewer,
      'creator key': creator,
      'refunder key': refunder,
      'redirector key': redirector,
      'access token': m.accessToken,
    })
  })
})
