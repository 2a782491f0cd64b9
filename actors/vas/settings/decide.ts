/** The VAS settings state machine: margins checked here, so no stored margin is ever invalid. */
import { reject } from '../../../platform/errors'
import { accepted, rejected, unchanged, type ActorKind, type Decision, refTo } from '../../runtime/types'
import type { VasSettingsCommand, VasSettingsReply } from './commands'
import type { VasSettingsRejection } from './rejections'
import type { Margin, VasSettingsState } from './state'

const PERCENT = /^(100(\.0{1,2})?|[0-9]{1,2}(\.[0-9]{1,2})?)$/
const FIXED = /^[0-9]{1,9}(\.[0-9]{1,6})?$/

const validMargin = (m: Margin) => (m.type === 'percent' ? PERCENT : FIXED).test(m.value)

export function decideVasSettings(
  state: VasSettingsState,
  command: VasSettingsCommand,
  nowMs: number,
): Decision<VasSettingsState, VasSettingsReply, VasSettingsRejection> {
  switch (command.type) {
    case 'get':
      return unchanged(state)
    case 'set_margin': {
      const { category, margin } = command
      if (margin && !validMargin(margin))
        return rejected(
          reject('INVALID_MARGIN', 'a percent is 0 to 100 with at most 2 places; a fixed amount has at most 6 places', 'value'),
        )
      const current = state.margins[category]
      if (margin === null ? current === undefined : current?.type === margin.type && current.value === margin.value) return unchanged(state)
      const margins = { ...state.margins }
      if (margin === null) delete margins[category]
      else margins[category] = margin
      const next = { ...state, margins, updatedAtMs: nowMs }
      return accepted(next, next)
    }
  }
}

export const vasSettingsKind: ActorKind<VasSettingsState, VasSettingsCommand, VasSettingsReply, VasSettingsRejection> = {
  kind: 'vas_settings',
  initial: (id) => ({ id, margins: {}, updatedAtMs: null }),
  decide: decideVasSettings,
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const vasSettingsRef = (id: string) => refTo(vasSettingsKind, id)
