import t from 'tap'
import { PlatformError, RejectionError } from '../../platform/errors'
import { MuxClient } from '../../proto/mux/client'
import { LinkVerifier, mintLinkToken } from '../../proto/mux/link_auth'
import { MuxServer, type MuxHandler } from '../../proto/mux/server'
import { linkKeysFrom } from '../../platform/secrets/link_keys'
import { quietLogger } from '../support/host'
import { until } from '../support/wait'

const caller = {
  requestId: 'r1',
  kind: 'apiKey' as const,
  businessId: 'b1',
  keyId: 'k1',
  userId: '',
  product: 'payments' as const,
  isTestMode: true,
  permissions: ['wallet:transfer'],
  clientAddress: '203.0.113.7',
}

const handlers = new Map<string, MuxHandler>([
  ['echo', async (body, c) => ({ body, caller: c })],
  ['double', async (body) => (body as { n: bigint }).n * 2n],
  [
    'reject',
    async () => {
      throw new RejectionError({ code: 'NOT_REFUNDABLE', message: 'session is not paid', field: 'session_id' })
    },
  ],
  [
    'outage',
    async () => {
      throw new PlatformError('store_unavailable', 'database down', { temporary: true })
    },
  ],
  [
    'bug',
    async () => {
      throw new TypeError('secret internals')
    },
  ],
  ['slow', () => new Promise((resolve) => setTimeout(() => resolve('late'), 500))],
])

const keys = linkKeysFrom(Buffer.alloc(32, 1))
const token = () => mintLinkToken(keys, 'gateway', 'test', Date.now())

async function serve(address = '127.0.0.1:0', open = true): Promise<{ server: MuxServer; port: number }> {
  const server = new MuxServer({ gateway: handlers, peer: new Map() }, quietLogger, new LinkVerifier(keys, Date.now))
  const port = await server.listen(address)
  if (open) server.open()
  return { server, port }
}

t.test('error: starting, a call before the tables are complete is a temporary fault, not a missing method', async (t) => {
  const { server, port } = await serve('127.0.0.1:0', false)
  const client = new MuxClient(`127.0.0.1:${port}`, token, { streams: 1, defaultDeadlineMs: 5_000 })
  t.teardown(async () => {
    client.close()
    await server.close()
  })
  const early = await client.call('echo', { a: 1 }, caller).then(
    () => undefined,
    (e: unknown) => e as { code?: string; temporary?: boolean },
  )
  t.match(early, { code: 'starting', temporary: true })
  server.open()
  t.ok(await client.call('echo', { a: 1 }, caller), 'answered once open')
})

t.test('mux link', async (t) => {
  let { server, port } = await serve()
  const client = new MuxClient(`127.0.0.1:${port}`, token, { streams: 2, defaultDeadlineMs: 5_000 })
  t.teardown(async () => {
    client.close()
    await server.close()
  })

  await t.test('call: round trip carries body, caller and bigint', async (t) => {
    t.same(await client.call('echo', { amount: 10n ** 30n, s: 'x' }, caller), { body: { amount: 10n ** 30n, s: 'x' }, caller })
    t.equal(await client.call('double', { n: 21n }, caller), 42n)
  })

  await t.test('call: 10,000 concurrent calls are each matched to their own reply', async (t) => {
    const results = await Promise.all(Array.from({ length: 10_000 }, (_, i) => client.call<bigint>('double', { n: BigInt(i) }, caller)))
    t.ok(results.every((r, i) => r === BigInt(i) * 2n))
  })

  await t.test('error: rejections stay rejections; faults keep temporary; bugs are opaque', async (t) => {
    await t.rejects(
      client.call('reject', {}, caller),
      new RejectionError({ code: 'NOT_REFUNDABLE', message: 'session is not paid', field: 'session_id' }),
    )
    const outage = await client.call('outage', {}, caller).catch((e: unknown) => e)
    t.match(outage, { code: 'store_unavailable', temporary: true })
    const bug = await client.call('bug', {}, caller).catch((e: unknown) => e)
    t.match(bug, { code: 'INTERNAL_ERROR', message: 'internal error' })
    t.notMatch(String((bug as Error).message), /secret internals/)
    await t.rejects(client.call('nope', {}, caller), { code: 'METHOD_NOT_FOUND' })
  })

  await t.test('error: deadline_exceeded when the handler is slower than the deadline', async (t) => {
    await t.rejects(client.call('slow', {}, caller, 100), { code: 'deadline_exceeded', temporary: true })
  })

  await t.test('call: after the server restarts, later calls succeed', async (t) => {
    await server.close()
    const lost = await client.call('echo', 1, caller, 300).catch((e: unknown) => e)
    t.match(lost, { temporary: true }, 'in-flight or new calls fail as temporary while it is down')
    ;({ server, port } = await serve(`127.0.0.1:${port}`))
    // The client reconnects with backoff; a call succeeds once it has.
    const answer = await until(() => client.call('echo', 'back', caller, 1_000).catch(() => undefined), 'a call after the restart', {
      stepMs: 100,
    })
    t.match(answer, { body: 'back' })
  })
})
