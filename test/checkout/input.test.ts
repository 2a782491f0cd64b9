/**
 * What a merchant's server sees when its input cannot be stored as sent:
 * a 400 `{error, code}` naming the field, never a 500, and never a silent
 * change (a number rounded, an amount cut to the currency's places).
 */
import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { checkoutModule } from '../../actors/checkout/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { chainsModule } from '../../actors/chains/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { createTestDb } from '../support/db'
import { onboardMerchant, type Merchant } from '../support/merchant'
import { startTestPlatform } from '../support/platform'

/** A checkout body whose metadata nests `depth` objects deep, as text: JSON.stringify itself overflows on deep values. */
const nestedBody = (depth: number) =>
  `{"amount":"24.50","currency":"USD","metadata":${'{"d":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}}`

t.test('checkout create: input that cannot be stored as sent is a 400 naming it', async (t) => {
  const db = await createTestDb('co_input')
  const platform = await startTestPlatform(db, [accessModule, webhooksModule, sandboxModule, chainsModule, checkoutModule])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const m: Merchant = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'input@test.dev', plan: 'professional' })
  await m.dashboard('POST', '/api/v1/settings/wallet/generate')
  const create = (body: Record<string, unknown>) => m.api('POST', '/api/v1/checkout/create', { amount: '24.50', currency: 'USD', ...body })
  /** Sends JSON text as is: number literals JSON.stringify could not write. */
  const createRaw = async (text: string) => {
    const res = await fetch(`${platform.baseUrl}/api/v1/checkout/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': m.testKey },
      body: text,
    })
    return { status: res.status, body: (await res.json()) as { error: string; code: string } }
  }

  await t.test('error: INVALID_STRING for NUL or a lone surrogate anywhere in the body, naming the field', async (t) => {
    t.match(await create({ metadata: { note: 'a\u0000b' } }), {
      status: 400,
      body: { code: 'INVALID_STRING', error: /^metadata\.note: .*NUL/ },
    })
    t.match(await create({ description: 'half a pair \ud800' }), { status: 400, body: { code: 'INVALID_STRING', error: /^description: / } })
    t.match(await create({ metadata: { list: ['ok', '\udc00'] } }), {
      status: 400,
      body: { code: 'INVALID_STRING', error: /^metadata\.list\.1: / },
    })
    t.match(
      await create({ metadata: { 'k\u0000': 1 } }),
      { status: 400, body: { code: 'INVALID_STRING', error: /^metadata\.k\\u0000: / } },
      'a key, shown escaped',
    )
    t.match(
      await create({ description: 'a pair 😀 stays a pair', metadata: { note: 'é' } }),
      { status: 201 },
      'paired surrogates and accents are text',
    )
  })

  await t.test('error: INVALID_STRING for %00 or a lone surrogate in a path parameter or a query value', async (t) => {
    t.match(await m.api('GET', '/api/v1/checkout/verify/%00'), { status: 400, body: { code: 'INVALID_STRING', error: /^sessionId: / } })
    t.match(await m.api('GET', '/api/v1/checkout/verify/%ED%A0%80'), {
      status: 400,
      body: { code: 'INVALID_STRING', error: /^path: percent-encoding/ },
    })
    t.match(await m.api('GET', '/api/v1/checkout/list?payment_method=cr%00ypto'), {
      status: 400,
      body: { code: 'INVALID_STRING', error: /^payment_method: / },
    })
    t.match(await m.api('GET', '/api/v1/checkout/list?payment_method=%ED%A0%80'), {
      status: 400,
      body: { code: 'INVALID_STRING', error: /^payment_method: percent-encoding/ },
    })
    t.match(await m.api('GET', '/api/v1/checkout/list?payment_method=caf%C3%A9&limit=5'), { status: 200 }, 'UTF-8 text is fine')
    t.match(
      await m.api('GET', '/api/v1/nowhere/%ED%A0%80'),
      { status: 400, body: { code: 'INVALID_STRING' } },
      'before looking for a route',
    )
  })

  await t.test('error: validation_failed names the choices of a union of literals', async (t) => {
    t.match(await m.api('GET', '/api/v1/checkout/list?status=bogus'), {
      status: 400,
      body: { code: 'VALIDATION_FAILED', error: 'status: must be one of pending, paid, expired, failed' },
    })
  })

  await t.test('error: JSON_TOO_DEEP above 32 levels; 32 levels are fine', async (t) => {
    t.match(await createRaw(nestedBody(5_000)), { status: 400, body: { code: 'JSON_TOO_DEEP', error: /deeper than 32 levels/ } })
    t.match(await createRaw(nestedBody(32)), { status: 400, body: { code: 'JSON_TOO_DEEP' } }, 'the body itself is a level')
    t.match(await createRaw(nestedBody(31)), { status: 201 })
  })

  await t.test('error: an amount is never rounded, as a JSON number or a string', async (t) => {
    t.match(await createRaw('{"amount": 1.000000000000000000000000000001, "currency": "USD"}'), {
      status: 400,
      body: { code: 'INEXACT_NUMBER', error: /cannot be represented exactly; send it as a string/ },
    })
    t.match(await create({ amount: '1.000000000000000000000000000001' }), {
      status: 400,
      body: { error: /USD amounts have at most 2 decimal places/ },
    })
    t.match(await createRaw('{"amount": 1.001, "currency": "USD"}'), { status: 400, body: { error: /at most 2 decimal places/ } })
    t.match(await create({ amount: '1500.5', currency: 'JPY' }), {
      status: 400,
      body: { error: /JPY amounts have at most 0 decimal places/ },
    })
    t.match(await createRaw('{"amount": 1e400, "currency": "USD"}'), { status: 400, body: { code: 'INEXACT_NUMBER' } })
    const exact = await createRaw('{"amount": 24.50, "currency": "USD"}')
    t.match(exact, { status: 201, body: { amount: 24.5, currency: 'USD' } })
    t.match(await create({ amount: '1500', currency: 'JPY' }), { status: 201 })
  })

  await t.test('error: validation_failed says in words what an amount must be', async (t) => {
    for (const amount of [-1, 0, 'abc', true, null]) {
      const res = await create({ amount })
      t.match(
        res,
        { status: 400, body: { code: 'VALIDATION_FAILED', error: /^amount: must be a positive decimal number \(e\.g\. 24\.50\)/ } },
        JSON.stringify(amount),
      )
      t.notMatch(res.body.error, /union/i)
    }
  })

  await t.test('error: callback_url must be http or https', async (t) => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd', 'not a url']) {
      t.match(
        await create({ callback_url: url }),
        { status: 400, body: { code: 'VALIDATION_FAILED', error: /^callback_url: must be an http or https URL/ } },
        url,
      )
    }
    t.match(await create({ callback_url: 'https://shop.example/return?order=1' }), { status: 201 })
    t.match(await create({ callback_url: 'http://127.0.0.1:8080/return' }), { status: 201 })
  })

  await t.test('create: poisoned requests beside clean ones of the same merchant fail alone', async (t) => {
    const bodies = Array.from({ length: 48 }, (_, i) =>
      i % 4 === 1 ? { metadata: { note: `bad \u0000 ${i}` } } : { reference: `clean-${i}` },
    )
    const replies = await Promise.all(bodies.map((b) => create(b)))
    const statuses = replies.map((r) => r.status)
    t.same(
      statuses,
      bodies.map((_, i) => (i % 4 === 1 ? 400 : 201)),
      'every clean one is 201, every poisoned one 400',
    )
    const list = await m.api('GET', '/api/v1/checkout/list?limit=100')
    t.equal(
      list.body.payments.filter((p: { reference: string }) => p.reference?.startsWith('clean-')).length,
      36,
      'the 36 clean sessions are stored',
    )
  })
})
