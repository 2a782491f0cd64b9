/**
 * The platform's environment variables: the runtime's here, market data, CaaS, SMS, VAS and mail in their own files
 * (joined below as PLATFORM_VARIABLES); the chain endpoints are in chains/config_variables.ts. roles/config.ts joins the groups into the one registry: start-up validates it and the README table is generated
 * from it (`npm run config-table`), so a variable read here and missing there fails test/platform/config_schema.test.ts.
 */
import { integer, numberSetting, oneOf, string, url, type ConfigVariable } from './config_schema'
import { CAAS_VARIABLES } from './caas_variables'
import { MAIL_VARIABLES } from './mail/config_variables'
import { MARKET_VARIABLES } from './market_variables'
import { SMS_VARIABLES } from './sms_variables'
import { VAS_VARIABLES } from './vas_variables'
import { VA_VARIABLES } from './va_variables'
import { REMIT_VARIABLES } from './remit_variables'

const RUNTIME_VARIABLES: readonly ConfigVariable[] = [
  { name: 'PORT', type: integer(), default: '`8080`', description: 'Gateway HTTP port (REST, hosted page, market WebSocket)' },
  {
    name: 'HOST',
    type: string,
    default: '`127.0.0.1`; `0.0.0.0` in production',
    description:
      'Gateway bind address. Outside production the gateway answers this machine only (the development admin token works ' +
      'from anywhere that reaches it); set `0.0.0.0` to reach it from outside a VM or container',
  },
  {
    name: 'DATABASE_URL',
    type: url,
    default: 'embedded Postgres',
    description: 'Postgres for the payments role. Required when roles run in separate processes',
    productionRequired: true,
  },
  { name: 'DATABASE_SCHEMA', type: string, default: '`public`', description: 'Postgres schema (search_path) for the platform tables' },
  {
    name: 'REDIS_URL',
    type: url,
    default: 'in-process',
    description: 'Redis for rate limits, cache invalidation and fan-out across gateway nodes',
  },
  {
    name: 'ADMIN_TOKEN',
    type: string,
    default: 'generated in development',
    description: '`X-Admin-Token` for `/admin/*`',
    productionRequired: true,
  },
  {
    name: 'MASTER_KEY',
    type: string,
    default: 'generated in development',
    description: 'base64 32-byte key that wraps per-record data keys (mnemonics, TOTP secrets)',
    productionRequired: true,
  },
  {
    name: 'NODE_ENV',
    type: string,
    default: '`development`',
    description: '`production` refuses to start without the variables marked required in production; `test` lowers the log level',
  },
  {
    name: 'LINK_SECRET',
    type: { kind: 'base64', minBytes: 32 },
    default: 'derived from `MASTER_KEY` in development',
    description:
      'at least 32 random bytes: authenticates the internal gRPC links (gateway → payments, payments → payments, → hub); ' +
      'the same value on every role (see [Trust boundary](#trust-boundary))',
    productionRequired: true,
  },
  { name: 'DATA_DIR', type: string, default: '`.data`', description: 'Embedded Postgres data and development secrets' },
  {
    name: 'ROLES',
    type: string,
    default: '`gateway,payments,hub`',
    description: 'Roles this process runs, comma-separated (also `--roles=`)',
  },
  {
    name: 'PAYMENTS_GRPC_ADDRESS',
    type: string,
    default: '`127.0.0.1:50051`',
    description:
      'Where the payments role listens and the gateway connects; also the address a payments host gives its peers and gateways ' +
      '(`hosts.list`), so in split deployments set this host’s private address (not a wildcard such as `0.0.0.0`). May be a ' +
      'comma-separated list: a gateway starts from every entry and learns the other hosts from them; a payments role binds the first entry',
  },
  {
    name: 'PAYMENTS_LINK',
    type: oneOf(['local', 'grpc']),
    default: '`local`',
    description:
      'With the gateway and payments roles in one process: `local` calls the payments methods directly, `grpc` goes over the link ' +
      'as split roles do (same answers, see `test/rpc/link_parity.test.ts`)',
  },
  {
    name: 'PAYMENTS_HTTP_PORT',
    type: integer(),
    default: '`8081`',
    description: 'Payments role health/debug listener (`{payments_direct_url}`)',
  },
  {
    name: 'HOST_ID',
    type: string,
    default: '`<hostname>:<grpc port>`',
    description: 'Name of this payments host in shard leases and `hosts.list`',
  },
  {
    name: 'HUB_GRPC_ADDRESS',
    type: string,
    default: '`127.0.0.1:50052`',
    description: 'Market hub gRPC (where the hub listens and gateways and payments hosts connect)',
  },
  { name: 'HUB_HTTP_PORT', type: integer(), default: '`8082`', description: 'Hub health/debug listener (`{market_data_url}`)' },
  {
    name: 'DEBUG_HTTP_HOST',
    type: string,
    default: '`127.0.0.1`',
    description:
      'Bind address of the payments and hub health/debug listeners (they have no authentication; open them only to a monitoring network)',
  },
  { name: 'SHARD_COUNT', type: integer(1), default: '`64`', description: 'Actor shards (fixed for the life of a database)' },
  {
    name: 'LEASE_TTL_MS',
    type: integer(1),
    default: '`6000`',
    description: 'Shard lease time-to-live; a dead host’s shards move after at most this',
  },
  { name: 'MAX_ACTIVE_ACTORS', type: integer(1), default: '`100000`', description: 'Cap on actors in memory per host' },
  { name: 'ACTOR_IDLE_MS', type: integer(), default: '`120000`', description: 'Idle time before an actor is passivated' },
  { name: 'BODY_LIMIT_BYTES', type: integer(1), default: '`1048576`', description: 'Largest JSON body (413 above)' },
  {
    name: 'API_RATE_LIMIT_PER_SECOND',
    type: integer(),
    default: '`100`',
    description:
      'Requests per second a gateway node serves one merchant and environment (API keys), one member (dashboard) or the operator; 429 `RATE_LIMITED` above, `0` turns it off (docs/rate-limits.md)',
  },
  {
    name: 'PUBLIC_RATE_LIMIT_PER_SECOND',
    type: integer(),
    default: '`100`',
    description:
      'Requests per second a gateway node serves one client address on unauthenticated routes (pay page, sign-up, login); `0` turns it off',
  },
  {
    name: 'REQUEST_DEADLINE_MS',
    type: integer(1),
    default: '`5000`',
    description:
      'How long the gateway waits for the payments role on one call before it answers 503 with `Retry-After` ' +
      '(see [Failure behaviour](#failure-behaviour))',
  },
  {
    name: 'LOG_LEVEL',
    type: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    default: '`info`',
    description: 'pino level',
  },
  {
    name: 'EVENT_STREAM_KEY',
    type: string,
    default: '`platform:events`',
    description: 'Redis stream that receives every committed domain event',
  },
  {
    name: 'PUBLIC_BASE_URL',
    type: url,
    default: '`http://localhost:$PORT`',
    description: 'Base of `payment_url` (the hosted page) in checkout responses',
  },
  {
    name: 'PLATFORM_MODULES',
    type: string,
    default: 'none',
    description:
      'Extra modules by path (comma-separated compiled JavaScript files exporting `module`): diagnostics and end-to-end fixtures',
  },
  // Deposits, wallets and the sandbox.
  {
    name: 'DEPOSIT_POLL_MS',
    type: integer(1),
    default: '`1000`',
    description: 'Interval of the deposit watchers (every network, sandbox and live)',
  },
  {
    name: 'DEPOSIT_HEAD_POLL_MS',
    type: integer(1),
    default: '`250`',
    description:
      "How often a watcher asks for its chain's head between rounds (EVM `eth_blockNumber`, UTXO `getblockcount`, the sandbox ledger's newest unread transfer); a new head starts a round at once",
  },
  { name: 'WALLET_TRACK_MS', type: integer(1), default: '`DEPOSIT_POLL_MS`', description: 'Interval of the WaaS balance tracker' },
  {
    name: 'SANDBOX_BLOCK_TIME_MS',
    type: integer(),
    default: '`0`',
    description: 'How long sandbox transfers stay `detected` before they settle',
  },
]

/** The platform's groups, in the README table's order; the products' and chains' are added in roles/config.ts. */
export const PLATFORM_VARIABLES: readonly ConfigVariable[] = [
  ...RUNTIME_VARIABLES,
  ...MARKET_VARIABLES,
  ...CAAS_VARIABLES,
  ...SMS_VARIABLES,
  ...VAS_VARIABLES,
  ...VA_VARIABLES,
  ...REMIT_VARIABLES,
  ...MAIL_VARIABLES,
]

/**
 * The process environment, for the loaders that read registered variables from an `env` they are given (tests give
 * their own). Product code reaches process.env only here: test/platform/config_schema.test.ts
 * fails on a read anywhere else, so every variable stays in the registry, validated at start and documented.
 */
export function configEnv(): NodeJS.ProcessEnv {
  return process.env
}

/** A numeric platform variable, checked against and defaulted by its entry above. */
export function platformNumber(name: string, env: NodeJS.ProcessEnv = configEnv(), fallback?: () => number): number {
  return numberSetting(PLATFORM_VARIABLES, name, env, fallback)
}
