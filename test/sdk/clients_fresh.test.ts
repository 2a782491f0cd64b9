/**
 * Every official client library's generated files are what `npm run clients` writes from the reviewed document:
 * a route or schema change without regenerating fails here (and the document itself is held to the served one by
 * test/gateway/openapi_snapshot.test.ts), so a route and its libraries change in one commit.
 */
import t from 'tap'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { generatedFiles } from '../../sdk/codegen/main'
import { REPO_ROOT } from '../support/source_files'

t.test('the client libraries are generated from the current document', async (t) => {
  const files = await generatedFiles(REPO_ROOT)
  t.ok(
    ['sdk/src/schema.d.ts', 'sdk/python/payments_platform/models.py', 'sdk/python/payments_platform/operations.py'].every(
      (f) => f in files,
    ),
    'TypeScript and Python',
  )
  t.ok(files['sdk/src/schema.d.ts']!.includes("'/api/v1/checkout/create'"), 'the TypeScript types carry the checkout operation')
  t.ok(files['sdk/python/payments_platform/operations.py']!.includes('"checkout.create"'), 'the Python client carries it')
  t.ok(files['sdk/go/operations_gen.go']!.includes('"checkout.create"'), 'the Go client carries it')
  for (const [file, content] of Object.entries(files))
    t.equal(readFileSync(path.join(REPO_ROOT, file), 'utf8'), content, `${file} is stale: run npm run clients`)
})
