/** A checkout platform on the sandbox for one test file (with the treasury, which runs refunds): its own schema, a webhook receiver, torn down with the test. */
import type { Test } from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { checkoutModule } from '../../actors/checkout/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { chainsModule } from '../../actors/chains/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { treasuryModule } from '../../actors/treasury/module'
import { createTestDb } from '../support/db'
import { startTestPlatform } from '../support/platform'
import { startReceiver } from '../support/receiver'
import { onboardMerchant, type Merchant } from '../support/merchant'

export async function startCheckout(t: Test, prefix: string) {
  const db = await createTestDb(prefix)
  const platform = await startTestPlatform(db, [accessModule, webhooksModule, sandboxModule, chainsModule, checkoutModule, treasuryModule])
  const receiver = await startReceiver(undefined, { contract: true })
  t.teardown(async () => {
    await platform.close()
    await receiver.close()
    await db.drop()
  })
  return { platform, receiver }
}

/**
 * A professional-plan merchant on its own checkout platform, with the steps of a sandbox payment: select a
 * network, send a deposit (or one that fails), ask for an immediate check. The business wallet is left to the
 * test, so a file can assert on its generation.
 */
export async function checkoutMerchant(t: Test, prefix: string, email: string) {
  const { platform, receiver } = await startCheckout(t, prefix)
  const m: Merchant = await onboardMerchant(platform.baseUrl, platform.adminToken, { email, plan: 'professional' })
  const pay = async (session: string, network: string, currency: string) =>
    (await m.call('POST', `/api/v1/checkout/${session}/select-network`, { body: { network, currency } })).body
  const deposit = (address: string, network: string, currency: string, amount: string, simulate?: 'fail') =>
    m.api('POST', '/api/v1/sandbox/deposits', { network, currency, address, amount, ...(simulate ? { simulate } : {}) })
  const verifyNow = async (session: string) => (await m.call('GET', `/api/v1/checkout/${session}/verify-now`)).body
  return { platform, receiver, m, pay, deposit, verifyNow }
}
