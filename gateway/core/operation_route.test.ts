import t from 'tap'
import { Type } from '@sinclair/typebox'
import { operation } from '../../platform/operation'
import { operationRoute } from './operation_route'

const rename = operation({
  name: 'thing.rename',
  input: Type.Object({ id: Type.String(), name: Type.String() }),
  output: Type.Object({ id: Type.String(), name: Type.String() }),
})
const base = { method: 'PUT', path: '/things/:id', summary: 'Rename', tags: ['t'], auth: { kind: 'public' } } as const
const Id = Type.Object({ id: Type.String() })
const Name = Type.Object({ name: Type.String() })

t.test('operationRoute: the response schema is the operation output; the route calls the operation by name', async (t) => {
  const calls: unknown[] = []
  const payments = { call: async <T>(method: string, body: unknown) => (calls.push([method, body]), body as T) }
  const route = operationRoute(payments, rename, { ...base, params: Id, body: Name })
  t.same(route.responses, { 200: rename.output })
  const reply = await route.handler({ params: { id: 'a' }, body: { name: 'b' }, principal: { kind: 'anonymous' } } as never)
  t.same(calls, [['thing.rename', { name: 'b', id: 'a' }]])
  t.same(reply.body, { name: 'b', id: 'a' })
})

t.test('operationRoute: path parameters win; an undeclared query is not passed on', async (t) => {
  const seen: unknown[] = []
  const payments = { call: async <T>(_m: string, body: unknown) => (seen.push(body), {}) as T }
  const route = operationRoute(payments, operation({ name: 'x', input: Id, output: Type.Object({}) }), {
    ...base,
    method: 'GET',
    path: '/x/:id',
    params: Id,
  })
  const req = {
    requestId: 'r',
    params: { id: 'path-id' },
    query: { id: 'query-id', extra: '1' },
    body: { id: 'body-id' },
    principal: { kind: 'anonymous' },
  }
  await route.handler(req as never)
  t.same(seen[0], { id: 'path-id' })
})

t.test('error: a route whose validated input is not what the operation takes does not compile', async (t) => {
  const payments = { call: async <T>() => ({}) as T }
  // @ts-expect-error the body (name) is missing: the operation would receive no name
  operationRoute(payments, rename, { ...base, params: Id })
  // @ts-expect-error an input function must build the operation's input
  operationRoute(payments, rename, { ...base, params: Id, input: (req) => ({ id: req.params.id }) })
  t.pass('checked by tsc')
})
