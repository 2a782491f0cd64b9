/** Market data REST declares its response schemas (#17 item 1): the document shows them and the answers match them. */
import t from 'tap'
import { Type } from '@sinclair/typebox'
import { accessModule } from '../../actors/accounts/module'
import { HubUnreachable, LivePage, MarketHealth, Prices, Symbols } from '../../actors/market/api/schemas'
import { createTestDb } from '../support/db'
import { onboardMerchant } from '../support/merchant'
import { startTestPlatform } from '../support/platform'
import { assertResponse, type OpenApiDoc } from '../support/responses'

t.test('market REST: prices, symbols and health answer what the document shows', async (t) => {
  const db = await createTestDb('mrsp')
  const platform = await startTestPlatform(db, [accessModule])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const doc = (await (await fetch(`${platform.baseUrl}/openapi.json`)).json()) as OpenApiDoc
  const merchant = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'mrsp@test.dev' })
  const prices = await merchant.api('GET', '/v1/market/prices?symbols=BTC,ETH,NOPE')
  t.equal(prices.status, 200)
  t.ok((prices.body as { prices: Record<string, unknown> }).prices.BTC, 'a quote for BTC')
  assertResponse(t, doc, { method: 'get', path: '/v1/market/prices' }, Prices, prices.body)
  const symbols = await merchant.call('GET', '/v1/market/symbols')
  assertResponse(t, doc, { method: 'get', path: '/v1/market/symbols' }, Symbols, symbols.body)
  const health = await merchant.call('GET', '/v1/market/health')
  t.equal(health.status, 200)
  assertResponse(t, doc, { method: 'get', path: '/v1/market/health' }, MarketHealth, health.body)
  assertResponse(t, doc, { method: 'get', path: '/v1/market/health', status: '503' }, Type.Union([MarketHealth, HubUnreachable]))
  assertResponse(t, doc, { method: 'get', path: '/v1/market/live', mediaType: LivePage.contentMediaType }, LivePage)
})
