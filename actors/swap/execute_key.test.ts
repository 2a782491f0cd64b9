/** A swap key claimed before migration 024 is still found under the id `swap_keys` gave it. */
import t from 'tap'
import { keyId, type KeyScope } from '../../platform/idempotency'
import { swapKeysId } from './execute_key'

t.test('swapKeysId: the id swap_keys held; the shared keyId is another', async (t) => {
  const scope: KeyScope = { businessId: 'biz-1', mode: 'test', operation: 'swap' }
  t.equal(swapKeysId(scope, 'order-42'), '7db93218-3693-5708-b1a4-8cdd3be2c2d5')
  t.not(keyId(scope, 'order-42'), swapKeysId(scope, 'order-42'), 'which is why both are looked up')
})
