/**
 * Rejection codes are a closed set with one status each: a code without a
 * status, or a code nobody declared, does not compile (the two
 * `@ts-expect-error` lines below fail the build the day either compiles),
 * and a code that slips past the compiler (a cast, a wire decode) is a
 * logged 500, not a silent 400.
 */
import { Type } from '@sinclair/typebox'
import t from 'tap'
import { reject, RejectionError, type RejectionCode } from '../../platform/errors'
import type { PlatformModule } from '../../gateway/core/platform_module'
import { toHttpError } from '../../gateway/core/failures'
import { rejectionCatalogue, type RejectionCatalogue } from '../../gateway/core/rejection_catalogue'
import { callerOf } from '../fixtures/counter_module'
import { createTestDb } from '../support/db'
import { startTestPlatform } from '../support/platform'

t.test('typing: a code without a status, or an undeclared code, is a compile error', async (t) => {
  const { SESSION_NOT_FOUND: _dropped, ...withoutOne } = rejectionCatalogue
  // @ts-expect-error SESSION_NOT_FOUND is declared (actors/checkout/rejections.ts) but has no status here
  const incomplete: RejectionCatalogue = withoutOne
  // @ts-expect-error NO_SUCH_CODE is in no product's rejections.ts
  const undeclared = () => reject('NO_SUCH_CODE', 'never declared')
  t.ok(incomplete && undeclared, 'the compiler refused both (see the @ts-expect-error lines)')
})

t.test('catalogue: every code is UPPER_SNAKE_CASE with an error status and a meaning', async (t) => {
  for (const [code, { status, meaning }] of Object.entries(rejectionCatalogue)) {
    t.match(code, /^[0-9A-Z]+(_[0-9A-Z]+)*$/, `${code}: upper snake case`)
    t.ok(status >= 400 && status < 600, `${code}: ${status} is an error status`)
    t.ok(meaning.length > 10, `${code}: has a meaning`)
  }
})

t.test('toHttpError: a declared code gets its status; an undeclared one is a logged 500', async (t) => {
  t.match(toHttpError(new RejectionError(reject('SESSION_NOT_FOUND', 'gone'))), { status: 404, code: 'SESSION_NOT_FOUND' })
  const logged: unknown[] = []
  const bug = toHttpError(new RejectionError({ code: 'not_declared' as RejectionCode, message: 'detail' }), {
    error: (fields: unknown) => void logged.push(fields),
  } as never)
  t.match(bug, { status: 500, code: 'INTERNAL_ERROR', message: 'internal error' })
  t.same(logged, [{ code: 'not_declared' }], 'the stray code is logged')
})

const rejecting: PlatformModule = {
  name: 'catalogue-test',
  methods: () => ({
    'catalogue.declared': async () => {
      throw new RejectionError(reject('KEY_NOT_FOUND', 'no such API key'))
    },
    'catalogue.undeclared': async () => {
      throw new RejectionError({ code: 'key_gone' as RejectionCode, message: 'an undeclared code' })
    },
  }),
  routes: (ctx) =>
    ['declared', 'undeclared'].map((name) => ({
      method: 'POST' as const,
      path: `/test/catalogue/${name}`,
      summary: `catalogue ${name}`,
      tags: ['diagnostics'],
      auth: { kind: 'public' as const },
      body: Type.Object({}),
      responses: { 200: Type.Object({}) },
      // The declared code is declared to the document too; the undeclared one is a bug answered 500.
      errors: ['KEY_NOT_FOUND' as const],
      handler: async (req: { requestId: string }) => ({
        status: 200,
        body: await ctx.payments.call(`catalogue.${name}`, {}, callerOf(req.requestId)),
      }),
    })),
}

t.test('REST: a declared code answers its status; an undeclared code answers 500 INTERNAL_ERROR', async (t) => {
  const db = await createTestDb('catalogue')
  const platform = await startTestPlatform(db, [rejecting])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const post = async (name: string) => {
    const res = await fetch(`${platform.baseUrl}/test/catalogue/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    return { status: res.status, body: (await res.json()) as { code: string; error: string } }
  }
  t.match(await post('declared'), { status: 404, body: { code: 'KEY_NOT_FOUND', error: 'no such API key' } })
  t.match(await post('undeclared'), { status: 500, body: { code: 'INTERNAL_ERROR', error: 'internal error' } }, 'not a silent 400')
})
