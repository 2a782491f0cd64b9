/**
 * The served OpenAPI document, whole, against the copy in test/fixtures/openapi.json: a change to the contract
 * (a route, a schema, a description, an error code) shows as a diff of that file in review, and a refactor that
 * should change nothing (the folder-per-product move of #30) is shown to change nothing. WRITE_OPENAPI=1 writes
 * the file instead (one command, after `npm run build`).
 */
import t from 'tap'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { BUILT_IN_MODULES } from '../../roles/modules'
import { createTestDb } from '../support/db'
import { startTestPlatform } from '../support/platform'
import { REPO_ROOT } from '../support/source_files'

const SNAPSHOT = path.join(REPO_ROOT, 'test/fixtures/openapi.json')

t.test('the served /openapi.json is the reviewed contract in test/fixtures/openapi.json', async (t) => {
  const db = await createTestDb('openapi_snapshot')
  const platform = await startTestPlatform(db, [...BUILT_IN_MODULES])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const served = `${JSON.stringify(await (await fetch(`${platform.baseUrl}/openapi.json`)).json(), null, 1)}\n`
  if (process.env.WRITE_OPENAPI === '1') writeFileSync(SNAPSHOT, served)
  const reviewed = readFileSync(SNAPSHOT, 'utf8')
  t.ok(served.includes('"/api/v1/checkout/create"'), 'the document carries the checkout operation')
  t.equal(served, reviewed, 'the contract changed: review the diff, then WRITE_OPENAPI=1 (see this file)')
})
