/**
 * The payments role: an actor host with every module's actor kinds, the
 * webhook engine, the RPC methods the gateway calls over the mux link, and
 * the small debug listener. Several payments processes may run against one
 * database; shard leases decide which serves which actor.
 */
import os from 'node:os'
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client'
import type { Sql } from 'postgres'
import type { Clock } from '../platform/clock'
import { assert } from '../platform/errors'
import { addressList, type Config } from '../platform/config'
import { startDebugListener } from '../platform/debug_http'
import type { Logger } from '../platform/log'
import type { MethodHandler } from '../platform/module'
import type { PaymentsContext } from '../actors/runtime/service/module'
import type { PlatformModule } from '../gateway/core/platform_module'
import { loadLinkKeys } from '../platform/secrets/link_keys'
import { loadMasterKey } from '../platform/secrets/master_key'
import { Sealer } from '../platform/secrets/sealer'
import { MuxClient } from '../proto/mux/client'
import { LinkVerifier, mintLinkToken } from '../proto/mux/link_auth'
import { MuxServer } from '../proto/mux/server'
import { LocalPaymentsClient } from '../proto/mux/local_client'
import { ActorHost } from '../actors/runtime/host'
import { WorkflowDirectory, type WorkflowRun } from '../actors/runtime/workflow'
import { PostgresActorStore } from '../actors/runtime/store_postgres'
import { SYSTEM_CALLER } from '../platform/caller'
import { createWebhookEngine, type WebhookEngine } from '../actors/webhooks/engine'
import type { WebhookGate } from '../actors/webhooks/dispatch_gate'
import { broadcastFor } from '../platform/broadcast'
import { redisEventStream } from '../actors/runtime/service/event_stream'
import { hostMethods } from '../actors/runtime/service/host_methods'
import { askRemote, peerMethods } from '../actors/runtime/service/peer_methods'
import { merchantWebhookGate } from '../actors/accounts/merchant/webhook_gate'
import { HubClient } from '../proto/market/hub_client'
import { hubPriceOracle } from '../actors/runtime/service/hub_prices'
import { paymentsReadiness } from '../actors/runtime/service/readiness'
import { auditProjector } from '../actors/accounts/audit/projector'

export interface PaymentsRole {
  readonly host: ActorHost
  readonly webhooks: WebhookEngine
  readonly grpcPort: number
  readonly httpPort: number
  /** The link for a gateway in this same process: the gRPC link's method table without the encoding. */
  readonly local: LocalPaymentsClient
  close(): Promise<void>
}

export async function startPaymentsRole(deps: {
  config: Config
  logger: Logger
  clock: Clock
  sql: Sql
  modules: readonly PlatformModule[]
  hostId?: string
  /** Defaults to the merchant's plan (professional and above for payments webhooks). */
  webhookGate?: WebhookGate
}): Promise<PaymentsRole> {
  const { config, logger, clock, sql } = deps
  const bindAddress = addressList(config.paymentsGrpcAddress)[0] ?? '127.0.0.1:0'
  const bindHost = bindAddress.slice(0, bindAddress.lastIndexOf(':'))
  // Two tables on one port: the gateway's calls, and asks forwarded by peer hosts. A stream's link token
  // decides which one it reaches, so holding the gateway's credential never lets a caller ask any actor.
  const methods = new Map<string, MethodHandler>()
  const peerTable = new Map<string, MethodHandler>()
  const linkKeys = loadLinkKeys(config)
  // Tokens are checked against wall-clock time on both sides, never the injected business clock.
  const server = new MuxServer({ gateway: methods, peer: peerTable }, logger, new LinkVerifier(linkKeys, Date.now))
  const grpcPort = await server.listen(bindAddress)
  const address = `${bindHost}:${grpcPort}`
  const hostId = deps.hostId ?? config.hostId ?? `${os.hostname()}:${grpcPort}`

  const peers = new Map<string, MuxClient>()
  const peer = (addr: string) => {
    let client = peers.get(addr)
    if (!client) {
      const token = () => mintLinkToken(linkKeys, 'peer', hostId, Date.now())
      // A refused connection fails the forward at once; ActorHost.route retries as the lease table moves on.
      peers.set(addr, (client = new MuxClient(addr, token, { streams: 1, defaultDeadlineMs: 10_000, waitForReady: false })))
    }
    return client
  }
  const store = new PostgresActorStore(sql)
  const host = new ActorHost({
    store,
    clock,
    logger,
    hostId,
    address,
    shardCount: config.shardCount,
    leaseTtlMs: config.leaseTtlMs,
    maxActiveActors: config.maxActiveActors,
    idleMs: config.actorIdleMs,
    remote: (addr, ref, command) => askRemote((method, body) => peer(addr).call(method, body, SYSTEM_CALLER), ref, command),
  })
  const masterKey = loadMasterKey(config)
  const broadcast = await broadcastFor(config.redisUrl, logger)
  const webhooks = createWebhookEngine({
    sql,
    host,
    sealer: new Sealer(masterKey, 'webhooks'),
    clock,
    logger,
    production: config.env === 'production',
    gate: deps.webhookGate ?? merchantWebhookGate(host, clock),
    claimer: hostId,
  })
  const hub = new HubClient(config.hubGrpcAddress, () => mintLinkToken(linkKeys, 'market', hostId, Date.now()))
  const workflows = new WorkflowDirectory()
  const ctx: PaymentsContext = { config, logger, clock, sql, host, webhooks, broadcast, masterKey, prices: hubPriceOracle(hub), workflows }
  const workflowRuns: WorkflowRun[] = []
  for (const [name, handler] of Object.entries(hostMethods(store, hostId, config))) methods.set(name, handler)
  for (const module of deps.modules) {
    for (const kind of module.actors ?? []) host.register(kind)
    for (const [name, handler] of Object.entries(module.methods?.(ctx) ?? {})) {
      assert(!methods.has(name), `RPC method ${name} defined twice (module ${module.name})`)
      methods.set(name, handler)
    }
    for (const subscriber of module.subscribers?.(ctx) ?? []) host.subscribe(subscriber)
    for (const run of module.workflows?.(ctx) ?? []) {
      workflows.add(run.workflow)
      host.subscribe(run.workflow.subscriber())
      workflowRuns.push(run)
    }
  }
  for (const [name, handler] of Object.entries(peerMethods(host))) peerTable.set(name, handler)
  // Asked by every gateway's /readyz; answers within a second even with Postgres gone.
  const readiness = paymentsReadiness(sql, host)
  methods.set('health.ready', () => readiness())
  // The audit trail is the platform's, not a product's: whatever modules run, their audited acts are recorded.
  host.subscribe(auditProjector(sql))
  const eventStream = config.redisUrl ? await redisEventStream(config.redisUrl, config.eventStreamKey, logger) : undefined
  if (eventStream) host.subscribe(eventStream.subscriber)

  await host.start()
  server.open()
  await webhooks.start()
  const stopBackground = [
    ...deps.modules.flatMap((m) => (m.start ? [m.start(ctx)] : [])),
    ...workflowRuns.map(({ workflow, scanEveryMs }) => {
      const stopScan = scanEveryMs === undefined ? () => undefined : workflow.start(scanEveryMs)
      return async () => {
        stopScan()
        await workflow.idle()
      }
    }),
  ]

  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  new Gauge({
    name: 'actors_active',
    help: 'Actors in memory on this host',
    registers: [registry],
    collect() {
      this.set(host.activeCount)
    },
  })
  new Gauge({
    name: 'shards_owned',
    help: 'Shards this host holds a lease on',
    registers: [registry],
    collect() {
      this.set(host.leases.ownedShards().length)
    },
  })
  const debug = await startDebugListener({
    port: config.paymentsHttpPort,
    host: config.debugHttpHost,
    role: 'payments',
    registry,
    health: async () => {
      const { ready, checks } = await readiness()
      return { ok: ready, checks }
    },
    pages: {
      '/debug/host': () => ({
        hostId,
        address,
        activeActors: host.activeCount,
        shards: host.leases.ownedShards().sort((a, b) => a - b),
        methods: [...methods.keys()].sort(),
        peerMethods: [...peerTable.keys()].sort(),
      }),
    },
  })
  logger.info({ hostId, grpc: address, http: debug.port }, 'payments role started')

  const local = new LocalPaymentsClient((method, body, caller) => server.invoke(method, body, caller), {
    defaultDeadlineMs: config.requestDeadlineMs,
  })
  return {
    host,
    webhooks,
    grpcPort,
    httpPort: debug.port,
    local,
    async close() {
      for (const stop of stopBackground) await stop()
      await server.close()
      local.close()
      await webhooks.stop()
      await host.stop()
      for (const client of peers.values()) client.close()
      await eventStream?.close()
      await broadcast.close()
      hub.close()
      await debug.close()
    },
  }
}
