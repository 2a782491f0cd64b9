/**
 * The OTC desk through REST, with the Modulr simulator as the bank the desk is paid into: the two gates (OTC access,
 * an approved AML form) and otc:view trying to trade, each with its own 403; the AML form's review, rejection and
 * resubmission; a full order (quote, order, marked paid, the bank payment matched by reference, settled, credited
 * once); an expired order refreshed, keeping its id and reference, and settled at its new quote; an underpayment
 * and a late payment held for review; every ledger summing to zero.
 */
import t from 'tap'
import { eventually } from '../support/merchant'
import { bearer } from '../support/http'
import { joinTeam } from '../support/team'
import { AML_FORM } from '../support/otc'
import { startRemitRig } from '../remittance/rig'

t.test('the OTC desk', async (t) => {
  const rig = await startRemitRig(t, 'otc_flow', { OTC_ORDER_TTL_MS: '6000' })
  const m = rig.merchant
  const gbpAccount = async () =>
    (await m.dashboard('GET', '/api/v1/otc/accounts')).body.accounts.find((a: { currency: string }) => a.currency === 'GBP')
  const order = async (amount: string) => {
    const res = await m.dashboard('POST', '/api/v1/otc/orders', { from: 'GBP', to: 'NGN', amount, account_id: (await gbpAccount()).id })
    if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }
  const get = async (id: string) => (await m.dashboard('GET', `/api/v1/otc/orders/${id}`)).body
  const statusOf = (id: string, status: string) => eventually(async () => ((await get(id)).status === status ? get(id) : undefined), 30_000)
  const pay = (id: string, amount?: string) => m.dashboard('POST', `/api/v1/sandbox/otc/orders/${id}/pay`, amount ? { amount } : {})

  await t.test('the gates: access, the AML form, otc:trade', async (t) => {
    const o = await rig.other('gates@otc.test')
    t.match(await o.dashboard('GET', '/api/v1/otc/accounts'), { status: 403, body: { code: 'OTC_ACCESS_REQUIRED' } })
    t.match(await o.dashboard('GET', '/api/v1/otc/quote?from=GBP&to=NGN&amount=100.00'), {
      status: 403,
      body: { code: 'OTC_ACCESS_REQUIRED' },
    })
    t.equal((await rig.admin('PUT', `/admin/businesses/${o.businessId}/otc-access`, { approved: true })).status, 200)
    const quote = await o.dashboard('GET', '/api/v1/otc/quote?from=GBP&to=NGN&amount=100.00')
    t.match(quote, { status: 200, body: { rate: '1950.50', from: 'GBP', to: 'NGN', amount: '100.00', converted: '195050.00' } })
    const account = (await o.dashboard('GET', '/api/v1/otc/accounts')).body.accounts[0]
    t.match(await o.dashboard('POST', '/api/v1/otc/orders', { from: 'GBP', to: 'NGN', amount: '100.00', account_id: account.id }), {
      status: 403,
      body: { code: 'OTC_FORM_NOT_APPROVED' },
    })

    // The form: incomplete, then submitted and locked, rejected with a reason, corrected and approved.
    t.match(await o.dashboard('GET', '/api/v1/kyc/otc/status'), { status: 200, body: { status: 'not_started', otc_access: true } })
    t.equal((await o.dashboard('PUT', '/api/v1/kyc/otc/draft', { legal_name: 'Gates Ltd' })).body.status, 'draft')
    t.match(await o.dashboard('POST', '/api/v1/kyc/otc/submit', {}), {
      status: 400,
      body: { code: 'OTC_FORM_INCOMPLETE', error: /registration_number/ },
    })
    t.match(await o.dashboard('PUT', '/api/v1/kyc/otc/draft', { ...AML_FORM, sanctions_declaration: false }), { status: 200 })
    t.match(await o.dashboard('POST', '/api/v1/kyc/otc/submit', {}), { status: 400, body: { error: /sanctions_declaration/ } })
    t.equal((await o.dashboard('PUT', '/api/v1/kyc/otc/draft', { sanctions_declaration: true })).status, 200)
    t.equal((await o.dashboard('POST', '/api/v1/kyc/otc/submit', {})).body.status, 'submitted')
    t.match(await o.dashboard('PUT', '/api/v1/kyc/otc/draft', { purpose: 'x' }), { status: 409, body: { code: 'OTC_FORM_LOCKED' } })
    const queue = await rig.admin('GET', '/api/v1/admin/otc/forms')
    t.ok(
      queue.body.forms.some((f: { business_id: string }) => f.business_id === o.businessId),
      'in the operators’ queue',
    )
    const reason = 'the register shows a second director: add them'
    t.equal(
      (await rig.admin('POST', `/api/v1/admin/otc/forms/${o.businessId}/review`, { decision: 'reject' })).status,
      400,
      'a rejection needs a reason',
    )
    t.match(await rig.admin('POST', `/api/v1/admin/otc/forms/${o.businessId}/review`, { decision: 'reject', reason }), {
      status: 200,
      body: { status: 'rejected', rejection_reason: reason },
    })
    t.match(await o.dashboard('GET', '/api/v1/kyc/otc/status'), { body: { status: 'rejected', rejection_reason: reason } })
    t.equal(
      (
        await o.dashboard('PUT', '/api/v1/kyc/otc/draft', {
          beneficial_owners: [...AML_FORM.beneficial_owners, { name: 'B', ownership_percent: '40', country: 'GB' }],
        })
      ).body.status,
      'draft',
    )
    t.equal((await o.dashboard('POST', '/api/v1/kyc/otc/submit', {})).body.status, 'submitted')
    t.match(await rig.admin('POST', `/api/v1/admin/otc/forms/${o.businessId}/review`, { decision: 'approve' }), {
      status: 200,
      body: { status: 'approved' },
    })
    const placed = await o.dashboard('POST', '/api/v1/otc/orders', { from: 'GBP', to: 'NGN', amount: '100.00', account_id: account.id })
    t.equal(placed.status, 201, 'now it trades')

    // A member who may only view.
    const viewer = await joinTeam(rig.platform.baseUrl, rig.platform.config.dataDir, o.accessToken, 'viewer@otc.test', 'member', [
      'otc:view',
    ])
    const asViewer = (method: string, path: string, body?: unknown) =>
      o.call(method, path, { headers: bearer(viewer.accessToken), ...(body ? { body } : {}) })
    t.equal((await asViewer('GET', `/api/v1/otc/orders/${placed.body.id}`)).status, 200)
    t.match(await asViewer('POST', `/api/v1/otc/orders/${placed.body.id}/paid`, {}), { status: 403, body: { code: 'FORBIDDEN' } })
    t.match(await asViewer('POST', '/api/v1/otc/orders', { from: 'GBP', to: 'NGN', amount: '1.00', account_id: account.id }), {
      status: 403,
    })
  })

  await t.test('a full order: quote, order, paid, the bank payment, settled and credited once', async (t) => {
    const before = BigInt(await rig.available(m, 'NGN'))
    const o = await order('250.00')
    t.match(o, {
      status: 'pending_payment',
      rate: '1950.50',
      from_amount: '250.00',
      to_amount: '487625.00',
      payment_details: { bank_name: String, account_number: /^\d{8}$/, sort_code: /^\d{6}$/ },
    })
    t.ok(o.payment_details.reference.length <= 18, 'the reference fits Faster Payments')
    t.match(await m.dashboard('POST', `/api/v1/otc/orders/${o.id}/paid`, {}), { status: 200, body: { status: 'payment_marked' } })
    t.equal((await pay(o.id)).status, 200)
    const settled = await statusOf(o.id, 'settled')
    t.equal(settled.received_amount, '250.00')
    await eventually(async () => BigInt(await rig.available(m, 'NGN')) === before + 48762500n, 10_000)
    // A second payment with the same reference: held beside the settled order, never credited.
    t.equal((await pay(o.id)).status, 200)
    await eventually(async () => ((await get(o.id)).review_reason === 'a second payment for the order' ? true : undefined), 30_000)
    t.equal((await get(o.id)).status, 'settled')
    t.equal(BigInt(await rig.available(m, 'NGN')), before + 48762500n, 'credited once')
    const history = await m.dashboard('GET', '/api/v1/otc/history')
    t.ok(history.body.orders.some((x: { id: string }) => x.id === o.id))
  })

  await t.test('an underpayment is held for review, not settled', async (t) => {
    const before = await rig.available(m, 'NGN')
    const o = await order('100.00')
    await pay(o.id, '99.99')
    const held = await statusOf(o.id, 'review')
    t.match(held, { review_reason: 'underpaid', received_amount: '99.99' })
    const queue = await rig.admin('GET', '/api/v1/admin/otc/orders/review')
    t.ok(queue.body.orders.some((x: { id: string }) => x.id === o.id))
    t.equal(await rig.available(m, 'NGN'), before, 'nothing credited')
    // An operator settles it at what arrived: 99.99 GBP x 1950.50 = 195030.4995, rounded down.
    const settle = (body: unknown) => rig.admin('POST', `/api/v1/admin/otc/orders/${o.id}/settle`, body)
    t.match(await settle({ reason: 'the customer confirmed the short payment' }), {
      status: 200,
      body: { status: 'payment_received', to_amount: '195030.49' },
    })
    await statusOf(o.id, 'settled')
    await eventually(async () => BigInt(await rig.available(m, 'NGN')) === BigInt(before) + 19503049n, 10_000)
    t.match(await settle({ reason: 'again' }), { status: 409, body: { code: 'OTC_ORDER_CLOSED' } }, 'settled once')
  })

  await t.test(
    'an expired order: refreshed with its id and reference, settled at its new quote; a late payment goes to review',
    async (t) => {
      const o = await order('10.00')
      t.match(await m.dashboard('POST', `/api/v1/otc/orders/${o.id}/refresh`), { status: 409, body: { code: 'OTC_ORDER_NOT_EXPIRED' } })
      await statusOf(o.id, 'expired')
      t.match(await m.dashboard('POST', `/api/v1/otc/orders/${o.id}/paid`, {}), { status: 409, body: { code: 'OTC_ORDER_EXPIRED' } })
      const refreshed = await m.dashboard('POST', `/api/v1/otc/orders/${o.id}/refresh`)
      t.match(refreshed, {
        status: 200,
        body: { id: o.id, status: 'pending_payment', payment_details: { reference: o.payment_details.reference } },
      })
      t.equal(refreshed.body.quotes.length, 2, 'the history keeps both quotes')
      t.ok(Date.parse(refreshed.body.expires_at) > Date.parse(o.expires_at))
      const before = BigInt(await rig.available(m, 'NGN'))
      await pay(o.id)
      await statusOf(o.id, 'settled')
      await eventually(
        async () => BigInt(await rig.available(m, 'NGN')) === before + BigInt(refreshed.body.to_amount.replace('.', '')),
        10_000,
      )

      const late = await order('10.00')
      await statusOf(late.id, 'expired')
      await pay(late.id)
      t.match(await statusOf(late.id, 'review'), { review_reason: 'paid after the quote expired' })
    },
  )

  t.ok(await rig.ledgersBalanced(), 'every ledger sums to zero')
})
