/** A checkout platform on the sandbox for one test file: its own schema, a webhook receiver, torn down with the test. */
import type { Test } from 'tap'
import { accessModule } from '../../roles/products/access'
import { checkoutModule } from '../../roles/products/checkout'
import { webhooksModule } from '../../roles/products/webhooks'
import { chainsModule } from '../../roles/products/chains'
import { sandboxModule } from '../../roles/products/sandbox'
import { createTestDb } from '../support/db'
import { startTestPlatform } from '../support/platform'
import { startReceiver } from '../support/receiver'

export async function startCheckout(t: Test, prefix: string) {
  const db = await createTestDb(prefix)
  const platform = await startTestPlatform(db, [accessModule, webhooksModule, sandboxModule, chainsModule, checkoutModule])
  const receiver = await startReceiver()
  t.teardown(async () => {
    await platform.close()
    await receiver.close()
    await db.drop()
  })
  return { platform, receiver }
}
