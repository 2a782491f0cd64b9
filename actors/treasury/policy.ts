/**
 * The treasury policy per network, read once from configuration
 * (config_variables.ts): which currencies are swept and from what amount,
 * how often, and the gas station's margin. A malformed threshold stops the
 * start with the variable named, never a silent "never swept".
 */
import { configEnv } from '../../platform/config_variables'
import { NATIVE_CURRENCY, decimalsOf, parseUnits } from '../../chains/assets'
import { NETWORKS, type Network } from '../../chains/networks'
import { PlatformError } from '../../platform/errors'
import { DEFAULT_SWEEP_MIN, treasuryNumber } from './config_variables'

export interface TreasuryPolicy {
  /** Base units (the network's own decimals) an address must hold before a sweep; absent: never swept. */
  readonly sweepMin: Readonly<Record<Network, ReadonlyMap<string, bigint>>>
  readonly sweepEveryMs: number
  readonly pollEveryMs: number
  readonly gasMarginPercent: bigint
}

function parseThresholds(network: Network, raw: string): Map<string, bigint> {
  const out = new Map<string, bigint>()
  if (raw.trim() === 'none') return out
  for (const part of raw.split(',')) {
    const [currency, amount] = part.split('=').map((s) => s.trim())
    const decimals = currency ? decimalsOf(network, currency) : undefined
    if (!currency || !amount || decimals === undefined || !/^\d+(\.\d+)?$/.test(amount))
      throw new PlatformError('config_invalid', `${network}_SWEEP_MIN: "${part}" is not CUR=amount for a ${network} currency`)
    out.set(currency === 'MATIC' ? NATIVE_CURRENCY.POL : currency, parseUnits(amount, decimals))
  }
  return out
}

export function treasuryPolicy(env: NodeJS.ProcessEnv = configEnv()): TreasuryPolicy {
  const sweepMin = Object.fromEntries(
    NETWORKS.map((n) => [n, parseThresholds(n, env[`${n}_SWEEP_MIN`]?.trim() || DEFAULT_SWEEP_MIN[n])]),
  ) as Record<Network, Map<string, bigint>>
  return {
    sweepMin,
    sweepEveryMs: treasuryNumber('TREASURY_SWEEP_MS', env),
    pollEveryMs: treasuryNumber('TREASURY_POLL_MS', env),
    gasMarginPercent: BigInt(treasuryNumber('GAS_TOPUP_MARGIN_PERCENT', env)),
  }
}
