/**
 * The idempotency primitive, pure: key validation, the key's id in its
 * scope, the request fingerprint, and the rule (first / replay / reused,
 * retention). Pinned values were computed by the code each site used before
 * the primitive: ids and fingerprints already stored must keep matching.
 */
import t from 'tap'
import { keyOutcome, fingerprint, keyId, keyProblem, keyReused, keyScope, type KeyRule } from './idempotency'

const RULE: KeyRule = { operation: 'checkout', name: 'Idempotency-Key', resource: 'checkout session', retentionMs: null }
const REF: KeyRule = { operation: 'vas-order', name: 'reference', resource: 'order', retentionMs: null, field: 'reference' }
const DAY_MS = 24 * 3_600_000
const DAILY: KeyRule = { ...RULE, retentionMs: DAY_MS }
const NOW = 1_800_000_000_000

t.test('keyProblem: 1 to 255 printable ASCII characters', async (t) => {
  const table: [string, string, string | null][] = [
    ['an order id', 'order-42', null],
    ['a UUID', '6f1c2e0a-6b0e-4d4e-9b7a-2b9f8f0c1d2e', null],
    ['printable punctuation and spaces', 'a b:c/d?e=f&g~', null],
    ['255 characters', 'k'.repeat(255), null],
    ['error: empty', '', 'must be 1 to 255 characters'],
    ['error: 256 characters', 'k'.repeat(256), 'must be 1 to 255 characters'],
    ['error: a control character', 'a\nb', 'must be printable ASCII characters'],
    ['error: a tab', 'a\tb', 'must be printable ASCII characters'],
    ['error: DEL', 'a\u007fb', 'must be printable ASCII characters'],
    ['error: a non-ASCII letter', 'clé', 'must be printable ASCII characters'],
  ]
  for (const [name, key, problem] of table) t.equal(keyProblem(key), problem, name)
})

t.test('keyId: one id per merchant, environment, operation and key; the ids issued before still name the same', async (t) => {
  const scope = keyScope(RULE, 'biz-1', true)
  t.same(scope, { businessId: 'biz-1', mode: 'test', operation: 'checkout' })
  const id = keyId(scope, 'order-42')
  t.equal(id, '9ebdff91-5721-5a8a-9795-2a087e23a180', 'the checkout session id a test key order-42 was always given')
  t.equal(keyId({ businessId: 'biz-1', mode: 'live', operation: 'refund' }, 'order-42'), '4849939c-0f62-5936-94a8-c1e0c31fd6c8', 'a refund')
  t.equal(keyId({ businessId: 'biz-1', mode: 'test', operation: 'wallet' }, 'order-42'), '6dbcea10-38a3-5e27-872e-4fd9eaa4bbf8', 'a wallet')
  t.equal(keyId(scope, 'order-42'), id, 'deterministic')
  const others = [
    keyId({ ...scope, businessId: 'biz-2' }, 'order-42'),
    keyId({ ...scope, mode: 'live' }, 'order-42'),
    keyId({ ...scope, operation: 'refund' }, 'order-42'),
    keyId(scope, 'order-43'),
  ]
  t.equal(new Set([id, ...others]).size, 5, 'another merchant, environment, operation or key is another id')
  t.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, 'a version-5 form UUID (a random one is version 4)')
})

t.test('fingerprint: canonical, so the same request in another order or spacing is the same', async (t) => {
  const a = fingerprint(JSON.parse('{"amount": 10, "currency": "USD", "metadata": {"b": 1, "a": [1, 2]}}'))
  const b = fingerprint(JSON.parse('{"metadata":{"a":[1,2],"b":1},"currency":"USD","amount":10}'))
  t.equal(a, b, 'key order and spacing do not matter')
  t.not(fingerprint({ list: [1, 2] }), fingerprint({ list: [2, 1] }), 'array order does')
  t.not(fingerprint({ amount: 10 }), fingerprint({ amount: '10' }), 'a number is not its string')
  t.not(fingerprint({ amount: 10 }), fingerprint({ amount: 11 }), 'another value is another request')
  t.equal(fingerprint({ a: 1, b: undefined }), fingerprint({ a: 1 }), 'a field left undefined is a field not sent')
  t.equal(fingerprint({ units: 2_500_000n }), fingerprint({ units: '2500000' }), 'a bigint is its decimal digits')
  t.equal(
    fingerprint({ b: [1, { y: 2, x: 'é' }], a: 'x', c: null }),
    'b57ab3ea7aefb0901b65049c718fcd1f2e707c7fab720cd783b678bdcdd35162',
    'what the request hash was before: fingerprints stored by sessions, refunds, wallets and swaps still match',
  )
})

t.test('keyOutcome: first, replay, reused', async (t) => {
  const fp = fingerprint({ amount: 10 })
  t.same(keyOutcome(null, { fingerprint: fp }, RULE, NOW), { kind: 'first' }, 'no earlier use: the first request')
  t.same(keyOutcome({ fingerprint: fp }, { fingerprint: fp }, RULE, NOW), { kind: 'replay' }, 'the same request: a replay')
  const reused = keyOutcome({ fingerprint: fp }, { fingerprint: fingerprint({ amount: 11 }) }, RULE, NOW)
  t.same(reused, { kind: 'reused', rejection: keyReused(RULE) }, 'another request: reused')
  t.match(reused, {
    rejection: {
      code: 'IDEMPOTENCY_KEY_REUSED',
      message:
        'this Idempotency-Key was already used for a different checkout session request: repeat that request unchanged for its answer, or use a new Idempotency-Key',
    },
  })
  t.notOk('field' in keyReused(RULE), 'a header key names no body field')
  t.match(keyReused(REF), {
    code: 'IDEMPOTENCY_KEY_REUSED',
    field: 'reference',
    message: /^this reference was already used for a different order request/,
  })
})

t.test('keyOutcome: a fingerprint by an older formula still replays; it never makes another request the same', async (t) => {
  t.same(keyOutcome({ fingerprint: 'old' }, { fingerprint: 'new', legacy: 'old' }, RULE, NOW), { kind: 'replay' })
  t.match(keyOutcome({ fingerprint: 'old' }, { fingerprint: 'new', legacy: 'older' }, RULE, NOW), { kind: 'reused' })
  t.match(keyOutcome({ fingerprint: 'old' }, { fingerprint: 'new' }, RULE, NOW), { kind: 'reused' })
})

t.test('keyOutcome: retention', async (t) => {
  const fp = 'f'
  const at = (ageMs: number) => ({ fingerprint: fp, atMs: NOW - ageMs })
  t.same(keyOutcome(at(DAY_MS - 1), { fingerprint: fp }, DAILY, NOW), { kind: 'replay' }, 'within its retention the key replays')
  t.match(keyOutcome(at(DAY_MS - 1), { fingerprint: 'g' }, DAILY, NOW), { kind: 'reused' }, 'and refuses another request')
  t.same(keyOutcome(at(DAY_MS), { fingerprint: fp }, DAILY, NOW), { kind: 'first' }, 'after it the key is new again')
  t.same(keyOutcome(at(DAY_MS), { fingerprint: 'g' }, DAILY, NOW), { kind: 'first' }, 'for any request')
  t.same(keyOutcome(at(100 * DAY_MS), { fingerprint: fp }, RULE, NOW), { kind: 'replay' }, 'a rule without retention keeps the key')
  t.same(keyOutcome({ fingerprint: fp }, { fingerprint: fp }, DAILY, NOW), { kind: 'replay' }, 'an earlier use without a time is kept')
})
