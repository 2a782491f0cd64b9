/**
 * The platform path: hub role (the same 100-coin feed) -> gRPC tick stream
 * -> gateway role -> MarketSocketServer -> uWS topics, in one process.
 */
import { startGatewayRole } from '../../roles/gateway'
import type { Authenticator } from '../../gateway/http/route'
import { startHub } from '../../roles/hub'
import { SimulatedMarket } from '../../hub/source_simulated'
import type { PriceSource, SourceTick } from '../../hub/source'
import { loadConfig } from '../../platform/config'
import { createLogger } from '../../platform/log'
import { BENCH_COINS, TICKS_PER_SECOND } from './frames'
import { answerProbes } from './probe'

// The bench measures fan-out, not key lookups: every key is a test merchant.
const benchAuthenticator: Authenticator = {
  authenticate: async () => ({
    ok: true,
    principal: { kind: 'apiKey', businessId: 'bench', keyId: 'bench', product: 'payments', isTestMode: true, permissions: [] },
  }),
}

/** Starts the real source only when the orchestrator says so, after every client has connected. */
class GatedSource implements PriceSource {
  readonly name = 'simulated'
  readonly generation = 1
  constructor(private readonly inner: PriceSource) {}
  async start(onTicks: (ticks: readonly SourceTick[]) => void): Promise<void> {
    process.on('message', (m: { start?: boolean }) => {
      if (m.start) void this.inner.start(onTicks)
    })
  }
  stop(): Promise<void> {
    return this.inner.stop()
  }
}

async function main(): Promise<void> {
  const logger = createLogger('silent', 'bench')
  const config = loadConfig({
    // The request limiter runs on every request, so its cost is in the measure, but never refuses:
    // a bench drives one merchant far past any per-merchant policy.
    API_RATE_LIMIT_PER_SECOND: '1000000000',
    PUBLIC_RATE_LIMIT_PER_SECOND: '1000000000',
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    HUB_GRPC_ADDRESS: '127.0.0.1:0',
    HUB_HTTP_PORT: '0',
    PAYMENTS_GRPC_ADDRESS: '127.0.0.1:1',
    DATA_DIR: '/tmp/bench-market',
  })
  const hub = await startHub({
    config,
    logger,
    source: new GatedSource(new SimulatedMarket({ seed: 11, ticksPerSecond: TICKS_PER_SECOND, coins: BENCH_COINS })),
  })
  const gateway = await startGatewayRole({
    config: { ...config, hubGrpcAddress: `127.0.0.1:${hub.grpcPort}` },
    logger,
    modules: [],
    authenticator: benchAuthenticator,
  })
  process.send?.({ port: gateway.port })
  process.on('disconnect', () => process.exit(0))
}

void main()

answerProbes()
