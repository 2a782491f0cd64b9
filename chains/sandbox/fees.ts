/**
 * Network fees the sandbox ledger charges on an outgoing transfer, in the
 * native coin's base units: typical mainnet figures for a simple transfer,
 * so integrations see a fee that is neither zero nor unrealistic.
 */
import type { Network } from '../networks'

const GWEI = 1_000_000_000n

export const SANDBOX_FEE: Readonly<Record<Network, { native: bigint; token: bigint }>> = {
  ETH: { native: 21_000n * 2n * GWEI, token: 65_000n * 2n * GWEI },
  BSC: { native: 21_000n * GWEI, token: 65_000n * GWEI },
  POL: { native: 21_000n * 30n * GWEI, token: 65_000n * 30n * GWEI },
  TRX: { native: 1_100_000n, token: 13_000_000n },
  SOL: { native: 5_000n, token: 5_000n },
  BTC: { native: 2_260n, token: 2_260n },
  LTC: { native: 2_260n, token: 2_260n },
  BCH: { native: 226n, token: 226n },
  XRP: { native: 12n, token: 12n },
}
