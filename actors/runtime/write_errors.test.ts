import t from 'tap'
import { isConnectionFault, isRefusedData } from './write_errors'

const cases: Array<[string, unknown, boolean, boolean]> = [
  // name, error, refused for its data, connection fault
  ['NUL in jsonb (22P05)', { code: '22P05' }, true, false],
  ['numeric out of range (22003)', { code: '22003' }, true, false],
  ['a colliding spawn (23505)', { code: '23505' }, true, false],
  ['connection closed (postgres.js)', { code: 'CONNECTION_CLOSED' }, false, true],
  ['refused socket', { code: 'ECONNREFUSED' }, false, true],
  ['connection failure (08006)', { code: '08006' }, false, true],
  ['admin shutdown (57P01)', { code: '57P01' }, false, true],
  ['serialization failure (40001)', { code: '40001' }, false, false],
  ['a bug', new Error('no read model registered'), false, false],
  ['not an error', undefined, false, false],
]

t.test('write errors: which failures isolate a culprit and which fail everyone alike', async (t) => {
  for (const [name, error, refused, connection] of cases) {
    t.equal(isRefusedData(error), refused, `${name}: refused for its data`)
    t.equal(isConnectionFault(error), connection, `${name}: connection fault`)
  }
})
