/**
 * remittance.transfers: signed remittance transfers answered 201 per second through REST, end to end: the
 * X-Transfer-Signature check (the merchant's active keys, the nonce recorded under its unique index), the
 * merchant's KYC, the quote (the partner asked over HTTP, the Wise simulator process), its single use, the
 * transfer actor's record and the hold on the NGN balance (two linked pending ledger transfers), the audit entry.
 * Twice: quoted inline (no quote_id), and on quotes made beforehand (quote_id; the quoting is outside the timing).
 * The transfers then pay out in the background (the partner's steps), as they would. Baseline in the same run:
 * the ledger alone placing the same number of holds (one pending transfer each) from as many callers at once.
 */
import path from 'node:path'
import { createLedger } from '../../platform/ledger'
import { startWiseSimulatorProcess } from '../../actors/remittance/providers/wise/simulator_process'
import { startModulrSimulatorProcess } from '../../actors/virtual_accounts/providers/modulr/simulator_process'
import { signTransferRequest } from '../../sdk/src/transfer_signature'
import type { Sql } from 'postgres'
import { signedPayin } from '../../test/support/modulr_payin'
import { AML_FORM } from '../../test/support/otc'
import type { BenchResult } from '../result'
import { withBenchSchema } from '../schema'
import { serve, stop } from '../server_process'
import { caller, parallel, type Call } from '../balance/topups'

const TRANSFERS = 300
const NOTIFICATION_SECRET = 'bench-notification-secret'
const CONNECTIONS = 16

interface Sender {
  readonly businessId: string
  readonly apiKey: string
  readonly keyId: string
  readonly secret: string
}

async function ok(what: string, reply: Promise<{ status: number; body: any }>) {
  const r = await reply
  if (r.status < 200 || r.status > 299) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`)
  return r.body
}

/**
 * A merchant with approved KYC and OTC, 20,000 GBP of NGN on its balance, a signing key. The bench plays the bank
 * (as va.credits does): the order's payment is the signed PAYIN notification the bank would send to the platform.
 */
async function sender(call: Call, admin: string, base: string, sql: Sql): Promise<Sender> {
  const reg = await ok(
    'register',
    call('POST', '/api/v1/auth/register', {
      email: 'remit@bench.test',
      password: 'bench password 1',
      business_name: 'Bench',
      account_type: 'business',
    }),
  )
  const auth = { authorization: `Bearer ${reg.access_token}` }
  const id = reg.business_id as string
  await ok('kyc', call('PUT', `/admin/businesses/${id}/kyc`, { status: 'approved' }, { 'x-admin-token': admin }))
  await ok('otc', call('PUT', `/admin/businesses/${id}/otc-access`, { approved: true }, { 'x-admin-token': admin }))
  await ok('draft', call('PUT', '/api/v1/kyc/otc/draft', AML_FORM, auth))
  await ok('submit', call('POST', '/api/v1/kyc/otc/submit', {}, auth))
  await ok('review', call('POST', `/api/v1/admin/otc/forms/${id}/review`, { decision: 'approve' }, { 'x-admin-token': admin }))
  const account = (await ok('accounts', call('GET', '/api/v1/otc/accounts', undefined, auth))).accounts[0]
  const order = await ok(
    'order',
    call('POST', '/api/v1/otc/orders', { from: 'GBP', to: 'NGN', amount: '20000.00', account_id: account.id }, auth),
  )
  const [desk] = await sql<{ partner_account_id: string }[]>`
    SELECT partner_account_id FROM virtual_accounts WHERE id = ${account.id}`
  const payin = signedPayin(NOTIFICATION_SECRET, {
    accountId: desk!.partner_account_id,
    paymentId: 'bench-otc-1',
    amount: 20000,
    reference: order.payment_details.reference,
  })
  const paid = await fetch(`${base}/webhooks/partners/modulr`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mod-hmac-signature': payin.signature },
    body: payin.body,
  })
  if (paid.status !== 200) throw new Error(`payin: ${paid.status} ${await paid.text()}`)
  const apiKey = (
    await ok(
      'api key',
      call(
        'POST',
        '/api/v1/api-keys',
        { name: 'r', environment: 'test', product: 'payments', permissions: ['remittance:view', 'remittance:send', 'balance:view'] },
        auth,
      ),
    )
  ).key as string
  for (;;) {
    const b = await ok('balance', call('GET', '/api/v1/balance?currency=NGN', undefined, { 'x-api-key': apiKey }))
    if (b.balances[0].available !== '0') break
    await new Promise((r) => setTimeout(r, 50))
  }
  const key = await ok('signing key', call('POST', '/api/v1/settings/transfer-signing-keys', {}, auth))
  return { businessId: id, apiKey, keyId: key.id, secret: key.secret }
}

async function transfersPerSecond(base: string, call: Call, s: Sender, round: string, quoted: boolean): Promise<number> {
  const bodies = []
  for (let i = 0; i < TRANSFERS; i++) {
    const request = { business_id: s.businessId, source_currency: 'NGN', source_amount: '1000.00', dest_currency: 'CNY' }
    const quote = quoted ? await ok('quote', call('POST', '/api/v1/remittance/quote', request, { 'x-api-key': s.apiKey })) : null
    bodies.push(
      JSON.stringify({
        ...request,
        recipient_name: `Recipient ${round}${i}`,
        recipient_account: '6222020200112233445',
        recipient_bank: 'ICBC',
        recipient_email: 'li.wei@example.com',
        recipient_country: 'CN',
        reference: `${round}${i}`,
        purpose: 'invoice_payment',
        ...(quote ? { quote_id: quote.quote_id } : {}),
      }),
    )
  }
  const started = performance.now()
  await parallel(bodies, CONNECTIONS, async (body) => {
    const signature = signTransferRequest({ keyId: s.keyId, secrets: s.secret, method: 'POST', path: '/api/v1/remittance/transfer', body })
    const res = await fetch(`${base}/api/v1/remittance/transfer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': s.apiKey, 'x-transfer-signature': signature },
      body,
    })
    if (res.status !== 201) throw new Error(`transfer: ${res.status} ${await res.text()}`)
  })
  return TRANSFERS / ((performance.now() - started) / 1000)
}

async function ledgerHoldsPerSecond(databaseUrl: string): Promise<number> {
  return withBenchSchema(databaseUrl, async (sql) => {
    const ledger = createLedger(sql)
    await ledger.createAccounts([
      { id: 'funding', ledger: 'NGN', scale: 2, code: 'clearing' },
      { id: 'merchant', ledger: 'NGN', scale: 2, code: 'merchant_balance', flags: { debitsMustNotExceedCredits: true } },
      { id: 'partner', ledger: 'NGN', scale: 2, code: 'clearing' },
    ])
    await ledger.createTransfers([
      { id: 'fund', debitAccountId: 'funding', creditAccountId: 'merchant', amount: 10n ** 12n, ledger: 'NGN', code: 'fund' },
    ])
    const started = performance.now()
    await parallel(
      Array.from({ length: TRANSFERS }, (_, i) => i),
      CONNECTIONS,
      async (i) => {
        const [r] = await ledger.createTransfers([
          {
            id: `hold:${i}`,
            debitAccountId: 'merchant',
            creditAccountId: 'partner',
            amount: 101000n,
            ledger: 'NGN',
            code: 'remittance',
            flags: { pending: true },
          },
        ])
        if (r !== 'OK') throw new Error(`ledger: ${r}`)
      },
    )
    return TRANSFERS / ((performance.now() - started) / 1000)
  })
}

export async function remittanceTransfers(databaseUrl: string): Promise<BenchResult[]> {
  const baseline = await ledgerHoldsPerSecond(databaseUrl)
  const bank = await startModulrSimulatorProcess()
  const wise = await startWiseSimulatorProcess()
  Object.assign(process.env, {
    VA_PARTNER_URL: bank.baseUrl,
    VA_PARTNER_API_KEY: bank.apiKey,
    VA_PARTNER_API_SECRET: bank.apiSecret,
    VA_PARTNER_WEBHOOK_SECRET: NOTIFICATION_SECRET,
    ...wise.env,
  })
  try {
    return await withBenchSchema(databaseUrl, async (sql, schema) => {
      const stack = await serve(path.join(__dirname, 'server_process.js'), [databaseUrl, schema])
      try {
        const base = `http://127.0.0.1:${stack.port}`
        const call = caller(base)
        const s = await sender(call, stack.adminToken!, base, sql)
        const inline = await transfersPerSecond(base, call, s, 'I', false)
        const onQuotes = await transfersPerSecond(base, call, s, 'Q', true)
        const holds = { name: 'ledger alone: one pending hold per transfer', value: baseline }
        return [
          { scenario: 'remittance.transfers', metric: 'signed transfers/s (quoted inline)', value: inline, unit: '/s', baseline: holds },
          { scenario: 'remittance.transfers', metric: 'signed transfers/s (on a quote_id)', value: onQuotes, unit: '/s', baseline: holds },
        ]
      } finally {
        await stop(stack.child)
      }
    })
  } finally {
    await bank.stop()
    await wise.stop()
  }
}
