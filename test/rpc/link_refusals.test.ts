/**
 * The payments role's gRPC port refuses whoever does not hold a link token
 * for the right audience, before any method runs: no token, a token under
 * another key, an expired one, and a gateway token asking an actor directly
 * (`actor.ask` is for peer hosts only). A refused call leaves no trace in
 * actor state; the gateway's own link and a peer's forwarded ask still work.
 */
import * as grpc from '@grpc/grpc-js'
import t from 'tap'
import { SYSTEM_CALLER } from '../../platform/caller'
import { linkKeysFrom, loadLinkKeys, type LinkAudience, type LinkKeys } from '../../platform/secrets/link_keys'
import { PaymentsClient, type Reply } from '../../proto/gen/payments'
import { toWireCaller } from '../../proto/mux/caller'
import { MuxClient } from '../../proto/mux/client'
import { LINK_TOKEN_VALIDITY_MS, mintLinkToken } from '../../proto/mux/link_auth'
import { module as counterModule } from '../fixtures/counter_module'
import { createTestDb } from '../support/db'
import { client } from '../support/http'
import { startTestPlatform } from '../support/platform'

t.test('payments link: unauthenticated callers are refused and change nothing', async (t) => {
  const db = await createTestDb('linkauth')
  const platform = await startTestPlatform(db, [counterModule], { env: { PAYMENTS_LINK: 'grpc' } })
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const api = client(platform.baseUrl)
  const address = `127.0.0.1:${platform.payments.grpcPort}`
  const keys = loadLinkKeys(platform.config)
  const muxWith = (token: () => string) => {
    const mux = new MuxClient(address, token, { streams: 1, defaultDeadlineMs: 5_000 })
    t.teardown(() => mux.close())
    return mux
  }
  const tokenFor =
    (from: LinkKeys, audience: LinkAudience, issuedAtMs = () => Date.now()) =>
    () =>
      mintLinkToken(from, audience, 'test', issuedAtMs())
  const rawAdd = {
    id: 1,
    method: 'counter.add',
    body: Buffer.from('{"id":"guarded","amount":"1000"}'),
    caller: toWireCaller(SYSTEM_CALLER),
    deadlineMs: 0,
  }
  const addThroughLink = (mux: MuxClient) => mux.call('counter.add', { id: 'guarded', amount: '1000' }, SYSTEM_CALLER)
  const askThroughLink = (mux: MuxClient) =>
    mux.call('actor.ask', { ref: { kind: 'counter', id: 'guarded' }, command: { type: 'add', amount: 1000n } }, SYSTEM_CALLER)

  const added = await api('POST', '/test/counters/guarded/add', { body: { amount: '7' } })
  t.same([added.status, added.body], [200, { id: 'guarded', total: '7' }], 'the gateway, holding its token, reaches the payments role')

  await t.test('error: a stream without a token is refused UNAUTHENTICATED', async (t) => {
    const raw = new PaymentsClient(address, grpc.credentials.createInsecure())
    t.teardown(() => raw.close())
    const status = await new Promise<grpc.StatusObject>((resolve) => {
      const stream = raw.exchange()
      stream.on('error', () => {})
      stream.on('status', resolve)
      stream.write({ requests: [rawAdd], replies: [] })
    })
    t.equal(status.code, grpc.status.UNAUTHENTICATED)
  })

  await t.test('error: a unary Call without a token is refused UNAUTHENTICATED', async (t) => {
    const raw = new PaymentsClient(address, grpc.credentials.createInsecure())
    t.teardown(() => raw.close())
    const outcome = await new Promise<grpc.ServiceError | Reply>((resolve) => {
      raw.call(rawAdd, (error, reply) => resolve(error ?? reply))
    })
    t.match(outcome, { code: grpc.status.UNAUTHENTICATED })
  })

  await t.test('error: a token under another key is refused', async (t) => {
    await t.rejects(addThroughLink(muxWith(tokenFor(linkKeysFrom(Buffer.alloc(32, 9)), 'gateway'))), { code: 'link_unauthenticated' })
  })

  await t.test('error: an expired token is refused', async (t) => {
    const stale = tokenFor(keys, 'gateway', () => Date.now() - LINK_TOKEN_VALIDITY_MS - 5_000)
    await t.rejects(addThroughLink(muxWith(stale)), { code: 'link_unauthenticated' })
  })

  await t.test('error: a replayed token is refused', async (t) => {
    const once = tokenFor(keys, 'gateway')()
    const first = muxWith(() => once)
    t.same(await first.call('counter.get', { id: 'guarded' }, SYSTEM_CALLER), { id: 'guarded', total: '7', adds: 1 }, 'first use passes')
    await t.rejects(addThroughLink(muxWith(() => once)), { code: 'link_unauthenticated' })
  })

  await t.test('error: a gateway token cannot ask an actor directly', async (t) => {
    await t.rejects(askThroughLink(muxWith(tokenFor(keys, 'gateway'))), { code: 'METHOD_NOT_FOUND' })
  })

  await t.test('counter.get: no refused call changed the counter', async (t) => {
    const read = await api('GET', '/test/counters/guarded')
    t.same([read.status, read.body], [200, { id: 'guarded', total: '7', adds: 1 }])
  })

  await t.test('actor.ask: a peer token reaches the actor', async (t) => {
    t.same(await askThroughLink(muxWith(tokenFor(keys, 'peer'))), { total: 1007n })
    t.same((await api('GET', '/test/counters/guarded')).body, { id: 'guarded', total: '1007', adds: 2 })
  })
})
