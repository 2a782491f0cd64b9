import t from 'tap'
import { Type } from '@sinclair/typebox'
import { checkedReply } from './checked_reply'

const Symbols = Type.Object({ symbols: Type.Array(Type.String()), total: Type.Integer(), note: Type.Optional(Type.String()) })

t.test('checkedReply: a body that matches its schema is the reply', async (t) => {
  t.same(checkedReply(Symbols, { status: 200, body: { symbols: ['BTC'], total: 1 } }), {
    status: 200,
    body: { symbols: ['BTC'], total: 1 },
  })
})

t.test('error: a body with a field its schema lacks, or without one it requires, does not compile', async (t) => {
  const view = () => ({ symbols: [], total: 0, internal: 'x' })
  // @ts-expect-error `internal` is not in the response schema
  checkedReply(Symbols, { status: 200, body: view() })
  // @ts-expect-error `total` is required
  checkedReply(Symbols, { status: 200, body: { symbols: [] } })
  // @ts-expect-error `note` is a string, never null
  checkedReply(Symbols, { status: 200, body: { symbols: [], total: 0, note: null } })
  t.pass('checked by tsc')
})
