/**
 * Issue #28 item 2 through REST: a second factor for what redirects money.
 * With the owner's 2FA on, the owner's access token alone no longer mints a
 * key that exports private keys; with the team policy on, an admin without
 * 2FA cannot re-number a settlement account; the owner is e-mailed each such
 * change. The clock is the test's, so each step gets a fresh 30 s code.
 */
import path from 'node:path'
import t from 'tap'
import { Secret, TOTP } from 'otpauth'
import { ManualClock } from '../../platform/clock'
import { DevOutbox } from '../../platform/mail/mailer'
import { accessModule } from '../../actors/accounts/module'
import { checkoutModule } from '../../actors/checkout/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { allEntries, by, codePattern, expectNoSecrets, expectOneEntry, type OneEntry } from '../support/audit_log'
import { createTestDb } from '../support/db'
import { bearer, client } from '../support/http'
import { registerOwner } from '../support/owner'
import { startTestPlatform } from '../support/platform'
import { joinTeam } from '../support/team'

t.test('a second factor for money-redirecting changes', async (t) => {
  const db = await createTestDb('stepup')
  const clock = new ManualClock(Date.now())
  const platform = await startTestPlatform(db, [accessModule, checkoutModule, webhooksModule], { clock })
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const call = client(platform.baseUrl)
  const owner = await registerOwner(call, 'owner@stepup.test', 'StepUp')
  const asOwner = (method: string, path: string, body?: unknown) =>
    call(method, path, { headers: bearer(owner.access_token), ...(body !== undefined ? { body } : {}) })
  const outbox = new DevOutbox(path.resolve(platform.config.dataDir, 'outbox'))
  const securityMails = () => outbox.read('owner@stepup.test').filter((m) => m.subject.startsWith('Security change'))
  const account = {
    account_name: 'Shop Ltd',
    account_number: '12345678',
    sort_code: '040004',
    bank_name: 'Bank',
    currency: 'GBP',
    country: 'GB',
  }
  /** What must never reach the audit log, added as the test meets it. */
  const secrets: Record<string, string | RegExp> = { 'account number': '12345678', 'new account number': '87654321' }
  const webhookId = `payments:${owner.business_id}`

  await t.test('without 2FA anywhere, nothing extra is asked', async (t) => {
    t.equal((await asOwner('POST', '/api/v1/settings/settlement-accounts', account)).status, 201)
    const key = await asOwner('POST', '/api/v1/api-keys', {
      name: 'k',
      environment: 'test',
      product: 'payments',
      permissions: ['wallet:transfer'],
    })
    t.equal(key.status, 201)
    t.ok(securityMails().length >= 2, 'the owner is told of each change all the same')
  })

  const setup = await asOwner('POST', '/api/v1/auth/2fa/setup')
  const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret), digits: 6, period: 30 })
  secrets['TOTP secret'] = setup.body.secret
  const code = () => {
    clock.advance(30_000) // each code is spent once: the next step's code
    const next = totp.generate({ timestamp: clock.nowMs() })
    secrets[`TOTP code ${Object.keys(secrets).length}`] = codePattern(next)
    return next
  }
  t.equal((await asOwner('POST', '/api/v1/auth/2fa/enable', { code: code() })).status, 200)

  await t.test("error: with the owner's 2FA on, its token alone mints no key that exports private keys", async (t) => {
    const body = { name: 'exporter', environment: 'live', product: 'payments', permissions: ['wallet:export_key', 'wallet:reveal_seed'] }
    t.match(await asOwner('POST', '/api/v1/api-keys', body), { status: 401, body: { code: 'OTP_REQUIRED' } })
    t.match(await asOwner('POST', '/api/v1/api-keys', { ...body, otp_code: '000000' }), { status: 401, body: { code: 'INVALID_OTP' } })
    const keys = (await asOwner('GET', '/api/v1/api-keys')).body.keys as { name: string }[]
    t.notOk(
      keys.some((k) => k.name === 'exporter'),
      'no key was made',
    )
    const before = securityMails().length
    const made = await asOwner('POST', '/api/v1/api-keys', { ...body, otp_code: code() })
    t.equal(made.status, 201, 'with a current code it is')
    secrets['exporter key'] = made.body.key
    t.equal(securityMails().length, before + 1, 'and the owner is e-mailed')
    t.match(securityMails().at(-1)!.text, /exporter.*wallet:export_key/s)
    t.notOk(securityMails().at(-1)!.text.includes(made.body.key), 'never the secret')
    const reads = await asOwner('POST', '/api/v1/api-keys', {
      name: 'reader',
      environment: 'live',
      product: 'payments',
      permissions: ['checkout:view'],
    })
    t.equal(reads.status, 201, 'a key that moves no money needs no code')
    t.match(
      await asOwner('POST', `/api/v1/api-keys/${made.body.id}/rotate`),
      { status: 401, body: { code: 'OTP_REQUIRED' } },
      'rotating it too',
    )
    t.equal((await asOwner('POST', `/api/v1/api-keys/${made.body.id}/rotate`, { otp_code: code() })).status, 200)
  })

  const admin = await joinTeam(platform.baseUrl, platform.config.dataDir, owner.access_token, 'admin@stepup.test', 'admin')
  const asAdmin = (method: string, path: string, body?: unknown) =>
    call(method, path, { headers: bearer(admin.accessToken), ...(body !== undefined ? { body } : {}) })

  await t.test('error: the team policy is the owner’s, with a code', async (t) => {
    t.match(await asAdmin('PUT', '/api/v1/settings/security', { require_2fa: true }), { status: 403 }, 'not an admin’s')
    t.match(await asOwner('PUT', '/api/v1/settings/security', { require_2fa: true }), { status: 401, body: { code: 'OTP_REQUIRED' } })
    t.match(await asOwner('PUT', '/api/v1/settings/security', { require_2fa: true, otp_code: code() }), {
      status: 200,
      body: { require_2fa: true, changed_by: owner.user_id, changed_at: String },
    })
    t.match(await asAdmin('GET', '/api/v1/settings/security'), { status: 200, body: { require_2fa: true } })
  })

  await t.test('error: with the policy on, an admin without 2FA cannot re-number a settlement account', async (t) => {
    const accounts = (await asOwner('GET', '/api/v1/settings/settlement-accounts')).body.accounts as { id: string }[]
    const id = accounts[0]!.id
    t.match(await asAdmin('PUT', `/api/v1/settings/settlement-accounts/${id}`, { account_number: '87654321' }), {
      status: 403,
      body: { code: '2FA_REQUIRED' },
    })
    t.match(await asAdmin('POST', '/api/v1/settings/settlement-accounts', account), { status: 403, body: { code: '2FA_REQUIRED' } })
    t.match(await asAdmin('DELETE', `/api/v1/settings/settlement-accounts/${id}`), { status: 403, body: { code: '2FA_REQUIRED' } })
    const after = (await asOwner('GET', '/api/v1/settings/settlement-accounts')).body.accounts as { account_number: string }[]
    t.same(
      after.map((a) => a.account_number),
      ['****5678'],
      'nothing changed',
    )
    t.match(
      await asAdmin('POST', '/api/v1/api-keys', { name: 'x', environment: 'test', product: 'payments', permissions: ['checkout:refund'] }),
      {
        status: 403,
        body: { code: '2FA_REQUIRED' },
      },
    )
    t.equal(
      (await asOwner('PUT', `/api/v1/settings/settlement-accounts/${id}`, { account_number: '87654321', otp_code: code() })).status,
      200,
      'the owner, with a code, can',
    )
  })

  await t.test('error: with the policy on, an admin without 2FA cannot re-point the payments webhook', async (t) => {
    const first = await asOwner('POST', '/api/v1/settings/webhook', { url: 'http://127.0.0.1:9/first' })
    t.equal(first.status, 200, 'the first setup')
    secrets['first webhook secret'] = first.body.webhook_secret
    t.match(await asAdmin('POST', '/api/v1/settings/webhook', { url: 'http://127.0.0.1:9/attacker' }), {
      status: 403,
      body: { code: '2FA_REQUIRED' },
    })
    t.match(await asOwner('GET', '/api/v1/settings/webhook'), { body: { url: 'http://127.0.0.1:9/first' } }, 'unchanged')
    t.match(await asOwner('POST', '/api/v1/settings/webhook', { url: 'http://127.0.0.1:9/second' }), {
      status: 401,
      body: { code: 'OTP_REQUIRED' },
    })
    const moved = await asOwner('POST', '/api/v1/settings/webhook', { url: 'http://127.0.0.1:9/second', otp_code: code() })
    t.match(moved, { status: 200, body: { webhook_secret: /^whsec_/ } }, 'with a code, and a new secret')
    secrets['new webhook secret'] = moved.body.webhook_secret
    t.match(securityMails().at(-1)!.text, /127\.0\.0\.1:9\/second/)
  })

  await t.test('audit: each change once, by the owner; a refused attempt none; no number, code or secret', async (t) => {
    const x = (e: Omit<OneEntry, 'by'>) => expectOneEntry(t, call, owner.access_token, { ...e, by: by.user(owner.user_id) })
    const accountId = (await asOwner('GET', '/api/v1/settings/settlement-accounts')).body.accounts[0].id
    const shown = { account_name: 'Shop Ltd', sort_code: '040004', bank_name: 'Bank', currency: 'GBP', country: 'GB' }
    const account = { type: 'settlement_account', id: accountId }
    await x({ action: 'settlement_account.added', target: account, changes: { ...shown, account_number_last4: '5678' } })
    const [before, after] = [
      { ...shown, account_number_last4: '5678' },
      { ...shown, account_number_last4: '4321' },
    ]
    await x({ action: 'settlement_account.updated', target: account, changes: { from: before, to: after } })
    const policy = { type: 'team_policy', id: owner.business_id }
    await x({ action: 'team_security.changed', target: policy, changes: { require_2fa: { from: false, to: true } } })
    const webhook = { type: 'payments_webhook', id: webhookId }
    const [FIRST, SECOND] = ['http://127.0.0.1:9/first', 'http://127.0.0.1:9/second']
    await x({
      action: 'webhook.configured',
      target: webhook,
      changes: {
        url: { from: null, to: FIRST },
        events: { from: null, to: [] },
        wallet_webhook_enabled: { from: null, to: false },
        secret_rotated: false,
      },
      where: { changes: { url: { to: FIRST } } },
    })
    await x({
      action: 'webhook.configured',
      target: webhook,
      changes: {
        url: { from: FIRST, to: SECOND },
        events: { from: [], to: [] },
        wallet_webhook_enabled: { from: false, to: false },
        secret_rotated: true,
      },
      where: { changes: { url: { to: SECOND } } },
    })
    const acts = (await allEntries(call, owner.access_token)).filter((e) => /^(settlement_account|team_security|webhook)\./.test(e.action))
    t.equal(acts.length, 5, 'and no other')
    await expectNoSecrets(t, call, owner.access_token, secrets)
  })
})
