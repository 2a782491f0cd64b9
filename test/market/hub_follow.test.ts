/**
 * HubClient.follow against a hub that refuses every tick stream: attempts
 * follow the backoff (one reconnect per failed stream), never a growing
 * number of parallel loops, and stop when the caller stops following.
 */
import * as grpc from '@grpc/grpc-js'
import t from 'tap'
import { HubClient } from '../../proto/market/hub_client'
import { MarketService } from '../../proto/gen/market'

t.test('follow: a failing tick stream is retried once per failure, with backoff', async (t) => {
  let attempts = 0
  const server = new grpc.Server()
  const unimplemented = (_call: unknown, callback: (e: grpc.ServiceError) => void) =>
    callback({ code: grpc.status.UNIMPLEMENTED } as grpc.ServiceError)
  server.addService(MarketService, {
    streamTicks: (call: grpc.ServerWritableStream<unknown, unknown>) => {
      attempts++
      call.emit('error', { code: grpc.status.UNAVAILABLE, details: 'hub is warming up' })
    },
    getPrices: unimplemented,
    listSymbols: unimplemented,
    health: unimplemented,
  })
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) => (e ? reject(e) : resolve(p))),
  )
  t.teardown(() => server.forceShutdown())
  const hub = new HubClient(`127.0.0.1:${port}`, () => 'no token needed here')
  t.teardown(() => hub.close())
  const stop = hub.follow(() => {})
  await new Promise((resolve) => setTimeout(resolve, 1_700))
  stop()
  // Backoff 100, 200, 400, 800 ms: five attempts fit in 1.7 s; a loop that forked on every failure makes dozens.
  t.ok(attempts >= 3 && attempts <= 6, `${attempts} attempts in 1.7 s`)
  const after = attempts
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  t.ok(attempts <= after + 1, 'no new attempts once stopped')
})

t.test('follow: no hub at all (connection refused) is retried once per failure, with backoff', async (t) => {
  const probe = new grpc.Server()
  const port = await new Promise<number>((resolve, reject) =>
    probe.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) => (e ? reject(e) : resolve(p))),
  )
  probe.forceShutdown()
  const hub = new HubClient(`127.0.0.1:${port}`, () => 'no token needed here')
  t.teardown(() => hub.close())
  // Counts the streams the follower opens (the client object is the generated gRPC client).
  const client = (hub as unknown as { client: { streamTicks: (...args: unknown[]) => unknown } }).client
  const open = client.streamTicks.bind(client)
  let attempts = 0
  client.streamTicks = (...args: unknown[]) => {
    attempts++
    return open(...args)
  }
  const stop = hub.follow(() => {})
  await new Promise((resolve) => setTimeout(resolve, 6_000))
  stop()
  t.ok(attempts >= 2 && attempts <= 10, `${attempts} streams opened in 6 s`)
})
