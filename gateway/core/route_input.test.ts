import t from 'tap'
import { routeInput } from './route_input'

t.test('routeInput: path parameters win over body and query; the body wins over the query', async (t) => {
  t.same(routeInput({ page: '2', id: 'q' }, { id: 'b', amount: '5' }, { id: 'p' }), { page: '2', id: 'p', amount: '5' })
  t.same(routeInput({ id: 'q', status: 'paid' }, { status: 'failed' }, {}), { id: 'q', status: 'failed' })
  t.same(routeInput(undefined, undefined, { id: 'p' }), { id: 'p' })
})

t.test('routeInput: a body alone is handed over without a copy', async (t) => {
  const body = { amount: 25.5, currency: 'USD' }
  t.equal(routeInput(undefined, body, {}), body)
  t.not(routeInput(undefined, body, { id: 'p' }), body, 'copied when anything joins it')
})
