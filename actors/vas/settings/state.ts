/**
 * A merchant's VAS settings: its margin per category, one actor per business
 * (the margin is the merchant's pricing, the same for test and live keys).
 * A margin is a percent of `merchant_price` or a fixed amount per order, as
 * decimal strings (percent up to 2 places, fixed up to 6, the balance's).
 */
import type { VasCategory } from '../order/state'

export interface Margin {
  readonly type: 'percent' | 'fixed'
  readonly value: string
}

export interface VasSettingsState {
  readonly id: string
  readonly margins: Readonly<Partial<Record<VasCategory, Margin>>>
  readonly updatedAtMs: number | null
}
