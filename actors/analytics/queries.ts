/**
 * What the analytics endpoints read: rollup rows for a period (never the facts, so an answer costs the days of
 * the period, not the sessions in it), a page of facts for /transactions, and the alert list.
 */
import type { Sql } from 'postgres'
import type { ActivityType } from '../runtime/activity'
import type { RollupRow } from './definitions'
import type { Period } from './period'

export interface Scope {
  readonly businessId: string
  readonly isTest: boolean
  readonly period: Period
}

export async function rollups(sql: Sql, s: Scope, types?: readonly ActivityType[]): Promise<RollupRow[]> {
  const rows = await sql<
    (Omit<RollupRow, 'count' | 'amount_minor' | 'asset_units'> & { count: string; amount_minor: string; asset_units: string })[]
  >`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, product, type, currency, scale, network, asset, asset_decimals, method,
           count::text AS count, amount_minor::text AS amount_minor, asset_units::text AS asset_units
    FROM activity_rollups
    WHERE business_id = ${s.businessId} AND is_test = ${s.isTest} AND day BETWEEN ${s.period.from}::date AND ${s.period.to}::date
      ${types ? sql`AND type IN ${sql(types)}` : sql``}
    ORDER BY day`
  return rows.map((r) => ({ ...r, count: BigInt(r.count), amount_minor: BigInt(r.amount_minor), asset_units: BigInt(r.asset_units) }))
}

export interface FactFilter {
  readonly types: readonly ActivityType[]
  readonly product?: string
  readonly currency?: string
  readonly network?: string
  readonly method?: string
  readonly search?: string
}

export interface FactRow {
  readonly key: string
  readonly at: Date
  readonly product: string
  readonly type: ActivityType
  readonly currency: string
  readonly scale: number
  readonly amount_minor: string
  readonly network: string
  readonly asset: string
  readonly asset_decimals: number
  readonly asset_units: string
  readonly method: string
  readonly subject: string
  readonly reference: string | null
  readonly customer: string | null
  readonly address: string | null
}

function factWhere(sql: Sql, s: Scope, f: FactFilter) {
  return sql`
    WHERE business_id = ${s.businessId} AND is_test = ${s.isTest}
      AND at >= ${new Date(`${s.period.from}T00:00:00Z`)} AND at < ${new Date(Date.parse(`${s.period.to}T00:00:00Z`) + 86_400_000)}
      AND type IN ${sql(f.types)}
      ${f.product ? sql`AND product = ${f.product}` : sql``}
      ${f.currency ? sql`AND currency = ${f.currency}` : sql``}
      ${f.network ? sql`AND network = ${f.network}` : sql``}
      ${f.method ? sql`AND method = ${f.method}` : sql``}
      ${f.search ? sql`AND (reference = ${f.search} OR subject = ${f.search} OR customer = ${f.search.toLowerCase()})` : sql``}`
}

/**
 * How many facts match. Every filter but `search` is a rollup dimension, so without a search the count is a sum
 * over the period's rollup rows (its days, not its sessions); a search counts the facts it matches.
 */
async function factCount(sql: Sql, s: Scope, f: FactFilter, where: ReturnType<typeof factWhere>): Promise<number> {
  if (f.search) {
    const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM activity_facts ${where}`
    return row?.n ?? 0
  }
  if (f.types.length === 0) return 0
  const [row] = await sql<{ n: string | null }[]>`
    SELECT sum(count)::text AS n FROM activity_rollups
    WHERE business_id = ${s.businessId} AND is_test = ${s.isTest} AND day BETWEEN ${s.period.from}::date AND ${s.period.to}::date
      AND type IN ${sql(f.types)}
      ${f.product ? sql`AND product = ${f.product}` : sql``}
      ${f.currency ? sql`AND currency = ${f.currency}` : sql``}
      ${f.network ? sql`AND network = ${f.network}` : sql``}
      ${f.method ? sql`AND method = ${f.method}` : sql``}`
  return Number(row?.n ?? 0)
}

/** A page of facts, newest first, and how many match. */
export async function facts(sql: Sql, s: Scope, f: FactFilter, offset: number, limit: number): Promise<{ rows: FactRow[]; total: number }> {
  if (f.types.length === 0) return { rows: [], total: 0 }
  const where = factWhere(sql, s, f)
  const [rows, total] = await Promise.all([
    sql<FactRow[]>`
      SELECT key, at, product, type, currency, scale, amount_minor::text AS amount_minor, network, asset, asset_decimals,
             asset_units::text AS asset_units, method, subject, reference, customer, address
      FROM activity_facts ${where}
      ORDER BY at DESC, key DESC LIMIT ${limit} OFFSET ${offset}`,
    factCount(sql, s, f, where),
  ])
  return { rows, total }
}

/** Every matching fact, newest first, a page at a time (the CSV export streams them). */
export async function* allFacts(sql: Sql, s: Scope, f: FactFilter, pageSize = 1000): AsyncGenerator<FactRow[]> {
  for (let offset = 0; ; offset += pageSize) {
    const { rows } = await facts(sql, s, f, offset, pageSize)
    if (rows.length > 0) yield rows
    if (rows.length < pageSize) return
  }
}

export async function alertIds(
  sql: Sql,
  businessId: string,
  isTest: boolean,
  status: string | undefined,
  offset: number,
  limit: number,
): Promise<{ ids: string[]; total: number }> {
  const where = sql`WHERE business_id = ${businessId} AND is_test = ${isTest} ${status ? sql`AND status = ${status}` : sql``}`
  const [rows, [count]] = await Promise.all([
    sql<{ id: string }[]>`SELECT id FROM fraud_alerts ${where} ORDER BY opened_at_ms DESC, id LIMIT ${limit} OFFSET ${offset}`,
    sql<{ n: number }[]>`SELECT count(*)::int AS n FROM fraud_alerts ${where}`,
  ])
  return { ids: rows.map((r) => r.id), total: count?.n ?? 0 }
}

export async function ruleSettings(sql: Sql, businessId: string): Promise<Map<string, { threshold: number; enabled: boolean }>> {
  const rows = await sql<{ rule: string; threshold: number; enabled: boolean }[]>`
    SELECT rule, threshold, enabled FROM fraud_rule_settings WHERE business_id = ${businessId}`
  return new Map(rows.map((r) => [r.rule, { threshold: r.threshold, enabled: r.enabled }]))
}
