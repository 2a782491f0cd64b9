/** A checkout platform on the sandbox for one test file: its own schema, a webhook receiver, torn down with the test. */
import type { Test } from 'tap'
import { accessModule } from '../../actors/access/module'
import { checkoutModule } from '../../actors/checkout/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { chainsModule } from '../../chains/module'
import { sandboxModule } from '../../chains/sandbox/module'
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
