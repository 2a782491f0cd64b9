/**
 * The rules as queries over the activity facts (and the audit log, for settlement changes): each answers the
 * (merchant, environment, subject) triples at or past the merchant's threshold in the rule's window ending `now`.
 * The windows look back from now, so a fact committed late is still seen by the next scan; raising an alert is
 * idempotent (scan.ts), so seeing a finding twice raises it once.
 */
import type { PendingQuery, Sql } from 'postgres'
import { createHash } from 'node:crypto'
import type { FraudRuleId } from '../../../platform/wire/fraud_alert'
import { SANDBOX_FAUCET } from '../../../chains/sandbox/ledger'
import type { Finding } from '../alert/state'
import { FRAUD_RULE_LIST, PAID_TYPES, score, summary, type FraudRule } from './rules'

interface Hit {
  readonly business_id: string
  readonly is_test: boolean
  readonly subject: string
  readonly observed: number
  readonly threshold: number
  readonly evidence: string[]
}

const MAX_EVIDENCE = 20

function query(sql: Sql, rule: FraudRule, now: Date): PendingQuery<Hit[]> {
  const since = new Date(now.getTime() - rule.windowMs)
  const threshold = sql`COALESCE(s.threshold, ${rule.defaultThreshold})`
  const settings = sql`LEFT JOIN fraud_rule_settings s ON s.business_id = f.business_id AND s.rule = ${rule.id}`
  const enabled = sql`COALESCE(s.enabled, true)`
  const window = sql`f.at > ${since} AND f.at <= ${now}`
  const evidence = sql`(array_agg(f.subject ORDER BY f.at DESC))[1:${MAX_EVIDENCE}]`
  const perCustomer = (type: string) => sql<Hit[]>`
    SELECT f.business_id, f.is_test, f.customer AS subject, count(*)::int AS observed, max(${threshold})::int AS threshold, ${evidence} AS evidence
    FROM activity_facts f ${settings}
    WHERE f.type = ${type} AND ${window} AND f.customer IS NOT NULL AND f.customer <> '' AND ${enabled}
    GROUP BY f.business_id, f.is_test, f.customer
    HAVING count(*) >= max(${threshold})`
  switch (rule.id) {
    case 'session_burst':
      return perCustomer('session_created')
    case 'unpaid_session_burst':
      return perCustomer('session_expired')
    case 'repeated_underpayment':
      return perCustomer('session_underpaid')
    case 'refund_ratio':
      return sql<Hit[]>`
        SELECT * FROM (
          SELECT f.business_id, f.is_test, f.currency AS subject,
                 floor(100 * COALESCE(sum(f.amount_minor) FILTER (WHERE f.type = 'refund'), 0)
                       / NULLIF(sum(f.amount_minor) FILTER (WHERE f.type <> 'refund'), 0))::int AS observed,
                 max(${threshold})::int AS threshold,
                 (array_agg(f.key ORDER BY f.at DESC) FILTER (WHERE f.type = 'refund'))[1:${MAX_EVIDENCE}] AS evidence
          FROM activity_facts f ${settings}
          WHERE f.product = 'checkout' AND f.type IN ('refund', 'session_paid', 'session_overpaid', 'session_underpaid', 'late_payment')
            AND ${window} AND ${enabled}
          GROUP BY f.business_id, f.is_test, f.currency
          HAVING count(*) FILTER (WHERE f.type = 'session_paid') >= 3
        ) r WHERE r.observed >= r.threshold`
    case 'refund_to_unpaid_address':
      return sql<Hit[]>`
        SELECT f.business_id, f.is_test, f.address AS subject, count(*)::int AS observed, max(${threshold})::int AS threshold,
               (array_agg(f.key ORDER BY f.at DESC))[1:${MAX_EVIDENCE}] AS evidence
        FROM activity_facts f ${settings}
        WHERE f.type = 'refund' AND f.address IS NOT NULL AND ${window} AND ${enabled}
          AND NOT EXISTS (
            SELECT 1 FROM activity_facts p
            WHERE lower(p.address) = lower(f.address) AND p.business_id = f.business_id AND p.is_test = f.is_test
              AND p.address IS NOT NULL AND p.type IN ${sql(PAID_TYPES)})
        GROUP BY f.business_id, f.is_test, f.address
        HAVING count(*) >= max(${threshold})`
    case 'shared_payer_address':
      return sql<Hit[]>`
        WITH payers AS (
          SELECT lower(f.address) AS address, f.is_test, count(DISTINCT f.business_id)::int AS merchants
          FROM activity_facts f
          WHERE f.address IS NOT NULL AND f.address <> ${SANDBOX_FAUCET} AND f.type IN ${sql(PAID_TYPES)} AND ${window}
          GROUP BY lower(f.address), f.is_test
          HAVING count(DISTINCT f.business_id) >= 2
        )
        SELECT f.business_id, f.is_test, p.address AS subject, p.merchants AS observed, max(${threshold})::int AS threshold,
               (array_agg(DISTINCT f.subject))[1:${MAX_EVIDENCE}] AS evidence
        FROM payers p JOIN activity_facts f ON lower(f.address) = p.address AND f.is_test = p.is_test ${settings}
        WHERE f.type IN ${sql(PAID_TYPES)} AND ${window} AND ${enabled}
        GROUP BY f.business_id, f.is_test, p.address, p.merchants
        HAVING p.merchants >= max(${threshold})`
    case 'settlement_change_then_withdrawal':
      return sql<Hit[]>`
        SELECT c.business_id, t.is_test, c.target_id AS subject, count(DISTINCT w.target_id)::int AS observed,
               max(COALESCE(s.threshold, ${rule.defaultThreshold}))::int AS threshold,
               (array_agg(DISTINCT w.target_id))[1:${MAX_EVIDENCE}] AS evidence
        FROM audit_log c
        JOIN audit_log w ON w.business_id = c.business_id AND w.action = 'remittance.created' AND w.at > c.at
          AND w.at <= c.at + ${rule.windowMs / 1000} * interval '1 second' AND w.at <= ${now}
        JOIN remit_transfers t ON t.id = w.target_id
        LEFT JOIN fraud_rule_settings s ON s.business_id = c.business_id AND s.rule = ${rule.id}
        WHERE c.action IN ('settlement_account.added', 'settlement_account.updated') AND c.at > ${since} AND c.at <= ${now}
          AND COALESCE(s.enabled, true)
        GROUP BY c.business_id, t.is_test, c.target_id
        HAVING count(DISTINCT w.target_id) >= max(COALESCE(s.threshold, ${rule.defaultThreshold}))`
  }
}

/** The id of the alert a finding raises: one per rule, merchant, environment and subject in a window. */
function alertId(rule: FraudRuleId, businessId: string, isTest: boolean, subject: string, windowStartMs: number): string {
  const digest = createHash('sha256')
    .update(`${rule}\n${businessId}\n${isTest ? 'test' : 'live'}\n${subject}\n${windowStartMs}`)
    .digest('hex')
  return `fa_${digest.slice(0, 24)}`
}

/** Every finding of every rule now, before the "already raised" check (scan.ts). */
export async function evaluateRules(sql: Sql, nowMs: number, rules: readonly FraudRule[] = FRAUD_RULE_LIST): Promise<Finding[]> {
  const now = new Date(nowMs)
  const findings: Finding[] = []
  for (const rule of rules) {
    const hits: readonly Hit[] = await query(sql, rule, now)
    for (const h of hits) {
      findings.push({
        id: alertId(rule.id, h.business_id, h.is_test, h.subject, Math.floor(nowMs / rule.windowMs) * rule.windowMs),
        businessId: h.business_id,
        isTest: h.is_test,
        rule: rule.id,
        score: score(rule, h.observed, h.threshold),
        subject: h.subject,
        summary: summary(rule, h.subject, h.observed, h.threshold),
        observed: h.observed,
        threshold: h.threshold,
        windowMs: rule.windowMs,
        evidence: h.evidence ?? [],
      })
    }
  }
  return findings
}
