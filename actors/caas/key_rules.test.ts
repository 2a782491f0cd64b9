/** CaaS keys keep naming the actors and matching the digests they did before the shared primitive. */
import t from 'tap'
import { keyedActorId, legacyRequestHash } from './key_rules'

t.test('keyedActorId: the id a key always named', async (t) => {
  t.equal(keyedActorId('ctr', 'biz-1', 'test', 'order-42'), 'ctr_61a7dee829402b149e08e576919ed093')
  t.not(keyedActorId('ctr', 'biz-2', 'test', 'order-42'), keyedActorId('ctr', 'biz-1', 'test', 'order-42'), 'per merchant')
  t.not(keyedActorId('ctr', 'biz-1', 'live', 'order-42'), keyedActorId('ctr', 'biz-1', 'test', 'order-42'), 'per environment')
})

t.test('legacyRequestHash: the digest transfers and swaps kept before the shared fingerprint', async (t) => {
  t.equal(legacyRequestHash(['bi-a', 'bi-b', 2_500_000n, 'USDC']), 'e0ed2d992413f004f18bf41457e67ff1bacf8abbf127ab0140b1161e18053b58')
  t.equal(
    legacyRequestHash(['bi-a', 'native', '0xabc', 5_000_000n, 1n, '']),
    '198a68ecc17e69cfdc1480aa13e5602fd7e15140748be929de7af7a1a13e2506',
  )
})
