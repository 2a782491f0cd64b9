/**
 * The gateway role: uWebSockets.js serving every module's REST routes, the
 * operations routes and (with the hub) the market WebSocket. Payments
 * routes reach the payments hosts over the multiplexed gRPC link (a router
 * that discovers every live host and fails over between them), or, when
 * both roles share this process, through its in-process client.
 */
import { broadcastFor } from '../platform/broadcast'
import { rateLimiterFor } from '../platform/kv/rate_limit'
import { RequestLimits } from '../gateway/core/request_limits'
import { addressList, type Config } from '../platform/config'
import type { Logger } from '../platform/log'
import type { GatewayContext } from '../gateway/core/module'
import type { PaymentsClient } from '../platform/module'
import type { PlatformModule } from '../gateway/core/platform_module'
import { loadLinkKeys } from '../platform/secrets/link_keys'
import { mintLinkToken } from '../proto/mux/link_auth'
import { PaymentsRouter } from '../proto/mux/router'
import { GatewayServer } from '../gateway/core/app'
import { builtinRoutes } from '../gateway/core/builtin_routes'
import { shardOfCall } from '../gateway/core/call_shards'
import { denyAllAuthenticator } from '../gateway/core/deny_authenticator'
import { paymentsCheck, readinessReport, redisCheck } from '../gateway/core/readiness'
import { isReadMethod } from '../gateway/core/read_methods'
import type { Authenticator, RouteSpec } from '../gateway/http/route'
import { HubClient } from '../proto/market/hub_client'
import { buildAsyncApi, livePageRoute, marketRoutes, MarketSocketServer } from '../actors/market'

export interface GatewayRole {
  readonly port: number
  readonly market: MarketSocketServer
  readonly server: GatewayServer
  close(): Promise<void>
}

export async function startGatewayRole(deps: {
  config: Config
  logger: Logger
  modules: readonly PlatformModule[]
  authenticator?: Authenticator
  /** The payments role's in-process client when it runs in this process; otherwise the gRPC link to every payments host. */
  payments?: PaymentsClient
  extraRoutes?: (ctx: GatewayContext) => RouteSpec[]
}): Promise<GatewayRole> {
  const { config, logger } = deps
  // Tokens are stamped with wall-clock time (Date.now), as the payments role and the hub check them.
  const linkKeys = loadLinkKeys(config)
  const gatewayToken = () => mintLinkToken(linkKeys, 'gateway', 'gateway', Date.now())
  const link = deps.payments
    ? undefined
    : new PaymentsRouter(addressList(config.paymentsGrpcAddress), gatewayToken, {
        isRead: isReadMethod,
        shardOf: shardOfCall,
        client: { defaultDeadlineMs: config.requestDeadlineMs },
      })
  const payments: PaymentsClient = deps.payments ?? link!
  const broadcast = await broadcastFor(config.redisUrl, logger)
  const ctx: GatewayContext = { config, logger, payments, broadcast }
  const routes: RouteSpec[] = []
  for (const module of deps.modules) routes.push(...(module.routes?.(ctx) ?? []))
  routes.push(...(deps.extraRoutes?.(ctx) ?? []))
  // Paths under /v1/market/ go to the market-data component (spec routing rule).
  const hub = new HubClient(config.hubGrpcAddress, () => mintLinkToken(linkKeys, 'market', 'gateway', Date.now()))
  const limiter = await rateLimiterFor(config.redisUrl, logger)
  routes.push(...marketRoutes(hub, limiter), livePageRoute)
  const provider = deps.modules.find((m) => m.authenticator)
  const authenticator = deps.authenticator ?? (provider?.authenticator ? await provider.authenticator(ctx) : denyAllAuthenticator)
  const server = new GatewayServer({
    routes,
    authenticator,
    logger,
    host: config.host,
    port: config.port,
    bodyLimitBytes: config.bodyLimitBytes,
    limits: new RequestLimits({ apiPerSecond: config.apiRateLimitPerSecond, publicPerSecond: config.publicRateLimitPerSecond }),
  })
  const redis = config.redisUrl ? redisCheck(config.redisUrl) : undefined
  const readiness = readinessReport(
    {
      payments: paymentsCheck(payments),
      hub: async () => (hub.streaming ? 'ok' : 'stream down'),
      ...(redis ? { redis: redis.check } : {}),
    },
    ['hub', 'redis'],
  )
  for (const route of builtinRoutes({
    metrics: server.metrics,
    allRoutes: () => server.table.routes,
    readiness,
    serverUrl: config.publicBaseUrl,
    environment: config.env,
    asyncApi: () => buildAsyncApi({ version: '1.0.0', serverUrl: config.publicBaseUrl }),
  })) {
    server.addRoute(route)
  }
  const market = new MarketSocketServer(server.app, authenticator, logger)
  const stopFollowing = hub.follow((batch) => market.publish(batch))
  const port = await server.listen()
  logger.info({ port }, 'gateway listening')
  return {
    port,
    server,
    market,
    async close() {
      stopFollowing()
      market.close()
      await server.close()
      link?.close()
      hub.close()
      await limiter.close()
      await redis?.close()
      await broadcast.close()
    },
  }
}
