/** The bridge's environment variables (part of the chain group in chains/config_variables.ts). */
import { integer, string, url, type ConfigVariable } from '../../platform/config_schema'

export const BRIDGE_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'BRIDGE_API_URL',
    type: url,
    default: 'none',
    description:
      'Cross-chain swaps: base URL of an API with LI.FI’s `/quote` and `/status` shapes, version segment included (`https://li.quest/v1`, or the local bridge simulator). Without it a live key’s cross-chain swap answers 400 `SWAP_UNAVAILABLE` and the public cross-chain quote is the sandbox bridge’s, from hub prices (`source: "hub_prices"`; ETH, BSC, POL)',
  },
  {
    name: 'BRIDGE_API_KEY',
    type: string,
    default: 'none',
    description: 'Sent as `x-lifi-api-key` to `BRIDGE_API_URL` (higher rate limits)',
  },
  {
    name: 'BRIDGE_POLL_MS',
    type: integer(1),
    default: '`15000`',
    description:
      'Interval of `/status` polls of a pending cross-chain swap (until done or failed; never stopped while a refund is in progress)',
  },
  {
    name: 'BRIDGE_TIMEOUT_MS',
    type: integer(1),
    default: '`10000`',
    description: 'Deadline of one call to `BRIDGE_API_URL`; a status that does not answer is asked again at the next poll',
  },
]
