/**
 * The reporting period: whole UTC days. `from` and `to` (YYYY-MM-DD, both included, at most 366 days) when given,
 * else the last `days` days ending today. Pure: today comes from the caller's clock.
 */
import { reject, type Rejection } from '../../platform/errors'

export interface Period {
  /** First and last day, YYYY-MM-DD, both included. */
  readonly from: string
  readonly to: string
  /** ISO 8601 interval of the two days: `2026-10-30/2026-11-28`. */
  readonly label: string
  readonly days: number
}

const DAY_MS = 86_400_000
const DATE = /^\d{4}-\d{2}-\d{2}$/

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10)
const msOf = (day: string): number => Date.parse(`${day}T00:00:00Z`)

export function periodOf(q: { days: number; from?: string; to?: string }, nowMs: number): Period | Rejection<'ANALYTICS_PERIOD_INVALID'> {
  const today = dayOf(nowMs)
  if (q.from === undefined && q.to === undefined) {
    const from = dayOf(msOf(today) - (q.days - 1) * DAY_MS)
    return { from, to: today, label: `${from}/${today}`, days: q.days }
  }
  const valid = (d: string) => DATE.test(d) && !Number.isNaN(msOf(d)) && dayOf(msOf(d)) === d
  const invalid = () => reject('ANALYTICS_PERIOD_INVALID', 'from and to are dates: YYYY-MM-DD')
  const to = q.to ?? today
  // `to` is checked before `from` is derived from it: an impossible day (month 36) has no time to count back from.
  if (!valid(to)) return invalid()
  const from = q.from ?? dayOf(msOf(to) - (q.days - 1) * DAY_MS)
  if (!valid(from)) return invalid()
  const days = (msOf(to) - msOf(from)) / DAY_MS + 1
  if (days < 1) return reject('ANALYTICS_PERIOD_INVALID', 'to is before from')
  if (days > 366) return reject('ANALYTICS_PERIOD_INVALID', 'a period is at most 366 days')
  return { from, to, label: `${from}/${to}`, days }
}

/** Every day of the period, in order. */
export function daysOf(p: Period): string[] {
  const out: string[] = []
  for (let t = msOf(p.from); t <= msOf(p.to); t += DAY_MS) out.push(dayOf(t))
  return out
}

/** The first day of the group a day falls in: itself, its ISO week's Monday, or its month's first day. */
export function groupStart(day: string, group: 'day' | 'week' | 'month'): string {
  if (group === 'day') return day
  if (group === 'month') return `${day.slice(0, 7)}-01`
  const t = msOf(day)
  const weekday = (new Date(t).getUTCDay() + 6) % 7
  return dayOf(t - weekday * DAY_MS)
}
