/**
 * The hub's gRPC service answers only callers holding a link token for the
 * `market` audience: no token, a token under another key, and a token for
 * another audience (a gateway's payments credential) are refused
 * UNAUTHENTICATED, on unary reads and on the tick stream.
 */
import * as grpc from '@grpc/grpc-js'
import t from 'tap'
import { HubClient } from '../../proto/market/hub_client'
import { startHub } from '../../roles/hub'
import { SimulatedMarket } from '../../hub/source_simulated'
import { loadConfig } from '../../platform/config'
import { linkKeysFrom, loadLinkKeys, type LinkAudience, type LinkKeys } from '../../platform/secrets/link_keys'
import { MarketClient } from '../../proto/gen/market'
import { LINK_TOKEN_METADATA, mintLinkToken } from '../../proto/mux/link_auth'
import { quietLogger } from '../support/host'

t.test('hub gRPC: market reads need a market link token', async (t) => {
  const config = loadConfig({
    NODE_ENV: 'test',
    MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
    HUB_GRPC_ADDRESS: '127.0.0.1:0',
    HUB_HTTP_PORT: '0',
  })
  const hub = await startHub({ config, logger: quietLogger, source: new SimulatedMarket({ seed: 3, ticksPerSecond: 5 }) })
  t.teardown(() => hub.close())
  const address = `127.0.0.1:${hub.grpcPort}`
  const keys = loadLinkKeys(config)
  const raw = new MarketClient(address, grpc.credentials.createInsecure())
  t.teardown(() => raw.close())
  const metadataWith = (from: LinkKeys, audience: LinkAudience) => {
    const metadata = new grpc.Metadata()
    metadata.set(LINK_TOKEN_METADATA, mintLinkToken(from, audience, 'test', Date.now()))
    return metadata
  }
  const healthWith = (metadata: grpc.Metadata) =>
    new Promise<unknown>((resolve) => raw.health({}, metadata, (error, reply) => resolve(error ?? reply)))

  await t.test('health: a market token is answered', async (t) => {
    const client = new HubClient(address, () => mintLinkToken(keys, 'market', 'test', Date.now()))
    t.teardown(() => client.close())
    t.match(await client.health(), { source: 'simulated' })
    t.match(await healthWith(metadataWith(keys, 'market')), { source: 'simulated' })
  })

  await t.test('error: no token, another key, or another audience is refused UNAUTHENTICATED', async (t) => {
    t.match(await healthWith(new grpc.Metadata()), { code: grpc.status.UNAUTHENTICATED }, 'no token')
    t.match(
      await healthWith(metadataWith(linkKeysFrom(Buffer.alloc(32, 9)), 'market')),
      { code: grpc.status.UNAUTHENTICATED },
      'another key',
    )
    t.match(await healthWith(metadataWith(keys, 'gateway')), { code: grpc.status.UNAUTHENTICATED }, 'the payments link audience')
  })

  await t.test('error: a tick stream without a token is refused before the snapshot', async (t) => {
    const batches: unknown[] = []
    const status = await new Promise<grpc.StatusObject>((resolve) => {
      const stream = raw.streamTicks({})
      stream.on('data', (batch: unknown) => batches.push(batch))
      stream.on('error', () => {})
      stream.on('status', resolve)
    })
    t.equal(status.code, grpc.status.UNAUTHENTICATED)
    t.equal(batches.length, 0, 'not even the snapshot was sent')
  })
})
