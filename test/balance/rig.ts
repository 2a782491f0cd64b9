/** A platform with the merchant balance and what it builds on, a merchant with a webhook receiver, and helpers that read through REST. */
import type { Test } from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { balanceModule } from '../../actors/balance/module'
import { chainsModule } from '../../actors/chains/module'
import { checkoutModule } from '../../actors/checkout/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { createTestDb, type TestDb } from '../support/db'
import { eventually, onboardMerchant, type Merchant } from '../support/merchant'
import { startTestPlatform, type TestPlatform } from '../support/platform'
import { startReceiver, type Receiver } from '../support/receiver'

export const BALANCE_MODULES = [accessModule, webhooksModule, sandboxModule, chainsModule, checkoutModule, balanceModule]

export interface BalanceRig {
  readonly db: TestDb
  readonly platform: TestPlatform
  readonly merchant: Merchant
  readonly receiver: Receiver
  /** The merchant's payments webhook secret, to verify signatures. */
  readonly webhookSecret: string
  /** Another merchant on the same platform (professional plan, no webhook). */
  other(email: string): Promise<Merchant>
  /** The balance of one currency as the key sees it. */
  balance(m: Merchant, currency: 'USDT' | 'USDC', key?: string): Promise<Record<string, unknown>>
  /** balance.* webhooks received so far: [event, data]. */
  webhooks(event: string): Record<string, unknown>[]
}

export async function startBalanceRig(t: Test, prefix: string, modules = BALANCE_MODULES): Promise<BalanceRig> {
  const db = await createTestDb(prefix)
  const platform = await startTestPlatform(db, modules)
  const receiver = await startReceiver(undefined, { contract: true })
  t.teardown(async () => {
    await platform.close()
    await receiver.close()
    await db.drop()
  })
  const merchant = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: `${prefix}@test.dev`, plan: 'professional' })
  const hook = await merchant.dashboard('POST', '/api/v1/settings/webhook', { webhook_url: receiver.url })
  if (hook.status !== 200) throw new Error(`webhook: ${hook.status} ${JSON.stringify(hook.body)}`)
  return {
    db,
    platform,
    merchant,
    receiver,
    webhookSecret: hook.body.webhook_secret as string,
    other: (email) => onboardMerchant(platform.baseUrl, platform.adminToken, { email, plan: 'professional' }),
    async balance(m, currency, key) {
      const res = await m.api('GET', `/api/v1/balance?currency=${currency}`, undefined, {}, key)
      if (res.status !== 200) throw new Error(`balance: ${res.status} ${JSON.stringify(res.body)}`)
      return res.body.balances[0]
    },
    webhooks: (event) =>
      receiver.received
        .map((r) => JSON.parse(r.rawBody) as { event: string; data: Record<string, unknown> })
        .filter((b) => b.event === event)
        .map((b) => b.data),
  }
}

/** Waits until the USDT (or other) balance's `field` reads `units`. */
export function balanceReaches(
  rig: BalanceRig,
  m: Merchant,
  currency: 'USDT' | 'USDC',
  field: 'available' | 'pending' | 'held',
  units: string,
  key?: string,
  timeoutMs = 30_000,
) {
  return eventually(async () => {
    const b = await rig.balance(m, currency, key)
    return b[field] === units ? b : undefined
  }, timeoutMs)
}

export { eventually }
