/** The reporting period from a query: impossible days are a 4xx rejection, never a thrown error (a 500). */
import t from 'tap'
import { periodOf } from '../../actors/analytics/period'

const NOW = Date.parse('2026-11-28T12:00:00Z')

t.test('an impossible `to` alone is refused, not counted back from (fuzz seed 15008: to=7666-36-36)', async (t) => {
  for (const to of ['7666-36-36', '2026-02-30', '2026-13-01'])
    t.match(periodOf({ days: 160, to }, NOW), { code: 'ANALYTICS_PERIOD_INVALID' }, to)
  t.match(periodOf({ days: 30, from: '2026-00-10', to: '2026-11-28' }, NOW), { code: 'ANALYTICS_PERIOD_INVALID' })
})

t.test('a valid `to` alone counts `days` back from it; no dates means the last `days` days', async (t) => {
  t.same(periodOf({ days: 3, to: '2026-03-01' }, NOW), { from: '2026-02-27', to: '2026-03-01', label: '2026-02-27/2026-03-01', days: 3 })
  t.same(periodOf({ days: 1 }, NOW), { from: '2026-11-28', to: '2026-11-28', label: '2026-11-28/2026-11-28', days: 1 })
})
