import t from 'tap'
import type { RouteSpec } from '../http/route'
import { RouteTable } from './route_table'

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
