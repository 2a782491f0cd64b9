/**
 * The idempotency walk (test/support/idempotency_walk.ts, a file per product) covers exactly the routes whose
 * OpenAPI operation answers 409 IDEMPOTENCY_KEY_REUSED: a new keyed route fails here until a product file walks it.
 * The document read is test/fixtures/openapi.json, which test/gateway/openapi_snapshot.test.ts holds byte-identical
 * to the served /openapi.json; each product file checks it walks exactly its own list.
 */
import t from 'tap'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { IDEMPOTENT_ROUTES } from '../support/idempotency_walk'
import { REPO_ROOT } from '../support/source_files'

t.test('the walk covers exactly the routes whose operation answers IDEMPOTENCY_KEY_REUSED', async (t) => {
  const doc = JSON.parse(readFileSync(path.join(REPO_ROOT, 'test/fixtures/openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>
  }
  const keyed = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, op]) => JSON.stringify(op.responses?.['409'] ?? {}).includes('"IDEMPOTENCY_KEY_REUSED"'))
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  )
  t.same([...keyed].sort(), Object.values(IDEMPOTENT_ROUTES).flat().sort())
})
