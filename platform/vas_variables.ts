/** Value-added services variables (Reloadly and its simulator), joined into the registry by ../config_variables.ts. */
import { integer, string, url, type ConfigVariable } from './config_schema'

export const VAS_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'VAS_SANDBOX_URL',
    type: url,
    default: 'the simulator in development',
    description: 'Reloadly-compatible base URL (`/auth`, `/giftcards`, `/topups`, `/utilities` under it) for test keys',
  },
  { name: 'VAS_SANDBOX_CLIENT_ID', type: string, default: 'the simulator’s', description: 'Client id at `VAS_SANDBOX_URL`' },
  { name: 'VAS_SANDBOX_CLIENT_SECRET', type: string, default: 'the simulator’s', description: 'Client secret at `VAS_SANDBOX_URL`' },
  {
    name: 'VAS_SIMULATOR_PORT',
    type: integer(),
    default: '`8084`',
    description: 'Port of the Reloadly simulator process started beside a development platform',
  },
  {
    name: 'RELOADLY_CLIENT_ID',
    type: string,
    default: 'none',
    description: 'Live Reloadly account; without it live keys cannot buy VAS (503)',
  },
  { name: 'RELOADLY_CLIENT_SECRET', type: string, default: 'none', description: 'With `RELOADLY_CLIENT_ID`' },
  { name: 'RELOADLY_AUTH_URL', type: url, default: '`https://auth.reloadly.com`', description: 'Reloadly OAuth host (live)' },
  {
    name: 'RELOADLY_GIFTCARDS_URL',
    type: url,
    default: '`https://giftcards.reloadly.com`',
    description: 'Reloadly gift cards host (live)',
  },
  { name: 'RELOADLY_TOPUPS_URL', type: url, default: '`https://topups.reloadly.com`', description: 'Reloadly airtime host (live)' },
  {
    name: 'RELOADLY_UTILITIES_URL',
    type: url,
    default: '`https://utilities.reloadly.com`',
    description: 'Reloadly bill payments host (live)',
  },
  {
    name: 'VAS_PROVIDER_TIMEOUT_MS',
    type: integer(1),
    default: '`15000`',
    description: 'Deadline of one provider call; a purchase past it is unknown and reconciled, never refunded',
  },
  {
    name: 'VAS_ORDER_WAIT_MS',
    type: integer(0),
    default: '`20000`',
    description:
      'How long an order request waits for the outcome before answering the order as it stands (at most `REQUEST_DEADLINE_MS` less a second)',
  },
  {
    name: 'VAS_HOLD_TIMEOUT_MS',
    type: integer(1),
    default: '`300000`',
    description:
      'How long an order held on the balance waits for an unreachable provider before it is released and failed (never once submitted)',
  },
  {
    name: 'VAS_RECONCILE_POLL_MS',
    type: integer(1),
    default: '`2000`',
    description: 'Interval of the VAS order scan (crash recovery, reconciliation of unknown outcomes)',
  },
]
