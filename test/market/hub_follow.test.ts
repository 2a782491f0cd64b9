/**
 * HubClient.follow against a hub that refuses every tick stream: attempts
 * follow the backoff (one reconnect per failed stream), never a growing
 * number of parallel loops, and stop when the caller stops following.
 */
import * as grpc from '@grpc/grpc-js'
import t from 'tap'
import { HubClient } from '../../proto/market/hub_client'
import { MarketService } from '../../proto/gen/market'
import { elapse, until } from '../support/wait'

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
  const started = Date.now()
  const stop = hub.follow(() => {})
  // The fourth attempt waits out the backoff before it (100 + 200 + 400 ms). A loop without backoff, or one that
  // forks on every failure (1, 2, 4 streams…), gets there sooner; load can only make the wait longer.
  await until(() => attempts >= 4, 'four stream attempts')
  const tookMs = Date.now() - started
  stop()
  t.ok(tookMs >= 650, `four attempts took ${tookMs} ms: the backoff holds`)
  const after = attempts
  await elapse(2_500) // past the next backoff (800 ms, never above 2 s): a follower still running would try again
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
  const started = Date.now()
  const stop = hub.follow(() => {})
  await until(() => attempts >= 2, 'a second stream after the first failed')
  // Then at least 6 s in all: with backoff (at most 2 s between streams) that is a handful of streams, never dozens.
  await elapse(Math.max(0, 6_000 - (Date.now() - started)))
  stop()
  t.ok(attempts <= 10, `${attempts} streams opened in ${Date.now() - started} ms`)
})
