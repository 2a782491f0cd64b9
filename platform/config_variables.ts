/**
 * The platform's and the products' environment variables (the chain endpoints are in chains/config_variables.ts).
 * roles/config.ts joins the groups into the one registry: start-up validates it and the README table is generated
 * from it (`npm run config-table`), so a variable read here and missing there fails test/platform/config_schema.test.ts.
 */
import { integer, numberSetting, string, url, type ConfigVariable } from './config_schema'

const role = (values: string[]) => ({ kind: 'enum', values }) as const

export const PLATFORM_VARIABLES: readonly ConfigVariable[] = [
  { name: 'PORT', type: integer(), default: '`8080`', description: 'Gateway HTTP port (REST, hosted page, market WebSocket)' },
  { name: 'HOST', type: string, default: '`0.0.0.0`', description: 'Gateway bind address' },
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
    type: role(['local', 'grpc']),
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
    name: 'REQUEST_DEADLINE_MS',
    type: integer(1),
    default: '`5000`',
    description:
      'How long the gateway waits for the payments role on one call before it answers 503 with `Retry-After` ' +
      '(see [Failure behaviour](#failure-behaviour))',
  },
  {
    name: 'LOG_LEVEL',
    type: role(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
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
  { name: 'WALLET_TRACK_MS', type: integer(1), default: '`DEPOSIT_POLL_MS`', description: 'Interval of the WaaS balance tracker' },
  {
    name: 'SANDBOX_BLOCK_TIME_MS',
    type: integer(),
    default: '`0`',
    description: 'How long sandbox transfers stay `detected` before they settle',
  },
  // Market data (the hub role).
  {
    name: 'MARKET_SOURCE',
    type: role(['simulated', 'live', 'replay']),
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
  // Card-as-a-Service.
  {
    name: 'CAAS_NETWORK',
    type: { kind: 'enum', values: ['ETH', 'BSC', 'POL'], caseless: true },
    default: '`POL`',
    description: 'Network of CaaS card accounts',
  },
  {
    name: 'CAAS_FACTORY_ADDRESS',
    type: string,
    default: 'the local Anvil deployment',
    description: 'Smart-account factory (EVM address); required in production for CaaS',
  },
  {
    name: 'CAAS_ACCOUNT_IMPLEMENTATION',
    type: string,
    default: 'read from the factory',
    description: 'Smart-account implementation (EVM address)',
  },
  { name: 'CAAS_ENTRYPOINT', type: string, default: 'EntryPoint v0.8', description: 'ERC-4337 EntryPoint (EVM address)' },
  { name: 'CAAS_BUNDLER_URL', type: url, default: 'none (direct `handleOps`)', description: 'ERC-4337 bundler' },
  {
    name: 'CAAS_BLIND_INDEX_KEY',
    type: { kind: 'base64', minBytes: 32 },
    default: 'derived from `MASTER_KEY`',
    description: '32-byte key of the blind indexes over CaaS user data',
  },
  {
    name: 'CAAS_USEROP_DEADLINE_MS',
    type: integer(1),
    default: '`1800000`',
    description: 'How long a CaaS user operation may wait for inclusion',
  },
  { name: 'CAAS_TRANSFER_POLL_MS', type: integer(1), default: '`1000`', description: 'Interval of the CaaS transfer executor' },
  // SMS (CaaS one-time codes) and mail.
  { name: 'SMS_PROVIDER', type: role(['twilio']), default: 'none', description: 'Live SMS provider (see [CaaS SMS](#caas-sms))' },
  { name: 'SMS_TIMEOUT_MS', type: integer(1), default: '`10000`', description: 'Deadline of one SMS provider call' },
  {
    name: 'SMS_SANDBOX_URL',
    type: url,
    default: 'the simulator in development',
    description: 'Twilio-compatible URL (`AccountSid:AuthToken@`) for test keys',
  },
  {
    name: 'SMS_SIMULATOR_PORT',
    type: integer(),
    default: '`8083`',
    description: 'Port of the Twilio simulator started beside a development platform',
  },
  // Value-added services (Reloadly).
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
  { name: 'TWILIO_ACCOUNT_SID', type: string, default: 'none', description: 'Required with `SMS_PROVIDER=twilio`' },
  { name: 'TWILIO_AUTH_TOKEN', type: string, default: 'none', description: 'Required with `SMS_PROVIDER=twilio`' },
  { name: 'TWILIO_FROM', type: string, default: 'none', description: 'Sender number (or `TWILIO_MESSAGING_SERVICE_SID`)' },
  { name: 'TWILIO_MESSAGING_SERVICE_SID', type: string, default: 'none', description: 'Messaging service (or `TWILIO_FROM`)' },
  { name: 'TWILIO_BASE_URL', type: url, default: '`https://api.twilio.com`', description: 'Twilio API base' },
  { name: 'SMTP_URL', type: url, default: 'mails written to `DATA_DIR`', description: 'SMTP server for account mails' },
  { name: 'MAIL_FROM', type: string, default: '`Payments Platform <no-reply@localhost>`', description: 'Sender of account mails' },
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
