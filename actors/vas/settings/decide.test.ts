import t from 'tap'
import { decideVasSettings } from './decide'
import type { VasSettingsState } from './state'

const empty: VasSettingsState = { id: 'biz', margins: {}, updatedAtMs: null }

t.test('a margin per category: set, replaced, cleared; a repeat is unchanged', async (t) => {
  const set = decideVasSettings(empty, { type: 'set_margin', category: 'giftcard', margin: { type: 'percent', value: '5' } }, 1)
  t.equal(set.kind, 'accepted')
  const s1 = set.kind === 'accepted' ? set.state : empty
  t.same(s1.margins, { giftcard: { type: 'percent', value: '5' } })
  t.equal(decideVasSettings(s1, { type: 'set_margin', category: 'giftcard', margin: { type: 'percent', value: '5' } }, 2).kind, 'unchanged')
  const fixed = decideVasSettings(s1, { type: 'set_margin', category: 'airtime', margin: { type: 'fixed', value: '0.25' } }, 3)
  const s2 = fixed.kind === 'accepted' ? fixed.state : s1
  t.same(s2.margins, { giftcard: { type: 'percent', value: '5' }, airtime: { type: 'fixed', value: '0.25' } })
  const cleared = decideVasSettings(s2, { type: 'set_margin', category: 'giftcard', margin: null }, 4)
  t.same(cleared.kind === 'accepted' ? cleared.state.margins : null, { airtime: { type: 'fixed', value: '0.25' } })
  t.equal(decideVasSettings(empty, { type: 'set_margin', category: 'giftcard', margin: null }, 5).kind, 'unchanged')
})

t.test('invalid margins are refused', async (t) => {
  for (const margin of [
    { type: 'percent', value: '100.01' },
    { type: 'percent', value: '5.555' },
    { type: 'percent', value: '-1' },
    { type: 'fixed', value: '1.0000001' },
    { type: 'fixed', value: 'abc' },
  ] as const)
    t.match(
      decideVasSettings(empty, { type: 'set_margin', category: 'airtime', margin }, 1),
      {
        kind: 'rejected',
        rejection: { code: 'INVALID_MARGIN' },
      },
      `${margin.type} ${margin.value}`,
    )
  t.equal(
    decideVasSettings(empty, { type: 'set_margin', category: 'airtime', margin: { type: 'percent', value: '100' } }, 1).kind,
    'accepted',
  )
})
