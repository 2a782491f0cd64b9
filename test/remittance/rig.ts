/**
 * A platform with the balance, virtual accounts, remittance and the OTC desk; the Modulr and Wise simulators as
 * their own processes; a merchant with a webhook receiver, OTC access and an approved AML form, and helpers that
 * fund a fiat balance through an OTC order (the way NGN reaches a balance) and sign transfer requests with the SDK.
 */
import type { Test } from 'tap'
import type { PlatformModule } from '../../gateway/core/platform_module'
import { createOtcModule } from '../../actors/otc/module'
import { createRemittanceModule } from '../../actors/remittance/module'
import { startWiseSimulatorProcess, type WiseSimulatorProcess } from '../../actors/remittance/providers/wise/simulator_process'
import { signTransferRequest } from '../../sdk/src/transfer_signature'
import { startVaRig, type VaRig } from '../virtual_accounts/rig'
import { eventually, onboardMerchant, type Merchant } from '../support/merchant'
import { AML_FORM } from '../support/otc'

interface SigningKey {
  readonly id: string
  readonly secret: string
}

export interface RemitRig extends VaRig {
  readonly wise: WiseSimulatorProcess
  /** The merchant's test-environment signing key. */
  readonly key: SigningKey
  /** Issues a signing key for a merchant (its dashboard session). */
  issueKey(m: Merchant): Promise<SigningKey>
  /** A merchant like the rig's own: OTC access, an approved AML form. */
  onboard(email: string, plan?: string): Promise<Merchant>
  /** Credits `currency` (NGN, USD) on the merchant's balance through a settled OTC order paid with `gbp`. */
  fund(m: Merchant, to: 'NGN' | 'USD', gbp: string): Promise<void>
  /** A fiat balance's available minor units as the test key sees it. */
  available(m: Merchant, currency: string): Promise<string>
  /** POST /api/v1/remittance/transfer with the exact bytes signed (or the header given). */
  transfer(m: Merchant, body: Record<string, unknown>, options?: SignOptions): Promise<{ status: number; body: any }>
}

interface SignOptions {
  readonly key?: SigningKey
  readonly secrets?: readonly string[]
  readonly header?: string | null
  readonly nowMs?: number
  readonly nonce?: string
  readonly idempotencyKey?: string
  readonly apiKey?: string
}

export async function startRemitRig(
  t: Test,
  prefix: string,
  env: Record<string, string> = {},
  extra: readonly PlatformModule[] = [],
): Promise<RemitRig> {
  const wise = await startWiseSimulatorProcess(0, { stepMs: 100, bounceMs: 600 })
  t.teardown(() => wise.stop())
  let base = ''
  const moduleEnv = { ...wise.env, REMIT_POLL_MS: '1000', OTC_ORDER_TTL_MS: '600000', ...env }
  const remittance = createRemittanceModule({ env: moduleEnv, webhookUrl: () => (base ? `${base}/webhooks/partners/wise` : null) })
  const otc = createOtcModule({ env: moduleEnv })
  const rig = await startVaRig(t, prefix, [remittance, otc, ...extra])
  base = rig.platform.baseUrl
  const admin = rig.admin

  const issueKey = async (m: Merchant): Promise<SigningKey> => {
    const res = await m.dashboard('POST', '/api/v1/settings/transfer-signing-keys', {})
    if (res.status !== 201) throw new Error(`signing key: ${res.status} ${JSON.stringify(res.body)}`)
    const body = res.body as { id: string; secret: string }
    return { id: body.id, secret: body.secret }
  }
  const approveOtc = async (m: Merchant) => {
    const access = await admin('PUT', `/admin/businesses/${m.businessId}/otc-access`, { approved: true })
    if (access.status !== 200) throw new Error(`otc access: ${access.status} ${JSON.stringify(access.body)}`)
    const draft = await m.dashboard('PUT', '/api/v1/kyc/otc/draft', AML_FORM)
    const submit = await m.dashboard('POST', '/api/v1/kyc/otc/submit', {})
    const review = await admin('POST', `/api/v1/admin/otc/forms/${m.businessId}/review`, { decision: 'approve' })
    if (draft.status !== 200 || submit.status !== 200 || review.status !== 200)
      throw new Error(`aml form: ${draft.status} ${submit.status} ${review.status} ${JSON.stringify(review.body)}`)
  }
  const available = async (m: Merchant, currency: string) => {
    const res = await m.api('GET', `/api/v1/balance?currency=${currency}`)
    if (res.status !== 200) throw new Error(`balance: ${res.status} ${JSON.stringify(res.body)}`)
    return String((res.body as { balances: { available: string }[] }).balances[0]?.available)
  }
  await approveOtc(rig.merchant)
  const key = await issueKey(rig.merchant)

  return {
    ...rig,
    wise,
    key,
    issueKey,
    available,
    async onboard(email, plan = 'professional') {
      const m = await onboardMerchant(rig.platform.baseUrl, rig.platform.adminToken, { email, plan })
      await approveOtc(m)
      return m
    },
    async fund(m, to, gbp) {
      const accounts = await m.dashboard('GET', '/api/v1/otc/accounts')
      const gbpAccount = (accounts.body as { accounts: { id: string; currency: string }[] }).accounts.find((a) => a.currency === 'GBP')
      if (!gbpAccount) throw new Error(`otc accounts: ${accounts.status} ${JSON.stringify(accounts.body)}`)
      const before = BigInt(await available(m, to))
      const order = await m.dashboard('POST', '/api/v1/otc/orders', { from: 'GBP', to, amount: gbp, account_id: gbpAccount.id })
      if (order.status !== 201) throw new Error(`otc order: ${order.status} ${JSON.stringify(order.body)}`)
      const o = order.body as { id: string; to_amount: string }
      const paid = await m.dashboard('POST', `/api/v1/sandbox/otc/orders/${o.id}/pay`, {})
      if (paid.status !== 200) throw new Error(`otc pay: ${paid.status} ${JSON.stringify(paid.body)}`)
      const expected = (before + BigInt(o.to_amount.replace('.', ''))).toString()
      await eventually(async () => (await available(m, to)) === expected, 30_000)
    },
    async transfer(m, body, options = {}) {
      const raw = JSON.stringify(body)
      const k = options.key ?? key
      const header =
        options.header !== undefined
          ? options.header
          : signTransferRequest({
              keyId: k.id,
              secrets: options.secrets ?? [k.secret],
              method: 'POST',
              path: '/api/v1/remittance/transfer',
              body: raw,
              ...(options.nowMs === undefined ? {} : { nowMs: options.nowMs }),
              ...(options.nonce === undefined ? {} : { nonce: options.nonce }),
            })
      const res = await fetch(`${rig.platform.baseUrl}/api/v1/remittance/transfer`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-key': options.apiKey ?? m.testKey,
          ...(header === null ? {} : { 'x-transfer-signature': header }),
          ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
        },
        body: raw,
      })
      return { status: res.status, body: await res.json() }
    },
  }
}
