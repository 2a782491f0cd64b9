/**
 * The full stack in its own process: payments role (actor host, Postgres)
 * and gateway role linked over the gRPC mux, serving the counter module.
 * argv: databaseUrl schema
 */
import { startPaymentsRole } from '../../roles/payments'
import { startGatewayRole } from '../../roles/gateway'
import { systemClock } from '../../platform/clock'
import { loadConfig } from '../../platform/config'
import { connectDb } from '../../platform/db/connect'
import { createLogger } from '../../platform/log'
import { accessModule } from '../../actors/accounts/module'
import { module as counterModule } from '../../test/fixtures/counter_module'
import { module as echoModule } from './echo_module'

async function main(): Promise<void> {
  const [databaseUrl, schema] = process.argv.slice(2) as [string, string]
  const sql = connectDb({ url: databaseUrl, schema, maxConnections: 12 })
  const logger = createLogger('silent', 'bench')
  const config = loadConfig({
    // The request limiter runs on every request, so its cost is in the measure, but never refuses:
    // a bench drives one merchant far past any per-merchant policy.
    API_RATE_LIMIT_PER_SECOND: '1000000000',
    PUBLIC_RATE_LIMIT_PER_SECOND: '1000000000',
    NODE_ENV: 'test',
    MASTER_KEY: Buffer.alloc(32, 1).toString('base64'),
    PORT: '0',
    HOST: '127.0.0.1',
    PAYMENTS_GRPC_ADDRESS: '127.0.0.1:0',
    PAYMENTS_HTTP_PORT: '0',
    DATA_DIR: `/tmp/${schema}`,
  })
  const payments = await startPaymentsRole({
    config,
    logger,
    clock: systemClock,
    sql,
    modules: [counterModule, accessModule, echoModule],
    hostId: 'bench',
  })
  const gateway = await startGatewayRole({
    config: { ...config, paymentsGrpcAddress: `127.0.0.1:${payments.grpcPort}` },
    logger,
    modules: [counterModule, accessModule, echoModule],
  })
  process.send?.({ port: gateway.port })
  process.on('disconnect', () => {
    void gateway
      .close()
      .then(() => payments.close())
      .then(() => sql.end({ timeout: 1 }))
      .then(() => process.exit(0))
  })
}

void main()
