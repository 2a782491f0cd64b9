/**
 * The gateway's request limits as a merchant meets them (docs/rate-limits.md):
 * every answer after the count carries the IETF `RateLimit` and
 * `RateLimit-Policy` fields; beyond the limit the answer is 429 `RATE_LIMITED`
 * with `Retry-After`; one merchant's burst never refuses another merchant,
 * nor the same merchant's other environment. The exact window arithmetic is
 * unit-tested with a fixed clock (gateway/core/request_limits.test.ts); here
 * only what is certain on a loaded machine is asserted: a burst far over the
 * limit is cut, and what is cut is answered correctly.
 */
import t from 'tap'
import { BUILT_IN_MODULES } from '../../roles/modules'
import { createTestDb } from '../support/db'
import { eventually, onboardMerchant } from '../support/merchant'
import { startTestPlatform } from '../support/platform'

const API_LIMIT = 5
const PUBLIC_LIMIT = 3

t.test('limits: per merchant and environment for API keys, per client address for public routes', async (t) => {
  const db = await createTestDb('reqlimit')
  const platform = await startTestPlatform(db, [...BUILT_IN_MODULES], {
    env: { API_RATE_LIMIT_PER_SECOND: String(API_LIMIT), PUBLIC_RATE_LIMIT_PER_SECOND: String(PUBLIC_LIMIT) },
  })
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const alice = await onboardMerchant(platform.baseUrl, platform.config.adminToken!, { email: `alice-${db.schema}@limits.test` })
  const bob = await onboardMerchant(platform.baseUrl, platform.config.adminToken!, { email: `bob-${db.schema}@limits.test` })

  const burst = await Promise.all(Array.from({ length: 40 }, () => alice.api('GET', '/api/v1/checkout/list')))
  const served = burst.filter((r) => r.status === 200)
  const refused = burst.filter((r) => r.status === 429)
  t.equal(served.length + refused.length, 40, 'every answer is 200 or 429')
  t.ok(refused.length > 0 && served.length > 0, `a burst of 40 over a limit of ${API_LIMIT}/s is cut (${served.length} served)`)
  for (const r of served) {
    t.equal(r.headers.get('ratelimit-policy'), `"api";q=${API_LIMIT};w=1`)
    t.match(r.headers.get('ratelimit'), /^"api";r=[0-4];t=1$/)
  }
  const first = refused[0]!
  t.match(first.body, { code: 'RATE_LIMITED', error: /at most 5 requests per 1 s/ })
  t.equal(first.headers.get('retry-after'), '1')
  t.equal(first.headers.get('ratelimit'), '"api";r=0;t=1')

  t.equal((await bob.api('GET', '/api/v1/checkout/list')).status, 200, "another merchant is served during alice's burst")
  const live = await alice.api('GET', '/api/v1/checkout/list', undefined, {}, alice.liveKey)
  t.not(live.status, 429, "alice's live environment has its own bucket")

  await eventually(async () => ((await alice.api('GET', '/api/v1/checkout/list')).status === 200 ? true : undefined))
  t.pass('once the window has room, alice is served again')

  const open = await Promise.all(Array.from({ length: 30 }, () => alice.call('GET', '/api/v1/subscription/plans')))
  t.ok(
    open.some((r) => r.status === 429),
    `a burst of 30 public requests from one address over ${PUBLIC_LIMIT}/s is cut`,
  )
  t.match(open.find((r) => r.status === 200)?.headers.get('ratelimit-policy'), `"public";q=${PUBLIC_LIMIT};w=1`)
})
