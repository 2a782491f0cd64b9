/** Market data variables (the hub role), joined into the registry by config_variables.ts. */
import { integer, oneOf, string, url, type ConfigVariable } from './config_schema'

export const MARKET_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'MARKET_SOURCE',
    type: oneOf(['simulated', 'live', 'replay']),
    default: '`simulated`',
    description: 'Where the hub’s prices come from',
  },
  { name: 'MARKET_SEED', type: integer(), default: '`42`', description: 'Seed of the simulated market (same seed, same prices)' },
  {
    name: 'MARKET_TICKS_PER_SECOND',
    type: { kind: 'number', min: 0 },
    default: '`2`',
    description: 'Ticks per second per pair of the simulated market',
  },
  { name: 'MARKET_LIVE_URL', type: url, default: 'none', description: 'Exchange combined-stream URL; required with `MARKET_SOURCE=live`' },
  { name: 'MARKET_QUOTE_ASSET', type: string, default: '`USDT`', description: 'Quote asset of the live exchange stream' },
  { name: 'MARKET_REPLAY_FILE', type: string, default: 'none', description: 'Recording to replay; required with `MARKET_SOURCE=replay`' },
  {
    name: 'MARKET_REPLAY_SPEED',
    type: { kind: 'number', min: 0 },
    default: '`1`',
    description: 'Replay speed (2 = twice as fast as recorded)',
  },
]
