/**
 * Every route declares the schema of its success answer (#17 item 1): the
 * OpenAPI document shows it, and what the route answers matches it.
 */
import t from 'tap'
import { DocsPage, Liveness, MetricsText, OpenApiDocument, Readiness } from '../../gateway/core/builtin_schemas'
import { SandboxDeposit } from '../../chains/sandbox/operations'
import { createTestDb } from '../support/db'
import { onboardMerchant } from '../support/merchant'
import { startTestPlatform } from '../support/platform'
import { assertResponse, type OpenApiDoc } from '../support/responses'
import { WAAS_MODULES } from '../support/waas'

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

t.test('sandbox deposit: the document shows the transfer; one never confirmed has no confirmed_at (absent, not null)', async (t) => {
  const db = await createTestDb('rsps')
  const platform = await startTestPlatform(db, WAAS_MODULES)
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const doc = (await (await fetch(`${platform.baseUrl}/openapi.json`)).json()) as OpenApiDoc
  const merchant = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'rsps@test.dev' })
  // The sandbox credits only addresses issued to the key's merchant: a customer wallet's.
  await merchant.api('POST', '/api/v1/wallet/customers', { customer_id: 'payer' })
  const address = (await merchant.api('POST', '/api/v1/wallet/payer/derive', { network: 'ETH' })).body.address as string
  const route = { method: 'post', path: '/api/v1/sandbox/deposits', status: '201' }
  const confirmed = await merchant.api('POST', route.path, { network: 'ETH', currency: 'ETH', address, amount: '1' })
  t.match(confirmed.body, { status: 'confirmed', confirmed_at: String })
  assertResponse(t, doc, route, SandboxDeposit, confirmed.body)
  const failed = await merchant.api('POST', route.path, { network: 'ETH', currency: 'ETH', address, amount: '1', simulate: 'fail' })
  t.match(failed.body, { status: 'failed' })
  t.notOk('confirmed_at' in (failed.body as object), 'a transfer that never confirmed has no confirmed_at')
  assertResponse(t, doc, route, SandboxDeposit, failed.body)
})
