/**
 * The in-process link (gateway and payments in one process) and the gRPC
 * link must be indistinguishable to an API client: the same status, body
 * and error code for a reply, a rejection, a temporary fault, a handler bug
 * and an unknown method.
 */
import { Type } from '@sinclair/typebox'
import t from 'tap'
import { PlatformError, RejectionError } from '../../platform/errors'
import type { PlatformModule } from '../../gateway/core/platform_module'
import { createTestDb } from '../support/db'
import { startTestPlatform } from '../support/platform'

const anonymous = (requestId: string) => ({
  requestId,
  kind: 'anonymous' as const,
  businessId: '',
  keyId: '',
  userId: '',
  product: '' as const,
  isTestMode: false,
  permissions: [],
  clientAddress: '',
})

const parityModule: PlatformModule = {
  name: 'link-parity',
  methods: () => ({
    'parity.echo': async (body) => ({ got: body, list: [1, 'two', null], nested: { amount: '12.50' } }),
    'parity.nothing': async () => undefined,
    'parity.reject': async () => {
      throw new RejectionError({ code: 'INVALID_AMOUNT', message: 'amount must be positive', field: 'amount' })
    },
    'parity.busy': async () => {
      throw new PlatformError('overloaded', 'try again shortly', { temporary: true })
    },
    'parity.bug': async () => {
      throw new TypeError('secret detail that must not leak')
    },
  }),
  routes: (ctx) =>
    ['echo', 'nothing', 'reject', 'busy', 'bug', 'absent'].map((name) => ({
      method: 'POST' as const,
      path: `/test/parity/${name}`,
      summary: `parity ${name}`,
      tags: ['diagnostics'],
      auth: { kind: 'public' as const },
      body: Type.Object({ n: Type.Integer() }),
      // Any answer (echo's holds a null on purpose; nothing's is empty), and the codes the outcomes answer.
      responses: { 200: Type.Unknown() },
      errors: ['INVALID_AMOUNT' as const, 'METHOD_NOT_FOUND' as const],
      handler: async (req: { body: unknown; requestId: string }) => ({
        status: 200,
        body: await ctx.payments.call(`parity.${name}`, req.body, anonymous(req.requestId)),
      }),
    })),
}

t.test('link parity: in-process and gRPC answer every outcome alike', async (t) => {
  const db = await createTestDb('link')
  const local = await startTestPlatform(db, [parityModule], { env: { PAYMENTS_LINK: 'local' } })
  const grpc = await startTestPlatform(db, [parityModule], { env: { PAYMENTS_LINK: 'grpc' } })
  t.teardown(async () => {
    await local.close()
    await grpc.close()
    await db.drop()
  })
  t.not(local.payments.local, undefined)
  const ask = async (base: string, name: string) => {
    const res = await fetch(`${base}/test/parity/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': `parity-${name}` },
      body: JSON.stringify({ n: 7 }),
    })
    return { status: res.status, body: await res.text() }
  }
  const expected: Record<string, number> = { echo: 200, nothing: 200, reject: 400, busy: 503, bug: 500, absent: 404 }
  for (const [name, status] of Object.entries(expected)) {
    const viaLocal = await ask(local.baseUrl, name)
    const viaGrpc = await ask(grpc.baseUrl, name)
    t.equal(viaLocal.status, status, `${name}: ${status} in process`)
    t.same(viaLocal, viaGrpc, `${name}: the same status and body over both links`)
  }
  t.match(JSON.parse((await ask(local.baseUrl, 'echo')).body), { got: { n: 7 }, nested: { amount: '12.50' } })
  t.notMatch((await ask(local.baseUrl, 'bug')).body, /secret detail/, 'a handler bug is an opaque internal_error')
})
