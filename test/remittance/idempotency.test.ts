/**
 * Remittance transfers, signed (API) and from the dashboard, keyed by an Idempotency-Key, by the one idempotency
 * rule: the walk is test/support/idempotency_walk.ts, the check that every keyed route is walked
 * test/platform/idempotency_coverage.test.ts. Each merchant's NGN comes from a settled OTC order; each signed
 * request is signed anew over the exact body sent (a retry keeps its key, never its signature).
 */
import t from 'tap'
import { createOtcModule } from '../../actors/otc/module'
import { createRemittanceModule } from '../../actors/remittance/module'
import { startWiseSimulatorProcess } from '../../actors/remittance/providers/wise/simulator_process'
import { createVirtualAccountsModule } from '../../actors/virtual_accounts/module'
import { startModulrSimulatorProcess } from '../../actors/virtual_accounts/providers/modulr/simulator_process'
import { signTransferRequest } from '../../sdk/src/transfer_signature'
import { bearer } from '../support/http'
import { idempotencyRig, walkRoutes, type Actor, type Body, type Route } from '../support/idempotency_walk'
import { eventually } from '../support/merchant'
import { AML_FORM } from '../support/otc'

t.test('remittance transfers keyed by an Idempotency-Key follow the one rule', async (t) => {
  const bank = await startModulrSimulatorProcess()
  const wise = await startWiseSimulatorProcess(0, { stepMs: 50 })
  t.teardown(async () => {
    await bank.stop()
    await wise.stop()
  })
  let base = ''
  const va = createVirtualAccountsModule({
    env: {
      VA_PARTNER_URL: bank.baseUrl,
      VA_PARTNER_API_KEY: bank.apiKey,
      VA_PARTNER_API_SECRET: bank.apiSecret,
      VA_PARTNER_WEBHOOK_SECRET: 'idem-va-notification-secret',
    },
    webhookUrl: () => (base ? `${base}/webhooks/partners/modulr` : null),
  })
  const env = { ...wise.env, REMIT_POLL_MS: '500' }
  const remittance = createRemittanceModule({ env, webhookUrl: () => (base ? `${base}/webhooks/partners/wise` : null) })
  const rig = await idempotencyRig(t, 'idem_remit', [va, remittance, createOtcModule({ env })])
  base = rig.platform.baseUrl
  const { ok } = rig
  const admin = { 'x-admin-token': rig.platform.adminToken }

  /** OTC access, an approved form, 2000 GBP of NGN on the balance, a signing key: once per merchant. */
  const ready = new Map<string, Promise<{ id: string; secret: string }>>()
  const prepared = (a: Actor) => {
    const p =
      ready.get(a.name) ??
      (async () => {
        ok(await a.m.call('PUT', `/admin/businesses/${a.m.businessId}/otc-access`, { headers: admin, body: { approved: true } }), 'access')
        ok(await a.m.dashboard('PUT', '/api/v1/kyc/otc/draft', AML_FORM), 'draft')
        ok(await a.m.dashboard('POST', '/api/v1/kyc/otc/submit', {}), 'submit')
        ok(
          await a.m.call('POST', `/api/v1/admin/otc/forms/${a.m.businessId}/review`, { headers: admin, body: { decision: 'approve' } }),
          'review',
        )
        const account = ok(await a.m.dashboard('GET', '/api/v1/otc/accounts'), 'accounts').accounts[0]
        const order = ok(
          await a.m.dashboard('POST', '/api/v1/otc/orders', { from: 'GBP', to: 'NGN', amount: '20.00', account_id: account.id }),
          'order',
        )
        ok(await a.m.dashboard('POST', `/api/v1/sandbox/otc/orders/${order.id}/pay`, {}), 'pay')
        await eventually(async () => (await a.m.api('GET', '/api/v1/balance?currency=NGN')).body.balances?.[0]?.available !== '0', 30_000)
        const key = ok(
          await a.m.call('POST', '/api/v1/settings/transfer-signing-keys', { headers: bearer(a.m.accessToken), body: {} }),
          'key',
        )
        return { id: key.id as string, secret: key.secret as string }
      })()
    ready.set(a.name, p)
    return p
  }
  const transferBody = (a: Actor, amount: string): Body => ({
    business_id: a.m.businessId,
    source_currency: 'NGN',
    source_amount: amount,
    dest_currency: 'CNY',
    recipient_name: 'Li Wei',
    recipient_account: '6222020200112233445',
    recipient_bank: 'ICBC',
    recipient_email: 'li.wei@example.com',
    recipient_country: 'CN',
    reference: 'Invoice',
    purpose: 'invoice_payment',
  })
  const route = (path: string, key: string, credentials: Route['credentials']): Route => ({
    route: `POST ${path}`,
    keyIn: 'header',
    key,
    prepare: async (a) => {
      await prepared(a)
      return { path, body: transferBody(a, '1000.00'), other: transferBody(a, '1001.00') }
    },
    id: (r) => r.body.id,
    credentials,
  })
  await walkRoutes(t, rig, 'remittance', [
    route('/api/v1/remittance/transfer', 'remit-key-api', async (a, path, body) => {
      const k = await prepared(a)
      const header = signTransferRequest({ keyId: k.id, secrets: k.secret, method: 'POST', path, body: JSON.stringify(body) })
      return { 'x-api-key': a.m.testKey, 'x-transfer-signature': header }
    }),
    route('/api/v1/remittance/create', 'remit-key-dashboard', (a) => bearer(a.m.accessToken)),
  ])
})
