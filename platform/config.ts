/**
 * Configuration from the environment, read once at start. Every knob has a
 * documented default that boots a single-node development platform; production
 * (NODE_ENV=production) refuses to start without the secrets it must not invent.
 */
import { configEnv } from './config_variables'
import { PlatformError } from './errors'
import { keysOf } from './closed_sets'

export type Role = 'gateway' | 'payments' | 'hub'
export const ALL_ROLES: readonly Role[] = ['gateway', 'payments', 'hub']

export interface Config {
  readonly env: 'production' | 'development' | 'test'
  readonly port: number
  readonly host: string
  readonly databaseUrl: string | undefined
  /** Postgres schema (search_path) for the platform's tables; tests isolate themselves with it. */
  readonly databaseSchema: string | undefined
  readonly redisUrl: string | undefined
  readonly adminToken: string | undefined
  /** 32-byte key (base64) that wraps per-record data keys; see chains/ and platform/secrets. */
  readonly masterKey: string | undefined
  /** Base64 secret (>= 32 bytes) that authenticates the internal gRPC link; derived from the master key outside production. */
  readonly linkSecret: string | undefined
  readonly dataDir: string
  /** One host:port, or a comma-separated list: the payments role binds the first entry, a gateway seeds its host list with all. */
  readonly paymentsGrpcAddress: string
  /** How a gateway reaches a payments role in the same process: 'local' (direct calls) or 'grpc' (over the link, as split roles do). */
  readonly paymentsLink: 'local' | 'grpc'
  readonly paymentsHttpPort: number
  readonly hubGrpcAddress: string
  readonly hubHttpPort: number
  /** Bind address of the payments and hub health/debug listeners: loopback unless an operator opens it. */
  readonly debugHttpHost: string
  readonly publicBaseUrl: string
  readonly shardCount: number
  readonly leaseTtlMs: number
  readonly maxActiveActors: number
  readonly actorIdleMs: number
  readonly bodyLimitBytes: number
  /** Requests per second per merchant and environment, member or operator (gateway/core/request_limits.ts); 0 turns the limit off. */
  readonly apiRateLimitPerSecond: number
  /** Requests per second per client address on unauthenticated routes; 0 turns the limit off. */
  readonly publicRateLimitPerSecond: number
  /**
   * How long the gateway waits for the payments role on one request before it
   * answers 503 with Retry-After (REQUEST_DEADLINE_MS, default 5000): well
   * under the 30 s or more a client usually waits, so a stuck dependency
   * costs a caller seconds, not a client-side timeout.
   */
  readonly requestDeadlineMs: number
  readonly logLevel: string
  /** Redis stream that receives every committed domain event (when REDIS_URL is set). */
  readonly eventStreamKey: string
  /** HOST_ID: this payments host's name in shard leases and hosts.list; unset, the role names itself `<hostname>:<grpc port>`. */
  readonly hostId: string | undefined
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) {
    throw new PlatformError('config_invalid', `${name} must be a non-negative integer, got "${raw}"`)
  }
  return value
}

/** LINK_SECRET: base64 (or base64url) of at least 32 random bytes. */
function linkSecretFrom(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.LINK_SECRET || undefined
  if (raw === undefined) return undefined
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(raw) || Buffer.from(raw, 'base64').length < 32) {
    throw new PlatformError('config_invalid', 'LINK_SECRET must be at least 32 bytes, base64-encoded')
  }
  return raw
}

function linkFrom(env: NodeJS.ProcessEnv): 'local' | 'grpc' {
  const raw = env.PAYMENTS_LINK || 'local'
  if (raw !== 'local' && raw !== 'grpc') throw new PlatformError('config_invalid', `PAYMENTS_LINK must be "local" or "grpc", got "${raw}"`)
  return raw
}

/** The entries of a comma-separated address list (PAYMENTS_GRPC_ADDRESS). */
export function addressList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

/**
 * Where the gateway binds when HOST is unset. Production keeps the wildcard it always had (a container or a host
 * behind a load balancer must be reachable). Elsewhere the gateway answers this machine only: a development
 * platform prints its admin token at first start and accepts sandbox deposits, so it is not offered to the network
 * unless HOST says so (HOST=0.0.0.0 for a VM or a container you reach from outside).
 */
function defaultHost(nodeEnv: Config['env']): string {
  return nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1'
}

export function loadConfig(env: NodeJS.ProcessEnv = configEnv()): Config {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development'
  const port = intFrom(env, 'PORT', 8080)
  const config: Config = {
    env: nodeEnv,
    port,
    host: env.HOST || defaultHost(nodeEnv),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    redisUrl: env.REDIS_URL || undefined,
    adminToken: env.ADMIN_TOKEN || undefined,
    masterKey: env.MASTER_KEY || undefined,
    linkSecret: linkSecretFrom(env),
    dataDir: env.DATA_DIR ?? '.data',
    paymentsGrpcAddress: env.PAYMENTS_GRPC_ADDRESS ?? '127.0.0.1:50051',
    paymentsLink: linkFrom(env),
    paymentsHttpPort: intFrom(env, 'PAYMENTS_HTTP_PORT', 8081),
    hubGrpcAddress: env.HUB_GRPC_ADDRESS ?? '127.0.0.1:50052',
    hubHttpPort: intFrom(env, 'HUB_HTTP_PORT', 8082),
    debugHttpHost: env.DEBUG_HTTP_HOST || '127.0.0.1',
    publicBaseUrl: env.PUBLIC_BASE_URL ?? `http://localhost:${port}`,
    shardCount: intFrom(env, 'SHARD_COUNT', 64),
    leaseTtlMs: intFrom(env, 'LEASE_TTL_MS', 6000),
    maxActiveActors: intFrom(env, 'MAX_ACTIVE_ACTORS', 100_000),
    actorIdleMs: intFrom(env, 'ACTOR_IDLE_MS', 120_000),
    bodyLimitBytes: intFrom(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    apiRateLimitPerSecond: intFrom(env, 'API_RATE_LIMIT_PER_SECOND', 100),
    publicRateLimitPerSecond: intFrom(env, 'PUBLIC_RATE_LIMIT_PER_SECOND', 100),
    requestDeadlineMs: intFrom(env, 'REQUEST_DEADLINE_MS', 5_000),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    eventStreamKey: env.EVENT_STREAM_KEY ?? 'platform:events',
    hostId: env.HOST_ID || undefined,
  }
  if (config.env === 'production') {
    const required = { databaseUrl: 'DATABASE_URL', adminToken: 'ADMIN_TOKEN', masterKey: 'MASTER_KEY', linkSecret: 'LINK_SECRET' } as const
    const missing = keysOf(required)
      .filter((k) => !config[k])
      .map((k) => required[k])
    if (missing.length > 0) {
      throw new PlatformError('config_missing', `production requires ${missing.join(', ')}`)
    }
  }
  return config
}
