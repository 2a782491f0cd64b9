import t from 'tap'
import { BUILT_IN_MODULES } from '../../roles/modules'
import { createTestDb } from '../support/db'
import { startTestPlatform } from '../support/platform'
import { inlined, type OpenApiDoc } from '../support/responses'

type Operation = { summary: string; responses: Record<string, { content?: Record<string, { schema?: unknown } | undefined> }> }

/** Products whose routes are built from operations (#17 item 1); the list grows until it is every route. */
const TYPED = [
  /^\/api\/v1\/checkout\//,
  /^\/api\/v1\/refunds/,
  /^\/api\/v1\/settings\/(wallet|checkout|settlement-accounts|branding)/,
  /^\/api\/v1\/subscription\//,
  /^\/api\/v1\/wallet\//,
  /^\/api\/v1\/swap\//,
  /^\/api\/v1\/settings\/webhook/,
  /^\/v1\/dashboard\/webhooks/,
  /^\/api\/v1\/balance/,
  /^\/api\/v1\/dashboard\/balance/,
  /^\/api\/v1\/auth\//,
  /^\/api\/v1\/api-keys/,
  /^\/api\/v1\/team/,
  /^\/admin\/businesses\//,
  /^\/api\/v1\/treasury\//,
  /^\/admin\/treasury\//,
  /^\/api\/v1\/(giftcards|airtime|data|bills|vas)\//,
  /^\/vas\//,
]

t.test('openapi: every operation route documents its JSON answer, and no route of any module answers undeclared', async (t) => {
  const db = await createTestDb('contract')
  const platform = await startTestPlatform(db, [...BUILT_IN_MODULES])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const doc = (await (await fetch(`${platform.baseUrl}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Operation>>
    components: OpenApiDoc['components']
  }
  const undocumented: string[] = []
  const undeclared: string[] = []
  let checked = 0
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'))?.[1]
      // Pages, metrics text and the document declare theirs under their own media type.
      if (!Object.values(success?.content ?? {}).some((media) => media?.schema)) undeclared.push(`${method.toUpperCase()} ${path}`)
      if (!TYPED.some((p) => p.test(path))) continue
      checked++
      if (!success?.content?.['application/json']?.schema) undocumented.push(`${method.toUpperCase()} ${path}`)
    }
  }
  t.ok(checked >= 60, `${checked} operation routes checked`)
  t.same(undocumented, [], 'no operation route answers without a schema')
  t.same(undeclared, [], 'every route of every module declares what it answers')
  const create = inlined(doc.paths['/api/v1/checkout/create']!.post!.responses['201']!.content!['application/json']!.schema, doc) as {
    properties: Record<string, unknown>
  }
  t.same(Object.keys(create.properties).sort(), ['amount', 'currency', 'expires_at', 'payment_url', 'session_id', 'status'])
})
