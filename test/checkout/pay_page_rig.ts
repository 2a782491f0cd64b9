/**
 * The pay page test's platform: checkout on the sandbox with a manual clock,
 * one Chromium, a business-plan merchant (custom_branding) and a starter
 * one, and the calls the test makes on the merchant's and the customer's
 * side. Torn down with the test.
 */
import type { Test } from 'tap'
import { ManualClock } from '../../platform/clock'
import { checkoutModule } from '../../actors/checkout/module'
import { accessModule } from '../../actors/accounts/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { chainsModule } from '../../actors/chains/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { createTestDb } from '../support/db'
import { onboardMerchant, type Merchant } from '../support/merchant'
import { startTestPlatform } from '../support/platform'
import { launch } from './pay_page_support'

export async function payPageRig(t: Test) {
  const db = await createTestDb('copage')
  const clock = new ManualClock(Date.now())
  const platform = await startTestPlatform(db, [accessModule, webhooksModule, sandboxModule, chainsModule, checkoutModule], { clock })
  const browser = await launch()
  t.teardown(async () => {
    await browser.close()
    await platform.close()
    await db.drop()
  })
  const onboard = async (email: string, plan: string) => {
    const m = await onboardMerchant(platform.baseUrl, platform.adminToken, { email, plan })
    await m.dashboard('POST', '/api/v1/settings/wallet/generate')
    return m
  }
  const [shop, starter] = await Promise.all([onboard('brand@test.dev', 'business'), onboard('plain@test.dev', 'starter')])
  return {
    platform,
    clock,
    browser,
    shop,
    starter,
    onboard,
    create: async (m: Merchant, body: object) =>
      (await m.api('POST', '/api/v1/checkout/create', { amount: 24.5, currency: 'USD', ...body })).body.session_id as string,
    pageUrl: (id: string) => `${platform.baseUrl}/pay/${id}`,
    /** What the page itself reads. */
    state: async (id: string) => (await shop.call('GET', `/api/v1/checkout/${id}/page`)).body,
    deposit: (address: string, network: string, currency: string, amount: string, simulate?: 'fail') =>
      shop.api('POST', '/api/v1/sandbox/deposits', { network, currency, address, amount, ...(simulate ? { simulate } : {}) }),
    select: (id: string, network: string, currency: string) =>
      shop.call('POST', `/api/v1/checkout/${id}/select-network`, { body: { network, currency } }),
  }
}
