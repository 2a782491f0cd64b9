import t from 'tap'
import { BUILT_IN_MODULES } from '../../roles/modules'
import { createTestDb } from '../support/db'
import { startTestPlatform } from '../support/platform'

type Operation = { summary: string; responses: Record<string, { content?: { 'application/json'?: { schema?: unknown } } }> }

/** Products whose routes are built from operations (#17 item 1); the list grows until it is every route. */
const TYPED = [
  /^\/api\/v1\/checkout\//,
  /^\/api\/v1\/refunds/,
  /^\/api\/v1\/settings\/(wallet|checkout|settlement-accounts)/,
  /^\/api\/v1\/subscription\/crypto-checkout$/,
  /^\/api\/v1\/wallet\//,
  /^\/api\/v1\/settings\/webhook/,
  /^\/v1\/dashboard\/webhooks/,
]

t.test('openapi: every operation route documents its success answer', async (t) => {
  const db = await createTestDb('contract')
  const platform = await startTestPlatform(db, [...BUILT_IN_MODULES])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const doc = (await (await fetch(`${platform.baseUrl}/openapi.json`)).json()) as { paths: Record<string, Record<string, Operation>> }
  const undocumented: string[] = []
  let checked = 0
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!TYPED.some((p) => p.test(path))) continue
    for (const [method, op] of Object.entries(methods)) {
      checked++
      const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'))
      if (!success?.[1].content?.['application/json']?.schema) undocumented.push(`${method.toUpperCase()} ${path}`)
    }
  }
  t.ok(checked >= 8, `${checked} routes checked`)
  t.same(undocumented, [], 'no route answers without a schema')
  const create = doc.paths['/api/v1/checkout/create']!.post!.responses['201']!.content!['application/json']!.schema as {
    properties: Record<string, unknown>
  }
  t.same(Object.keys(create.properties).sort(), ['amount', 'currency', 'expires_at', 'payment_url', 'session_id', 'status'])
})
