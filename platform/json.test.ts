import t from 'tap'
import { decodeJson, encodeJson, RawJson } from './json'

t.test('encodeJson: bigints anywhere round-trip; the input is not mutated', async (t) => {
  const value = {
    fiat: { minor: 2550n, scale: 2 },
    list: [1n, { deep: [2n, 'x'] }, null],
    at: new Date(0),
    plain: { a: 1, b: 'two' },
    n: -5n,
  }
  const text = encodeJson(value)
  t.same(decodeJson(text), { ...value, at: '1970-01-01T00:00:00.000Z' })
  t.equal(typeof value.fiat.minor, 'bigint', 'the input keeps its bigints')
  t.match(text, /"minor":\{"\$bigint":"2550"\}/)
  t.match(text, /"at":"1970-01-01T00:00:00.000Z"/, 'a Date serialises itself')
})

t.test('encodeJson: a value without bigints is plain JSON', async (t) => {
  const value = { a: [1, 2, { b: null }], c: 'd', e: true }
  t.equal(encodeJson(value), JSON.stringify(value))
  t.equal(encodeJson(7n), '{"$bigint":"7"}')
  t.equal(decodeJson('{"$bigint":"7","other":1}') instanceof Object, true, 'a tag beside other keys is an object, not a bigint')
})

t.test('RawJson: sent as its text by the fast paths, and behaves as its value anywhere else', async (t) => {
  const raw = new RawJson('{"session_id":"s1","amount":25.5,"paid_at":null}')
  t.equal(JSON.stringify({ reply: raw }), '{"reply":{"session_id":"s1","amount":25.5,"paid_at":null}}')
  t.same(decodeJson(encodeJson(raw)), { session_id: 's1', amount: 25.5, paid_at: null })
})
