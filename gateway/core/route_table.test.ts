import t from 'tap'
import type { RouteSpec } from '../http/route'
import { RouteTable } from './route_table'
import { rpcRoute } from './rpc_route'

const spec = (method: 'GET' | 'PUT' | 'POST', path: string) =>
  ({ method, path, summary: path, auth: { kind: 'public' }, responses: {}, handler: async () => ({ status: 200 }) }) as unknown as RouteSpec

t.test('match: a static segment wins only where it serves the method', async (t) => {
  const table = new RouteTable()
  table.add(spec('PUT', '/api/v1/wallet/fees/addresses'))
  table.add(spec('GET', '/api/v1/wallet/:customerID/addresses'))
  t.match(table.match('PUT', '/api/v1/wallet/fees/addresses'), { kind: 'found', route: { method: 'PUT' }, params: {} })
  t.match(
    table.match('GET', '/api/v1/wallet/fees/addresses'),
    { kind: 'found', route: { method: 'GET' }, params: { customerID: 'fees' } },
    'a customer named "fees"',
  )
  t.same(table.match('POST', '/api/v1/wallet/fees/addresses'), { kind: 'wrong_method', allow: ['PUT'] })
  t.same(table.match('GET', '/api/v1/nowhere'), { kind: 'not_found' })
})

t.test('rpcRoute: path parameters win; an undeclared query is not passed on', async (t) => {
  const seen: unknown[] = []
  const payments = { call: async (_m: string, body: unknown) => (seen.push(body), {}) }
  const route = rpcRoute(
    payments as never,
    { method: 'GET', path: '/x/:id', summary: 'x', auth: { kind: 'public' }, responses: {}, rpc: 'x' } as never,
  )
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
