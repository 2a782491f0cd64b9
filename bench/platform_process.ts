/**
 * Runs the platform for a bench in this (child) process: the payments role
 * (actor host on Postgres, in the bench's schema) and the gateway role,
 * linked as `npm start` links them (in-process calls) or, with a third
 * argument `grpc`, over the gRPC mux as split roles are. Sends {port,
 * adminToken} to the parent when listening and exits when the parent
 * disconnects. argv: databaseUrl schema [local|grpc]. With `hub`, the market
 * hub runs beside them, for products that price in fiat.
 */
import { startPaymentsRole } from '../roles/payments'
import { startGatewayRole } from '../roles/gateway'
import { startHub } from '../roles/hub'
import { systemClock } from '../platform/clock'
import { loadConfig } from '../platform/config'
import { connectDb } from '../platform/db/connect'
import { createLogger } from '../platform/log'
import type { PlatformModule } from '../gateway/core/platform_module'

export async function servePlatform(
  modules: readonly PlatformModule[],
  hostId: string,
  options: { readonly hub?: boolean } = {},
): Promise<void> {
  const [databaseUrl, schema, link = 'local'] = process.argv.slice(2) as [string, string, string?]
  const sql = connectDb({ url: databaseUrl, schema, maxConnections: 12 })
  const logger = createLogger('silent', 'bench')
  const adminToken = `bench-admin-${schema}`
  const config = loadConfig({
    // The request limiter runs on every request, so its cost is in the measure, but never refuses:
    // a bench drives one merchant far past any per-merchant policy.
    API_RATE_LIMIT_PER_SECOND: '1000000000',
    PUBLIC_RATE_LIMIT_PER_SECOND: '1000000000',
    NODE_ENV: 'test',
    MASTER_KEY: Buffer.alloc(32, 1).toString('base64'),
    ADMIN_TOKEN: adminToken,
    PORT: '0',
    HOST: '127.0.0.1',
    PAYMENTS_GRPC_ADDRESS: '127.0.0.1:0',
    PAYMENTS_HTTP_PORT: '0',
    HUB_GRPC_ADDRESS: '127.0.0.1:0',
    HUB_HTTP_PORT: '0',
    DATA_DIR: `/tmp/${schema}`,
  })
  // With `hub`, the market hub too (its default source, as `npm start` runs it): prices for products that quote.
  const hub = options.hub ? await startHub({ config, logger }) : undefined
  const payments = await startPaymentsRole({
    config: hub ? { ...config, hubGrpcAddress: `127.0.0.1:${hub.grpcPort}` } : config,
    logger,
    clock: systemClock,
    sql,
    modules,
    hostId,
  })
  const gateway = await startGatewayRole({
    config: { ...config, paymentsGrpcAddress: `127.0.0.1:${payments.grpcPort}` },
    logger,
    modules,
    ...(link === 'grpc' ? {} : { payments: payments.local }),
  })
  process.send?.({ port: gateway.port, adminToken })
  process.on('disconnect', () => {
    void gateway
      .close()
      .then(() => payments.close())
      .then(() => hub?.close())
      .then(() => sql.end({ timeout: 1 }))
      .then(() => process.exit(0))
  })
}
