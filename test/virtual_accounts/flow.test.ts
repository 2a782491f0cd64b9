/**
 * Virtual accounts through REST, against the Modulr simulator process: GBP and EUR accounts with identifiers
 * the libraries accept, the same reference twice, KYC and permission; a payment notified three times (three
 * EventIds, one PaymentId) credits once; a wrong partner signature credits nothing; a reversal debits; a
 * payment to a frozen account lands in suspense and an operator assigns it; the merchant's webhooks arrive
 * signed; every ledger sums to zero.
 */
import t from 'tap'
import { Secret, TOTP } from 'otpauth'
import { allEntries } from '../support/audit_log'
import { signedPayin } from '../support/modulr_payin'
import { createHmac } from 'node:crypto'
import { validateAccountDetails } from 'uk-modulus-check'
import { ibantools } from '../../actors/virtual_accounts/ibantools'
import { verifyWebhook } from '../../actors/webhooks/signing'
import { eventually, onboardMerchant } from '../support/merchant'
import { startVaRig } from './rig'
import { ModulrClient } from '../../actors/virtual_accounts/providers/modulr/modulr'

t.test('virtual accounts', async (t) => {
  const rig = await startVaRig(t, 'vaflow')
  const m = rig.merchant
  const create = (body: Record<string, unknown>) => m.dashboard('POST', '/api/v1/virtual-accounts/create', body)

  const gbp = await create({ currency: 'GBP', customer_reference: 'cust-1', customer_name: 'Ada Lovelace' })
  await t.test('a GBP account: a sort code and account number that pass the UK modulus check', async (t) => {
    t.equal(gbp.status, 200, JSON.stringify(gbp.body))
    t.match(gbp.body, {
      currency: 'GBP',
      status: 'active',
      customer_reference: 'cust-1',
      customer_name: 'Ada Lovelace',
      is_test_mode: true,
    })
    t.match(gbp.body.sort_code, /^\d{6}$/)
    t.match(gbp.body.account_number, /^\d{8}$/)
    t.ok(validateAccountDetails(gbp.body.sort_code, gbp.body.account_number), 'uk-modulus-check accepts it')
    t.ok(ibantools.isValidIBAN(gbp.body.iban), 'its IBAN passes mod 97')
    t.notOk(validateAccountDetails('089999', '66374959'), 'the check refuses a wrong number (the library is live)')
  })

  await t.test('a EUR account: an IBAN that passes mod 97 and its country’s format', async (t) => {
    const eur = await create({ currency: 'eur', customer_reference: 'cust-1', customer_name: 'Ada Lovelace' })
    t.equal(eur.status, 200, JSON.stringify(eur.body))
    t.match(eur.body, { currency: 'EUR', status: 'active', sort_code: null })
    t.ok(ibantools.isValidIBAN(eur.body.iban), eur.body.iban)
    t.equal(eur.body.account_number, eur.body.iban, 'the number a payer types is the IBAN')
    t.ok(ibantools.isValidBIC(eur.body.bic))
    t.notOk(ibantools.isValidIBAN(`${eur.body.iban.slice(0, -1)}${(Number(eur.body.iban.slice(-1)) + 1) % 10}`), 'one digit off fails')
    t.not(eur.body.id, gbp.body.id, 'another currency is another account')
  })

  await t.test('the same reference and currency again is the existing account', async (t) => {
    const again = await create({ currency: 'GBP', customer_reference: 'cust-1', customer_name: 'Someone Else' })
    t.equal(again.status, 200)
    t.same(again.body, gbp.body)
    const list = await m.dashboard('GET', '/api/v1/virtual-accounts')
    t.match(list.body, { total: 2, page: 1, limit: 20 })
    t.equal(list.body.accounts.length, 2)
  })

  await t.test('refused: a currency other than GBP or EUR, no KYC, no permission, another merchant’s account', async (t) => {
    t.match(await create({ currency: 'USD', customer_reference: 'x', customer_name: 'X' }), {
      status: 400,
      body: { code: 'INVALID_CURRENCY' },
    })
    const noKyc = await onboardMerchant(rig.platform.baseUrl, rig.platform.adminToken, { email: 'nokyc@va.test', kyc: 'pending' })
    t.match(
      await noKyc.dashboard('POST', '/api/v1/virtual-accounts/create', { currency: 'GBP', customer_reference: 'a', customer_name: 'A' }),
      {
        status: 403,
        body: { code: 'KYC_REQUIRED' },
      },
    )
    t.match(await m.call('GET', '/api/v1/virtual-accounts', { headers: { 'x-api-key': m.testKey } }), { status: 401 })
    const other = await rig.other('other@va.test')
    t.match(await other.dashboard('GET', `/api/v1/virtual-accounts/${gbp.body.id}`), {
      status: 404,
      body: { code: 'VIRTUAL_ACCOUNT_NOT_FOUND' },
    })
    t.match(await other.dashboard('GET', '/api/v1/virtual-accounts'), { status: 200, body: { total: 0 } })
  })

  const credited = () => rig.webhooks('virtual_account.credited')

  await t.test('a payment notified three times under three event ids credits once, with one signed webhook', async (t) => {
    const sent = await m.dashboard('POST', `/api/v1/sandbox/virtual-accounts/${gbp.body.id}/credit`, {
      amount: '12.50',
      payer_name: 'Payer DUPLICATE_3',
      reference: 'invoice-7',
    })
    t.equal(sent.status, 200, JSON.stringify(sent.body))
    await rig.fiatReaches(m, 'GBP', '1250')
    const payment = `modulr:${sent.body.partner_payment_id}`
    const notices = await eventually(async () => {
      const [row] = await rig.db.sql<
        { state: string }[]
      >`SELECT state::text FROM actor_state WHERE kind = 'bank_payment' AND id = ${payment}`
      const n = row ? JSON.parse(row.state).notices : 0
      return n >= 3 ? n : undefined
    }, 30_000)
    t.equal(notices, 3, 'three notifications arrived')
    const hook = await eventually(async () => credited().find((d) => d.payment_id === payment))
    t.match(hook, {
      currency: 'GBP',
      amount: '1250',
      amount_decimal: '12.50',
      decimals: 2,
      virtual_account_id: gbp.body.id,
      reference: 'invoice-7',
    })
    t.equal((await rig.fiat(m, 'GBP')).available, '1250', 'still credited once')
    t.equal(credited().filter((d) => d.payment_id === payment).length, 1, 'one webhook')
    const raw = rig.receiver.received.find((r) => r.headers['x-webhook-event'] === 'virtual_account.credited')!
    t.equal(raw.headers['x-webhook-signature'], createHmac('sha256', rig.webhookSecret).update(raw.rawBody).digest('hex'))
    t.same(verifyWebhook({ secret: rig.webhookSecret, rawBody: raw.rawBody, headers: raw.headers }), { ok: true })
    const entries = await m.api('GET', '/api/v1/balance/entries?currency=GBP')
    t.match(entries.body, {
      total: 1,
      entries: [{ type: 'virtual_account_credit', direction: 'credit', amount: '1250', amount_decimal: '12.5' }],
    })
  })

  await t.test('a notification with a wrong signature is refused and credits nothing', async (t) => {
    const { body, signature: forged } = signedPayin('not-the-secret', { accountId: 'A-any', paymentId: 'P-forged', amount: 1000 })
    const res = await fetch(`${rig.platform.baseUrl}/webhooks/partners/modulr`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mod-hmac-signature': forged },
      body,
    })
    t.equal(res.status, 401)
    t.match(await res.json(), { code: 'INVALID_SIGNATURE' })
    const [row] = await rig.db.sql`SELECT count(*)::int AS n FROM actor_state WHERE kind = 'bank_payment' AND id = 'modulr:P-forged'`
    t.equal(row!.n, 0, 'nothing recorded')
  })

  await t.test('a reversal by the payer’s bank debits the balance, with a signed virtual_account.reversed', async (t) => {
    const sent = await m.dashboard('POST', `/api/v1/sandbox/virtual-accounts/${gbp.body.id}/credit`, {
      amount: '3.00',
      reference: 'REVERSE_LATER',
    })
    t.equal(sent.status, 200, JSON.stringify(sent.body))
    const payment = `modulr:${sent.body.partner_payment_id}`
    const hook = await eventually(async () => rig.webhooks('virtual_account.reversed').find((d) => d.payment_id === payment), 30_000)
    t.match(hook, { amount: '300', currency: 'GBP', return_reason: /.+/ })
    await rig.fiatReaches(m, 'GBP', '1250')
  })

  await t.test('a payment to a frozen account lands in suspense; an operator assigns it; it credits then', async (t) => {
    const frozen = await rig.admin('POST', `/api/v1/admin/virtual-accounts/${gbp.body.id}/freeze`, { reason: 'compliance review' })
    t.match(frozen, { status: 200, body: { status: 'frozen', status_reason: 'compliance review' } })
    const sent = await m.dashboard('POST', `/api/v1/sandbox/virtual-accounts/${gbp.body.id}/credit`, { amount: '7.25', reference: 'held' })
    t.equal(sent.status, 200, JSON.stringify(sent.body))
    const payment = `modulr:${sent.body.partner_payment_id}`
    const suspended = await eventually(async () => {
      const list = await rig.admin('GET', '/api/v1/admin/virtual-accounts/suspense')
      return list.body.payments.find((p: { payment_id: string }) => p.payment_id === payment)
    }, 30_000)
    t.match(suspended, { status: 'suspended', suspense_reason: 'account_frozen', amount: '725' })
    t.notOk('virtual_account_id' in suspended, 'credited to no account yet')
    t.equal((await rig.fiat(m, 'GBP')).available, '1250', 'not credited while frozen')
    t.match(await rig.admin('POST', `/api/v1/admin/virtual-accounts/payments/${payment}/assign`, { virtual_account_id: gbp.body.id }), {
      status: 200,
      body: { status: 'assigning' },
    })
    await rig.fiatReaches(m, 'GBP', '1975')
    await eventually(async () => credited().find((d) => d.payment_id === payment))
    t.match(await rig.admin('POST', `/api/v1/admin/virtual-accounts/payments/${payment}/assign`, { virtual_account_id: gbp.body.id }), {
      status: 409,
      body: { code: 'PAYMENT_NOT_IN_SUSPENSE' },
    })
    t.match(await rig.admin('POST', `/api/v1/admin/virtual-accounts/${gbp.body.id}/unfreeze`), { status: 200, body: { status: 'active' } })
  })

  await t.test('a payment to an account the platform does not know lands in suspense; an operator returns it to the payer', async (t) => {
    // An account at the bank that no merchant opened here (as a misdirected transfer would name).
    const bank = new ModulrClient({ baseUrl: rig.sim.baseUrl, apiKey: rig.sim.apiKey, apiSecret: rig.sim.apiSecret, timeoutMs: 5_000 })
    const stray = await bank.openAccount({
      customerExternalReference: 'stray-customer',
      customerName: 'Stray',
      externalReference: 'stray-account',
      currency: 'GBP',
      accountName: 'Stray',
    })
    if (stray.kind !== 'ok') throw new Error(JSON.stringify(stray))
    const credit = await bank.sandboxCredit({
      accountId: stray.value.id,
      amount: '4.20',
      payerName: 'Lost Payer',
      reference: 'misdirected',
    })
    if (credit.kind !== 'ok') throw new Error(JSON.stringify(credit))
    const payment = `modulr:${credit.value.paymentId}`
    const suspended = await eventually(async () => {
      const list = await rig.admin('GET', '/api/v1/admin/virtual-accounts/suspense')
      return list.body.payments.find((p: { payment_id: string }) => p.payment_id === payment)
    }, 30_000)
    t.match(suspended, { suspense_reason: 'unknown_account', amount: '420', payer_name: 'Lost Payer' })
    t.match(await rig.admin('POST', `/api/v1/admin/virtual-accounts/payments/${payment}/return`, { reason: 'no such customer' }), {
      status: 200,
      body: { status: 'returning' },
    })
    await eventually(async () => {
      const [row] = await rig.db.sql<{ status: string }[]>`SELECT status FROM va_payments WHERE id = ${payment}`
      return row?.status === 'returned'
    }, 30_000)
    const list = await rig.admin('GET', '/api/v1/admin/virtual-accounts/suspense')
    t.notOk(
      list.body.payments.some((p: { payment_id: string }) => p.payment_id === payment),
      'no longer in suspense',
    )
    t.match(await rig.admin('POST', `/api/v1/admin/virtual-accounts/payments/${payment}/return`, { reason: 'again' }), {
      status: 409,
      body: { code: 'PAYMENT_NOT_IN_SUSPENSE' },
    })
    t.equal((await rig.fiat(m, 'GBP')).available, '1975', 'no merchant was credited')
  })

  await t.test('closing is a step-up act under 2FA; the audit log names who created and who closed', async (t) => {
    const o = await rig.other('closer@va.test')
    const made = await o.dashboard('POST', '/api/v1/virtual-accounts/create', {
      currency: 'GBP',
      customer_reference: 'close-1',
      customer_name: 'C',
    })
    t.equal(made.status, 200)
    // The audit log is written from the committed events, a moment after the answer: wait for the entry.
    const created = await eventually(async () =>
      (await allEntries(o.call, o.accessToken)).find((e) => e.action === 'virtual_account.created'),
    )
    t.match(created, { actor: { type: 'user', id: o.userId } }, 'the creating user, not the system')
    const setup = await o.dashboard('POST', '/api/v1/auth/2fa/setup')
    const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret), digits: 6, period: 30 })
    t.equal((await o.dashboard('POST', '/api/v1/auth/2fa/enable', { code: totp.generate() })).status, 200)
    const close = (body: Record<string, unknown>) => o.dashboard('POST', `/api/v1/virtual-accounts/${made.body.id}/close`, body)
    t.match(await close({}), { status: 401, body: { code: 'OTP_REQUIRED' } })
    t.match(await close({ otp_code: '000000' }), { status: 401, body: { code: 'INVALID_OTP' } })
    t.equal((await o.dashboard('GET', `/api/v1/virtual-accounts/${made.body.id}`)).body.status, 'active', 'still open')
    // The next period's code: the enabling one is spent, and the server accepts one period either side.
    const closed = await close({ otp_code: totp.generate({ timestamp: Date.now() + 30_000 }) })
    t.match(closed, { status: 200, body: { status: 'closed' } })
    const entry = await eventually(async () => (await allEntries(o.call, o.accessToken)).find((e) => e.action === 'virtual_account.closed'))
    t.match(entry, { actor: { type: 'user', id: o.userId } })
  })

  await t.test('every ledger sums to zero', async (t) => {
    t.ok(await rig.ledgersBalanced())
  })
})
