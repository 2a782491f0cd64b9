/** What the settings actor is asked: read them, set (or clear, with null) one category's margin. */
import type { VasCategory } from '../order/state'
import type { Margin, VasSettingsState } from './state'

export type VasSettingsCommand =
  { readonly type: 'get' } | { readonly type: 'set_margin'; readonly category: VasCategory; readonly margin: Margin | null }

export type VasSettingsReply = VasSettingsState
