/**
 * Starts real roles in this process for end-to-end tests: the payments role
 * on a test schema and the gateway on port 0, linked as `npm start` links
 * them (in-process calls), or over gRPC with env PAYMENTS_LINK=grpc.
 */
import { startPaymentsRole, type PaymentsRole } from '../../roles/payments'
import { startGatewayRole, type GatewayRole } from '../../roles/gateway'
import { checkAnswersAgainstSchemas } from '../../gateway/core/answer_check'
import { contractViolation } from './contract_exit'
import type { Authenticator } from '../../gateway/http/route'
import { systemClock, type Clock } from '../../platform/clock'
import { loadConfig, type Config } from '../../platform/config'
import type { PlatformModule } from '../../gateway/core/platform_module'
import { startHub } from '../../roles/hub'
import { SimulatedMarket } from '../../hub/source_simulated'
import type { TestDb } from './db'
import { quietLogger } from './host'

export interface TestPlatform {
  readonly baseUrl: string
  readonly adminToken: string
  readonly payments: PaymentsRole
  readonly gateway: GatewayRole
  readonly config: Config
  close(): Promise<void>
}

export async function startTestPlatform(
  db: TestDb,
  modules: PlatformModule[],
  options: {
    env?: NodeJS.ProcessEnv
    clock?: Clock
    authenticator?: Authenticator
    /** The simulated market's time (its ticks' timestamps): a test that moves `clock` by days gives it too, so prices stay current. */
    marketClock?: Clock
  } = {},
): Promise<TestPlatform> {
  // Every answer of every operation route in the suite is checked against its output schema, and every
  // answer of every route against the OpenAPI document (gateway/core/contract_check.ts): an answer outside
  // it fails the test file at exit (contract_exit.ts), and each one is also written to a file per test process.
  checkAnswersAgainstSchemas(true, `${process.env.TMPDIR ?? '/tmp'}/contract-violations/${process.pid}.jsonl`)
  const base = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    PAYMENTS_GRPC_ADDRESS: '127.0.0.1:0',
    PAYMENTS_HTTP_PORT: '0',
    HUB_HTTP_PORT: '0',
    DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/platform-test-${db.schema}`,
    SHARD_COUNT: '8',
    LEASE_TTL_MS: '2000',
    HUB_GRPC_ADDRESS: '127.0.0.1:0',
    ADMIN_TOKEN: `admin-${db.schema}`,
    MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
    // The suite runs many files at once on few cores, where a merchant's first checkout (its wallet) took 8 s:
    // tests wait as long as the links did before REQUEST_DEADLINE_MS existed; the outage test sets its own.
    REQUEST_DEADLINE_MS: '30000',
    ...options.env,
  })
  const hub = await startHub({
    config: base,
    logger: quietLogger,
    source: new SimulatedMarket({
      seed: 3,
      ticksPerSecond: 5,
      ...(options.marketClock ? { now: () => options.marketClock!.nowMs() } : {}),
    }),
  })
  const sql = db.connect(12)
  const payments = await startPaymentsRole({
    config: { ...base, hubGrpcAddress: `127.0.0.1:${hub.grpcPort}` },
    logger: quietLogger,
    clock: options.clock ?? systemClock,
    sql,
    modules,
    hostId: `test-${db.schema}`,
  })
  const config: Config = { ...base, paymentsGrpcAddress: `127.0.0.1:${payments.grpcPort}`, hubGrpcAddress: `127.0.0.1:${hub.grpcPort}` }
  const gateway = await startGatewayRole({
    config,
    logger: quietLogger,
    modules,
    ...(options.authenticator ? { authenticator: options.authenticator } : {}),
    ...(config.paymentsLink === 'local' ? { payments: payments.local } : {}),
  })
  return {
    baseUrl: `http://127.0.0.1:${gateway.port}`,
    payments,
    gateway,
    config,
    adminToken: base.adminToken!,
    async close() {
      await gateway.close()
      await payments.close()
      await hub.close()
      for (const v of gateway.server.contract?.violations ?? []) contractViolation(`${v.method} ${v.path} -> ${v.status}: ${v.problem}`)
    },
  }
}
