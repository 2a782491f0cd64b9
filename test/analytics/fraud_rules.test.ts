/**
 * Each fraud rule against real Postgres: activity exactly at its threshold raises a finding, one short of it
 * raises none; a merchant's own threshold and switch are honoured; test and live are counted apart. The facts are
 * recorded the way commits and the backfill record them (actors/runtime/activity.ts); the settlement rule reads
 * the audit log and remittance transfers as the products write them.
 */
import t from 'tap'
import { recordFacts, NO_CRYPTO, type ActivityFact } from '../../actors/runtime/activity'
import { evaluateRules } from '../../actors/analytics/fraud/evaluate'
import { FRAUD_RULES_BY_ID } from '../../actors/analytics/fraud/rules'
import type { FraudRuleId } from '../../platform/wire/fraud_alert'
import { createTestDb } from '../support/db'
import { SANDBOX_FAUCET } from '../../chains/sandbox/ledger'

const NOW = Date.UTC(2026, 10, 28, 12)
const MIN = 60_000

let seq = 0
function fact(over: Partial<ActivityFact> & Pick<ActivityFact, 'businessId' | 'type'>): ActivityFact {
  seq++
  return {
    key: `fixture:${seq}`,
    isTest: false,
    atMs: NOW - MIN,
    product: 'checkout',
    currency: 'USD',
    scale: 2,
    amountMinor: 1000n,
    ...NO_CRYPTO,
    method: 'crypto',
    subject: `s${seq}`,
    reference: null,
    customer: null,
    address: null,
    ...over,
  }
}
const times = (n: number, f: () => ActivityFact) => Array.from({ length: n }, f)

t.test('fraud rules: at the threshold and one short', async (t) => {
  const db = await createTestDb('fraud_rules')
  t.teardown(() => db.drop())
  const sql = db.sql
  const findings = async (rule: FraudRuleId, businessId: string) =>
    (await evaluateRules(sql, NOW, [FRAUD_RULES_BY_ID.get(rule)!])).filter((f) => f.businessId === businessId)

  await t.test('session_burst: 10 sessions for one e-mail in 10 minutes', async (t) => {
    await recordFacts(
      sql,
      times(10, () => fact({ businessId: 'burst', type: 'session_created', customer: 'a@x.test' })),
    )
    await recordFacts(
      sql,
      times(9, () => fact({ businessId: 'burst', type: 'session_created', customer: 'b@x.test' })),
    )
    // Outside the window: does not count.
    await recordFacts(sql, [fact({ businessId: 'burst', type: 'session_created', customer: 'b@x.test', atMs: NOW - 11 * MIN })])
    const found = await findings('session_burst', 'burst')
    t.same(
      found.map((f) => [f.subject, f.observed, f.threshold, f.score]),
      [['a@x.test', 10, 10, 30]],
    )
    t.equal(found[0]!.evidence.length, 10)
  })

  await t.test('unpaid_session_burst: 5 expired unpaid for one e-mail in 24 h', async (t) => {
    await recordFacts(
      sql,
      times(5, () => fact({ businessId: 'unpaid', type: 'session_expired', customer: 'a@x.test', atMs: NOW - 20 * 60 * MIN })),
    )
    await recordFacts(
      sql,
      times(4, () => fact({ businessId: 'unpaid', type: 'session_expired', customer: 'b@x.test' })),
    )
    t.same(
      (await findings('unpaid_session_burst', 'unpaid')).map((f) => f.subject),
      ['a@x.test'],
    )
  })

  await t.test('repeated_underpayment: 3 underpaid for one e-mail in 24 h', async (t) => {
    await recordFacts(
      sql,
      times(3, () => fact({ businessId: 'under', type: 'session_underpaid', customer: 'a@x.test' })),
    )
    await recordFacts(
      sql,
      times(2, () => fact({ businessId: 'under', type: 'session_underpaid', customer: 'b@x.test' })),
    )
    t.same(
      (await findings('repeated_underpayment', 'under')).map((f) => [f.subject, f.observed]),
      [['a@x.test', 3]],
    )
  })

  await t.test('refund_ratio: refunds at 30% of what was paid over 7 days, at least 3 paid sessions', async (t) => {
    // USD: 3 paid sessions of 10.00, 9.00 refunded: 30%. EUR: 3 of 10.00, 8.99 refunded: 29%. GBP: 2 paid, 100%.
    for (const [currency, refunded, paid] of [
      ['USD', 900n, 3],
      ['EUR', 899n, 3],
      ['GBP', 2000n, 2],
    ] as const) {
      await recordFacts(
        sql,
        times(paid, () => fact({ businessId: 'ratio', type: 'session_paid', currency })),
      )
      await recordFacts(sql, [fact({ businessId: 'ratio', type: 'refund', currency, amountMinor: refunded })])
    }
    t.same(
      (await findings('refund_ratio', 'ratio')).map((f) => [f.subject, f.observed]),
      [['USD', 30]],
    )
  })

  await t.test('refund_to_unpaid_address: a refund to an address that never paid', async (t) => {
    await recordFacts(sql, [
      fact({ businessId: 'stranger', type: 'session_paid', address: '0xPayer' }),
      fact({ businessId: 'stranger', type: 'refund', address: '0xpayer' }),
      fact({ businessId: 'stranger', type: 'refund', address: '0xStranger' }),
      // The stranger paid another merchant, not this one; and paid this one in the other environment.
      fact({ businessId: 'elsewhere', type: 'session_paid', address: '0xStranger' }),
      fact({ businessId: 'stranger', type: 'session_paid', address: '0xStranger', isTest: true }),
    ])
    t.same(
      (await findings('refund_to_unpaid_address', 'stranger')).map((f) => [f.subject, f.observed, f.score]),
      [['0xStranger', 1, 90]],
    )
  })

  await t.test('shared_payer_address: one address paying 3 merchants in 24 h', async (t) => {
    for (const b of ['p1', 'p2', 'p3']) await recordFacts(sql, [fact({ businessId: b, type: 'session_paid', address: '0xShared' })])
    for (const b of ['p1', 'p4']) await recordFacts(sql, [fact({ businessId: b, type: 'wallet_deposit', address: '0xTwo' })])
    // The sandbox's faucet pays every merchant testing: it is nobody's customer.
    for (const b of ['p1', 'p2', 'p3'])
      await recordFacts(sql, [fact({ businessId: b, type: 'session_paid', address: SANDBOX_FAUCET, isTest: true })])
    const all = await evaluateRules(sql, NOW, [FRAUD_RULES_BY_ID.get('shared_payer_address')!])
    t.same(
      all.map((f) => [f.businessId, f.subject, f.observed]).sort(),
      [
        ['p1', '0xshared', 3],
        ['p2', '0xshared', 3],
        ['p3', '0xshared', 3],
      ],
      'each merchant it paid is told; two merchants are below the threshold',
    )
  })

  await t.test('settlement_change_then_withdrawal: a transfer within 24 h of a settlement account change', async (t) => {
    const audit = (id: string, businessId: string, action: string, target: string, atMs: number) => sql`
      INSERT INTO audit_log (id, business_id, at, action, actor_kind, actor_id, request_id, client_address, target_type, target_id, changes)
      VALUES (${id}, ${businessId}, ${new Date(atMs)}, ${action}, 'user', 'u', 'r', '', 'x', ${target}, '{}'::jsonb)`
    const transfer = (id: string, businessId: string) => sql`
      INSERT INTO remit_transfers (id, shard, version, business_id, is_test, status, open, partner_transfer_id, created_at_ms)
      VALUES (${id}, 0, 1, ${businessId}, false, 'pending', true, null, ${NOW})`
    await audit('a1', 'changer', 'settlement_account.updated', 'acct-1', NOW - 60 * MIN)
    await transfer('rt1', 'changer')
    await audit('a2', 'changer', 'remittance.created', 'rt1', NOW - 30 * MIN)
    // Another merchant: the transfer came before the change.
    await transfer('rt2', 'careful')
    await audit('a3', 'careful', 'remittance.created', 'rt2', NOW - 90 * MIN)
    await audit('a4', 'careful', 'settlement_account.added', 'acct-2', NOW - 60 * MIN)
    const found = await evaluateRules(sql, NOW, [FRAUD_RULES_BY_ID.get('settlement_change_then_withdrawal')!])
    t.same(
      found.map((f) => [f.businessId, f.subject, f.observed, f.evidence]),
      [['changer', 'acct-1', 1, ['rt1']]],
    )
  })

  await t.test('a merchant’s own threshold and switch', async (t) => {
    await sql`INSERT INTO fraud_rule_settings (business_id, rule, threshold, enabled) VALUES ('burst', 'session_burst', 11, true)`
    t.same(await findings('session_burst', 'burst'), [], 'raised to 11: 10 sessions are below it')
    await sql`UPDATE fraud_rule_settings SET threshold = 9, enabled = false WHERE business_id = 'burst'`
    t.same(await findings('session_burst', 'burst'), [], 'switched off')
    await sql`UPDATE fraud_rule_settings SET enabled = true WHERE business_id = 'burst'`
    t.same((await findings('session_burst', 'burst')).map((f) => [f.subject, f.threshold, f.score]).sort(), [
      ['a@x.test', 9, 31],
      ['b@x.test', 9, 30],
    ])
  })
})
