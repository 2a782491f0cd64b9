import { Webhook } from 'standardwebhooks'
import t from 'tap'
import { signDelivery, standardKey, verifyWebhook } from './signing'

const NOW_MS = Date.now()
const BODY = '{"event":"webhook.test"}'

// One row per secret form: which key bytes the v1 signature uses, and how the official library is built for it.
const rows: Array<{ name: string; secret: string; key: Buffer; official: (secret: string) => Webhook }> = [
  {
    name: 'whsec_ + base64 (issued now)',
    secret: `whsec_${Buffer.alloc(32, 9).toString('base64')}`,
    key: Buffer.alloc(32, 9),
    official: (s) => new Webhook(s),
  },
  {
    name: 'whsec_ + 48 hex digits (issued before)',
    secret: `whsec_${'ab'.repeat(24)}`,
    key: Buffer.from('ab'.repeat(24), 'base64'),
    official: (s) => new Webhook(s),
  },
  {
    name: 'whsec_ + text that is not base64',
    secret: 'whsec_not_base64!',
    key: Buffer.from('whsec_not_base64!'),
    official: (s) => new Webhook(Buffer.from(s, 'utf8'), { format: 'raw' }),
  },
  {
    name: 'partner text secret',
    secret: 'partner-shared-secret-ü',
    key: Buffer.from('partner-shared-secret-ü', 'utf8'),
    official: (s) => new Webhook(Buffer.from(s, 'utf8'), { format: 'raw' }),
  },
]

for (const row of rows) {
  t.test(`standardKey: ${row.name} -> the official library verifies`, async (t) => {
    t.same(standardKey(row.secret), row.key)
    const headers = signDelivery({
      product: 'caas',
      secret: row.secret,
      deliveryId: 'd-1',
      eventType: 'webhook.test',
      body: BODY,
      nowMs: NOW_MS,
    })
    t.same(row.official(row.secret).verify(BODY, headers), JSON.parse(BODY))
    t.same(
      verifyWebhook({ secret: row.secret, rawBody: BODY, headers, nowMs: NOW_MS }),
      { ok: true },
      'our helper agrees, hex header included',
    )
  })
}

t.test('error: a replayed delivery (timestamp older than the tolerance) fails both verifiers', async (t) => {
  const secret = rows[0]!.secret
  const headers = signDelivery({
    product: 'payments',
    secret,
    deliveryId: 'd-2',
    eventType: 'webhook.test',
    body: BODY,
    nowMs: NOW_MS - 10 * 60_000,
  })
  t.throws(() => new Webhook(secret).verify(BODY, headers))
  t.same(verifyWebhook({ secret, rawBody: BODY, headers, nowMs: NOW_MS }), { ok: false, reason: 'timestamp outside tolerance' })
})
