/**
 * A merchant's WaaS fee configuration, one actor per merchant and
 * environment (test and live keys configure separately: their fee
 * addresses are on different networks' test and main chains).
 */
import type { Network } from '../../../chains/networks'

export interface FeeConfig {
  /** Decimal string, 0.01 = 1%; at most 0.5. */
  readonly feePercent: string
  readonly isEnabled: boolean
  /** Network -> receiving address. A fee is collected only on networks listed here. */
  readonly feeAddresses: Readonly<Partial<Record<Network, string>>>
  readonly updatedAtMs: number
}

export type FeeState = { readonly status: 'new'; readonly id: string } | ({ readonly status: 'active'; readonly id: string } & FeeConfig)

export const DEFAULT_FEES: FeeConfig = { feePercent: '0', isEnabled: false, feeAddresses: {}, updatedAtMs: 0 }
