/**
 * The merchant's activity, counted in the commit that causes it.
 *
 * A product states, as a pure function of an actor's state, every fact that state implies for the merchant's
 * numbers: "session s was paid 25.00 EUR at 14:02", "refund r sent 5.00 EUR". Each fact has a key that is unique
 * forever, so the function may return the whole list on every commit: the statement inserts the facts it has not
 * seen (ON CONFLICT DO NOTHING) and adds exactly those to the day's rollup rows, in the same statement that writes
 * the state (commit_many.ts). A fact is therefore counted once, never lags its state, and a backfill over stored
 * states (backfillActivity) is the same code with the same keys: running it twice changes nothing.
 *
 * Facts are monotonic: a state can add facts, never withdraw one. What undoes money (a refund, a reversal) is a fact
 * of its own. The analytics product reads the tables (migration 032); this file only writes them.
 */
import type { PendingQuery, Row, Sql } from 'postgres'
import { decodeJson } from '../../platform/json'
import type { ReadModel } from './read_model'

type ActivityProduct = 'checkout' | 'waas' | 'vas' | 'swap' | 'remittance' | 'otc' | 'virtual_accounts'

/** Every fact type (docs/analytics.md, "Definitions"). */
export type ActivityType =
  | 'session_created'
  | 'session_paid'
  | 'session_overpaid'
  | 'session_underpaid'
  | 'session_expired'
  | 'session_failed'
  | 'late_payment'
  | 'refund'
  | 'wallet_deposit'
  | 'wallet_fee'
  | 'vas_order'
  | 'vas_margin'
  | 'swap'
  | 'remittance_sent'
  | 'remittance_fee'
  | 'remittance_reversed'
  | 'otc_settled'
  | 'va_credit'
  | 'va_reversed'

export interface ActivityFact {
  /** Unique forever: `<product>:<actor>:<what>`. */
  readonly key: string
  readonly businessId: string
  readonly isTest: boolean
  readonly atMs: number
  readonly product: ActivityProduct
  readonly type: ActivityType
  /** A fiat or balance currency and its scale ('' and 0 when the fact has none). */
  readonly currency: string
  readonly scale: number
  readonly amountMinor: bigint
  /** The crypto side ('' and 0 when none): network, asset, its decimals and base units. */
  readonly network: string
  readonly asset: string
  readonly assetDecimals: number
  readonly assetUnits: bigint
  /** How it was paid (the checkout payment method, a VAS category, a bank scheme), '' when it does not apply. */
  readonly method: string
  /** The product's own id of the thing (session, order, transfer). */
  readonly subject: string
  readonly reference: string | null
  /** The merchant's customer as the product knows them (a lowercased e-mail), for the fraud rules. */
  readonly customer: string | null
  /** The crypto address that paid, or that a refund went to. */
  readonly address: string | null
}

/** A fact with no crypto side and no method, customer or address: the defaults products spread. */
export const NO_CRYPTO = { network: '', asset: '', assetDecimals: 0, assetUnits: 0n } as const
export const NO_FIAT = { currency: '', scale: 0, amountMinor: 0n } as const

export type ActivityOf<S> = (state: S) => readonly ActivityFact[]

/** Counts a stored state of some kind (a method, so any kind's activity function is one). */
interface Counter {
  count(state: unknown): readonly ActivityFact[]
}

/** The read models made by withActivity, with their activity: a backfill finds every counting kind by its model. */
const counters = new WeakMap<object, Counter>()

export function activityOf(model: object | undefined): Counter | undefined {
  return model ? counters.get(model) : undefined
}

interface ActivityRows<R> {
  readonly base: R | null
  readonly facts: readonly ActivityFact[]
}

const factJson = (f: ActivityFact, i: number) => ({
  i,
  key: f.key,
  business_id: f.businessId,
  is_test: f.isTest,
  at_ms: f.atMs,
  product: f.product,
  type: f.type,
  currency: f.currency,
  scale: f.scale,
  amount_minor: f.amountMinor.toString(),
  network: f.network,
  asset: f.asset,
  asset_decimals: f.assetDecimals,
  asset_units: f.assetUnits.toString(),
  method: f.method,
  subject: f.subject,
  reference: f.reference,
  customer: f.customer,
  address: f.address,
})

/**
 * The two CTEs that count facts: insert the new ones, add what was inserted to the rollups. The rollup upsert is
 * grouped (one row per key per statement) and ordered (concurrent statements lock shared rows in one order).
 * `guard` limits the facts to the actors whose state the statement wrote; a backfill passes none.
 */
function factCtes(sql: Sql, name: string, facts: string, guard: boolean): PendingQuery<Row[]>[] {
  const f = sql(`act_f_${name}`)
  const r = sql(`act_r_${name}`)
  const where = guard ? sql`WHERE x.i IN (SELECT i FROM written)` : sql``
  return [
    sql`${f} AS (
      INSERT INTO activity_facts (key, business_id, is_test, at, product, type, currency, scale, amount_minor, network, asset,
                                  asset_decimals, asset_units, method, subject, reference, customer, address)
      SELECT x.key, x.business_id, x.is_test, to_timestamp(x.at_ms / 1000.0), x.product, x.type, x.currency, x.scale, x.amount_minor,
             x.network, x.asset, x.asset_decimals, x.asset_units, x.method, x.subject, x.reference, x.customer, x.address
      FROM jsonb_to_recordset(${facts}::text::jsonb) AS x(i int, key text, business_id text, is_test boolean, at_ms bigint, product text,
        type text, currency text, scale int, amount_minor numeric, network text, asset text, asset_decimals int, asset_units numeric,
        method text, subject text, reference text, customer text, address text)
      ${where}
      ON CONFLICT (key) DO NOTHING
      RETURNING business_id, is_test, at, product, type, currency, scale, amount_minor, network, asset, asset_decimals, asset_units, method
    )`,
    sql`${r} AS (
      INSERT INTO activity_rollups AS t (business_id, is_test, day, product, type, currency, network, asset, method, scale, asset_decimals,
                                         count, amount_minor, asset_units)
      SELECT business_id, is_test, (at AT TIME ZONE 'UTC')::date, product, type, currency, network, asset, method, max(scale),
             max(asset_decimals), count(*), sum(amount_minor), sum(asset_units)
      FROM ${f}
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
      ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
      ON CONFLICT (business_id, is_test, day, product, type, currency, network, asset, method) DO UPDATE SET
        count = t.count + EXCLUDED.count, amount_minor = t.amount_minor + EXCLUDED.amount_minor,
        asset_units = t.asset_units + EXCLUDED.asset_units
    )`,
  ]
}

/**
 * A kind's read model that also counts its activity: the kind's own rows (if any) and the facts its state implies,
 * written by one statement. `name` makes the CTE names unique in a batch (the actor kind).
 */
export function withActivity<S, R>(
  name: string,
  model: ReadModel<S, R> | undefined,
  activity: ActivityOf<S>,
): ReadModel<S, ActivityRows<R>> {
  const counting: ReadModel<S, ActivityRows<R>> = {
    rows: (state) => {
      const base = model ? model.rows(state) : null
      const facts = activity(state)
      return base === null && facts.length === 0 ? null : { base, facts }
    },
    ctes: (sql, entries) => {
      const based = entries.flatMap((e) => (e.rows.base === null ? [] : [{ i: e.i, rows: e.rows.base }]))
      const facts = entries.flatMap((e) => e.rows.facts.map((f) => factJson(f, e.i)))
      return [
        ...(model && based.length > 0 ? model.ctes(sql, based) : []),
        ...(facts.length > 0 ? factCtes(sql, name, JSON.stringify(facts), true) : []),
      ]
    },
  }
  const counter: Counter = { count: activity }
  counters.set(counting, counter)
  return counting
}

/** One kind whose stored states a backfill counts. */
export interface ActivitySource {
  readonly kind: string
  readonly counter: Counter
}

/**
 * Counts the facts of every stored state of these kinds (states written before the facts existed), a page at a
 * time. Idempotent: the keys are the commit's own, so facts already counted are skipped. Returns the facts added.
 */
export async function backfillActivity(sql: Sql, sources: readonly ActivitySource[], pageSize = 500): Promise<number> {
  let added = 0
  for (const source of sources) {
    let after = ''
    for (;;) {
      const page = await sql<{ id: string; state: string }[]>`
        SELECT id, state::text AS state FROM actor_state WHERE kind = ${source.kind} AND id > ${after} ORDER BY id LIMIT ${pageSize}`
      if (page.length === 0) break
      after = page[page.length - 1]!.id
      added += await recordFacts(
        sql,
        page.flatMap((row) => source.counter.count(decodeJson(row.state))),
      )
    }
  }
  return added
}

/** Counts facts outside a commit (the backfill; fixtures): those not seen yet are inserted and rolled up. Returns how many. */
export async function recordFacts(sql: Sql, facts: readonly ActivityFact[]): Promise<number> {
  if (facts.length === 0) return 0
  const [f, r] = factCtes(sql, 'backfill', JSON.stringify(facts.map((x) => factJson(x, 0))), false)
  const [row] = await sql<{ n: number }[]>`WITH ${f!}, ${r!} SELECT count(*)::int AS n FROM act_f_backfill`
  return row?.n ?? 0
}
