/**
 * The treasury's environment variables (sweeps and the gas station): part of
 * the one configuration registry in roles/config.ts. Read through policy.ts.
 */
import { integer, numberSetting, string, type ConfigVariable } from '../../platform/config_schema'
import { NETWORKS, type Network } from '../../chains/networks'

/** What a session or top-up address must hold before it is swept, per network (`CUR=amount`, human units). */
export const DEFAULT_SWEEP_MIN: Readonly<Record<Network, string>> = {
  ETH: 'ETH=0.005,USDT=10,USDC=10',
  BSC: 'BNB=0.01,USDT=10,USDC=10',
  POL: 'POL=5,USDT=10,USDC=10',
  TRX: 'TRX=50,USDT=10',
  SOL: 'SOL=0.1,USDC=10',
  BTC: 'BTC=0.0005',
  LTC: 'LTC=0.01',
  BCH: 'BCH=0.01',
  // An XRP address keeps its account reserve: what lies above it is too little to be worth a sweep by default.
  XRP: 'none',
}

export const TREASURY_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'TREASURY_SWEEP_MS',
    type: integer(0),
    default: '`3600000`',
    description: 'Interval of the sweep pass (paid session and top-up addresses into the treasury address); `0`: only on demand',
  },
  {
    name: 'TREASURY_POLL_MS',
    type: integer(1),
    default: '`5000`',
    description: 'Interval at which recorded refunds and sweeps waiting for gas are advanced (after a restart too)',
  },
  {
    name: 'GAS_TOPUP_MARGIN_PERCENT',
    type: integer(0),
    default: '`50`',
    description: 'Gas station: native coin sent on top of the estimated shortfall before a token send',
  },
  ...NETWORKS.map((n): ConfigVariable => ({
    name: `${n}_SWEEP_MIN`,
    type: string,
    default: `\`${DEFAULT_SWEEP_MIN[n]}\``,
    description: `Sweep threshold per currency on ${n} (\`CUR=amount,…\`; a currency not listed, or \`none\`, is never swept)`,
  })),
]

export function treasuryNumber(name: string, env: NodeJS.ProcessEnv): number {
  return numberSetting(TREASURY_VARIABLES, name, env)
}
