/** A VAS order's fingerprint is the one orders kept from the first: a replay of an order made before still matches it. */
import t from 'tap'
import { orderFingerprint } from './key_rule'

t.test('orderFingerprint: the digest orders already keep; the reference and absent fields are not part of it', async (t) => {
  const input = { reference: 'r-1', product_id: 1001, unit_price: '25', quantity: 1, country_code: undefined }
  const pinned = 'e9aaadc0a6681dc582d4a9b156592e180178cef6b459843e0ab1da114f93899a'
  t.equal(orderFingerprint('giftcard', input), pinned, 'computed by the formula before the shared fingerprint')
  t.equal(orderFingerprint('giftcard', { ...input, reference: 'r-2' }), pinned, 'the reference is the key, not the request')
  t.equal(orderFingerprint('giftcard', { unit_price: '25', quantity: 1, product_id: 1001 }), pinned, 'field order does not matter')
  t.not(orderFingerprint('airtime', input), pinned, 'another category is another request')
  t.not(orderFingerprint('giftcard', { ...input, quantity: 2 }), pinned, 'another field value is another request')
})
