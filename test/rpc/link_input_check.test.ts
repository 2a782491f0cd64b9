/**
 * The payments role checks what crosses the link against the operation's input schema before the method runs
 * (platform/operation.ts implement, platform/input_check.ts): a body sent straight to the payments port with the
 * gateway's link token, past every route's validation, is refused VALIDATION_FAILED with the words the gateway
 * uses, never a 500 and never a partial write. Through the gateway the answer is the gateway's own 400 shape,
 * whether the gateway or the payments role refused the body.
 */
import { Type } from '@sinclair/typebox'
import t from 'tap'
import { SYSTEM_CALLER } from '../../platform/caller'
import { RejectionError } from '../../platform/errors'
import { implement, methodTable, operation } from '../../platform/operation'
import { loadLinkKeys } from '../../platform/secrets/link_keys'
import { MuxClient } from '../../proto/mux/client'
import { mintLinkToken } from '../../proto/mux/link_auth'
import type { PlatformModule } from '../../gateway/core/platform_module'
import { operationRoute } from '../../gateway/core/operation_route'
import { route } from '../../gateway/http/route'
import { callerFrom } from '../../gateway/core/caller'
import { BUILT_IN_MODULES } from '../../roles/modules'
import { module as counterModule } from '../fixtures/counter_module'
import { counterKind } from '../fixtures/counter_actor'
import { refTo } from '../../actors/runtime/types'
import { createTestDb } from '../support/db'
import { client } from '../support/http'
import { startTestPlatform } from '../support/platform'

const addToCounter = operation({
  name: 'linkcheck.add',
  input: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), amount: Type.String({ pattern: '^[0-9]{1,30}$' }) }),
  output: Type.Object({ id: Type.String(), total: Type.String() }),
})

const linkCheckModule: PlatformModule = {
  name: 'link-check',
  methods: (ctx) =>
    methodTable(
      implement(addToCounter, async ({ id, amount }) => {
        const result = await ctx.host.ask(refTo(counterKind, id), { type: 'add', amount: BigInt(amount) })
        if (!result.ok) throw new RejectionError(result.rejection)
        return { id, total: String(result.reply.total) }
      }),
    ),
  routes: (ctx) => [
    // The gateway validates this one with the operation's own schemas.
    operationRoute(ctx.payments, addToCounter, {
      method: 'POST',
      path: '/test/linkcheck/:id/add',
      summary: 'Add to a test counter through a checked route',
      tags: ['diagnostics'],
      auth: { kind: 'public' },
      params: Type.Object({ id: addToCounter.input.properties.id }),
      body: Type.Object({ amount: addToCounter.input.properties.amount }),
    }),
    // This one forwards whatever JSON it got: only the payments role checks it.
    route({
      method: 'POST',
      path: '/test/linkcheck/raw/:id/add',
      summary: 'Add to a test counter, the body forwarded unchecked',
      tags: ['diagnostics'],
      auth: { kind: 'public' },
      body: Type.Unknown(),
      responses: { 200: addToCounter.output },
      handler: async (req) => ({
        status: 200,
        body: await ctx.payments.call(addToCounter.name, { ...Object(req.body), id: req.params.id }, callerFrom(req)),
      }),
    }),
  ],
}

t.test('the payments role refuses a malformed body sent across the link, before the method runs', async (t) => {
  const db = await createTestDb('linkcheck')
  const platform = await startTestPlatform(db, [...BUILT_IN_MODULES, counterModule, linkCheckModule], {
    env: { PAYMENTS_LINK: 'grpc' },
  })
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const api = client(platform.baseUrl)
  const keys = loadLinkKeys(platform.config)
  const mux = new MuxClient(`127.0.0.1:${platform.payments.grpcPort}`, () => mintLinkToken(keys, 'gateway', 'test', Date.now()), {
    streams: 1,
    defaultDeadlineMs: 10_000,
  })
  t.teardown(() => mux.close())
  const refusal = async (method: string, body: unknown) => {
    try {
      await mux.call(method, body, SYSTEM_CALLER)
      return undefined
    } catch (error) {
      return error instanceof RejectionError ? error.rejection : error
    }
  }

  t.same(await mux.call('linkcheck.add', { id: 'checked', amount: '5' }, SYSTEM_CALLER), { id: 'checked', total: '5' }, 'a valid body runs')

  t.same(
    await refusal('linkcheck.add', { id: 'checked', amount: 'lots' }),
    { code: 'VALIDATION_FAILED', message: "amount: Expected string to match '^[0-9]{1,30}$'", field: 'amount' },
    'a field of the wrong form is refused, naming the field',
  )
  t.match(await refusal('linkcheck.add', { id: 'checked' }), { code: 'VALIDATION_FAILED', field: 'amount' }, 'a missing field')
  t.match(
    await refusal('linkcheck.add', { id: 'checked', amount: 7 }),
    { code: 'VALIDATION_FAILED', field: 'amount' },
    'a number for a string',
  )
  t.match(await refusal('linkcheck.add', 'add 5 please'), { code: 'VALIDATION_FAILED' }, 'not an object at all')
  t.match(await refusal('linkcheck.add', undefined), { code: 'VALIDATION_FAILED' }, 'no body')

  const counter = await api('GET', '/test/counters/checked')
  t.same(counter.body, { id: 'checked', total: '5', adds: 1 }, 'nothing refused reached the actor: one add, the valid one')

  // A product's method: the same check guards every method built with implement().
  t.match(
    await refusal('webhooks.payments.configure', { url: 42 }),
    { code: 'VALIDATION_FAILED' },
    'a product method refuses a malformed body too',
  )

  // Through the gateway: the route's own check and the payments role's answer the same 400 body.
  const byGateway = await api('POST', '/test/linkcheck/gw/add', { body: { amount: 'lots' } })
  const byPayments = await api('POST', '/test/linkcheck/raw/gw/add', { body: { amount: 'lots' } })
  t.equal(byGateway.status, 400)
  t.equal(byPayments.status, 400, 'a rejection of the payments role, not a 500')
  t.match(byGateway.body, { code: 'VALIDATION_FAILED', error: "amount: Expected string to match '^[0-9]{1,30}$'" })
  t.same(
    { ...Object(byPayments.body), request_id: undefined },
    { ...Object(byGateway.body), request_id: undefined },
    'the same error and code',
  )
  t.same((await api('GET', '/test/counters/gw')).body, { id: 'gw', total: '0', adds: 0 }, 'and nothing was written')
})
