/**
 * The SDK's generated types match the OpenAPI document of the platform as built now: a route or schema
 * change without regenerating fails here. WRITE_SDK_SCHEMA=1 writes the file instead (one command).
 */
import t from 'tap'
import { readFileSync, writeFileSync } from 'node:fs'
import { BUILT_IN_MODULES } from '../../roles/modules'
import { createTestDb } from '../support/db'
import { startTestPlatform } from '../support/platform'
import { SCHEMA_FILE, generateSchemaTypes } from './schema_source'

t.test('sdk/src/schema.d.ts is generated from the current /openapi.json', async (t) => {
  const db = await createTestDb('sdk_schema')
  const platform = await startTestPlatform(db, [...BUILT_IN_MODULES])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const document = (await (await fetch(`${platform.baseUrl}/openapi.json`)).json()) as unknown
  const generated = await generateSchemaTypes(document)
  if (process.env.WRITE_SDK_SCHEMA === '1') writeFileSync(SCHEMA_FILE, generated)
  const current = readFileSync(SCHEMA_FILE, 'utf8')
  t.ok(generated.includes("'/api/v1/checkout/create'"), 'the generated types carry the checkout operation')
  t.equal(current, generated, 'sdk/src/schema.d.ts is stale: regenerate it (command in its header)')
})
