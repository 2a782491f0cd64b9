/**
 * Every route declares the schema of its success answer (#17 item 1): the
 * OpenAPI document shows it, and what the route answers matches it.
 */
import t from 'tap'
import { DocsPage, Liveness, MetricsText, OpenApiDocument, Readiness } from '../../gateway/core/builtin_schemas'
import { createTestDb } from '../support/db'
import { startTestPlatform } from '../support/platform'
import { assertResponse, type OpenApiDoc } from '../support/responses'

t.test('builtin routes: the document shows their response schemas and their answers match them', async (t) => {
  const db = await createTestDb('rsp')
  const platform = await startTestPlatform(db, [])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const get = async (path: string) => (await fetch(`${platform.baseUrl}${path}`)).json()
  const doc = (await get('/openapi.json')) as OpenApiDoc
  assertResponse(t, doc, { method: 'get', path: '/healthz' }, Liveness, await get('/healthz'))
  assertResponse(t, doc, { method: 'get', path: '/readyz' }, Readiness, await get('/readyz'))
  assertResponse(t, doc, { method: 'get', path: '/readyz', status: '503' }, Readiness)
  assertResponse(t, doc, { method: 'get', path: '/openapi.json' }, OpenApiDocument, doc)
  assertResponse(t, doc, { method: 'get', path: '/metrics', mediaType: MetricsText.contentMediaType }, MetricsText)
  assertResponse(t, doc, { method: 'get', path: '/docs', mediaType: DocsPage.contentMediaType }, DocsPage)
})
