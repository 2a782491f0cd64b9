/**
 * Remittance through REST, against the Wise simulator process and the Modulr simulator (NGN reaches the balance by
 * an OTC order paid through the sandbox bank): signing keys; every refusal of a signature, each with its code and
 * nothing moved; quotes and their single use; a transfer through pending, processing and completed with its hold
 * posted; a failed payout voiding the hold; a bounce after completion reversing the debit; duplicate and shuffled
 * webhooks changing nothing twice; a partner timeout ending in one transfer at the partner; what another merchant
 * sees; the dashboard's create under 2FA; every ledger summing to zero.
 */
import t from 'tap'
import { Secret, TOTP } from 'otpauth'
import { uuidFromKey } from '../../platform/idempotency'
import { eventually, onboardMerchant } from '../support/merchant'
import { startRemitRig } from './rig'

const recipient = {
  recipient_name: 'Li Wei',
  recipient_account: '6222020200112233445',
  recipient_bank: 'ICBC',
  recipient_email: 'li.wei@example.com',
  recipient_country: 'CN',
  purpose: 'invoice_payment',
}

t.test('remittance', async (t) => {
  const rig = await startRemitRig(t, 'remit_flow')
  const m = rig.merchant
  const body = (over: Record<string, unknown> = {}) => ({
    business_id: m.businessId,
    source_currency: 'NGN',
    source_amount: '15000.00',
    dest_currency: 'CNY',
    reference: 'Invoice 1',
    ...recipient,
    ...over,
  })
  const transfers = async () => (await m.api('GET', '/api/v1/remittance/transfers')).body
  const get = async (id: string) => (await m.api('GET', `/api/v1/remittance/transfers/${id}`)).body
  const statusOf = (id: string, status: string) => eventually(async () => ((await get(id)).status === status ? get(id) : undefined), 30_000)
  const hooks = (event: string, id: string) => rig.webhooks(event).filter((d) => d.id === id)

  await t.test('signing keys: the secret once, two active, revoked keys refused', async (t) => {
    const listed = await m.dashboard('GET', '/api/v1/settings/transfer-signing-keys')
    t.equal(listed.status, 200)
    t.same(
      listed.body.keys.map((k: { id: string }) => k.id),
      [rig.key.id],
    )
    t.notOk('secret' in listed.body.keys[0], 'never shown again')
    const second = await rig.issueKey(m)
    t.match(await m.dashboard('POST', '/api/v1/settings/transfer-signing-keys', {}), { status: 409, body: { code: 'SIGNING_KEY_LIMIT' } })
    const revoked = await m.dashboard('POST', `/api/v1/settings/transfer-signing-keys/${second.id}/revoke`)
    t.match(revoked, { status: 200, body: { id: second.id, status: 'revoked' } })
    t.match(await rig.transfer(m, body(), { key: second }), { status: 401, body: { code: 'SIGNATURE_KEY_UNKNOWN' } })
    const stored = await rig.db.sql<{ secret_sealed: string }[]>`SELECT secret_sealed FROM transfer_signing_keys WHERE id = ${rig.key.id}`
    t.notOk(stored[0]?.secret_sealed.includes(rig.key.secret.slice(4)), 'sealed at rest')
  })

  await t.test('the quote: the partner’s rate, the platform fee, exact decimals', async (t) => {
    const q = await m.api('POST', '/api/v1/remittance/quote', body({ source_amount: '150000.00' }))
    t.equal(q.status, 200)
    // Wise simulator: fee 0.45% of 150000.00 = 675.00; (150000.00 - 675.00) x 0.00458 = 683.9085 -> 683.90.
    t.match(q.body, {
      source_currency: 'NGN',
      source_amount: '150000.00',
      dest_currency: 'CNY',
      dest_amount: '683.90',
      exchange_rate: 0.00458,
      fee_amount: '1500.00',
      fee_percent: '1.00',
      rpay_discount_applied: false,
      rpay_discount_amount: '0.00',
      total_cost: '151500.00',
    })
    t.match(q.body.estimated_time, /^within \d+ hours?$/)
    t.match(await m.api('POST', '/api/v1/remittance/quote', body({ dest_currency: 'EUR' })), {
      status: 400,
      body: { code: 'UNSUPPORTED_CORRIDOR' },
    })
    t.match(await m.api('POST', '/api/v1/remittance/quote', body({ business_id: 'someone-else' })), {
      status: 403,
      body: { code: 'BUSINESS_MISMATCH' },
    })
    const rates = await m.api('GET', '/api/v1/remittance/rates')
    t.equal(rates.status, 200)
    t.same(
      rates.body.rates.map((r: { pair: string }) => r.pair),
      ['NGNCNY', 'NGNUSD', 'NGNGBP', 'USDCNY'],
    )
  })

  await t.test('a balance too low: 400, nothing held, nothing sent', async (t) => {
    const res = await rig.transfer(m, body())
    t.match(res, { status: 400, body: { code: 'BALANCE_TOO_LOW' } })
    t.equal((await transfers()).total, 0)
  })

  await rig.fund(m, 'NGN', '100.00') // 195050.00 NGN
  t.equal(await rig.available(m, 'NGN'), '19505000')

  await t.test('signatures that move no money, each with its code', async (t) => {
    const now = Date.now()
    const cases: [string, Parameters<typeof rig.transfer>[2], number, string][] = [
      ['missing', { header: null }, 400, 'SIGNATURE_MALFORMED'],
      ['malformed', { header: 't=abc,n=x' }, 400, 'SIGNATURE_MALFORMED'],
      [
        'unknown key',
        { header: `t=${Math.floor(now / 1000)},n=${'a'.repeat(22)},k=tsk_test_${'0'.repeat(24)},v1=${'0'.repeat(64)}` },
        401,
        'SIGNATURE_KEY_UNKNOWN',
      ],
      ['stale', { nowMs: now - 301_000 }, 401, 'SIGNATURE_EXPIRED'],
      ['from the future', { nowMs: now + 301_000 }, 401, 'SIGNATURE_EXPIRED'],
      ['wrong secret', { secrets: ['tss_not_the_secret'] }, 401, 'SIGNATURE_MISMATCH'],
    ]
    const funded = await rig.available(m, 'NGN')
    for (const [name, options, status, code] of cases) t.match(await rig.transfer(m, body(), options), { status, body: { code } }, name)
    t.equal(await rig.available(m, 'NGN'), funded, 'none of them held anything')
    const nonce = 'replayed-nonce-0123456789'
    const first = await rig.transfer(m, body({ reference: 'Replay' }), { nonce })
    t.equal(first.status, 201, 'the first use passes')
    t.match(await rig.transfer(m, body({ reference: 'Replay' }), { nonce }), { status: 409, body: { code: 'SIGNATURE_REPLAYED' } })
    t.equal((await transfers()).total, 1, 'only the first made a transfer')
    await statusOf(first.body.id, 'completed')
  })

  await t.test('a transfer on a quote: pending, processing, completed; the hold posted; the quote used once', async (t) => {
    const before = BigInt(await rig.available(m, 'NGN'))
    const q = (await m.api('POST', '/api/v1/remittance/quote', body())).body
    const res = await rig.transfer(m, body({ quote_id: q.quote_id, reference: 'Invoice 2' }))
    t.equal(res.status, 201)
    t.match(res.body, {
      status: 'pending',
      total_cost: q.total_cost,
      dest_amount: q.dest_amount,
      exchange_rate: String(q.exchange_rate),
      business_uuid: m.businessId,
    })
    const held = BigInt(q.total_cost.replace('.', ''))
    t.equal(await rig.available(m, 'NGN'), (before - held).toString(), 'total_cost is held at once')
    const done = await statusOf(res.body.id, 'completed')
    t.equal(done.partner_status, 'outgoing_payment_sent')
    t.equal(await rig.available(m, 'NGN'), (before - held).toString(), 'and debited when sent')
    await eventually(async () => hooks('remittance.transfer.completed', res.body.id).length === 1, 10_000)
    t.equal(hooks('remittance.transfer.processing', res.body.id).length, 1)
    t.match(await rig.transfer(m, body({ quote_id: q.quote_id, reference: 'Invoice 3' })), { status: 409, body: { code: 'QUOTE_USED' } })
    t.match(await rig.transfer(m, body({ quote_id: q.quote_id, source_amount: '1.00' })), { status: 400, body: { code: 'QUOTE_MISMATCH' } })
  })

  await t.test('Idempotency-Key: a retry signed anew answers the same transfer; another body is refused', async (t) => {
    const a = await rig.transfer(m, body({ reference: 'Idem 1' }), { idempotencyKey: 'remit-idem-1' })
    const b = await rig.transfer(m, body({ reference: 'Idem 1' }), { idempotencyKey: 'remit-idem-1' })
    t.equal(a.status, 201)
    t.equal(b.status, 201)
    t.equal(b.body.id, a.body.id)
    t.match(await rig.transfer(m, body({ reference: 'Idem 2' }), { idempotencyKey: 'remit-idem-1' }), {
      status: 409,
      body: { code: 'IDEMPOTENCY_KEY_REUSED' },
    })
    await statusOf(a.body.id, 'completed')
  })

  await t.test('a payout that fails before sending voids the hold', async (t) => {
    const before = await rig.available(m, 'NGN')
    const res = await rig.transfer(m, body({ reference: 'SIM-FAIL' }))
    t.equal(res.status, 201)
    const failed = await statusOf(res.body.id, 'failed')
    t.match(failed, { reversed: false, failure_reason: /cancelled/ })
    await eventually(async () => (await rig.available(m, 'NGN')) === before, 10_000)
    await eventually(async () => hooks('remittance.transfer.failed', res.body.id).length === 1, 10_000)
  })

  await t.test('a bounce after completion: failed, and the debit reversed by a compensating transfer', async (t) => {
    const before = await rig.available(m, 'NGN')
    const res = await rig.transfer(m, body({ reference: 'SIM-BOUNCE' }))
    await statusOf(res.body.id, 'completed')
    const bounced = await eventually(async () => {
      const x = await get(res.body.id)
      return x.status === 'failed' && x.reversed ? x : undefined
    }, 30_000)
    t.match(bounced.failure_reason, /bounced_back/)
    await eventually(async () => (await rig.available(m, 'NGN')) === before, 10_000)
    await eventually(async () => hooks('remittance.transfer.reversed', res.body.id).length === 1, 10_000)
    t.equal(hooks('remittance.transfer.completed', res.body.id).length, 1)
    t.equal(hooks('remittance.transfer.failed', res.body.id).length, 1)
  })

  await t.test('duplicate and out-of-order webhooks change nothing twice', async (t) => {
    for (const reference of ['SIM-DUPLICATE', 'SIM-SHUFFLE', 'SIM-DUPLICATE SIM-SHUFFLE']) {
      const before = BigInt(await rig.available(m, 'NGN'))
      const res = await rig.transfer(m, body({ reference }))
      const done = await statusOf(res.body.id, 'completed')
      t.equal(done.partner_status, 'outgoing_payment_sent', reference)
      await eventually(async () => hooks('remittance.transfer.completed', res.body.id).length === 1, 10_000)
      t.equal(hooks('remittance.transfer.processing', res.body.id).length, 1, `${reference}: processing once`)
      t.equal(
        await rig.available(m, 'NGN'),
        (before - BigInt(res.body.total_cost.replace('.', ''))).toString(),
        `${reference}: debited once`,
      )
    }
  })

  await t.test('a partner timeout after acceptance ends in one transfer at the partner', async (t) => {
    const res = await rig.transfer(m, body({ reference: 'SIM-TIMEOUT' }))
    t.equal(res.status, 201)
    await statusOf(res.body.id, 'completed')
    const ctid = uuidFromKey('remittance.customer_transaction', m.businessId, res.body.id)
    t.equal((await rig.wise.transfersFor(ctid)).length, 1)
  })

  await t.test('another merchant sees none of it', async (t) => {
    const o = await rig.onboard('other@remit.test')
    const mine = (await transfers()).transfers[0].id
    t.match(await o.api('GET', `/api/v1/remittance/transfers/${mine}`), { status: 404, body: { code: 'REMITTANCE_NOT_FOUND' } })
    t.match(await o.api('GET', `/api/v1/remittance/transfers?business_id=${m.businessId}`), {
      status: 403,
      body: { code: 'BUSINESS_MISMATCH' },
    })
    t.match(await o.api('GET', '/api/v1/remittance/transfers'), { status: 200, body: { total: 0 } })
    const pending = await onboardMerchant(rig.platform.baseUrl, rig.platform.adminToken, { email: 'kyc@remit.test', kyc: 'pending' })
    t.match(await pending.api('POST', '/api/v1/remittance/quote', body({ business_id: pending.businessId })), {
      status: 403,
      body: { code: 'KYC_REQUIRED' },
    })
    // Its own key does not sign for the merchant.
    t.match(await rig.transfer(o, body(), {}), { status: 401, body: { code: 'SIGNATURE_KEY_UNKNOWN' } })
  })

  await t.test('the dashboard create: no signature, otp_code when 2FA is on', async (t) => {
    const create = (extra: Record<string, unknown>) =>
      m.dashboard('POST', '/api/v1/remittance/create', body({ reference: 'Dashboard', ...extra }))
    const plain = await create({})
    t.equal(plain.status, 201)
    await statusOf(plain.body.id, 'completed')
    const setup = await m.dashboard('POST', '/api/v1/auth/2fa/setup')
    const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret), digits: 6, period: 30 })
    t.equal((await m.dashboard('POST', '/api/v1/auth/2fa/enable', { code: totp.generate() })).status, 200)
    t.match(await create({}), { status: 401, body: { code: 'OTP_REQUIRED' } })
    t.match(await create({ otp_code: '000000' }), { status: 401, body: { code: 'INVALID_OTP' } })
    const ok = await create({ otp_code: totp.generate({ timestamp: Date.now() + 30_000 }) })
    t.equal(ok.status, 201)
    await statusOf(ok.body.id, 'completed')
  })

  t.ok(await rig.ledgersBalanced(), 'every ledger sums to zero')
})
