/**
 * The deposit router and the treasury's subscriber ask, once per batch of deposit events, which deposits are the
 * treasury's own moves (gas to a session address, a sweep): matched case-blind on the address, by the move's
 * transaction or its sending address, and answered from the index, not a read of every move ever made.
 */
import t from 'tap'
import { ownMoves } from '../../actors/treasury/moves'
import { createTestDb } from '../support/db'

const SESSION = '0xAbCdEf0000000000000000000000000000000001'
const TREASURY = '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'

t.test('one question for a batch: own moves by transaction or sender, case-blind; a customer payment is not one', async (t) => {
  const db = await createTestDb('own_moves')
  t.teardown(() => db.drop())
  const move = (id: string, toAddress: string, txHash: string | null) => db.sql`
    INSERT INTO treasury_moves (id, purpose, business_id, is_test, network, currency, from_class, from_address, from_index,
      to_class, to_address, amount, fee_from_amount, serves, status, tx_hash, created_at_ms, updated_at_ms)
    VALUES (${id}, 'gas', 'biz', false, 'ETH', 'ETH', 'treasury', ${TREASURY}, 0, 'session', ${toAddress}, 1, false, 's-1',
      'submitted', ${txHash}, 0, 0)`
  await move('gas-1', SESSION.toLowerCase(), '0xgas')
  // Many unrelated moves, so that a plan reading every row would show.
  await db.sql`
    INSERT INTO treasury_moves (id, purpose, business_id, is_test, network, currency, from_class, from_address, from_index,
      to_class, to_address, amount, fee_from_amount, serves, status, tx_hash, created_at_ms, updated_at_ms)
    SELECT 'm-' || i, 'sweep', 'biz', false, 'ETH', 'ETH', 'session', '0xfrom' || i, 0, 'treasury', '0xto' || i, 1, false,
      's-' || i, 'confirmed', '0xtx' || i, 0, 0 FROM generate_series(1, 20000) AS i`
  await db.sql`ANALYZE treasury_moves`

  const deposit = (id: string, fromAddress: string, txHash: string) => ({ id, network: 'ETH', address: SESSION, fromAddress, txHash })
  const own = await ownMoves(db.sql, [
    deposit('by-tx', '0xsomeone', '0xgas'),
    deposit('by-sender', TREASURY.toUpperCase().replace('0X', '0x'), '0xother'),
    deposit('customer', '0x2222222222222222222222222222222222222222', '0xpaid'),
  ])
  t.same([...own].sort(), ['by-sender', 'by-tx'], 'the gas top-up (by its transaction, and by its sender) and not the customer')
  t.same(await ownMoves(db.sql, []), new Set(), 'an empty batch asks nothing')

  const [plan] = await db.sql<{ 'QUERY PLAN': string }[]>`
    EXPLAIN (FORMAT TEXT) SELECT 1 FROM treasury_moves m WHERE m.network = 'ETH' AND lower(m.to_address) = lower(${SESSION})`
  t.match(plan!['QUERY PLAN'], /Index|Bitmap/, 'the address is looked up in the index')
})
